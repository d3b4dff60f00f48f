/**
 * Request/response shapes of the simulator's router, and the vendor's envelopes.
 */

export interface SimRequest {
  method: string
  /** Path without query, e.g. "/proxy/network/api/s/default/stat/sta". */
  path: string
  query: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  cookies: Record<string, string>
  body: any
}

export interface SimResponse {
  status: number
  headers?: Record<string, string | string[]>
  /** Objects are sent as JSON; strings as they are. */
  body?: unknown
  contentType?: string
}

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

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  if (!header) return cookies
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim())
  }
  return cookies
}

export function header(request: SimRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}
