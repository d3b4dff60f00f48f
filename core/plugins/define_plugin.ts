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
import type {
  IntegrationCapability,
  IntegrationConnection,
  IntegrationScope,
} from './integration_contract.js'

export type PluginKind = 'controller' | 'integration'

export interface PluginManifest<Kind extends PluginKind = PluginKind> {
  /** Equals the folder name under plugins/: "unifi", "omada", "peplink", "zerotier", "mailchimp"... */
  id: string
  kind: Kind
  /** Shown to admins, e.g. "UniFi Network". */
  name: string
  /** For controller plugins: the verbs this vendor can offer at best (a connection may narrow them by version). */
  capabilities: Kind extends 'controller'
    ? readonly ControllerCapability[]
    : readonly IntegrationCapability[]
  /** Settings fields that are secrets: stored encrypted with the app key and never returned by the API. */
  secretSettings: readonly string[]
  /**
   * For vendors with a cloud service: the URL used when the `url` setting is left empty (the settings validator makes
   * it optional). Core stores it as the controller's URL without knowing the vendor.
   */
  defaultUrl?: string
  /**
   * Controller plugins whose controllers take configuration files that admins upload (spec §3 Config, /admin/config):
   * the file name extensions accepted, lower case with the dot, e.g. `{ extensions: ['.cfg'] }`. Absent: no files.
   */
  configFiles?: { extensions: readonly string[] }
  /** Integration plugins only: connected per portal (default) or once per partner. */
  scope?: IntegrationScope
  /** Controller plugins only: what a venue's staff call the vendor's devices (ZeroTier: network members); default `device`. */
  deviceNoun?: 'device' | 'member'
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

/**
 * Settings a venue bound to this vendor keeps beside its site binding (e.g. the router's serial and a configuration
 * template). Core stores them per venue and vendor and builds the form from the validator's JSON Schema.
 */
export interface LocationSettingsDefinition {
  validator: VineValidator<any, any>
  /** Values an admin may pick from, per field, read live from the venue's site (e.g. the serials of its devices). */
  suggest?(
    connection: ControllerConnection,
    siteId: string
  ): Promise<Record<string, Array<{ value: string; label: string }>>>
}

/**
 * How a vendor's devices hand guests to our external portal (vendors.md §6), for controller plugins that have such a
 * flow. With the `authorizeGuest` capability our server lets the device through after the guest signs in. A vendor
 * without it may still work in **browser-POST mode**: `browserLogin` gives the form the guest's own browser posts to
 * the device (which intercepts that address), once our server has stored the sign-in.
 */
export interface GuestPortalDefinition {
  /**
   * The form the guest's browser posts to the device: its address and hidden fields, built from the venue's settings
   * of this vendor (`locationSettings`) and the address the guest first asked for. Null when the venue lacks what the
   * device needs (the form cannot work, so the page says the portal is not available).
   */
  browserLogin?(
    venueSettings: Record<string, unknown>,
    originalUrl: string
  ): { action: string; fields: Record<string, string> } | null
  /**
   * Demo controllers only ("Try as a guest"): the address on the plugin's simulator that answers a not yet authorized
   * guest's request the way the vendor's device does, with the redirect to our portal at `portalOrigin`.
   */
  simulatorRedirect?(input: {
    simulatorUrl: string
    siteId: string
    siteName: string
    mac: string
    portalOrigin: string
  }): string
}

export interface PluginDefinition<Settings, Runtime, Kind extends PluginKind = PluginKind> {
  manifest: PluginManifest<Kind>
  /** Validates the connect form; its errors are the form's field errors. */
  settings: VineValidator<any, any>
  /** Controller plugins only: per-venue settings of this vendor (absent when the vendor needs none). */
  locationSettings?: LocationSettingsDefinition
  /** Controller plugins only: the vendor's external-portal flow (absent when it has none we support). */
  guestPortal?: GuestPortalDefinition
  /**
   * Integration plugins only: the choices made after connecting (e.g. `{ audienceId, tags }`), validated when saved
   * and handed to every verb as `options`. The connection's `optionChoices()` offers the values to pick from.
   */
  options?: VineValidator<any, any>
  /** Logs in and returns the runtime object. Throws the plugin error classes on failure. */
  connect(
    settings: Settings,
    deps: Kind extends 'integration' ? IntegrationDeps : PluginDeps
  ): Promise<Runtime>
}

export type ControllerPlugin<Settings = any> = PluginDefinition<
  Settings,
  ControllerConnection,
  'controller'
>

/**
 * What an integration plugin receives: the common bag plus where the service lives. `serviceUrl` is null in
 * production (the plugin uses the service's real address, e.g. derived from a Mailchimp key's data-center) and set
 * by the host to a simulator's URL in tests, the demo and benchmarks (`setIntegrationServiceUrl`).
 */
export interface IntegrationDeps extends PluginDeps {
  serviceUrl: string | null
}

export type IntegrationPlugin<Settings = any, Options = any> = PluginDefinition<
  Settings,
  IntegrationConnection<Options>,
  'integration'
>

export function definePlugin<Settings, Runtime, Kind extends PluginKind>(
  definition: PluginDefinition<Settings, Runtime, Kind>
): PluginDefinition<Settings, Runtime, Kind> {
  return definition
}
