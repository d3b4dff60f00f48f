import { createHash } from 'node:crypto'
import type { PluginDeps, PluginHttpResponse } from '#core/plugins/define_plugin'
import { ControllerAuthError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { PeplinkSettings } from '../settings.js'
import { snippet, throwIfUnavailable } from './envelope.js'
import type { IcToken } from './vendor_types.js'

export interface TokenData {
  accessToken: string
  refreshToken: string | null
  /** ms since epoch. */
  expiresAt: number
}

/** InControl issues 48 h tokens (vendors.md §4.2); when it gives no lifetime we assume an hour. */
const DEFAULT_LIFETIME_SECONDS = 3600
/** A refresh token outlives its access token; how long is unknown, so it is kept a day and replaced on refusal. */
const REFRESH_KEEP_SECONDS = 24 * 60 * 60

/**
 * The OAuth2 client-credentials token of one InControl client application, shared through `deps.cache` by every
 * connection (and worker) using the same credentials. An expiring token is refreshed with its refresh token; a
 * refused refresh falls back to a new client-credentials grant.
 */
export class PeplinkTokens {
  #current: TokenData | null = null
  #renewing: Promise<TokenData> | null = null
  readonly #cacheKey: string

  constructor(
    private settings: PeplinkSettings,
    private deps: PluginDeps,
    private now: () => number = Date.now
  ) {
    const identity = createHash('sha256').update(
      `${settings.url}\n${settings.clientId}\n${settings.clientSecret}`
    )
    this.#cacheKey = `token:${identity.digest('hex').slice(0, 16)}`
  }

  /** A usable token: the one in hand or in the shared cache, refreshed when it is about to expire. */
  async current(): Promise<TokenData> {
    this.#current ??= await this.deps.cache.get<TokenData>(this.#cacheKey)
    if (this.#current && !this.#expiring(this.#current)) return this.#current
    return this.renew(this.#current)
  }

  /** Called after a 401 on `stale`: takes a newer token another worker stored, else refreshes or grants anew. */
  renew(stale: TokenData | null): Promise<TokenData> {
    this.#renewing ??= (async () => {
      try {
        const shared = await this.deps.cache.get<TokenData>(this.#cacheKey)
        if (shared && shared.accessToken !== stale?.accessToken && !this.#expiring(shared))
          return this.#store(shared)
        const refreshToken = stale?.refreshToken ?? shared?.refreshToken
        const refreshed = refreshToken ? await this.#refresh(refreshToken) : null
        return await this.#store(refreshed ?? (await this.#grant()))
      } finally {
        this.#renewing = null
      }
    })()
    return this.#renewing
  }

  /** Always a new client-credentials grant: test connection proves the credentials, not a cached token. */
  async grantNow(): Promise<TokenData> {
    return this.#store(await this.#grant())
  }

  #expiring(token: TokenData) {
    return token.expiresAt - this.now() < 60_000
  }

  async #store(token: TokenData): Promise<TokenData> {
    this.#current = token
    const ttl =
      Math.max(1, Math.ceil((token.expiresAt - this.now()) / 1000)) +
      (token.refreshToken ? REFRESH_KEEP_SECONDS : 0)
    await this.deps.cache.set(this.#cacheKey, token, ttl)
    return token
  }

  async #grant(): Promise<TokenData> {
    const response = await this.#post({ grant_type: 'client_credentials' })
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new ControllerAuthError('InControl refused the client id or secret', snippet(response))
    }
    return this.#read(response)
  }

  /** Null when the refresh token is refused (spent or expired): the caller then grants anew. */
  async #refresh(refreshToken: string): Promise<TokenData | null> {
    const response = await this.#post({ grant_type: 'refresh_token', refresh_token: refreshToken })
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      this.deps.logger.debug('peplink refresh token refused, asking for a new token', {
        status: response.status,
      })
      return null
    }
    return this.#read(response)
  }

  #post(fields: Record<string, string>) {
    return this.deps.http.request({
      method: 'POST',
      url: `${this.settings.url}/api/oauth2/token`,
      form: {
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        ...fields,
      },
    })
  }

  #read(response: PluginHttpResponse): TokenData {
    throwIfUnavailable(response, 'the token request')
    if (response.status !== 200)
      throw new ControllerUnexpectedError(
        'unexpected answer to the token request',
        snippet(response)
      )
    const token = response.json<Partial<IcToken>>()
    if (!token || typeof token.access_token !== 'string' || !token.access_token) {
      throw new ControllerUnexpectedError(
        'the token answer holds no access_token',
        snippet(response)
      )
    }
    const lifetime =
      Number(token.expires_in) > 0 ? Number(token.expires_in) : DEFAULT_LIFETIME_SECONDS
    return {
      accessToken: token.access_token,
      refreshToken:
        typeof token.refresh_token === 'string' && token.refresh_token ? token.refresh_token : null,
      expiresAt: this.now() + lifetime * 1000,
    }
  }
}
