import { createHmac, randomBytes } from 'node:crypto'
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

/** Decoded signing keys by secret; a secret the package refuses throws here, as it would when signing. */
const keys = new Map<string, Buffer>()
const MAX_KEYS = 1000

function signingKey(secret: string) {
  let key = keys.get(secret)
  if (!key) {
    new Webhook(secret) // the package's own checks of the secret's form
    key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64')
    if (keys.size >= MAX_KEYS) keys.clear()
    keys.set(secret, key)
  }
  return key
}

/**
 * Standard Webhooks' `v1` signature: HMAC-SHA256 of `id.timestamp.body` with the decoded secret, in base64. The same
 * bytes as the `standardwebhooks` package's `sign` (a test holds them equal), through node:crypto and a key decoded
 * once: the package decodes the secret and hashes in JavaScript on every attempt.
 */
export function signMessage(secret: string, messageId: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000)
  const digest = createHmac('sha256', signingKey(secret))
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64')
  return `v1,${digest}`
}

/**
 * The headers of one attempt: Standard Webhooks `webhook-id`, `webhook-timestamp` (this attempt's time) and
 * `webhook-signature`, signed with each current secret (space-separated during a rotation), plus the spec's secret
 * header carrying the current secret.
 */
export function webhookHeaders(input: {
  messageId: string
  body: string
  secrets: string[]
  at?: Date
}) {
  const at = input.at ?? new Date()
  const signatures = input.secrets.map((secret) =>
    signMessage(secret, input.messageId, at, input.body)
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
