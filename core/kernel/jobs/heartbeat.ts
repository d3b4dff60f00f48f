import logger from '@adonisjs/core/services/logger'

export interface Heartbeat {
  /** Stops renewing; resolves once a renewal under way has finished. */
  stop(): Promise<void>
}

/**
 * Renews a lease every `intervalMs` while work runs, so that the lease can be short: a worker that dies stops
 * renewing, and another one takes the work over soon after, not after the longest time the work could take.
 * A failed renewal (database restarting) is logged; the next beat tries again.
 */
export function startHeartbeat(
  renew: () => Promise<unknown>,
  intervalMs: number,
  what: string
): Heartbeat {
  let beating: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (beating) return
    beating = renew()
      .catch((error) => logger.warn({ err: error }, `${what}: lease not renewed`))
      .finally(() => (beating = undefined))
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await beating
    },
  }
}

/** Renewals per lease: two may fail (a database restart) before the lease runs out. */
export const BEATS_PER_LEASE = 3
