import DeliverWebhooksJob from '#core/webhooks/jobs/deliver_webhooks_job'

/**
 * The same work as DeliverWebhooksJob on a queue of its own: retries and endpoints that are failing wait for receivers
 * that may time out, and must never take the workers that send fresh deliveries to healthy endpoints.
 */
export default class RetryWebhooksJob extends DeliverWebhooksJob {
  static jobName = 'webhooks.retry'
  static queue = 'webhooks-retry'
}
