/** InControl's envelope and the error shapes this simulator chose where the vendor's are unknown ([U]). */
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

export {
  header,
  bearerToken,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'

export function success(data: unknown): SimResponse {
  return {
    status: 200,
    body: { resp_code: 'SUCCESS', caller_ref: '', server_ref: serverRef(), data },
  }
}

export function icError(status: number, code: string, message: string): SimResponse {
  return { status, body: { resp_code: code, caller_ref: '', server_ref: serverRef(), message } }
}

export const notFound = (what: string) => icError(404, 'NOT_FOUND', `${what} not found`)

/** vendors.md §4.3: an invalid or expired token is a 401 with "Unauthorized" in the body. */
export const unauthorized = (): SimResponse => ({
  status: 401,
  body: { resp_code: 'UNAUTHORIZED', message: 'Unauthorized' },
})

export const pending = (): SimResponse => ({
  status: 200,
  body: { resp_code: 'PENDING', caller_ref: '', server_ref: serverRef() },
})

/** The OAuth2 endpoint answers errors as RFC 6749 does: `{error, error_description}`. */
export const oauthError = (status: number, error: string, description: string): SimResponse => ({
  status,
  body: { error, error_description: description },
})

let counter = 0
function serverRef() {
  counter = (counter + 1) % 1_000_000
  return `sim-${counter}`
}
