import { Job } from '#kernel/jobs/job'
import { runConnectionDeliveries } from '#core/integrations/delivery/connection_runner'

/**
 * The runner of one connection: delivers its due outbox rows, batch after batch, until none is left (queued at most
 * once per connection by the delivery tick). Not retried itself: each attempt records its outcome and next due time
 * on the row, and a later tick is the retry.
 */
export default class DeliverIntegrationJob extends Job<{ connectionId: number }> {
  static jobName = 'integrations.deliver'
  static queue = 'integrations'
  static attempts = 1
  static timeoutMs = 5 * 60_000

  async handle({ connectionId }: { connectionId: number }) {
    await runConnectionDeliveries(connectionId)
  }
}
