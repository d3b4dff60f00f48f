import { errors as vineErrors } from '@vinejs/vine'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
} from '#core/plugins/plugin_errors'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * A failure of an integration service during a user's request, as an answer of the form (spec §5: "Mailing-list or
 * loyalty API key invalid: check and retry"). Every case is a 422 about the form: the request was fine, the service
 * refused it or could not be reached. Validation errors of the plugin's own form pass through as field errors.
 */
export function serviceError(error: unknown): unknown {
  if (error instanceof vineErrors.E_VALIDATION_ERROR) return error
  if (error instanceof AppException) return error
  if (error instanceof PluginAuthError) return new AppException(422, 'E_INTEGRATION_KEY_INVALID')
  if (error instanceof PluginUnavailableError)
    return new AppException(422, 'E_INTEGRATION_UNAVAILABLE')
  if (error instanceof PluginRejectedError) return new AppException(422, 'E_INTEGRATION_REJECTED')
  return new AppException(422, 'E_INTEGRATION_FAILED')
}
