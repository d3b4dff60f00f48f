import {
  anyObject,
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  page,
  string,
} from '#kernel/http/contract/schemas'
import { WEBHOOK_DELIVERY_STATES } from '#core/webhooks/validators/webhook_validators'

const endpointFields = {
  id: integer(),
  scope: oneOfThese('location', 'portal'),
  url: string(),
  description: nullable(string()),
  eventTypes: {
    ...array(string()),
    description: 'Event types this endpoint receives (see the events list); `webhook.test` always',
  },
  enabled: boolean(),
  disabledReason: {
    ...nullable(oneOfThese('manual', 'gone', 'failing')),
    description: '`gone`: the receiver answered 410; `failing`: it failed for 5 days',
  },
  disabledAt: nullable(dateTime()),
  failingSince: {
    ...nullable(dateTime()),
    description: 'Start of the current run of failed attempts',
  },
  createdAt: dateTime(),
}

export const webhookEndpointSchema = object(endpointFields)

export const webhookEndpointWithSecretSchema = object({
  ...endpointFields,
  secret: {
    ...string(),
    description: 'The `whsec_` signing secret, shown this once (create and rotate); store it now',
  },
})

export const webhookEndpointListSchema = object({
  data: array(webhookEndpointSchema),
  eventTypes: {
    ...array(object({ type: string(), description: string() })),
    description: 'The event types an endpoint of this scope may receive',
  },
})

const attemptSchema = object({
  attempt: integer(),
  attemptedAt: dateTime(),
  durationMs: integer(),
  statusCode: nullable(integer()),
  error: {
    ...nullable(string()),
    description: 'No HTTP answer: timeout, dns, tls, connection, blocked_address, …',
  },
  responseBody: { ...nullable(string()), description: 'The first 1 KB of the answer' },
  nextAttemptAt: nullable(dateTime()),
})

export const webhookDeliverySchema = object({
  id: integer(),
  messageId: {
    ...string(),
    description: 'The `webhook-id` header: the same on every attempt and resend',
  },
  eventType: string(),
  status: oneOfThese(...WEBHOOK_DELIVERY_STATES),
  attempts: integer(),
  nextAttemptAt: nullable(dateTime()),
  lastAttemptAt: nullable(dateTime()),
  lastStatusCode: nullable(integer()),
  lastError: nullable(string()),
  createdAt: dateTime(),
  payload: {
    ...anyObject('The message as sent: `{ type, timestamp, data }`; null when redacted'),
    type: ['object', 'null'] as any,
  },
  redacted: {
    ...boolean(),
    description:
      "true when the reader may not read this event's data (e.g. guest events without portal_read): `payload` and the answers' bodies are null",
  },
  log: array(attemptSchema),
})

export const webhookDeliveryPageSchema = page(webhookDeliverySchema)
export const resendCountSchema = object({ count: integer() })
