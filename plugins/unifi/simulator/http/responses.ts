/**
 * The vendor's envelopes; request/response shapes come from the simulator kit.
 */
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

export {
  header,
  parseCookies,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'

/** Legacy API success: `{meta:{rc:'ok'},data:[...]}`. */
export function ok(data: unknown[] = [], headers?: Record<string, string | string[]>): SimResponse {
  return { status: 200, body: { meta: { rc: 'ok' }, data }, headers }
}

/** Legacy API error: `{meta:{rc:'error',msg},data:[]}`. */
export function legacyError(status: number, msg: string): SimResponse {
  return { status, body: { meta: { rc: 'error', msg }, data: [] } }
}

/** UniFi OS's own paths answer errors as `{code, message}`. */
export function osError(status: number, code: string, message: string): SimResponse {
  return { status, body: { code, message } }
}

export const loginRequired = () => legacyError(401, 'api.err.LoginRequired')
export const notFound = () => legacyError(404, 'api.err.NotFound')
