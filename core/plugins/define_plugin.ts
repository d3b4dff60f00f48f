/**
 * How a plugin declares itself. A plugin folder `plugins/<id>/index.ts` default-exports
 * `definePlugin({ manifest, settings, connect })`; `config/plugins.ts` lists the enabled ones as lazy imports,
 * and the plugin host validates them at boot (id = folder, capabilities known, settings schema present).
 *
 * Code is registered by config; connections are data: a controller row stores the settings a user entered,
 * and is saved only after `connect` + `testConnection` succeeded with them.
 */
import type { VineValidator } from '@vinejs/vine'
import type { ControllerCapability, ControllerConnection } from './controller_contract.js'

export type PluginKind = 'controller' | 'integration'

export interface PluginManifest<Kind extends PluginKind = PluginKind> {
  /** Equals the folder name under plugins/: "unifi", "omada", "peplink", "zerotier", "mailchimp"... */
  id: string
  kind: Kind
  /** Shown to admins, e.g. "UniFi Network". */
  name: string
  /** For controller plugins: the verbs this vendor can offer at best (a connection may narrow them by version). */
  capabilities: Kind extends 'controller' ? readonly ControllerCapability[] : readonly string[]
  /** Settings fields that are secrets: stored encrypted with the app key and never returned by the API. */
  secretSettings: readonly string[]
  /**
   * For vendors with a cloud service: the URL used when the `url` setting is left empty (the settings validator makes
   * it optional). Core stores it as the controller's URL without knowing the vendor.
   */
  defaultUrl?: string
}

/** A response as plugins see it: status, headers (lower-case names), raw body, and Set-Cookie values. */
export interface PluginHttpResponse {
  status: number
  headers: Record<string, string>
  setCookies: string[]
  body: string
  /** Parses `body` as JSON; throws ControllerUnexpectedError on garbage. */
  json<T = unknown>(): T
}

export interface PluginHttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  headers?: Record<string, string>
  /** Sent as JSON unless `form` is set. */
  body?: unknown
  form?: Record<string, string>
  /** Overrides the default timeout of the http dependency. */
  timeoutMs?: number
  followRedirects?: boolean
}

/**
 * HTTP with timeouts. Network failures and timeouts are thrown as ControllerUnavailableError; every HTTP status is
 * returned (mapping statuses is the plugin's job, it knows the vendor).
 */
export interface PluginHttp {
  request(request: PluginHttpRequest): Promise<PluginHttpResponse>
}

/** A small shared cache (Redis in production, memory in embedded mode): e.g. a session cookie reused across workers. */
export interface PluginCache {
  get<T>(key: string): Promise<T | null>
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>
  delete(key: string): Promise<void>
}

export interface PluginLogger {
  debug(message: string, data?: Record<string, unknown>): void
  info(message: string, data?: Record<string, unknown>): void
  warn(message: string, data?: Record<string, unknown>): void
  error(message: string, data?: Record<string, unknown>): void
}

/** The declared bag a plugin receives; never the container. */
export interface PluginDeps {
  logger: PluginLogger
  /** Already bound to the connection's TLS setting (self-signed controllers need verification off). */
  http: PluginHttp
  /** Namespaced per plugin and connection by the host. */
  cache: PluginCache
  /** Emits a core event, e.g. `emit('guest.signed_in', {...})` from integration plugins. */
  emit(event: string, payload: Record<string, unknown>): void
}

export interface PluginDefinition<Settings, Runtime, Kind extends PluginKind = PluginKind> {
  manifest: PluginManifest<Kind>
  /** Validates the connect form; its errors are the form's field errors. */
  settings: VineValidator<any, any>
  /** Logs in and returns the runtime object. Throws the plugin error classes on failure. */
  connect(settings: Settings, deps: PluginDeps): Promise<Runtime>
}

export type ControllerPlugin<Settings = any> = PluginDefinition<Settings, ControllerConnection, 'controller'>

export function definePlugin<Settings, Runtime, Kind extends PluginKind>(
  definition: PluginDefinition<Settings, Runtime, Kind>
): PluginDefinition<Settings, Runtime, Kind> {
  return definition
}
