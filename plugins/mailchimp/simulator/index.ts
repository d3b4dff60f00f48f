/**
 * The Mailchimp Marketing API v3 simulator: `startMailchimpSimulator(options)` serves `/3.0/...` with Basic auth, RFC
 * 7807 problem documents and the kit's faults (latency, 5xx, 429, garbage, wrong key). See ../README.md.
 */
import { STATUS_CODES } from 'node:http'
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import {
  header,
  json,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import { startSimServer, type SimServer } from '#core/plugins/simulator_kit/sim_server'
import { invalidKey, problem } from './problems.js'
import { marketingRoute } from './routes.js'
import {
  MailchimpStore,
  md5,
  type AudienceSeed,
  type SimAudience,
  type SimMember,
} from './store.js'

export interface MailchimpSimulatorOptions {
  /** The keys accepted (`<hex>-<dc>`); a key of another data-center is refused as Mailchimp does. */
  apiKeys: string[]
  audiences?: AudienceSeed[]
  account?: string
  tls?: boolean
  host?: string
  port?: number
  seed?: number
}

export interface MailchimpSimulator extends SimServer {
  readonly faults: ApiKeyFaults
  audience(nameOrId: string): SimAudience
  member(audienceNameOrId: string, email: string): SimMember | undefined
  /** Marks an address as permanently deleted, as a Mailchimp user forgetting it does. */
  forget(audienceNameOrId: string, email: string): void
}

export async function startMailchimpSimulator(
  options: MailchimpSimulatorOptions
): Promise<MailchimpSimulator> {
  const store = new MailchimpStore(options.seed ?? 1)
  for (const seed of options.audiences ?? [{ name: 'Newsletter' }]) store.addAudience(seed)
  const faults = new ApiKeyFaults()
  const account = options.account ?? 'Airdeck Simulated Account'
  const audience = (nameOrId: string) => {
    const found =
      store.audiences.get(nameOrId) ??
      [...store.audiences.values()].find((candidate) => candidate.name === nameOrId)
    if (!found) throw new Error(`Unknown audience "${nameOrId}"`)
    return found
  }

  const vendor = (request: SimRequest): SimResponse => {
    if (!request.path.startsWith('/3.0'))
      return problem(404, 'Resource Not Found', 'The requested resource could not be found.')
    const key = basicPassword(request)
    if (!key || faults.keyRefused || !options.apiKeys.includes(key)) return invalidKey()
    return marketingRoute(store, request, account)
  }

  const control = (request: SimRequest): SimResponse | undefined => {
    if (request.method === 'GET' && request.path === '/__sim/audiences') {
      return json(
        200,
        [...store.audiences.values()].map((entry) => ({
          id: entry.id,
          name: entry.name,
          members: [...entry.members.values()],
          forgotten: [...entry.forgotten],
        }))
      )
    }
    if (request.method === 'POST' && request.path === '/__sim/forget') {
      simulator.forget(String(request.body?.audience ?? ''), String(request.body?.email ?? ''))
      return json(200, { forgotten: true })
    }
    return undefined
  }

  const server = await startSimServer({
    name: 'mailchimp',
    tls: options.tls,
    host: options.host,
    port: options.port,
    faults,
    vendor,
    control,
    failure: (status) =>
      problem(
        status,
        STATUS_CODES[status] ?? 'Error',
        'An unexpected internal error has occurred. Please contact Support for more information.'
      ),
    rateLimited: (seconds) => ({
      ...problem(
        429,
        'Too Many Requests',
        'You have exceeded the limit of 10 simultaneous connections.'
      ),
      headers: { 'retry-after': String(seconds) },
    }),
  })

  const simulator: MailchimpSimulator = {
    ...server,
    faults,
    audience,
    member: (audienceNameOrId: string, email: string) =>
      audience(audienceNameOrId).members.get(md5(email)),
    forget(audienceNameOrId: string, email: string) {
      const target = audience(audienceNameOrId)
      target.members.delete(md5(email))
      target.forgotten.add(md5(email))
    },
  }
  return simulator
}

/** The password of an `Authorization: Basic` header (any user name), or a Bearer token (OAuth). */
function basicPassword(request: SimRequest): string | undefined {
  const value = header(request, 'authorization') ?? ''
  const bearer = /^Bearer\s+(.+)$/i.exec(value)
  if (bearer) return bearer[1]
  const basic = /^Basic\s+(.+)$/i.exec(value)
  if (!basic) return undefined
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
  return decoded.slice(decoded.indexOf(':') + 1)
}

export type { AudienceSeed, SimAudience, SimMember }
