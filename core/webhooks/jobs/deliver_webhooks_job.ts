import { Job } from '#kernel/jobs/job'
import { deliverDue } from '#core/webhooks/services/deliver_due'

/**
 * The runner of an endpoint (queued at most once per endpoint by the webhook tick): sends its due deliveries until
 * none is left, it fails, or its time is up. Several endpoints in one payload each run on their own. Not retried
 * itself: every delivery row carries its own next attempt, and the tick picks up what is due.
 */
export default class DeliverWebhooksJob extends Job<{ endpointIds: number[] }> {
  static jobName = 'webhooks.deliver'
  static queue = 'webhooks'
  static attempts = 1
  static timeoutMs = 10 * 60_000

  async handle({ endpointIds }: { endpointIds: number[] }) {
    await Promise.all(endpointIds.map((endpointId) => deliverDue(endpointId)))
  }
}
