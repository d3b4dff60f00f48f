import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  UnsupportedCapabilityError,
  isPluginError,
} from '#core/plugins/plugin_errors'
import { AppException } from '#kernel/exceptions/app_exception'

/** A failed connection test of the controller form (spec §8): wrong credentials, or not reachable. */
export function connectionTestError(error: unknown) {
  if (error instanceof ControllerAuthError) return new AppException(422, 'E_CONTROLLER_WRONG_CREDENTIALS')
  return new AppException(422, 'E_CONTROLLER_UNREACHABLE')
}

/**
 * A vendor failure during a command or a live read, as an HTTP answer. Needs-credentials is 424 (Failed Dependency):
 * the request was fine, the stored controller login is not; 401/403 would mean the caller's own session.
 */
export function commandError(error: unknown): AppException | null {
  if (error instanceof ControllerRejectedError) return new AppException(422, 'E_CONTROLLER_REJECTED', { data: { reason: error.reason } })
  if (error instanceof UnsupportedCapabilityError) return new AppException(422, 'E_CAPABILITY_UNSUPPORTED')
  if (error instanceof ControllerAuthError) return new AppException(424, 'E_CONTROLLER_NEEDS_CREDENTIALS')
  if (error instanceof ControllerUnavailableError) {
    const retry = error.retryAfterSeconds
    return new AppException(503, 'E_CONTROLLER_UNAVAILABLE', retry ? { headers: { 'Retry-After': String(retry) } } : {})
  }
  if (isPluginError(error)) return new AppException(503, 'E_CONTROLLER_FAILED')
  return null
}
