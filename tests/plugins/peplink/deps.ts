import type {
  PluginCache,
  PluginDeps,
  PluginHttp,
  PluginHttpRequest,
} from '#core/plugins/define_plugin'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import { PeplinkApi } from '#plugins/peplink/client/api'
import { PeplinkApiClient, type PendingPolicy } from '#plugins/peplink/client/api_client'
import { PeplinkTokens } from '#plugins/peplink/client/token'
import { withDefaults, type PeplinkSettingsInput } from '#plugins/peplink/settings'

export function memoryCache(): PluginCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    async get<T>(key: string) {
      return (entries.get(key) as T) ?? null
    },
    async set(key, value) {
      entries.set(key, structuredClone(value))
    },
    async delete(key) {
      entries.delete(key)
    },
  }
}

const silent = { debug() {}, info() {}, warn() {}, error() {} }

export function depsWith(
  http: PluginHttp = createPluginHttp({ verifyTls: false }),
  cache = memoryCache()
): PluginDeps {
  return { logger: silent, http, cache, emit() {} }
}

/** The plugin's client parts wired by hand: for protocol tests that need a clock or a short PENDING wait. */
export function peplinkClient(
  input: PeplinkSettingsInput,
  options: { deps?: PluginDeps; now?: () => number; pending?: Partial<PendingPolicy> } = {}
) {
  const settings = withDefaults(input)
  const deps = options.deps ?? depsWith()
  const tokens = new PeplinkTokens(settings, deps, options.now)
  const client = new PeplinkApiClient(settings, deps, tokens, options.pending ?? { delayMs: 10 })
  return { settings, deps, tokens, client, api: new PeplinkApi(client) }
}

/** A scripted HTTP stand-in (json() fails like the host's PluginHttp): each answer is matched by "METHOD path" and consumed in order. */
export function scriptedHttp(script: Array<[string, number, unknown, Record<string, string>?]>) {
  const seen: PluginHttpRequest[] = []
  const http: PluginHttp = {
    async request(request) {
      seen.push(request)
      const key = `${request.method} ${new URL(request.url).pathname}`
      const index = script.findIndex(([route]) => route === key)
      if (index < 0) throw new Error(`unscripted request ${key}`)
      const [, status, body, headers] = script.splice(index, 1)[0]
      const text = typeof body === 'string' ? body : JSON.stringify(body)
      return {
        status,
        headers: headers ?? {},
        setCookies: [],
        body: text,
        json() {
          try {
            return JSON.parse(text)
          } catch (error) {
            throw new ControllerUnexpectedError('not JSON', text.slice(0, 200), { cause: error })
          }
        },
      }
    },
  }
  return { http, seen, remaining: script }
}
