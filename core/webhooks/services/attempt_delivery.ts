import db from '@adonisjs/lucid/services/db'
import { outboundRequest } from '#kernel/outbound/outbound_http'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import type WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { webhookHeaders } from '#core/webhooks/services/webhook_signing'
import { nextAttemptAt } from '#core/webhooks/services/retry_schedule'
import { noteEndpointOutcome } from '#core/webhooks/services/endpoint_health'

/** Receivers must answer within this (GitHub allows 10 s, Svix 15 s); short, so a slow one holds little. */
export const DELIVERY_TIMEOUT_MS = 10_000
const LOGGED_BODY_BYTES = 1024

interface DueDelivery {
  id: number
  message_id: string
  body: string
  attempts: number
  created_at: Date
}

/** The answer as logged: its first 1 KB, control characters (other than line breaks and tabs) removed. */
function loggedBody(body: string) {
  return body.slice(0, LOGGED_BODY_BYTES).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
}

/**
 * One attempt of one delivery: post the stored bytes with fresh signature headers, then record the attempt, the
 * delivery's new state and the endpoint's health in one transaction. Success is a 2xx; anything else is a failure
 * (3xx included, redirects are not followed). Returns whether it succeeded.
 */
export async function attemptDelivery(endpoint: WebhookEndpoint, delivery: DueDelivery): Promise<boolean> {
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
      headers: webhookHeaders({ messageId: delivery.message_id, body: delivery.body, secrets: endpoint.signingSecrets() }),
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

  await db.transaction(async (trx) => {
    const updated = await trx.from('webhook_deliveries').where('id', delivery.id).update({
      status,
      attempts: attempt,
      next_attempt_at: status === 'pending' ? next : null,
      last_attempt_at: attemptedAt,
      last_status_code: statusCode,
      last_error: error,
    })
    // The endpoint (and its deliveries) was deleted while this attempt was on its way: nothing left to log.
    if (Number(Array.isArray(updated) ? updated[0] : updated) === 0) return
    await trx.table('webhook_attempts').insert({
      delivery_id: delivery.id,
      attempt,
      attempted_at: attemptedAt,
      duration_ms: durationMs,
      status_code: statusCode,
      error,
      response_body: responseBody,
      next_attempt_at: status === 'pending' ? next : null,
    })
    await noteEndpointOutcome(endpoint, { succeeded, gone: statusCode === 410 }, trx)
  })
  return succeeded
}
