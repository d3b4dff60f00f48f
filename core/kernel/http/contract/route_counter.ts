import logger from '@adonisjs/core/services/logger'
import limiter from '@adonisjs/limiter/services/main'
import { isStoreUnavailable } from '#kernel/exceptions/store_unavailable'

/** After the shared store failed, counters stay in this process for this long before Redis is tried again. */
const FALLBACK_MS = 5_000
let sharedStoreDownUntil = 0
let warnedAt = 0

/**
 * Counts one request against a route limit in the shared store (Redis across processes). While that store cannot be
 * reached, each process counts in its own memory instead: the limits still hold (per process), and requests that
 * need nothing else from Redis (guest sign-ins, inbound webhooks, health probes) keep being served rather than
 * refused for want of a counter.
 */
export async function incrementRouteCounter(
  requests: number,
  durationSeconds: number,
  key: string,
  amount = 1
) {
  const options = { requests, duration: durationSeconds }
  if (Date.now() >= sharedStoreDownUntil) {
    try {
      return await limiter.use(options).increment(key, amount)
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error
      sharedStoreDownUntil = Date.now() + FALLBACK_MS
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now()
        logger.warn(
          { err: error },
          'rate limits: the shared store is unreachable; counting in this process'
        )
      }
    }
  }
  return limiter.use('memory', options).increment(key, amount)
}
