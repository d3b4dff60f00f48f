import type { TFunction } from 'i18next'
import { i18next } from './i18n'
import { isApiError, type FieldError } from '@/lib/api/api-error'

/** The user-facing text for a failed call, translated by the server's error code (never its English text). */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:codes.E_GENERIC')
  const seconds = error.retryAfterSeconds ?? 60
  // `count` picks the plural form of a text that has them ("in 1 second"); other texts ignore it.
  const options = { seconds, count: seconds, requestId: error.requestId ?? '' }
  if (i18next.exists(`errors:codes.${error.code}`, options))
    return t(`errors:codes.${error.code}`, options)
  if (error.status >= 500) return t('errors:codes.E_INTERNAL_SERVER_ERROR', options)
  return t('errors:codes.E_GENERIC')
}

/** A field error translated by its validation rule; the server's (already localised) text is the fallback. */
export function fieldErrorMessage(t: TFunction, error: FieldError): string {
  const key = `validation:rules.${error.rule}`
  return i18next.exists(key) ? t(key) : error.message
}

/** Field errors of a 422 answer keyed by field, ready for a form's `setErrors`. */
export function formErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  return Object.fromEntries(
    error.fieldErrors.map((fieldError) => [fieldError.field, fieldErrorMessage(t, fieldError)])
  )
}
