import logger from '@adonisjs/core/services/logger'

/**
 * Nudges the delivery tick right after events committed, so a guest's sync leaves in well under a second instead of
 * waiting for the periodic tick; many events in a burst share one tick. Losing a nudge loses nothing: the periodic
 * tick finds the rows all the same.
 */
let scheduled: NodeJS.Timeout | null = null

export function kickDeliveries() {
  if (scheduled) return
  scheduled = setTimeout(async () => {
    scheduled = null
    try {
      const { default: integrationDeliveryTick } = await import('#core/integrations/jobs/integration_delivery_tick')
      await integrationDeliveryTick()
    } catch (error) {
      logger.warn({ err: error }, 'integrations: delivery nudge failed; the periodic tick will retry')
    }
  }, 20)
  scheduled.unref?.()
}
