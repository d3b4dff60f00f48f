import type { PluginHttpResponse } from '#core/plugins/define_plugin'
import type { RejectionReason } from '#core/plugins/plugin_errors'
import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'

/** Seconds to wait after a 429 without Retry-After (the Open API's limits are undocumented, vendors.md §3.3). */
const DEFAULT_RETRY_AFTER_SECONDS = 30

export interface OmadaEnvelope<T = unknown> {
  errorCode: number
  msg?: string
  result?: T
}

/** Token answers that mean "get a token again" (vendors.md §3.3). */
export const TOKEN_EXPIRED = -44112
export const TOKEN_INVALID = -44113
export const REFRESH_TOKEN_EXPIRED = -44114
export const LOGGED_OUT = -1200

/** Codes that say the app itself may not do this: its credentials or rights must change. */
const AUTH_CODES = new Set([-1005, -7131, -44111, -44118, -44119])

/** Business errors (HTTP 200, negative errorCode) → why a command was refused; the rest is invalid_value. */
const REJECTIONS: Record<number, RejectionReason> = {
  [-1300]: 'not_found',
  [-33000]: 'not_found',
  [-33004]: 'busy',
  [-33006]: 'conflict',
  [-33217]: 'invalid_value',
  [-33219]: 'conflict',
  [-33503]: 'not_found',
  [-33506]: 'conflict',
  [-33507]: 'not_found',
  [-33709]: 'conflict',
  [-33710]: 'not_found',
  [-34511]: 'invalid_value',
  [-34513]: 'invalid_value',
  [-34514]: 'conflict',
  [-39006]: 'not_found',
  [-39007]: 'device_offline',
  [-39008]: 'busy',
  [-39009]: 'busy',
  [-39012]: 'device_offline',
  [-39701]: 'not_found',
  [-41006]: 'not_found',
  [-41010]: 'not_found',
  [-41019]: 'busy',
}

export const UNSUPPORTED_CALL = 'this controller does not offer the call'

/** -1600 "unsupported request path": an older controller without the endpoint. */
export function isUnsupportedCall(error: unknown): boolean {
  return error instanceof ControllerUnexpectedError && error.message === UNSUPPORTED_CALL
}

/** Whether a rejection carries this vendor code (the detail keeps it). */
export function hasErrorCode(error: unknown, errorCode: number): boolean {
  return (
    error instanceof ControllerRejectedError &&
    (error.detail ?? '').includes(`errorCode ${errorCode}`)
  )
}

export function rejectionReason(errorCode: number): RejectionReason {
  return REJECTIONS[errorCode] ?? 'invalid_value'
}

export function retryAfterSeconds(response: PluginHttpResponse): number {
  const header = Number(response.headers['retry-after'])
  return Number.isFinite(header) && header > 0 ? header : DEFAULT_RETRY_AFTER_SECONDS
}

/** Statuses that mean "try again later", whatever the path. */
export function throwIfUnavailable(response: PluginHttpResponse, what: string) {
  if (response.status === 429) {
    throw new ControllerUnavailableError(`the controller throttles ${what}`, snippet(response), {
      retryAfterSeconds: retryAfterSeconds(response),
    })
  }
  if (response.status >= 500) {
    throw new ControllerUnavailableError(
      `the controller failed (${response.status}) on ${what}`,
      snippet(response)
    )
  }
}

/** The `{errorCode,msg,result}` body, or the plugin error for a transport-level failure. Business codes are the caller's. */
export function readEnvelope<T>(response: PluginHttpResponse, what: string): OmadaEnvelope<T> {
  throwIfUnavailable(response, what)
  if (response.status === 401 || response.status === 403) {
    throw new ControllerAuthError(
      'the controller refused the Open API credentials',
      snippet(response)
    )
  }
  const body = response.json<Partial<OmadaEnvelope<T>> | null>()
  if (!isEnvelope(body)) {
    // A missing page/pageSize or a malformed request gets a Spring error body instead of the envelope (vendors.md §3.3).
    throw new ControllerUnexpectedError(
      `unexpected answer (${response.status}) to ${what}`,
      snippet(response)
    )
  }
  if (response.status >= 300)
    throw new ControllerUnexpectedError(
      `unexpected status ${response.status} on ${what}`,
      snippet(response)
    )
  return body
}

/** The `result` of a successful envelope, or the error its negative `errorCode` stands for. */
export function resultOf<T>(envelope: OmadaEnvelope<T>, what: string): T {
  if (envelope.errorCode === 0) return envelope.result as T
  throw errorFor(envelope, what)
}

export function errorFor(envelope: OmadaEnvelope, what: string): Error {
  const detail = `${what}: errorCode ${envelope.errorCode}${envelope.msg ? ` (${envelope.msg})` : ''}`
  if (AUTH_CODES.has(envelope.errorCode) || isTokenError(envelope.errorCode)) {
    return new ControllerAuthError('the controller refused the Open API app', detail)
  }
  if (envelope.errorCode === -1600) return new ControllerUnexpectedError(UNSUPPORTED_CALL, detail)
  return new ControllerRejectedError(rejectionReason(envelope.errorCode), detail)
}

export function isTokenError(errorCode: number) {
  return (
    errorCode === TOKEN_EXPIRED ||
    errorCode === TOKEN_INVALID ||
    errorCode === REFRESH_TOKEN_EXPIRED ||
    errorCode === LOGGED_OUT
  )
}

export function isEnvelope(body: unknown): body is OmadaEnvelope {
  return !!body && typeof body === 'object' && typeof (body as OmadaEnvelope).errorCode === 'number'
}

export function snippet(response: PluginHttpResponse): string {
  return `HTTP ${response.status}: ${response.body.slice(0, 200)}`
}
