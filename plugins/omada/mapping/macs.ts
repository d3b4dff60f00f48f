import { normalizeMac } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'

/** Any MAC spelling → the Open API's `AA-BB-CC-DD-EE-FF` (paths and bodies); null when it is not a MAC. */
export function toOmadaMac(value: string | null | undefined): string | null {
  return normalizeMac(value)?.toUpperCase().replaceAll(':', '-') ?? null
}

export function omadaMacOrReject(
  value: string,
  reason: 'invalid_value' | 'not_found' = 'invalid_value'
): string {
  const mac = toOmadaMac(value)
  if (!mac) throw new ControllerRejectedError(reason, `${value} is not a MAC address`)
  return mac
}
