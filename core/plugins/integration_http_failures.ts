/**
 * The HTTP statuses every integration service means the same way, mapped to the plugin error classes, so each plugin
 * only reads its own error body and decides its service-specific 4xx answers:
 *
 *   const common = commonHttpFailure(response, 'HubSpot', detail)
 *   if (common) throw common
 */
import type { PluginHttpResponse } from './define_plugin.js'
import { PluginAuthError, PluginUnavailableError } from './plugin_errors.js'

/** Seconds of a `Retry-After` header given in seconds, when there is one. */
export function retryAfterHeader(
  response: Pick<PluginHttpResponse, 'headers'>
): number | undefined {
  const seconds = Number(response.headers['retry-after'])
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined
}

/** 401/403 → the key is refused; 429 → throttled (Retry-After kept); 5xx → down. Anything else: null. */
export function commonHttpFailure(
  response: Pick<PluginHttpResponse, 'status' | 'headers'>,
  service: string,
  detail: string
): Error | null {
  const status = response.status
  if (status === 401 || status === 403)
    return new PluginAuthError(`${service} refused the API key`, detail)
  if (status === 429)
    return new PluginUnavailableError(`${service} is throttling requests`, detail, {
      retryAfterSeconds: retryAfterHeader(response),
    })
  if (status >= 500)
    return new PluginUnavailableError(`${service} is unavailable (${status})`, detail)
  return null
}

/** The body as a JSON object, or null (garbage, HTML from a proxy, an empty body). */
export function jsonObjectOrNull(body: string): Record<string, any> | null {
  try {
    const parsed = JSON.parse(body)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null
  } catch {
    return null
  }
}
