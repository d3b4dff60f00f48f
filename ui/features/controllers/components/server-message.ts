import type { TFunction } from 'i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'

/**
 * Controller errors carry details only the server knows ("connection failed: certificate expired"), already in
 * the user's language (Accept-Language): show those; anything else by code as usual.
 */
export function serverMessage(t: TFunction, error: unknown): string {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 404 &&
    error.message
  ) {
    return error.message
  }
  return errorMessage(t, error)
}
