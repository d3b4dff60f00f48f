import { Job, type JobClass } from '#kernel/jobs/job'
import { dispatch } from '#kernel/jobs/dispatch'
import { deliverDue } from '#core/webhooks/services/deliver_due'

/**
 * Sends the due deliveries of some endpoints, each endpoint on its own (a slow one does not wait for another).
 * Dispatched in the publishing transaction for endpoints that are answering. Not retried itself: every delivery row
 * carries its own next attempt, and the retry tick picks up what is due.
 */
export default class DeliverWebhooksJob extends Job<{ endpointIds: number[] }> {
  static jobName = 'webhooks.deliver'
  static queue = 'webhooks'
  static attempts = 1
  static timeoutMs = 10 * 60_000

  async handle({ endpointIds }: { endpointIds: number[] }) {
    const more = await Promise.all(endpointIds.map((endpointId) => deliverDue(endpointId)))
    const left = endpointIds.filter((_, index) => more[index])
    // A backlog continues in a new run of the same queue, so other endpoints' runs get their turn in between.
    if (left.length > 0) await dispatch(this.constructor as JobClass<{ endpointIds: number[] }>, { endpointIds: left })
  }
}
