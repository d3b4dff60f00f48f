import type { PluginHttpResponse } from '#core/plugins/define_plugin'
import type { RejectionReason } from '#core/plugins/plugin_errors'
import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'

/** Seconds to wait after a 429 that gives no Retry-After: UniFi OS keeps a login lockout for about a minute. */
const DEFAULT_RETRY_AFTER_SECONDS = 60

interface LegacyEnvelope {
  meta: { rc: 'ok' | 'error'; msg?: string }
  data: unknown
}

/** Vendor words → why a command was refused. The exact strings vary by version (vendors.md §8), hence patterns. */
const REJECTIONS: Array<[RegExp, RejectionReason]> = [
  [/offline|disconnected|notconnected|unreachable|notadopted/i, 'device_offline'],
  [/notpowering|nopoe/i, 'not_powering'],
  [/notfound|unknown|idinvalid|nosuch/i, 'not_found'],
  [/exist|duplicate|conflict|alreadyused|inuse|taken/i, 'conflict'],
  [/busy|inprogress|upgrading|locked/i, 'busy'],
]

export function rejectionReason(message: string): RejectionReason {
  return REJECTIONS.find(([pattern]) => pattern.test(message))?.[1] ?? 'invalid_value'
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

/** The `data` array of a legacy `{meta:{rc,msg},data}` answer, or the plugin error it stands for. */
export function unwrapLegacy<T>(response: PluginHttpResponse, what: string): T[] {
  throwIfUnavailable(response, what)
  const body = response.json<Partial<LegacyEnvelope>>()
  if (!isEnvelope(body)) {
    throw new ControllerUnexpectedError(
      `unexpected answer (${response.status}) to ${what}`,
      snippet(response)
    )
  }
  if (body.meta.rc === 'ok' && response.status < 300) {
    if (!Array.isArray(body.data))
      throw new ControllerUnexpectedError(
        `no data list in the answer to ${what}`,
        snippet(response)
      )
    return body.data as T[]
  }
  const message = body.meta.msg ?? `HTTP ${response.status}`
  if (/NoPermission|LoginRequired/i.test(message)) {
    throw new ControllerAuthError('the controller account may not do this', message)
  }
  throw new ControllerRejectedError(rejectionReason(message), message)
}

export function isEnvelope(body: unknown): body is LegacyEnvelope {
  const meta = (body as LegacyEnvelope | null)?.meta
  return !!meta && typeof meta === 'object' && (meta.rc === 'ok' || meta.rc === 'error')
}

export function snippet(response: PluginHttpResponse): string {
  return `HTTP ${response.status}: ${response.body.slice(0, 200)}`
}
