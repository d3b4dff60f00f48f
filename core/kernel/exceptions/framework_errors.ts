import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { AppException } from '#kernel/exceptions/app_exception'
import { isStoreUnavailable } from '#kernel/exceptions/store_unavailable'

/**
 * Maps the errors that framework packages throw onto the API's codes and
 * statuses (the spec's client relies on 401/419/404/422/429).
 * Returns undefined for anything unexpected (a 500).
 */
export function errorFromFramework(error: unknown): AppException | undefined {
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    return new AppException(422, 'E_VALIDATION_ERROR', {
      errors: (error.messages as any[]).map((m) => ({
        field: m.field,
        rule: m.rule,
        message: m.message,
      })),
    })
  }
  if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS)
    return new AppException(401, 'E_UNAUTHORIZED')
  if (error instanceof authErrors.E_INVALID_CREDENTIALS)
    return new AppException(400, 'E_INVALID_CREDENTIALS')
  if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
    return AppException.tooManyRequests('E_TOO_MANY_REQUESTS', error.response.availableIn)
  }
  if (error instanceof lucidErrors.E_ROW_NOT_FOUND) return AppException.notFound()

  const code = (error as { code?: string })?.code
  const status = (error as { status?: number })?.status
  switch (code) {
    // PostgreSQL: a NUL in text (22021) or a number beyond its column (22003).
    // Validators and the NUL middleware catch these first; this is the backstop.
    case '22021':
    case '22003':
      return new AppException(422, 'E_INVALID_VALUE')
    case 'E_BAD_CSRF_TOKEN':
      return new AppException(419, 'E_BAD_CSRF_TOKEN')
    case 'E_ROUTE_NOT_FOUND':
      return AppException.notFound()
    case 'E_AUTHORIZATION_FAILURE':
      return AppException.forbidden()
  }
  if (isStoreUnavailable(error))
    return new AppException(503, 'E_UNAVAILABLE', { headers: { 'Retry-After': '5' } })
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppException(status, status === 413 ? 'E_PAYLOAD_TOO_LARGE' : 'E_BAD_REQUEST')
  }
  return undefined
}
