import type { IntegrationDeps, PluginHttpResponse } from '#core/plugins/define_plugin'
import { commonHttpFailure, jsonObjectOrNull } from '#core/plugins/integration_http_failures'
import {
  PluginRejectedError,
  PluginUnavailableError,
  PluginUnexpectedError,
} from '#core/plugins/plugin_errors'
import { apiBaseUrl, type LoyaltySettings } from '../settings.js'

/** Piggy's "Contact not found." code (its SDK's exception mapper passes it through). */
export const CONTACT_NOT_FOUND = 55031

type Method = 'GET' | 'POST' | 'PUT'

/**
 * Piggy's OAuth client API with a Bearer API key. Answers are `{data, meta}`; errors `{status_code, code, message,
 * errors?}`; 503 is maintenance mode. One request per call (retries belong to core).
 */
export class PiggyApi {
  readonly #base: string

  constructor(
    private settings: LoyaltySettings,
    private deps: IntegrationDeps
  ) {
    this.#base = apiBaseUrl(deps.serviceUrl)
  }

  async data<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const response = await this.deps.http.request({
      method,
      url: `${this.#base}${path}`,
      headers: { authorization: `Bearer ${this.settings.apiKey}` },
      body,
    })
    if (response.status >= 200 && response.status < 300) {
      const envelope = response.json<{ data?: T }>()
      if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) {
        throw new PluginUnexpectedError(
          'Piggy answered without its {data} envelope',
          response.body.slice(0, 200)
        )
      }
      return envelope.data as T
    }
    throw failure(response, `${method} ${path.split('?')[0]}`)
  }
}

/** A refused call as a plugin error; `code` keeps Piggy's own number for callers that look for one. */
export class PiggyRejectedError extends PluginRejectedError {
  constructor(
    reason: ConstructorParameters<typeof PluginRejectedError>[0],
    detail: string,
    readonly code: number | null
  ) {
    super(reason, detail)
  }
}

function failure(response: PluginHttpResponse, where: string): Error {
  const error = jsonObjectOrNull(response.body)
  const fields =
    error?.errors && typeof error.errors === 'object'
      ? Object.entries(error.errors).map(
          ([field, messages]) => `${field}: ${[messages].flat().join(' ')}`
        )
      : []
  const detail = `${where}: ${response.status} ${error?.message ?? response.body.slice(0, 120)}${fields.length ? ` (${fields.join('; ')})` : ''}`
  if (response.status === 503)
    return new PluginUnavailableError('Piggy is in maintenance mode', detail)
  const common = commonHttpFailure(response, 'Piggy', detail)
  if (common) return common
  if (!error || typeof error.message !== 'string')
    return new PluginUnexpectedError('Piggy answered an error we do not understand', detail)
  const code = typeof error.code === 'number' ? error.code : null
  if (response.status === 404) return new PiggyRejectedError('not_found', detail, code)
  if (response.status === 400 || response.status === 422)
    return new PiggyRejectedError('invalid_value', detail, code)
  if (response.status === 409) return new PiggyRejectedError('conflict', detail, code)
  return new PluginUnexpectedError('Piggy answered an unexpected status', detail)
}
