import { createHash } from 'node:crypto'
import type { PluginDeps, PluginHttpRequest } from '#core/plugins/define_plugin'
import { ControllerAuthError } from '#core/plugins/plugin_errors'
import type { OmadaSettings } from '../settings.js'
import {
  TOKEN_EXPIRED,
  isTokenError,
  readEnvelope,
  resultOf,
  type OmadaEnvelope,
} from './envelope.js'
import {
  controllerDetails,
  refreshToken,
  requestToken,
  type ControllerDetails,
  type OmadaToken,
} from './token.js'

/** Kept a little under the refresh token's 14 days; the access token inside expires long before. */
const TOKEN_CACHE_SECONDS = 13 * 24 * 60 * 60
const DETAILS_CACHE_SECONDS = 24 * 60 * 60
/** Renew this long before the access token runs out, instead of paying a -44112 round trip. */
const EARLY_RENEWAL_MS = 60_000

type Method = PluginHttpRequest['method']
export type Query = Record<string, string | number | boolean | undefined>

/**
 * One Open API token per controller app, shared through `deps.cache` by every connection (and worker). An expired
 * token (-44112) is refreshed, an invalid one (-44113) or a spent refresh token (-44114) replaced by a new
 * client-credentials token; either way the call is replayed once.
 */
export class OmadaSession {
  #token: OmadaToken | null = null
  #details: ControllerDetails | null = null
  #renewing: Promise<OmadaToken> | null = null
  readonly #cacheKey: string

  constructor(
    readonly settings: OmadaSettings,
    private deps: PluginDeps
  ) {
    const identity = createHash('sha256').update(
      `${settings.url}\n${settings.clientId}\n${settings.clientSecret}`
    )
    this.#cacheKey = `token:${identity.digest('hex').slice(0, 16)}`
  }

  get http() {
    return this.deps.http
  }

  get logger() {
    return this.deps.logger
  }

  /** The controller id (settings, else `/api/info`) and, when `/api/info` was read, its version. */
  async details(): Promise<ControllerDetails> {
    if (this.#details) return this.#details
    const key = `details:${this.settings.url}`
    const cached = await this.deps.cache.get<ControllerDetails>(key)
    if (cached && (!this.settings.omadacId || cached.omadacId === this.settings.omadacId))
      return (this.#details = cached)
    if (this.settings.omadacId) {
      // Given ids skip the lookup; the version is then best effort (Omada Cloud has no /api/info).
      const read = await controllerDetails(this.deps.http, this.settings).catch(() => null)
      this.#details = {
        omadacId: this.settings.omadacId,
        controllerVer: read?.controllerVer ?? null,
        apiVer: read?.apiVer ?? null,
      }
    } else {
      this.#details = await controllerDetails(this.deps.http, this.settings)
    }
    await this.deps.cache.set(key, this.#details, DETAILS_CACHE_SECONDS)
    return this.#details
  }

  /** Reuses the shared token when there is one, asks for one otherwise. */
  async open(): Promise<OmadaToken> {
    if (this.#token) return this.#token
    const cached = await this.deps.cache.get<OmadaToken>(this.#cacheKey)
    this.#token = cached ?? (await this.#renew(null, 'new'))
    return this.#token
  }

  /** Always a new client-credentials token (test connection proves the credentials, not a cached token). */
  async tokenNow(): Promise<OmadaToken> {
    return this.#renew(null, 'new', true)
  }

  /** An Open API call under `/openapi/v1/{omadacId}`: its `result`, or a plugin error. */
  async call<T>(
    method: Method,
    path: string,
    options: { query?: Query; body?: unknown } = {}
  ): Promise<T> {
    const what = `${method} ${path}`
    let token = await this.open()
    if (token.expiresAt - Date.now() < EARLY_RENEWAL_MS) token = await this.#renew(token, 'refresh')
    let envelope = await this.#send<T>(token, method, path, options)
    if (isTokenError(envelope.errorCode)) {
      this.deps.logger.debug('omada token refused, renewing', {
        path,
        errorCode: envelope.errorCode,
      })
      token = await this.#renew(token, envelope.errorCode === TOKEN_EXPIRED ? 'refresh' : 'new')
      envelope = await this.#send<T>(token, method, path, options)
      if (isTokenError(envelope.errorCode)) {
        throw new ControllerAuthError(
          'the controller refused a fresh token',
          `${what}: errorCode ${envelope.errorCode}`
        )
      }
    }
    return resultOf(envelope, what)
  }

  async #send<T>(
    token: OmadaToken,
    method: Method,
    path: string,
    options: { query?: Query; body?: unknown }
  ) {
    const { omadacId } = await this.details()
    const url = `${this.settings.url}/openapi/v1/${encodeURIComponent(omadacId)}${path}${queryString(options.query)}`
    const response = await this.deps.http.request({
      method,
      url,
      headers: { authorization: `AccessToken=${token.accessToken}` },
      body: options.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    })
    return readEnvelope<T>(response, `${method} ${path}`) as OmadaEnvelope<T>
  }

  /** One renewal at a time per connection; a newer token stored by another worker is taken instead of asking. */
  #renew(stale: OmadaToken | null, mode: 'refresh' | 'new', force = false): Promise<OmadaToken> {
    this.#renewing ??= (async () => {
      try {
        if (!force && stale) {
          const shared = await this.deps.cache.get<OmadaToken>(this.#cacheKey)
          if (shared && shared.accessToken !== stale.accessToken) return (this.#token = shared)
        }
        const { omadacId } = await this.details()
        let token: OmadaToken | null = null
        if (mode === 'refresh' && stale?.refreshToken)
          token = await refreshToken(this.deps.http, this.settings, stale.refreshToken)
        token ??= await requestToken(this.deps.http, this.settings, omadacId)
        this.#token = token
        await this.deps.cache.set(this.#cacheKey, token, TOKEN_CACHE_SECONDS)
        return token
      } finally {
        this.#renewing = null
      }
    })()
    return this.#renewing
  }
}

export function queryString(query: Query | undefined): string {
  if (!query) return ''
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined)
  return pairs.length
    ? `?${new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : ''
}
