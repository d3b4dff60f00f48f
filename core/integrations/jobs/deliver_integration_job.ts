import { Job } from '#kernel/jobs/job'
import { deliverBatch } from '#core/integrations/delivery/deliver_batch'

/**
 * Delivers a batch of one connection's outbox rows (claimed by the delivery tick). Not retried itself: each attempt
 * records its outcome and next due time on the row, and a later tick is the retry.
 */
export default class DeliverIntegrationJob extends Job<{ connectionId: number; deliveryIds: number[]; claim: string }> {
  static jobName = 'integrations.deliver'
  static queue = 'integrations'
  static attempts = 1
  static timeoutMs = 5 * 60_000

  async handle({ connectionId, deliveryIds, claim }: { connectionId: number; deliveryIds: number[]; claim: string }) {
    await deliverBatch(connectionId, deliveryIds, claim)
  }
}
