/**
 * How core talks to a controller. Usage (jobs, actions):
 *
 *   const connection = await connectController('unifi', controller.settings, {
 *     tlsVerify: controller.settings.verifyTls, cacheNamespace: `controller-${controller.id}`,
 *   })
 *   try {
 *     const devices = await connection.listDevices(siteId)
 *     await requireCapability(connection, 'rebootDevice')(siteId, deviceId)  // UnsupportedCapabilityError if absent
 *   } finally {
 *     await connection.close()
 *   }
 *
 * `settings` are validated again with the plugin's own validator (defaults applied; a bad value throws VineJS's
 * validation error). Failures are the classes of plugin_errors.ts: ControllerAuthError → needs_credentials,
 * ControllerUnavailableError → unavailable (retry with backoff), ControllerUnexpectedError → failed;
 * ControllerRejectedError / UnsupportedCapabilityError answer one command and leave the connection as it was.
 * `cacheNamespace` must be stable per controller row: connections sharing it reuse one vendor login.
 */
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { ControllerCapability, ControllerConnection } from './controller_contract.js'
import type { ControllerPlugin, PluginDeps, PluginLogger } from './define_plugin.js'
import { UnsupportedCapabilityError } from './plugin_errors.js'
import { createPluginCache } from './plugin_cache.js'
import { createPluginHttp } from './plugin_http.js'
import { controllerPolicy } from '#kernel/outbound/outbound_policy'
import plugins from './plugins_service.js'

export interface ConnectOptions {
  /** Verify the controller's TLS certificate; defaults to the settings' `verifyTls`, else true. */
  tlsVerify?: boolean
  /** Stable per controller row, e.g. "controller-12"; the host prefixes it with the plugin id. */
  cacheNamespace: string
  /** Overall timeout of each vendor request (default 10 s). */
  timeoutMs?: number
  /** The controller lives on a private network an admin allowed (CONTROLLER_PRIVATE_NETWORKS); default false. */
  privateNetwork?: boolean
}

export async function connectController(
  vendorId: string,
  settings: Record<string, unknown>,
  options: ConnectOptions
): Promise<ControllerConnection> {
  return connectWithPlugin(plugins.controller(vendorId), settings, options)
}

/** The same with a plugin definition in hand (contract tests, a plugin not yet enabled). */
export async function connectWithPlugin(
  plugin: ControllerPlugin,
  settings: Record<string, unknown>,
  options: ConnectOptions
): Promise<ControllerConnection> {
  const validated = await plugin.settings.validate(settings)
  const verifyTls =
    options.tlsVerify ?? (typeof validated.verifyTls === 'boolean' ? validated.verifyTls : true)
  const deps = await pluginDeps(
    plugin.manifest.id,
    options.cacheNamespace,
    verifyTls,
    options.timeoutMs,
    options.privateNetwork
  )
  return plugin.connect(validated, deps)
}

export async function pluginDeps(
  pluginId: string,
  cacheNamespace: string,
  verifyTls: boolean,
  timeoutMs?: number,
  privateNetwork = false,
  peer?: string
): Promise<PluginDeps> {
  return {
    logger: pluginLogger(pluginId, cacheNamespace),
    // The guarded client (core/kernel/outbound): every vendor request of every plugin, redirects included.
    http: createPluginHttp({
      verifyTls,
      timeoutMs,
      policy: controllerPolicy(privateNetwork),
      peer,
    }),
    cache: await createPluginCache(`${pluginId}:${cacheNamespace}`),
    emit(event, payload) {
      void emitter.emit(event as any, payload as any)
    },
  }
}

type BoundVerb<C extends ControllerCapability> = Exclude<ControllerConnection[C], undefined>

/** The connection's method for `capability`, bound to it; throws UnsupportedCapabilityError when it is absent. */
export function requireCapability<C extends ControllerCapability>(
  connection: ControllerConnection,
  capability: C
): BoundVerb<C> {
  const method = connection[capability]
  if (!connection.capabilities.has(capability) || typeof method !== 'function') {
    throw new UnsupportedCapabilityError(capability)
  }
  return (method as (...args: any[]) => any).bind(connection) as BoundVerb<C>
}

function pluginLogger(pluginId: string, namespace: string): PluginLogger {
  const child = logger.child({ plugin: pluginId, connection: namespace })
  return {
    debug: (message, data) => child.debug(data ?? {}, message),
    info: (message, data) => child.info(data ?? {}, message),
    warn: (message, data) => child.warn(data ?? {}, message),
    error: (message, data) => child.error(data ?? {}, message),
  }
}
