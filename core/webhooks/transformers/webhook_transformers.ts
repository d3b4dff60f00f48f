import type WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import type { AttemptRow, DeliveryRow } from '#core/webhooks/queries/webhook_queries'

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null

/** An endpoint as the API shows it: never its secret (only on create and rotate, once). */
export function transformEndpoint(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    scope: endpoint.scope,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    disabledAt: endpoint.disabledAt?.toISO() ?? null,
    failingSince: endpoint.failingSince?.toISO() ?? null,
    createdAt: endpoint.createdAt.toISO()!,
  }
}

export function transformEndpointWithSecret(endpoint: WebhookEndpoint) {
  return { ...transformEndpoint(endpoint), secret: endpoint.secret }
}

export function transformAttempt(row: AttemptRow) {
  return {
    attempt: row.attempt,
    attemptedAt: iso(row.attempted_at)!,
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    error: row.error,
    responseBody: row.response_body,
    nextAttemptAt: iso(row.next_attempt_at),
  }
}

/**
 * A delivery of the log. `readable` (the event types whose data the reader may read on the venue) decides whether its
 * payload and the receiver's answers are shown: else they are redacted (null), the rest of the log stays.
 */
export function transformDelivery(
  row: DeliveryRow,
  readable: ReadonlySet<string>,
  attempts: AttemptRow[] = []
) {
  const redacted = !readable.has(row.event_type)
  return {
    id: Number(row.id),
    messageId: row.message_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastAttemptAt: iso(row.last_attempt_at),
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: iso(row.created_at)!,
    payload: row.body && !redacted ? JSON.parse(row.body) : null,
    redacted,
    log: attempts.map((attempt) =>
      redacted ? { ...transformAttempt(attempt), responseBody: null } : transformAttempt(attempt)
    ),
  }
}
