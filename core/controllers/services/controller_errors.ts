import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  UnsupportedCapabilityError,
  isPluginError,
} from '#core/plugins/plugin_errors'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * A failed connection test of the controller form (spec §8): wrong credentials, a certificate we may not trust, or
 * not reachable. The certificate case gets its own code for an admin because the fix (accept a self-signed
 * certificate, or install a valid one) differs from a network problem. Anyone else (an installer) gets one
 * "unreachable" for refused, timed out, reset and TLS alike, so the form cannot tell open ports from closed ones.
 */
export function connectionTestError(error: unknown, detailed = true) {
  if (error instanceof ControllerAuthError)
    return new AppException(422, 'E_CONTROLLER_WRONG_CREDENTIALS')
  if (detailed && isCertificateError(error)) return new AppException(422, 'E_CONTROLLER_TLS')
  return new AppException(422, 'E_CONTROLLER_UNREACHABLE')
}

/**
 * A vendor failure during a command or a live read, as an HTTP answer. Needs-credentials is 424 (Failed Dependency):
 * the request was fine, the stored controller login is not; 401/403 would mean the caller's own session.
 */
export function commandError(error: unknown): AppException | null {
  if (error instanceof ControllerRejectedError)
    return new AppException(422, 'E_CONTROLLER_REJECTED', { data: { reason: error.reason } })
  if (error instanceof UnsupportedCapabilityError)
    return new AppException(422, 'E_CAPABILITY_UNSUPPORTED')
  if (error instanceof ControllerAuthError)
    return new AppException(424, 'E_CONTROLLER_NEEDS_CREDENTIALS')
  if (error instanceof ControllerUnavailableError) {
    const retry = error.retryAfterSeconds
    return new AppException(
      503,
      'E_CONTROLLER_UNAVAILABLE',
      retry ? { headers: { 'Retry-After': String(retry) } } : {}
    )
  }
  if (isPluginError(error)) return new AppException(503, 'E_CONTROLLER_FAILED')
  return null
}

/** Node's TLS verification failures (self-signed, unknown issuer, expired, wrong host name), anywhere in the causes. */
const CERTIFICATE_CODES =
  /^(DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(VERIFY_LEAF_SIGNATURE|GET_ISSUER_CERT(_LOCALLY)?)|CERT_[A-Z_]+|ERR_TLS_CERT_ALTNAME_INVALID)$/

export function isCertificateError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && CERTIFICATE_CODES.test(code)) return true
  }
  return false
}
