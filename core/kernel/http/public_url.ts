import { AsyncLocalStorage } from 'node:async_hooks'
import { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

export interface PublicUrlInputs {
  /** APP_URL: always wins when set (production sets it). */
  configured?: string
  /** The address when nothing else applies: `http://localhost:PORT`. */
  fallback: string
  /** Whether the request's own host may be followed at all (never in production). */
  followRequestHost: boolean
  /** Host names besides loopback that may be followed (APP_HOSTS). */
  allowedHosts: string[]
  /** The current request, if any: its protocol and Host (with port). */
  request?: { protocol: string; host: string | null | undefined }
}

const LOOPBACK_NAME =
  /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i
const HOST_WITH_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

/**
 * The web app's public address for the links we hand out (mails, Stripe's return, the QR label, "open the public
 * page"). APP_URL when configured. Without it (the embedded `npm start`) the host the user came on, so that someone
 * on 127.0.0.1 comes back to 127.0.0.1 with their session cookie, but only a loopback name or an allowed host:
 * a forged Host header never lands in a mailed link.
 */
export function choosePublicUrl(inputs: PublicUrlInputs): string {
  if (inputs.configured) return inputs.configured.replace(/\/+$/, '')
  const { request } = inputs
  if (!inputs.followRequestHost || !request?.host || !HOST_WITH_PORT.test(request.host))
    return inputs.fallback
  const name = request.host.replace(/:\d{1,5}$/, '').toLowerCase()
  const allowed = LOOPBACK_NAME.test(name) || inputs.allowedHosts.includes(name)
  const protocol = request.protocol === 'https' ? 'https' : 'http'
  return allowed ? `${protocol}://${request.host.toLowerCase()}` : inputs.fallback
}

/** An address chosen earlier, for a job that mails what a request asked for (`runWithPublicUrl`). */
const chosen = new AsyncLocalStorage<string>()

/**
 * Runs a job's work with the address its request chose (carried in the payload): a reset link mailed by a job
 * still leads back to the host the user asked on.
 */
export function runWithPublicUrl<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  return url ? chosen.run(url, work) : work()
}

/** The public address for the current request (or job), by the rule above. */
export function publicUrl(): string {
  const earlier = chosen.getStore()
  if (earlier) return earlier
  const ctx = HttpContext.get()
  return choosePublicUrl({
    configured: env.get('APP_URL'),
    fallback: `http://localhost:${env.get('PORT') ?? 3333}`,
    followRequestHost: !app.inProduction,
    allowedHosts: allowedHosts(),
    request: ctx ? { protocol: ctx.request.protocol(), host: ctx.request.host() } : undefined,
  })
}

function allowedHosts() {
  return (env.get('APP_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}
