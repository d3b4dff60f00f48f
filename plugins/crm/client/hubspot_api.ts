import type { IntegrationDeps, PluginHttpResponse } from '#core/plugins/define_plugin'
import { commonHttpFailure, jsonObjectOrNull } from '#core/plugins/integration_http_failures'
import { PluginRejectedError, PluginUnexpectedError } from '#core/plugins/plugin_errors'
import { apiBaseUrl, type CrmSettings } from '../settings.js'

export interface HubspotAnswer<T> {
  status: number
  body: T | null
}

/**
 * HubSpot's CRM API with a private-app token (`Authorization: Bearer`). Errors are `{status: "error", message,
 * correlationId, category}`; a batch may answer 207 with per-input `errors[]`, which the caller reads. One request per
 * call (retries belong to core).
 */
export class HubspotApi {
  readonly #base: string

  constructor(
    private settings: CrmSettings,
    private deps: IntegrationDeps
  ) {
    this.#base = apiBaseUrl(deps.serviceUrl)
  }

  async call<T = Record<string, any>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown
  ): Promise<HubspotAnswer<T>> {
    const response = await this.deps.http.request({
      method,
      url: `${this.#base}${path}`,
      headers: { authorization: `Bearer ${this.settings.accessToken}` },
      body,
    })
    if (response.status === 204) return { status: 204, body: null }
    if (response.status >= 200 && response.status < 300) {
      const parsed = response.json<T>()
      if (!parsed || typeof parsed !== 'object')
        throw new PluginUnexpectedError(
          'HubSpot answered something that is not an object',
          response.body.slice(0, 200)
        )
      return { status: response.status, body: parsed }
    }
    throw failure(response, `${method} ${path.split('?')[0]}`)
  }
}

function failure(response: PluginHttpResponse, where: string): Error {
  const error = jsonObjectOrNull(response.body)
  const detail =
    `${where}: ${response.status} ${error?.category ?? ''} ${error?.message ?? response.body.slice(0, 120)}`
      .replace(/\s+/g, ' ')
      .trim()
  const common = commonHttpFailure(response, 'HubSpot', detail)
  if (common) return common
  if (!error || error.status !== 'error')
    return new PluginUnexpectedError('HubSpot answered an error we do not understand', detail)
  if (response.status === 404) return new PluginRejectedError('not_found', detail)
  if (response.status === 409) return new PluginRejectedError('conflict', detail)
  if (response.status === 400 || response.status === 422)
    return new PluginRejectedError('invalid_value', detail)
  return new PluginUnexpectedError('HubSpot answered an unexpected status', detail)
}
