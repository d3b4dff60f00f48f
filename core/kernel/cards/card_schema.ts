import type { JSONSchema7 } from 'json-schema'
import { nullable, object, string } from '#kernel/http/contract/schemas'

/** The schema of a card (independent_cards.ts): its data, or its own error (the others still load). */
export function cardOf(data: JSONSchema7): JSONSchema7 {
  return object({
    data: nullable(data),
    error: nullable(object({ code: string(), message: string() })),
  })
}
