import { nudger } from '#kernel/outbox/nudge'

/**
 * Nudges the webhook tick after events committed, for endpoints that are answering; a failing endpoint's rows wait for
 * the periodic tick and the retry queue, so it never holds up the healthy endpoints' fresh deliveries.
 */
export const kickWebhooks = nudger('webhooks', async () => {
  const { default: webhookRetryTick } = await import('#core/webhooks/jobs/webhook_retry_tick')
  await webhookRetryTick(undefined, { healthyOnly: true })
})
