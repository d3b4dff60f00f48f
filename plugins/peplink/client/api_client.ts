import { setTimeout as sleep } from 'node:timers/promises'
import type { PluginDeps, PluginHttpRequest, PluginHttpResponse } from '#core/plugins/define_plugin'
import { ControllerAuthError, ControllerUnavailableError } from '#core/plugins/plugin_errors'
import type { PeplinkSettings } from '../settings.js'
import { PendingAnswer, unwrap } from './envelope.js'
import type { PeplinkTokens, TokenData } from './token.js'

export interface PendingPolicy {
  /** How many times a PENDING read is asked again (default 3). */
  retries: number
  /** Wait between tries when InControl gives no Retry-After (default 2 s: it is querying the device meanwhile). */
  delayMs: number
}

const DEFAULT_PENDING: PendingPolicy = { retries: 3, delayMs: 2_000 }
const MAX_PENDING_WAIT_MS = 10_000

type Method = PluginHttpRequest['method']

/** A read InControl kept answering PENDING: unavailable for now, and callers may fall back to what they have. */
export class StillPendingError extends ControllerUnavailableError {
  constructor(what: string, retryAfterSeconds: number) {
    super('InControl is still waiting for the device', `${what}: PENDING`, { retryAfterSeconds })
  }
}

/**
 * Authenticated calls to the InControl REST API: Bearer token, one re-token and replay on a 401, the `resp_code`
 * envelope unwrapped, and PENDING reads asked again a few times (the protocol asks for it; other retries are the
 * jobs' business).
 */
export class PeplinkApiClient {
  readonly #pending: PendingPolicy

  constructor(
    private settings: PeplinkSettings,
    private deps: PluginDeps,
    readonly tokens: PeplinkTokens,
    pending: Partial<PendingPolicy> = {}
  ) {
    this.#pending = { ...DEFAULT_PENDING, ...pending }
  }

  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path)
  }

  /** A command: a PENDING answer means InControl queued it for the device, which counts as accepted. */
  async post<T>(path: string, body?: unknown): Promise<T | null> {
    try {
      return await this.#once<T>('POST', path, body)
    } catch (error) {
      if (error instanceof PendingAnswer) return null
      throw error
    }
  }

  async call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#once<T>(method, path, body)
      } catch (error) {
        if (!(error instanceof PendingAnswer)) throw error
        const waitMs = Math.min(
          MAX_PENDING_WAIT_MS,
          error.retryAfterSeconds !== null ? error.retryAfterSeconds * 1000 : this.#pending.delayMs
        )
        if (attempt >= this.#pending.retries) {
          throw new StillPendingError(`${method} ${path}`, Math.max(1, Math.ceil(waitMs / 1000)))
        }
        this.deps.logger.debug('peplink answer pending, asking again', { path, attempt })
        await sleep(waitMs)
      }
    }
  }

  async #once<T>(method: Method, path: string, body?: unknown): Promise<T> {
    let token = await this.tokens.current()
    let response = await this.#send(token, method, path, body)
    if (response.status === 401) {
      this.deps.logger.debug('peplink token refused, asking for a new one', { path })
      token = await this.tokens.renew(token)
      response = await this.#send(token, method, path, body)
      if (response.status === 401)
        throw new ControllerAuthError('InControl refused a fresh token', `${method} ${path}`)
    }
    return unwrap<T>(response, `${method} ${path}`)
  }

  #send(
    token: TokenData,
    method: Method,
    path: string,
    body?: unknown
  ): Promise<PluginHttpResponse> {
    return this.deps.http.request({
      method,
      url: `${this.settings.url}${path}`,
      headers: { authorization: `Bearer ${token.accessToken}` },
      body,
    })
  }
}
