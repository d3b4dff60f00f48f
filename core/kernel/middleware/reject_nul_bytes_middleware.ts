import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppException } from '#kernel/exceptions/app_exception'

const NUL = '\u0000'

/**
 * PostgreSQL text cannot hold a NUL character (error 22021), so a NUL in
 * any query-string or body value, or key, is refused up front with a field
 * error instead of failing deep inside a query.
 */
export default class RejectNulBytesMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/rest')) {
      const field = firstNulPath(request.qs()) ?? firstNulPath(request.body())
      if (field !== null) {
        throw new AppException(422, 'E_VALIDATION_ERROR', { errors: [{ field, rule: 'no_nul' }] })
      }
    }
    return next()
  }
}

/** The dotted path of the first string (value or key) holding a NUL, else null. Iterative: bodies may nest deep. */
export function firstNulPath(input: unknown): string | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes(NUL)) return fieldName(path)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = [...path, key]
        if (key.includes(NUL)) return fieldName(childPath)
        stack.push({ value: child, path: childPath })
      }
    }
  }
  return null
}

function fieldName(path: string[]) {
  return path.length === 0 ? 'body' : path.join('.').replaceAll(NUL, '\\0')
}
