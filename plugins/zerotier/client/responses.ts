import type { PluginHttpResponse } from '#core/plugins/define_plugin'
import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'

/**
 * Central's limits are per second (vendors.md §5.2), and whether a 429 carries Retry-After is unknown; a few seconds
 * is enough for the window to pass without hammering it.
 */
const DEFAULT_RETRY_AFTER_SECONDS = 5

/**
 * Central has no envelope: a 2xx carries the object or list itself, errors are told by the status alone (the body
 * shape of an error is unknown, so it only goes into the detail). `what` is "GET /network/…" for the messages.
 */
export function throwForStatus(response: PluginHttpResponse, what: string): void {
  const { status } = response
  if (status >= 200 && status < 300) return
  if (status === 429) {
    throw new ControllerUnavailableError(
      `ZeroTier Central rate-limits ${what}`,
      snippet(response),
      {
        retryAfterSeconds: retryAfterSeconds(response),
      }
    )
  }
  if (status >= 500)
    throw new ControllerUnavailableError(
      `ZeroTier Central failed (${status}) on ${what}`,
      snippet(response)
    )
  if (status === 401)
    throw new ControllerAuthError('ZeroTier Central refused the API token', snippet(response))
  if (status === 403)
    throw new ControllerAuthError('the API token has no access to this network', snippet(response))
  if (status === 404)
    throw new ControllerRejectedError('not_found', `${what}: ${snippet(response)}`)
  if (status === 400 || status === 422)
    throw new ControllerRejectedError('invalid_value', `${what}: ${snippet(response)}`)
  if (status === 409) throw new ControllerRejectedError('conflict', `${what}: ${snippet(response)}`)
  throw new ControllerUnexpectedError(`unexpected answer (${status}) to ${what}`, snippet(response))
}

export function retryAfterSeconds(response: PluginHttpResponse): number {
  const header = Number(response.headers['retry-after'])
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : DEFAULT_RETRY_AFTER_SECONDS
}

/** The parsed body when it is a JSON object. */
export function recordBody<T>(response: PluginHttpResponse, what: string): T {
  const body = response.json<unknown>()
  if (!isRecord(body))
    throw new ControllerUnexpectedError(`no object in the answer to ${what}`, snippet(response))
  return body as T
}

/** The parsed body when it is a JSON object with the `key` a record of this kind always has. */
export function objectBody<T>(response: PluginHttpResponse, what: string, key: string): T {
  const body = response.json<unknown>()
  if (!isRecord(body) || typeof body[key] !== 'string') {
    throw new ControllerUnexpectedError(`no ${key} in the answer to ${what}`, snippet(response))
  }
  return body as T
}

/** The parsed body when it is a list of records that each have `key`. */
export function listBody<T>(response: PluginHttpResponse, what: string, key: string): T[] {
  const body = response.json<unknown>()
  if (
    !Array.isArray(body) ||
    !body.every((item) => isRecord(item) && typeof item[key] === 'string')
  ) {
    throw new ControllerUnexpectedError(
      `not a list of records with ${key} in the answer to ${what}`,
      snippet(response)
    )
  }
  return body as T[]
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function snippet(response: PluginHttpResponse): string {
  return `HTTP ${response.status}: ${response.body.slice(0, 200)}`
}
