import { setTimeout as sleep } from 'node:timers/promises'
import app from '@adonisjs/core/services/app'
import limiter from '@adonisjs/limiter/services/main'
import type Portal from '#core/portal/models/portal'
import type { PortalPasswordLimits } from '#config/rate_limits'
import { portalPasswordMatches } from '#core/portal/sign_in/services/portal_password'
import { AppException } from '#kernel/exceptions/app_exception'

const WINDOW = '15 mins'
const MAX_DELAY_MS = 4_000

/** Who is guessing: the device's MAC (chosen by the client, so never the only key) and the request's IP. */
export interface PasswordGuesser {
  mac: string
  ip: string
}

const limits = () => app.config.get<PortalPasswordLimits>('rate_limits.portalPassword')

/** The wait before a wrong answer once a portal has had `failures` wrong passwords in the window. */
export function portalFailureDelay(failures: number, delayAfter = limits().delayAfter) {
  if (failures <= delayAfter) return 0
  return Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - delayAfter - 1))
}

/**
 * Checks the portal password against failure counters per MAC, per IP and per portal (config/rate_limits.ts, shared
 * through Redis when it runs). A counter over its limit is a 429 with Retry-After before the password is even
 * compared, so a guesser learns nothing more until the window ends; a wrong password counts on every key and is
 * answered late once the portal is under attack; a right one is neither counted nor delayed.
 */
export async function assertPortalPassword(
  portal: Pick<Portal, 'id' | 'secrets'>,
  typed: string | null | undefined,
  guesser: PasswordGuesser
) {
  const rule = limits()
  const counters = [
    { key: `portal_password:mac:${portal.id}:${guesser.mac}`, requests: rule.perMac },
    { key: `portal_password:ip:${guesser.ip}`, requests: rule.perIp },
    { key: `portal_password:portal:${portal.id}`, requests: rule.perPortal },
  ].map((counter) => ({
    ...counter,
    store: limiter.use({ requests: counter.requests, duration: WINDOW, blockDuration: WINDOW }),
  }))

  for (const { key, store } of counters) {
    const state = await store.get(key)
    if (state && (state.remaining <= 0 || (await store.isBlocked(key))))
      throw AppException.tooManyRequests('E_TOO_MANY_REQUESTS', state.availableIn)
  }
  if (portalPasswordMatches(portal, typed)) return

  let portalFailures = 0
  for (const { key, store } of counters) {
    const consumed = await countFailure(store, key)
    if (key.startsWith('portal_password:portal:')) portalFailures = consumed
  }
  const delay = portalFailureDelay(portalFailures, rule.delayAfter)
  if (delay > 0) await sleep(delay)
  throw new AppException(422, 'E_PORTAL_WRONG_PASSWORD', {
    errors: [{ field: 'password', rule: 'portal_password' }],
  })
}

/** Counts one failure; the last allowed one blocks the key for the window (the next attempt gets 429). */
async function countFailure(store: ReturnType<typeof limiter.use>, key: string): Promise<number> {
  try {
    return (await store.consume(key)).consumed
  } catch (error) {
    return (
      (error as { response?: { consumed?: number } }).response?.consumed ?? Number.MAX_SAFE_INTEGER
    )
  }
}
