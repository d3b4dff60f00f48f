import db from '@adonisjs/lucid/services/db'
import { outboundRequest } from '#kernel/outbound/outbound_http'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import type WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { webhookHeaders } from '#core/webhooks/services/webhook_signing'
import { nextAttemptAt } from '#core/webhooks/services/retry_schedule'
import { noteEndpointOutcome } from '#core/webhooks/services/endpoint_health'
import { webhookDeliveries } from '#kernel/metrics/metrics'

/** Receivers must answer within this (GitHub allows 10 s, Svix 15 s); short, so a slow one holds little. */
export const DELIVERY_TIMEOUT_MS = 10_000
const LOGGED_BODY_BYTES = 1024

export interface DueDelivery {
  id: number
  message_id: string
  body: string
  attempts: number
  created_at: Date
}

/** One attempt as it went, not yet written. */
export interface AttemptResult {
  delivery: DueDelivery
  attempt: number
  attemptedAt: Date
  statusCode: number | null
  error: string | null
  responseBody: string | null
  durationMs: number
  succeeded: boolean
  status: 'succeeded' | 'pending' | 'failed'
  next: Date | null
}

/** The answer as logged: its first 1 KB, control characters (other than line breaks and tabs) removed. */
function loggedBody(body: string) {
  return body
    .slice(0, LOGGED_BODY_BYTES)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
}

/**
 * One attempt of one delivery: post the stored bytes with fresh signature headers. Success is a 2xx; anything else is
 * a failure (3xx included, redirects are not followed). Nothing is written here: see recordAttempts.
 */
export async function sendAttempt(
  endpoint: WebhookEndpoint,
  delivery: DueDelivery
): Promise<AttemptResult> {
  const attempt = delivery.attempts + 1
  const attemptedAt = new Date()
  let statusCode: number | null = null
  let error: string | null = null
  let responseBody: string | null = null
  let durationMs = 0
  try {
    const response = await outboundRequest({
      method: 'POST',
      url: endpoint.url,
      headers: webhookHeaders({
        messageId: delivery.message_id,
        body: delivery.body,
        secrets: endpoint.signingSecrets(),
      }),
      body: delivery.body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxResponseBytes: LOGGED_BODY_BYTES,
      truncate: true,
    })
    statusCode = response.status
    responseBody = loggedBody(response.body)
    durationMs = response.durationMs
  } catch (failure) {
    error = failure instanceof OutboundError ? failure.kind : 'connection'
    durationMs = Date.now() - attemptedAt.getTime()
  }
  const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300
  const next = succeeded ? null : nextAttemptAt(attempt, new Date(delivery.created_at))
  const status = succeeded ? 'succeeded' : next ? 'pending' : 'failed'
  return {
    delivery,
    attempt,
    attemptedAt,
    statusCode,
    error,
    responseBody,
    durationMs,
    succeeded,
    status,
    next: status === 'pending' ? next : null,
  }
}

/**
 * A batch of attempts of one endpoint in one transaction: the deliveries' new states in one statement, the attempt
 * log in one insert, the endpoint's health once (a failure in the batch counts; a 410 disables it).
 */
export async function recordAttempts(endpoint: WebhookEndpoint, results: AttemptResult[]) {
  if (results.length === 0) return
  for (const result of results)
    webhookDeliveries.inc({ outcome: result.status === 'pending' ? 'retrying' : result.status })
  await db.transaction(async (trx) => {
    const states = results.map((result) => ({
      id: result.delivery.id,
      status: result.status,
      attempts: result.attempt,
      next_attempt_at: result.next?.toISOString() ?? null,
      last_attempt_at: result.attemptedAt.toISOString(),
      last_status_code: result.statusCode,
      last_error: result.error,
    }))
    await trx.rawQuery(
      `update webhook_deliveries d set status = v.status, attempts = v.attempts, next_attempt_at = v.next_attempt_at, last_attempt_at = v.last_attempt_at,
              last_status_code = v.last_status_code, last_error = v.last_error
         from jsonb_to_recordset(?::jsonb) as v(id bigint, status text, attempts int, next_attempt_at timestamptz, last_attempt_at timestamptz, last_status_code int, last_error text)
        where d.id = v.id and (d.status = 'pending' or v.status = 'succeeded')`,
      [JSON.stringify(states)]
    )
    // A delivery ended meanwhile (its endpoint disabled) stays ended unless this attempt got through; one deleted with
    // its endpoint while the attempt was on its way has nothing left to log.
    const existing = await trx
      .from('webhook_deliveries')
      .whereIn(
        'id',
        results.map((result) => result.delivery.id)
      )
      .select('id')
    const still = new Set(existing.map((row) => Number(row.id)))
    const logged = results.filter((result) => still.has(result.delivery.id))
    if (logged.length === 0) return
    await trx.table('webhook_attempts').insert(
      logged.map((result) => ({
        delivery_id: result.delivery.id,
        attempt: result.attempt,
        attempted_at: result.attemptedAt,
        duration_ms: result.durationMs,
        status_code: result.statusCode,
        error: result.error,
        response_body: result.responseBody,
        next_attempt_at: result.next,
      }))
    )
    const failed = logged.filter((result) => !result.succeeded)
    await noteEndpointOutcome(
      endpoint,
      { succeeded: failed.length === 0, gone: failed.some((result) => result.statusCode === 410) },
      trx
    )
  })
}
