import type { PluginHttpResponse } from '#core/plugins/define_plugin'
import type { RejectionReason } from '#core/plugins/plugin_errors'
import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import type { IcEnvelope } from './vendor_types.js'

/** InControl's published limit is per second (vendors.md §4.3), so a 429 without Retry-After is short-lived. */
const DEFAULT_RETRY_AFTER_SECONDS = 5

/** `resp_code` / message words → why a command was refused. The codes other than SUCCESS and PENDING are [U]. */
const REJECTIONS: Array<[RegExp, RejectionReason]> = [
  [/offline|not[ _]?online|unreachable/i, 'device_offline'],
  [/not[ _]?found|no[ _]?such|unknown/i, 'not_found'],
  [/exist|duplicate|conflict/i, 'conflict'],
  [/busy|in[ _]?progress|pending/i, 'busy'],
]
const AUTH_CODES = /unauthori[sz]ed|forbidden|permission|access[ _]?denied|invalid[ _]?token/i

export class PendingAnswer extends Error {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- the answer's field and the header reader below share a name on purpose
  constructor(readonly retryAfterSeconds: number | null) {
    super('InControl is still querying the device (PENDING)')
  }
}

export function rejectionReason(words: string): RejectionReason {
  return REJECTIONS.find(([pattern]) => pattern.test(words))?.[1] ?? 'invalid_value'
}

export function retryAfterSeconds(
  response: PluginHttpResponse,
  fallback = DEFAULT_RETRY_AFTER_SECONDS
): number {
  const header = response.headers['retry-after']
  const seconds = Number(header)
  if (header !== undefined && Number.isFinite(seconds) && seconds >= 0) return seconds
  const date = header ? Date.parse(header) : Number.NaN
  if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000))
  return fallback
}

/** Statuses that mean "try again later", whatever the path. */
export function throwIfUnavailable(response: PluginHttpResponse, what: string) {
  if (response.status === 429) {
    throw new ControllerUnavailableError(`InControl throttles ${what}`, snippet(response), {
      retryAfterSeconds: Math.max(1, retryAfterSeconds(response)),
    })
  }
  if (response.status >= 500) {
    throw new ControllerUnavailableError(
      `InControl failed (${response.status}) on ${what}`,
      snippet(response)
    )
  }
}

/**
 * The `data` of a `{resp_code:"SUCCESS", data}` answer, or the plugin error it stands for. A 401 is handled by the
 * caller (re-token), PENDING is thrown as PendingAnswer for the caller to retry.
 */
export function unwrap<T>(response: PluginHttpResponse, what: string): T {
  throwIfUnavailable(response, what)
  const body = parseBody(response)
  if (!isEnvelope(body)) {
    if (response.status === 404)
      throw new ControllerRejectedError('not_found', `${what}: ${snippet(response)}`)
    if (response.status === 403)
      throw new ControllerAuthError('InControl refused access', `${what}: ${snippet(response)}`)
    throw new ControllerUnexpectedError(
      `unexpected answer (${response.status}) to ${what}`,
      snippet(response)
    )
  }
  const code = body.resp_code.toUpperCase()
  if (code === 'SUCCESS' && response.status < 300) return body.data as T
  if (code === 'PENDING')
    throw new PendingAnswer(response.headers['retry-after'] ? retryAfterSeconds(response) : null)
  const words = `${body.resp_code} ${body.message ?? ''}`.trim()
  if (response.status === 403 || AUTH_CODES.test(body.resp_code)) {
    throw new ControllerAuthError('InControl refused access', `${what}: ${words}`)
  }
  if (response.status === 404) throw new ControllerRejectedError('not_found', `${what}: ${words}`)
  throw new ControllerRejectedError(rejectionReason(words), `${what}: ${words}`)
}

function parseBody(response: PluginHttpResponse): unknown {
  if (response.status === 404 || response.status === 403) {
    try {
      return JSON.parse(response.body)
    } catch {
      return null
    }
  }
  return response.json()
}

export function isEnvelope(body: unknown): body is IcEnvelope {
  return !!body && typeof body === 'object' && typeof (body as IcEnvelope).resp_code === 'string'
}

export function snippet(response: PluginHttpResponse): string {
  return `HTTP ${response.status}: ${response.body.slice(0, 200)}`
}
