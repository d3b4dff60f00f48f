/** Stripe's error body: `{ error: { type, code?, message, param?, doc_url? } }` with the HTTP status the SDK maps to its classes. */
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error'

export class StripeSimError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly extra: Record<string, unknown> = {}
  ) {
    super(message)
  }

  toResponse(): SimResponse {
    const error: Record<string, unknown> = { type: this.type, message: this.message, ...this.extra }
    if (this.code) {
      error.code = this.code
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replaceAll('_', '-')}`
    }
    if (this.param) error.param = this.param
    return { status: this.status, body: { error } }
  }
}

export const missingParam = (param: string) =>
  new StripeSimError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param
  )

export const invalidParam = (param: string, message: string, code = 'parameter_invalid_string') =>
  new StripeSimError(400, 'invalid_request_error', message, code, param)

export const invalidState = (message: string, code?: string) =>
  new StripeSimError(400, 'invalid_request_error', message, code)

export const noSuch = (objectName: string, id: string, param = 'id') =>
  new StripeSimError(
    404,
    'invalid_request_error',
    `No such ${objectName}: '${id}'`,
    'resource_missing',
    param
  )

export const unknownUrl = (method: string, path: string) =>
  new StripeSimError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`
  )

export const cardDeclined = (chargeParam = 'payment_method') =>
  new StripeSimError(402, 'card_error', 'Your card was declined.', 'card_declined', chargeParam, {
    decline_code: 'generic_decline',
  })

export function invalidApiKey(key: string | undefined): SimResponse {
  const message = key
    ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."
  return {
    status: 401,
    headers: { 'www-authenticate': 'Bearer realm="Stripe"' },
    body: { error: { type: 'invalid_request_error', message } },
  }
}
