import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { kickWebhooks } from '#core/webhooks/services/webhook_kick'
import { newMessageId } from '#core/webhooks/services/webhook_signing'

export interface WebhookMessage {
  type: string
  /** When it happened (ISO); the payload's `at` when it has one. */
  timestamp: string
  data: unknown
}

/** The exact bytes sent and signed: minified JSON, `{ type, timestamp, data }` (Standard Webhooks payload shape). */
export function messageBody(message: WebhookMessage) {
  return JSON.stringify({ type: message.type, timestamp: message.timestamp, data: message.data })
}

/**
 * The outbox write (architecture §10): one pending delivery per endpoint, in the caller's transaction; once it
 * commits, the webhook tick is nudged and queues a runner for each answering endpoint that has none queued or
 * running (a burst of events shares one runner per endpoint). An endpoint that is failing gets its rows too, but they
 * are left to the periodic tick and the retry queue, so it never holds up the healthy endpoints' fresh deliveries.
 */
export async function recordDeliveries(
  endpoints: Array<{ id: number; failingSince: unknown }>,
  message: WebhookMessage,
  trx: TransactionClientContract | null
) {
  if (endpoints.length === 0) return []
  const body = messageBody(message)
  const now = new Date()
  const rows = endpoints.map((endpoint) => ({
    endpoint_id: endpoint.id,
    message_id: newMessageId(),
    event_type: message.type,
    body,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  }))
  const inserted: Array<{ id: string | number }> = await (trx ?? db)
    .table('webhook_deliveries')
    .insert(rows)
    .returning('id')
  if (endpoints.some((endpoint) => !endpoint.failingSince)) {
    if (trx) trx.after('commit', kickWebhooks)
    else kickWebhooks()
  }
  return inserted.map((row) => Number(row.id))
}
