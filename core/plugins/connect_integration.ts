/**
 * How core talks to an integration (the outbox job, the connect and options routes):
 *
 *   const connection = await connectIntegration('mailchimp', settings, { cacheNamespace: `integration-${row.id}` })
 *   try {
 *     await requireIntegrationCapability(connection, 'syncGuest')(sync)
 *   } finally {
 *     await connection.close()
 *   }
 *
 * Settings are validated again with the plugin's own validator. Where the service lives is the plugin's business,
 * except when the host points it at a simulator (tests, demo, benchmarks): `setIntegrationServiceUrl('mailchimp', url)`
 * or the env variable `INTEGRATION_URL_MAILCHIMP`; a simulator's self-signed certificate is then accepted. A process
 * that did neither sends a connection holding a published demo key to the demo simulator another process of the
 * deployment recorded (demo_service_endpoints), and never to the real service: without a live record it is refused with
 * DemoServiceUnavailableError. Any other connection ignores the records: a customer's own key must not follow one that
 * a killed process left behind.
 */
import type { IntegrationDeps, IntegrationPlugin } from './define_plugin.js'
import type { IntegrationCapability, IntegrationConnection } from './integration_contract.js'
import { UnsupportedCapabilityError } from './plugin_errors.js'
import { pluginDeps } from './connect_controller.js'
import plugins from './plugins_service.js'

export interface IntegrationConnectOptions {
  /** Stable per connection row, e.g. "integration-12"; the host prefixes it with the plugin id. */
  cacheNamespace: string
  /** Overall timeout of each service request (default 10 s). */
  timeoutMs?: number
}

const serviceUrls = new Map<string, string>()

/** Points a plugin at another address (a simulator); null restores the real service. */
export function setIntegrationServiceUrl(pluginId: string, url: string | null) {
  if (url) serviceUrls.set(pluginId, url.replace(/\/+$/, ''))
  else serviceUrls.delete(pluginId)
}

export function integrationServiceUrl(pluginId: string): string | null {
  const fromEnv = process.env[`INTEGRATION_URL_${pluginId.toUpperCase()}`]
  return serviceUrls.get(pluginId) ?? (fromEnv ? fromEnv.replace(/\/+$/, '') : null)
}

/**
 * Where a connection with these (validated) settings goes: this process's override, else INTEGRATION_URL_<ID>, else,
 * for the demo's published keys only, the demo simulator recorded by the process running it; null is the real service.
 */
export async function resolveIntegrationServiceUrl(
  pluginId: string,
  settings: Record<string, unknown>
): Promise<string | null> {
  const local = integrationServiceUrl(pluginId)
  if (local) return local
  if (!(await usesPublishedDemoCredentials(settings))) return null
  const { recordedDemoEndpoint, integrationService } =
    await import('#kernel/runtime/demo_endpoints')
  return (await recordedDemoEndpoint(integrationService(pluginId)))?.url ?? null
}

/** A connection with the demo's published key whose simulator runs nowhere in this deployment. */
export class DemoServiceUnavailableError extends Error {
  constructor(readonly pluginId: string) {
    super(
      `${pluginId}: these are the demo's published credentials and the demo ${pluginId} simulator is not running in this deployment; nothing was sent (never to the real service)`
    )
  }
}

async function usesPublishedDemoCredentials(settings: Record<string, unknown>) {
  const { publishedDemoCredentials } = await import('#database/demo/demo_integrations')
  const published = new Set(publishedDemoCredentials())
  return Object.values(settings).some((value) => typeof value === 'string' && published.has(value))
}

export async function connectIntegration(
  pluginId: string,
  settings: Record<string, unknown>,
  options: IntegrationConnectOptions
): Promise<IntegrationConnection> {
  return connectIntegrationWith(plugins.integration(pluginId), settings, options)
}

/** The same with a plugin definition in hand (contract tests, a plugin not yet enabled). */
export async function connectIntegrationWith(
  plugin: IntegrationPlugin,
  settings: Record<string, unknown>,
  options: IntegrationConnectOptions
): Promise<IntegrationConnection> {
  const validated = await plugin.settings.validate(settings)
  const serviceUrl = await resolveIntegrationServiceUrl(plugin.manifest.id, validated)
  if (serviceUrl === null && (await usesPublishedDemoCredentials(validated)))
    throw new DemoServiceUnavailableError(plugin.manifest.id)
  const base = await pluginDeps(
    plugin.manifest.id,
    options.cacheNamespace,
    serviceUrl === null,
    options.timeoutMs,
    false,
    plugin.manifest.name
  )
  const deps: IntegrationDeps = { ...base, serviceUrl }
  return plugin.connect(validated, deps)
}

type BoundVerb<C extends IntegrationCapability> = Exclude<IntegrationConnection[C], undefined>

/** The connection's method for `capability`, bound to it; throws UnsupportedCapabilityError when it is absent. */
export function requireIntegrationCapability<C extends IntegrationCapability>(
  connection: IntegrationConnection,
  capability: C
): BoundVerb<C> {
  const method = connection[capability]
  if (!connection.capabilities.has(capability) || typeof method !== 'function')
    throw new UnsupportedCapabilityError(capability)
  return (method as (...args: any[]) => any).bind(connection) as BoundVerb<C>
}
