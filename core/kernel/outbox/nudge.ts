import logger from '@adonisjs/core/services/logger'

/**
 * A debounced nudge of an outbox tick: called after events commit, so their delivery leaves in well under a second
 * instead of waiting for the periodic tick; a burst of commits shares one run. Losing a nudge loses nothing: the
 * periodic tick finds the rows all the same.
 */
export function nudger(what: string, tick: () => Promise<unknown>, delayMs = 20) {
  let scheduled: NodeJS.Timeout | null = null
  return function nudge() {
    if (scheduled) return
    scheduled = setTimeout(() => {
      scheduled = null
      tick().catch((error) =>
        logger.warn({ err: error }, `${what}: delivery nudge failed; the periodic tick will retry`)
      )
    }, delayMs)
    scheduled.unref?.()
  }
}
