import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import DeliverWebhooksJob from '#core/webhooks/jobs/deliver_webhooks_job'
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
 * The outbox write (architecture §10): one pending delivery per endpoint, in the caller's transaction, then a
 * delivery job for the endpoints that are answering. An endpoint that is failing gets its rows too, but they are left
 * to the retry tick and its own queue, so it never holds up the healthy endpoints' fresh deliveries.
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
  const inserted: Array<{ id: string | number }> = await (trx ?? db).table('webhook_deliveries').insert(rows).returning('id')
  const healthy = endpoints.filter((endpoint) => !endpoint.failingSince).map((endpoint) => endpoint.id)
  if (healthy.length > 0) await dispatch(DeliverWebhooksJob, { endpointIds: healthy }, { trx: trx ?? undefined })
  return inserted.map((row) => Number(row.id))
}
