import db from '@adonisjs/lucid/services/db'
import { releaseRunnerLease, renewRunnerLease, takeRunnerLease } from '#kernel/outbox/runner_slot'
import WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import {
  DELIVERY_TIMEOUT_MS,
  recordAttempts,
  sendAttempt,
  type AttemptResult,
  type DueDelivery,
} from '#core/webhooks/services/attempt_delivery'
import { kickWebhooks } from '#core/webhooks/services/webhook_kick'

/** Deliveries claimed at once per endpoint, and sent at most this many at a time to that one receiver. */
const BATCH = 200
const IN_FLIGHT = 16
/** A runner hands over to a fresh job after this long, so other endpoints' runners get their turn. */
const RUN_BUDGET_MS = 30_000
/** A claimed row is not due again until this passes: longer than sending a whole batch can take. */
const LEASE_SECONDS = Math.ceil(((BATCH / IN_FLIGHT + 1) * DELIVERY_TIMEOUT_MS) / 1000) + 30

async function claimDue(endpointId: number): Promise<DueDelivery[]> {
  const claimed = await db.rawQuery(
    `update webhook_deliveries set next_attempt_at = clock_timestamp() + make_interval(secs => ?)
      where id in (select id from webhook_deliveries where endpoint_id = ? and status = 'pending' and next_attempt_at <= clock_timestamp()
                   order by next_attempt_at, id limit ? for update skip locked)
      returning id, message_id, body, attempts, created_at`,
    [LEASE_SECONDS, endpointId, BATCH]
  )
  return (claimed.rows as Array<DueDelivery & { id: string }>)
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => a.id - b.id)
}

/**
 * The endpoint's runner: takes the endpoint's runner lease (another runner holding it sends the rows instead) and
 * sends its due deliveries, oldest first, a few at a time, batch after batch until none is due or its time is up.
 * At the first failure it stops sending to that endpoint and hands the rows it did not try back (due at once, for
 * the retry queue): a receiver that is down costs the attempts already in flight, not one timeout per message.
 * Then it lets go and nudges the tick, which queues a new runner if rows are due again.
 */
export async function deliverDue(endpointId: number) {
  const claim = await takeRunnerLease('webhook_endpoints', endpointId)
  if (!claim) return
  try {
    await drain(endpointId, claim)
  } finally {
    await releaseRunnerLease('webhook_endpoints', endpointId, claim)
    kickWebhooks()
  }
}

async function drain(endpointId: number, claim: string) {
  const endpoint = await WebhookEndpoint.find(endpointId)
  if (!endpoint || !endpoint.enabled) return
  const started = Date.now()
  while (Date.now() - started < RUN_BUDGET_MS) {
    const rows = await claimDue(endpointId)
    if (rows.length === 0) return
    const results: AttemptResult[] = []
    let next = 0
    const failed = () => results.some((result) => !result.succeeded)
    const worker = async () => {
      while (!failed() && next < rows.length)
        results.push(await sendAttempt(endpoint, rows[next++]))
    }
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, rows.length) }, worker))
    await recordAttempts(endpoint, results)
    const untried = rows.slice(next).map((row) => row.id)
    if (untried.length > 0) {
      await db
        .from('webhook_deliveries')
        .whereIn('id', untried)
        .where('status', 'pending')
        .update({ next_attempt_at: new Date() })
    }
    if (failed() || !endpoint.enabled) return
    if (!(await renewRunnerLease('webhook_endpoints', endpointId, claim))) return
  }
}
