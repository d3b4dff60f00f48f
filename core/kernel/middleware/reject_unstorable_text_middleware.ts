import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'

const NUL = '\u0000'
/** No form of ours nests deeper; deeper JSON would overflow the stack of the recursive merges and copies downstream. */
export const MAX_BODY_DEPTH = 32

/** Why a string cannot be taken: PostgreSQL text cannot hold NUL (22021), and a lone surrogate is not text at all. */
function unstorable(text: string): 'no_nul' | 'well_formed' | null {
  if (text.includes(NUL)) return 'no_nul'
  if (!text.isWellFormed()) return 'well_formed'
  return null
}

/**
 * Refuses, before any validator, controller or plugin runs, a string that no layer below can store or send on:
 * a NUL character, or ill-formed UTF-16 (a lone surrogate such as "\ud800", which breaks e-mail checks, JSON columns
 * and vendor APIs half-way through a write). Every query-string, body and route value and key is checked, so it is
 * one field error (422) and nothing is written anywhere. JSON nested deeper than any form needs is refused first.
 */
export default class RejectUnstorableTextMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/rest')) {
      if (depthOf(request.body()) > MAX_BODY_DEPTH)
        throw new AppException(422, 'E_BODY_TOO_DEEP', { data: { max: MAX_BODY_DEPTH } })
      const problem =
        firstUnstorable(request.params()) ??
        firstUnstorable(request.qs()) ??
        firstUnstorable(request.body())
      if (problem !== null) {
        throw new AppException(422, 'E_VALIDATION_ERROR', {
          errors: [{ field: problem.field, rule: problem.rule }],
        })
      }
    }
    return next()
  }
}

/** How deep objects and arrays nest, counted without recursion. */
export function depthOf(input: unknown): number {
  let deepest = 0
  const stack: Array<{ value: unknown; depth: number }> = [{ value: input, depth: 0 }]
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!
    if (value === null || typeof value !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > MAX_BODY_DEPTH) return deepest
    for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 })
  }
  return deepest
}

/** The dotted path and rule of the first string (value or key) that cannot be stored, else null. Iterative: bodies may nest deep. */
export function firstUnstorable(
  input: unknown
): { field: string; rule: 'no_nul' | 'well_formed' } | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      const rule = unstorable(value)
      if (rule) return { field: fieldName(path), rule }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = [...path, key]
        const rule = unstorable(key)
        if (rule) return { field: fieldName(childPath), rule }
        stack.push({ value: child, path: childPath })
      }
    }
  }
  return null
}

function fieldName(path: string[]) {
  return path.length === 0 ? 'body' : path.join('.').replaceAll(NUL, '\\0').toWellFormed()
}
