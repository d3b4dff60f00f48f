/** Pipedrive's envelopes: `{success: true, data, additional_data}` and `{success: false, error, error_info, ...}`. */
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

const ERROR_INFO = 'Please check developers.pipedrive.com for more information about Pipedrive API.'

export const ok = (
  data: unknown,
  additional_data: Record<string, unknown> | null = null
): SimResponse => ({ status: 200, body: { success: true, data, additional_data } })

export function pipedriveError(
  status: number,
  error: string,
  headers?: Record<string, string>
): SimResponse {
  return {
    status,
    headers,
    body: {
      success: false,
      error,
      errorCode: status,
      error_info: ERROR_INFO,
      data: null,
      additional_data: null,
    },
  }
}

/** As observed live (payments-and-integrations.md §3.2). */
export const unauthorized = (): SimResponse => ({
  status: 401,
  body: {
    success: false,
    error: 'unauthorized access',
    errorCode: 401,
    error_info: 'Please check developers.pipedrive.com',
  },
})
export const notFound = (what = 'Not found') => pipedriveError(404, what)
export const badRequest = (message: string) => pipedriveError(400, message)
export const rateLimited = (seconds: number) =>
  pipedriveError(429, 'Request over limit', {
    'retry-after': String(seconds),
    'x-ratelimit-remaining': '0',
  })
