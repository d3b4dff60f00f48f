/**
 * HubSpot's error body: `{status: "error", message, correlationId, category, errors?, context?}`. The categories are
 * the ones HubSpot documents; the exact messages are our wording where the doc marks them unconfirmed.
 */
import { randomUUID } from 'node:crypto'
import type { SimResponse } from '#core/plugins/simulator_kit/sim_http'

export function hubspotError(
  status: number,
  category: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>
): SimResponse {
  return {
    status,
    headers,
    body: { status: 'error', message, correlationId: randomUUID(), category, ...extra },
  }
}

export const unauthorized = () =>
  hubspotError(
    401,
    'INVALID_AUTHENTICATION',
    'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview'
  )
export const notFound = (message = 'resource not found') =>
  hubspotError(404, 'OBJECT_NOT_FOUND', message)
export const validation = (message: string, extra: Record<string, unknown> = {}) =>
  hubspotError(400, 'VALIDATION_ERROR', message, extra)
export const rateLimited = (seconds: number) =>
  hubspotError(
    429,
    'RATE_LIMITS',
    'You have reached your secondly limit.',
    { errorType: 'RATE_LIMIT', policyName: 'SECONDLY' },
    { 'retry-after': String(seconds) }
  )
