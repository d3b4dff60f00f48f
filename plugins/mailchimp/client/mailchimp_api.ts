import type { IntegrationDeps, PluginHttpResponse } from '#core/plugins/define_plugin'
import { commonHttpFailure, jsonObjectOrNull } from '#core/plugins/integration_http_failures'
import { PluginRejectedError, PluginUnexpectedError } from '#core/plugins/plugin_errors'
import { apiBaseUrl, type MailchimpSettings } from '../settings.js'

/** An RFC 7807 problem document as the Marketing API sends it. */
interface Problem {
  title?: string
  status?: number
  detail?: string
  errors?: Array<{ field?: string; message?: string }>
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE'

/**
 * The Marketing API v3 over HTTP Basic auth (any user name, the key as password). One request per call: retries
 * belong to core. Failures are mapped here to the plugin error classes, from the status and the problem's title.
 */
export class MailchimpApi {
  readonly #base: string
  readonly #authorization: string

  constructor(
    settings: MailchimpSettings,
    private deps: IntegrationDeps
  ) {
    this.#base = apiBaseUrl(settings.apiKey, deps.serviceUrl)
    this.#authorization = `Basic ${Buffer.from(`airdeck:${settings.apiKey}`).toString('base64')}`
  }

  async call<T = unknown>(method: Method, path: string, body?: unknown): Promise<T | null> {
    const response = await this.deps.http.request({
      method,
      url: `${this.#base}${path}`,
      headers: { authorization: this.#authorization },
      body,
    })
    if (response.status === 204) return null
    if (response.status >= 200 && response.status < 300) return this.#parse<T>(response)
    throw this.#failure(response, `${method} ${path.split('?')[0]}`)
  }

  #parse<T>(response: PluginHttpResponse): T {
    const parsed = response.json<T>()
    if (!parsed || typeof parsed !== 'object')
      throw new PluginUnexpectedError(
        'Mailchimp answered something that is not an object',
        response.body.slice(0, 200)
      )
    return parsed
  }

  #failure(response: PluginHttpResponse, where: string): Error {
    const problem = readProblem(response)
    const detail =
      `${where}: ${response.status} ${problem?.title ?? ''}${problem?.detail ? ` - ${problem.detail}` : ''}`.trim()
    const common = commonHttpFailure(response, 'Mailchimp', detail)
    if (common) return common
    if (!problem)
      return new PluginUnexpectedError(
        'Mailchimp answered an error we do not understand',
        `${detail} ${response.body.slice(0, 200)}`
      )
    if (response.status === 404) return new PluginRejectedError('not_found', detail)
    if (/forgotten|member exists|compliance/i.test(problem.title ?? ''))
      return new PluginRejectedError('conflict', detail)
    if (response.status === 400)
      return new PluginRejectedError('invalid_value', withFieldErrors(detail, problem))
    return new PluginUnexpectedError('Mailchimp answered an unexpected status', detail)
  }
}

/** The RFC 7807 problem document of an error answer, or null when the body is not one (a proxy's page). */
function readProblem(response: PluginHttpResponse): Problem | null {
  const parsed = jsonObjectOrNull(response.body)
  return parsed && ('title' in parsed || 'detail' in parsed) ? (parsed as Problem) : null
}

function withFieldErrors(detail: string, problem: Problem) {
  const fields = (problem.errors ?? [])
    .map((error) => `${error.field ?? '?'}: ${error.message ?? ''}`)
    .join('; ')
  return fields ? `${detail} (${fields})` : detail
}
