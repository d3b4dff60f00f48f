import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** Standard Webhooks secret: `whsec_` and the base64 of 32 random bytes (the spec allows 24 to 64). */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** A message id (`webhook-id`): stable across retries and resends of one delivery. */
export function newMessageId() {
  return `msg_${randomBytes(16).toString('base64url')}`
}

/** The spec's own header (spec §3 "secret sent in a request header"), for receivers that only compare it. */
export const SECRET_HEADER = 'x-webhook-secret'

/**
 * The headers of one attempt: Standard Webhooks `webhook-id`, `webhook-timestamp` (this attempt's time) and
 * `webhook-signature`, signed by the `standardwebhooks` package with each current secret (space-separated during a
 * rotation), plus the spec's secret header carrying the current secret.
 */
export function webhookHeaders(input: {
  messageId: string
  body: string
  secrets: string[]
  at?: Date
}) {
  const at = input.at ?? new Date()
  const signatures = input.secrets.map((secret) =>
    new Webhook(secret).sign(input.messageId, at, input.body)
  )
  return {
    'content-type': 'application/json',
    'user-agent': 'Airdeck-Webhooks/1.0',
    'webhook-id': input.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
    [SECRET_HEADER]: input.secrets[0],
  }
}
