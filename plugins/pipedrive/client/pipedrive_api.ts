import type { IntegrationDeps, PluginHttpResponse } from '#core/plugins/define_plugin'
import { commonHttpFailure, jsonObjectOrNull } from '#core/plugins/integration_http_failures'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import { apiBaseUrl, type PipedriveSettings } from '../settings.js'

export interface PipedriveEnvelope<T> {
  data: T
  additional_data?: Record<string, any> | null
}

/**
 * Pipedrive's REST API with the `x-api-token` header (v2 takes only the header; v1 takes it too). Answers are
 * `{success, data, additional_data}`; errors `{success: false, error, error_info}`. One request per call.
 */
export class PipedriveApi {
  readonly #base: string

  constructor(
    private settings: PipedriveSettings,
    private deps: IntegrationDeps
  ) {
    this.#base = apiBaseUrl(settings, deps.serviceUrl)
  }

  async get<T>(path: string): Promise<PipedriveEnvelope<T>> {
    const response = await this.deps.http.request({
      method: 'GET',
      url: `${this.#base}${path}`,
      headers: { 'x-api-token': this.settings.apiToken },
    })
    if (response.status >= 200 && response.status < 300) {
      const envelope = response.json<PipedriveEnvelope<T> & { success?: unknown }>()
      if (!envelope || typeof envelope !== 'object' || envelope.success !== true) {
        throw new PluginUnexpectedError(
          'Pipedrive answered without its {success, data} envelope',
          response.body.slice(0, 200)
        )
      }
      return envelope
    }
    throw failure(response, `GET ${path.split('?')[0]}`)
  }
}

function failure(response: PluginHttpResponse, where: string): Error {
  const error = jsonObjectOrNull(response.body)
  const detail = `${where}: ${response.status} ${error?.error ?? response.body.slice(0, 120)}`
  // 402: the company's subscription is not active; someone must act in Pipedrive, like a refused token.
  if (response.status === 402)
    return new PluginAuthError('Pipedrive refused the account (payment required)', detail)
  const common = commonHttpFailure(response, 'Pipedrive', detail)
  if (common) return common
  if (!error || error.success !== false)
    return new PluginUnexpectedError('Pipedrive answered an error we do not understand', detail)
  if (response.status === 404 || response.status === 410)
    return new PluginRejectedError('not_found', detail)
  if (response.status === 400 || response.status === 422)
    return new PluginRejectedError('invalid_value', detail)
  return new PluginUnexpectedError('Pipedrive answered an unexpected status', detail)
}
