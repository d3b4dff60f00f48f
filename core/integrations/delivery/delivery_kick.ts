import { nudger } from '#kernel/outbox/nudge'

/** Nudges the integrations' delivery tick after events committed (a burst shares one tick, see nudge.ts). */
export const kickDeliveries = nudger('integrations', async () => {
  const { default: integrationDeliveryTick } =
    await import('#core/integrations/jobs/integration_delivery_tick')
  await integrationDeliveryTick()
})
