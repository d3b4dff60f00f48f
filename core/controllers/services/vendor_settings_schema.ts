import type { JSONSchema7, JSONSchema7Definition } from 'json-schema'
import type { VineValidator } from '@vinejs/vine'
import type { ControllerPlugin } from '#core/plugins/define_plugin'

/**
 * A vendor's connect form as JSON Schema, for clients that generate the form: the plugin's own validator, with
 * secrets marked `writeOnly` and the manifest's default URL as the `url` default.
 */
export function vendorSettingsSchema(plugin: ControllerPlugin): JSONSchema7 {
  const schema = validatorFormSchema(plugin.settings)
  const { secretSettings, defaultUrl } = plugin.manifest
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      let field = property as JSONSchema7
      if (secretSettings.includes(name)) field = { ...field, writeOnly: true }
      if (name === 'url' && defaultUrl) field = { ...field, default: defaultUrl }
      return [name, field]
    })
  )
  return { ...schema, properties }
}

/** Any plugin form (e.g. a plugin's venue settings) as JSON Schema for clients that generate the form. */
export function validatorFormSchema(validator: VineValidator<any, any>): JSONSchema7 {
  const { $schema: _draft, ...schema } = validator.toJSONSchema() as JSONSchema7
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, asBoolean(property)])
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
