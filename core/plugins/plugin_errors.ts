/**
 * The only errors a plugin may throw across the contract. Vendor errors are mapped to one of these at the plugin
 * edge, so core never sees a raw HTTP status or vendor message as control flow. The first three decide a
 * connection's state; the last two are answers to one command and leave the connection as it was.
 */

/** Which state a controller connection is in after a failure. */
export const CONNECTION_STATES = [
  'connected',
  'needs_credentials',
  'unavailable',
  'failed',
] as const
export type ConnectionState = (typeof CONNECTION_STATES)[number]

abstract class PluginError extends Error {
  abstract readonly state: ConnectionState | null
  /** The vendor's own words, for logs and the admin's "last error" — never shown to customers. */
  readonly detail: string | null

  constructor(message: string, detail?: string | null, options?: { cause?: unknown }) {
    super(message, options)
    this.name = new.target.name
    this.detail = detail ?? null
  }
}

/** The controller refused the credentials (or needs 2FA we cannot give): someone must enter new ones. */
export class ControllerAuthError extends PluginError {
  readonly state = 'needs_credentials' as const
}

/** Unreachable, timed out, 5xx, throttled: try again later with backoff; the venue shows offline meanwhile. */
export class ControllerUnavailableError extends PluginError {
  readonly state = 'unavailable' as const
  /** Seconds the vendor asked us to wait (Retry-After), when it did. */
  readonly retryAfterSeconds: number | null

  constructor(
    message: string,
    detail?: string | null,
    options?: { cause?: unknown; retryAfterSeconds?: number }
  ) {
    super(message, detail, options)
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null
  }
}

/** The controller answered something we do not understand (garbage, a changed API): logged, marked failed. */
export class ControllerUnexpectedError extends PluginError {
  readonly state = 'failed' as const
}

/** Why the controller refused one command, in terms the UI can explain. */
export type RejectionReason =
  'device_offline' | 'not_found' | 'invalid_value' | 'conflict' | 'not_powering' | 'busy'

/** The controller understood the command and said no (device offline, IP outside the subnet, SSID exists...). */
export class ControllerRejectedError extends PluginError {
  readonly state = null
  readonly reason: RejectionReason

  constructor(reason: RejectionReason, detail?: string | null) {
    super(`controller rejected the command: ${reason}`, detail)
    this.reason = reason
  }
}

/** A verb the vendor (or this controller's version) does not offer. Core checks capabilities first; this is the backstop. */
export class UnsupportedCapabilityError extends PluginError {
  readonly state = null

  constructor(capability: string) {
    super(`capability not supported: ${capability}`, null)
  }
}

export function isPluginError(error: unknown): error is PluginError {
  return error instanceof PluginError
}

export type { PluginError }

/** The connection state a failure leaves a controller in: the plugin's own word, else failed. */
export function stateOf(error: unknown): ConnectionState {
  return isPluginError(error) && error.state ? error.state : 'failed'
}

/** The failure as the admin's "last error" (the vendor's detail included), bounded to what the column holds. */
export function messageOf(error: unknown): string {
  if (isPluginError(error))
    return (error.detail ? `${error.message}: ${error.detail}` : error.message).slice(0, 1000)
  return error instanceof Error ? error.message.slice(0, 1000) : String(error)
}

/**
 * The same classes under kind-neutral names, for integration plugins (mailing list, loyalty, CRM…): one class per
 * outcome across every plugin, so core maps a failure the same way whichever kind threw it.
 */
export {
  ControllerAuthError as PluginAuthError,
  ControllerUnavailableError as PluginUnavailableError,
  ControllerUnexpectedError as PluginUnexpectedError,
  ControllerRejectedError as PluginRejectedError,
}
