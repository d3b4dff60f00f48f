import type { FieldContext } from '@vinejs/vine/types'

/**
 * For partial updates: a field may be left out, but a field that is sent
 * must hold a value. VineJS counts null (which an empty string becomes) as
 * missing, so without this `{ name: "" }` would silently change nothing.
 * Use as `.optional().requiredWhen(whenPresent)`.
 */
export function whenPresent(field: FieldContext) {
  return (
    typeof field.parent === 'object' &&
    field.parent !== null &&
    Object.hasOwn(field.parent, field.name)
  )
}
