import type { JSONSchema7, JSONSchema7Definition } from 'json-schema'
import type { ControllerPlugin } from '#core/plugins/define_plugin'

/**
 * A vendor's connect form as JSON Schema, for clients that generate the form: the plugin's own validator, with
 * secrets marked `writeOnly` and the manifest's default URL as the `url` default.
 */
export function vendorSettingsSchema(plugin: ControllerPlugin): JSONSchema7 {
  const { $schema: _draft, ...schema } = plugin.settings.toJSONSchema() as JSONSchema7
  const { secretSettings, defaultUrl } = plugin.manifest
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      let field = asBoolean(property)
      if (secretSettings.includes(name)) field = { ...field, writeOnly: true }
      if (name === 'url' && defaultUrl) field = { ...field, default: defaultUrl }
      return [name, field]
    })
  )
  return { ...schema, properties }
}

/** VineJS describes a boolean by the spellings it accepts ("1", "on", true...); clients need `type: boolean`. */
function asBoolean(property: JSONSchema7Definition): JSONSchema7 {
  if (typeof property === 'boolean') return {}
  const values = property.enum
  if (!values?.includes(true) || !values.includes(false)) return property
  const { enum: _spellings, ...rest } = property
  return { ...rest, type: 'boolean' }
}
