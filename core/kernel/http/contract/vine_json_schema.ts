import { VineDate, VineObject } from '@vinejs/vine'
import type { JSONSchema7 } from 'json-schema'

/**
 * What VineJS leaves out when it turns a validator into JSON Schema, added so the API document refuses what the
 * validator refuses: a date is a string of its format (VineJS gives `{}`, so `0000-00-00` looked valid), and a
 * `confirmed()` field needs its `<field>_confirmation` beside it.
 */
const dateSchema = VineDate.prototype.toJSONSchema
VineDate.prototype.toJSONSchema = function (this: VineDate) {
  const formats: string[] = (this as any).options?.formats ?? ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss']
  const kinds = [
    ...new Set(formats.map((format) => (format === 'YYYY-MM-DD' ? 'date' : 'date-time'))),
  ]
  const format: JSONSchema7 =
    kinds.length === 1 ? { format: kinds[0] } : { anyOf: kinds.map((kind) => ({ format: kind })) }
  return { type: 'string', ...format, ...dateSchema.call(this) } as any
}

const objectSchema = VineObject.prototype.toJSONSchema
VineObject.prototype.toJSONSchema = function (this: VineObject<any, any, any, any>) {
  const schema = objectSchema.call(this) as JSONSchema7
  const target = (schema.anyOf?.at(-1) ?? schema) as JSONSchema7
  for (const [name, property] of Object.entries<any>(this.getProperties())) {
    const confirmed = (property.validations ?? []).find(
      (validation: any) => validation.rule?.name === 'confirmed'
    )
    if (!confirmed || !target.properties?.[name]) continue
    const other: string =
      confirmed.options?.as ?? confirmed.options?.confirmationField ?? `${name}_confirmation`
    target.properties[other] = {
      ...(target.properties[name] as JSONSchema7),
      description: `The same as \`${name}\``,
    }
    if (target.required?.includes(name)) target.required.push(other)
  }
  return schema as any
}
