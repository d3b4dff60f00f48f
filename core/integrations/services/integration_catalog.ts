import type { JSONSchema7 } from 'json-schema'
import type { IntegrationPlugin } from '#core/plugins/define_plugin'
import plugins from '#core/plugins/plugins_service'
import { validatorFormSchema } from '#core/controllers/services/vendor_settings_schema'
import { AppException } from '#kernel/exceptions/app_exception'

export interface PluginDescription {
  id: string
  name: string
  scope: 'portal' | 'partner'
  capabilities: string[]
  settingsSchema: JSONSchema7
  optionsSchema: JSONSchema7 | null
}

/** An enabled integration plugin as the screens need it: its forms as JSON Schema, secrets marked writeOnly. */
export function describeIntegration(plugin: IntegrationPlugin): PluginDescription {
  const { id, name, scope, capabilities, secretSettings } = plugin.manifest
  const settings = validatorFormSchema(plugin.settings)
  const properties = Object.fromEntries(
    Object.entries(settings.properties ?? {}).map(([field, schema]) => [
      field,
      secretSettings.includes(field) ? { ...(schema as JSONSchema7), writeOnly: true } : schema,
    ])
  )
  return {
    id,
    name,
    scope: scope ?? 'portal',
    capabilities: [...capabilities],
    settingsSchema: { ...settings, properties },
    optionsSchema: plugin.options ? validatorFormSchema(plugin.options) : null,
  }
}

export function integrationPlugins(scope?: 'portal' | 'partner'): IntegrationPlugin[] {
  return plugins
    .integrationIds()
    .map((id) => plugins.integration(id))
    .filter((plugin) => !scope || (plugin.manifest.scope ?? 'portal') === scope)
}

/** The enabled plugin a path names, connected per portal (or per partner); else 404. */
export function integrationPluginOfScope(
  id: unknown,
  scope: 'portal' | 'partner'
): IntegrationPlugin {
  const name = String(id ?? '')
  if (!plugins.hasIntegration(name)) throw AppException.notFound()
  const plugin = plugins.integration(name)
  if ((plugin.manifest.scope ?? 'portal') !== scope) throw AppException.notFound()
  return plugin
}

/** The settings without their secret fields, and which secrets are set (for "a key is saved" in the form). */
export function visibleSettings(plugin: IntegrationPlugin, settings: Record<string, unknown>) {
  const secrets = plugin.manifest.secretSettings
  const shown = Object.fromEntries(
    Object.entries(settings).filter(([field]) => !secrets.includes(field))
  )
  const secretsSet = secrets.filter(
    (field) => settings[field] !== undefined && settings[field] !== null && settings[field] !== ''
  )
  return { settings: shown, secretsSet }
}
