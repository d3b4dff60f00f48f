import { Webhook } from 'standardwebhooks'
import { outboundRequest } from '#kernel/outbound/outbound_http'
import { OutboundError } from '#kernel/outbound/outbound_errors'
import { retryAfterHeader } from '#core/plugins/integration_http_failures'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import type { WebhookEvent } from '../mapping/events.js'

/** Standard Webhooks consumers answer within 15 s; we give up a little earlier and let core retry. */
const TIMEOUT_MS = 10_000
/** Only the status matters; the first KB of the answer is kept for the activity log. */
const ANSWER_BYTES = 1024

export interface SentDelivery {
  status: number
  durationMs: number
}

/**
 * Signs one event with the Standard Webhooks scheme through the public `standardwebhooks` library (headers
 * `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`) and posts it through the guarded outbound
 * client (public https only, checked on the resolved address). `webhook-id` is stable per delivery, so a receiver
 * dedupes our retries; timestamp and signature are fresh on each attempt.
 */
export class WebhookSender {
  readonly #signer: Webhook

  constructor(
    private url: string,
    secret: string
  ) {
    this.#signer = new Webhook(secret)
  }

  async send(messageId: string, event: WebhookEvent): Promise<SentDelivery> {
    const body = JSON.stringify(event)
    const now = new Date()
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Airdeck-Webhooks/1.0',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': this.#signer.sign(messageId, now, body),
    }
    let response
    try {
      response = await outboundRequest({
        method: 'POST',
        url: this.url,
        headers,
        body,
        timeoutMs: TIMEOUT_MS,
        maxResponseBytes: ANSWER_BYTES,
        truncate: true,
      })
    } catch (error) {
      throw asPluginError(error)
    }
    if (response.status >= 200 && response.status < 300)
      return { status: response.status, durationMs: response.durationMs }
    throw statusFailure(
      response.status,
      response.headers,
      `POST ${new URL(this.url).origin}: ${response.status} ${response.body.slice(0, 200)}`
    )
  }
}

function statusFailure(status: number, headers: Record<string, string>, detail: string): Error {
  if (status === 401 || status === 403)
    return new PluginAuthError(
      'the ordering system refused our signature (check the signing secret)',
      detail
    )
  // Standard Webhooks: 410 means "stop sending here"; someone must enter a new URL.
  if (status === 410)
    return new PluginAuthError(
      'the ordering system removed this webhook endpoint (410 Gone)',
      detail
    )
  if (status === 429)
    return new PluginUnavailableError('the ordering system is throttling deliveries', detail, {
      retryAfterSeconds: retryAfterHeader({ headers }),
    })
  if (status >= 500)
    return new PluginUnavailableError(`the ordering system is unavailable (${status})`, detail)
  if (status >= 300 && status < 400)
    return new PluginUnexpectedError(
      'the ordering system answered a redirect (not followed)',
      detail
    )
  return new PluginRejectedError('invalid_value', detail)
}

function asPluginError(error: unknown): Error {
  if (!(error instanceof OutboundError))
    return new PluginUnexpectedError('delivery failed', String(error))
  if (
    error.kind === 'blocked_address' ||
    error.kind === 'invalid_url' ||
    error.kind === 'insecure_url'
  ) {
    return new PluginRejectedError(
      'invalid_value',
      `the webhook URL is not allowed: ${error.kind} (${error.message})`
    )
  }
  const message =
    error.kind === 'timeout'
      ? 'the ordering system did not answer in time'
      : 'the ordering system is unreachable'
  return new PluginUnavailableError(message, `${error.kind}: ${error.message}`, { cause: error })
}
