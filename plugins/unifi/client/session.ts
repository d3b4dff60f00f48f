import { createHash } from 'node:crypto'
import type { PluginDeps, PluginHttpRequest, PluginHttpResponse } from '#core/plugins/define_plugin'
import { ControllerAuthError } from '#core/plugins/plugin_errors'
import type { UnifiSettings } from '../settings.js'
import { unwrapLegacy } from './envelope.js'
import { detectFlavour, login, type UnifiFlavour, type UnifiSessionData } from './login.js'

/** A cached login lives this long at most; a 401 before then renews it anyway. */
const SESSION_TTL_SECONDS = 30 * 60
const FLAVOUR_TTL_SECONDS = 24 * 60 * 60

type Method = PluginHttpRequest['method']

/**
 * One logged-in session to a UniFi controller, shared through `deps.cache` by every connection (and worker) of the
 * same controller, so a sync of many sites logs in once. A 401 renews it once (another worker may already have
 * done so) and replays the call.
 */
export class UnifiSession {
  #current: UnifiSessionData | null = null
  #renewing: Promise<UnifiSessionData> | null = null
  #cacheKey: string

  constructor(
    private settings: UnifiSettings,
    private deps: PluginDeps
  ) {
    const identity = createHash('sha256').update(
      `${settings.url}\n${settings.username}\n${settings.password}`
    )
    this.#cacheKey = `session:${identity.digest('hex').slice(0, 16)}`
  }

  get flavour(): UnifiFlavour | null {
    return this.#current?.flavour ?? null
  }

  /** Reuses the shared login when there is one, logs in otherwise. */
  async open(): Promise<UnifiSessionData> {
    if (this.#current) return this.#current
    const cached = await this.deps.cache.get<UnifiSessionData>(this.#cacheKey)
    this.#current = cached ?? (await this.#renew(null))
    return this.#current
  }

  /** Always a fresh login (test connection proves the credentials, not a cached cookie). */
  async loginNow(): Promise<UnifiSessionData> {
    return this.#renew(null, true)
  }

  /** A Network API call (`path` without the UniFi OS prefix): its `data` list, or a plugin error. */
  async call<T = Record<string, any>>(method: Method, path: string, body?: unknown): Promise<T[]> {
    const session = await this.open()
    let response = await this.#send(session, method, path, body)
    if (response.status === 401) {
      this.deps.logger.debug('unifi session expired, logging in again', { path })
      response = await this.#send(await this.#renew(session), method, path, body)
      if (response.status === 401) {
        throw new ControllerAuthError('the controller refused a fresh session', `${method} ${path}`)
      }
    }
    return unwrapLegacy<T>(response, `${method} ${path}`)
  }

  async #send(
    session: UnifiSessionData,
    method: Method,
    path: string,
    body?: unknown
  ): Promise<PluginHttpResponse> {
    const prefix = session.flavour === 'unifi-os' ? '/proxy/network' : ''
    const headers: Record<string, string> = { cookie: session.cookie }
    if (method !== 'GET' && session.csrf) headers['x-csrf-token'] = session.csrf
    const response = await this.deps.http.request({
      method,
      url: `${this.settings.url}${prefix}${path}`,
      headers,
      body,
    })
    const rotated = response.headers['x-updated-csrf-token']
    if (rotated && rotated !== session.csrf && session === this.#current) {
      this.#current = { ...session, csrf: rotated }
      await this.deps.cache.set(this.#cacheKey, this.#current, SESSION_TTL_SECONDS)
    }
    return response
  }

  /** One login at a time per connection; a newer login stored by another worker is taken instead of logging in. */
  #renew(stale: UnifiSessionData | null, force = false): Promise<UnifiSessionData> {
    this.#renewing ??= (async () => {
      try {
        if (!force && stale) {
          const shared = await this.deps.cache.get<UnifiSessionData>(this.#cacheKey)
          if (shared && shared.cookie !== stale.cookie) return (this.#current = shared)
        }
        const flavour = await this.#flavour()
        this.#current = await login(this.deps.http, this.settings, flavour)
        await this.deps.cache.set(this.#cacheKey, this.#current, SESSION_TTL_SECONDS)
        return this.#current
      } finally {
        this.#renewing = null
      }
    })()
    return this.#renewing
  }

  async #flavour(): Promise<UnifiFlavour> {
    const key = `flavour:${this.settings.url}`
    const cached = await this.deps.cache.get<UnifiFlavour>(key)
    if (cached) return cached
    const flavour = await detectFlavour(this.deps.http, this.settings)
    await this.deps.cache.set(key, flavour, FLAVOUR_TTL_SECONDS)
    return flavour
  }
}
