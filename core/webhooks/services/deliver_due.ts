import db from '@adonisjs/lucid/services/db'
import WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { attemptDelivery, DELIVERY_TIMEOUT_MS } from '#core/webhooks/services/attempt_delivery'

/** Deliveries claimed at once per endpoint, and sent at most this many at a time to that one receiver. */
const BATCH = 100
const IN_FLIGHT = 8
const MAX_BATCHES_PER_RUN = 20
/** A claimed row is not due again until this passes: longer than sending a whole batch can take. */
const LEASE_SECONDS = Math.ceil(((BATCH / IN_FLIGHT + 1) * DELIVERY_TIMEOUT_MS) / 1000) + 30

async function claimDue(endpointId: number) {
  const claimed = await db.rawQuery(
    `update webhook_deliveries set next_attempt_at = clock_timestamp() + make_interval(secs => ?)
      where id in (select id from webhook_deliveries where endpoint_id = ? and status = 'pending' and next_attempt_at <= clock_timestamp()
                   order by next_attempt_at, id limit ? for update skip locked)
      returning id, message_id, body, attempts, created_at`,
    [LEASE_SECONDS, endpointId, BATCH]
  )
  return (claimed.rows as Array<{ id: string; message_id: string; body: string; attempts: number; created_at: Date }>)
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => a.id - b.id)
}

/**
 * Sends an endpoint's due deliveries, oldest first, a few at a time. At the first failure it stops sending to that
 * endpoint and hands the rows it did not try back (due at once, for the retry queue): a receiver that is down costs
 * the attempts already in flight per run, not one timeout per message. Resolves true when it stopped at its batch
 * cap with rows left, so that the job hands the rest to a new run instead of holding a worker.
 */
export async function deliverDue(endpointId: number): Promise<boolean> {
  const endpoint = await WebhookEndpoint.find(endpointId)
  if (!endpoint || !endpoint.enabled) return false
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const rows = await claimDue(endpointId)
    if (rows.length === 0) return false
    let failed = false
    let next = 0
    const worker = async () => {
      while (!failed && next < rows.length && endpoint.enabled) {
        const row = rows[next++]
        if (!(await attemptDelivery(endpoint, row))) failed = true
      }
    }
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, worker))
    const untried = rows.slice(next).map((row) => row.id)
    if (untried.length > 0) {
      await db.from('webhook_deliveries').whereIn('id', untried).where('status', 'pending').update({ next_attempt_at: new Date() })
    }
    if (failed || !endpoint.enabled) return false
  }
  return true
}
