import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

/** Central's error body is not documented (vendors.md §5.2 [U]); this one only carries a readable message. */
export function centralError(
  status: number,
  message: string,
  headers?: Record<string, string>
): SimResponse {
  return { status, body: { message }, headers }
}

export const unauthorized = () => centralError(401, 'Unauthorized')
export const forbidden = () => centralError(403, 'Forbidden')
export const notFound = (what = 'Not found') => centralError(404, what)
export const badRequest = (message: string) => centralError(400, message)
export const rateLimited = (seconds: number) =>
  centralError(429, 'Too Many Requests', { 'retry-after': String(seconds) })
