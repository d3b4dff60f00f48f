import type { JSONSchema7 } from 'json-schema'
import type { ResponseSpec } from '#kernel/http/contract/api_routes'

/**
 * Small builders for the response schemas declared beside routes. Objects
 * list the fields clients rely on; answers may carry more (additional
 * properties stay allowed so adding a field never breaks a client).
 */
export const string = (extra: JSONSchema7 = {}): JSONSchema7 => ({ type: 'string', ...extra })
export const integer = (extra: JSONSchema7 = {}): JSONSchema7 => ({ type: 'integer', ...extra })
export const number = (): JSONSchema7 => ({ type: 'number' })
export const boolean = (): JSONSchema7 => ({ type: 'boolean' })
export const dateTime = (): JSONSchema7 => ({ type: 'string', format: 'date-time' })
export const nullable = (schema: JSONSchema7): JSONSchema7 => ({
  anyOf: [schema, { type: 'null' }],
})
export const array = (items: JSONSchema7): JSONSchema7 => ({ type: 'array', items })
export const anyObject = (description?: string): JSONSchema7 => ({
  type: 'object',
  ...(description ? { description } : {}),
})
export const oneOfThese = (...values: string[]): JSONSchema7 => ({ type: 'string', enum: values })

/** An object whose listed fields are all present unless named optional. */
export function object(
  properties: Record<string, JSONSchema7>,
  optional: string[] = []
): JSONSchema7 {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
  }
}

/** The paginated list every index answers (kernel/http/pagination.ts). */
export function page(item: JSONSchema7): JSONSchema7 {
  return object({
    data: array(item),
    meta: object({ total: integer(), page: integer(), perPage: integer(), lastPage: integer() }),
  })
}

/** `{ data: [...] }` without paging. */
export const dataList = (item: JSONSchema7): JSONSchema7 => object({ data: array(item) })

export const NO_CONTENT: ResponseSpec = { status: 204 }
export const PDF: ResponseSpec = { file: 'application/pdf' }
export const IMAGE: ResponseSpec = { file: 'image/*' }
export const json = (schema: JSONSchema7): ResponseSpec => ({ schema })
export const created = (schema: JSONSchema7): ResponseSpec => ({ status: 201, schema })
export const accepted = (schema: JSONSchema7): ResponseSpec => ({ status: 202, schema })

/** The error body of every 4xx and 5xx (spec §8). */
export const errorSchema: JSONSchema7 = object(
  {
    code: string({ description: 'A stable E_ code; see the list in this document' }),
    message: string({ description: "Translated into the caller's language" }),
    errors: array(object({ field: string(), rule: string(), message: string() })),
  },
  ['errors']
)

/** A record with an id and a name; `fields` names what else it carries. */
export function entity(fields: string, extra: Record<string, JSONSchema7> = {}): JSONSchema7 {
  return { ...object({ id: integer(), name: nullable(string()), ...extra }), description: fields }
}
