import type { GuestAuthorization } from '#core/plugins/controller_contract'
import { normalizeMac } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { UnifiApi } from '../client/api.js'

export async function authorizeGuest(
  api: UnifiApi,
  site: string,
  authorization: GuestAuthorization
) {
  const mac = macOrReject(authorization.mac)
  if (!Number.isInteger(authorization.minutes) || authorization.minutes < 1) {
    throw new ControllerRejectedError('invalid_value', 'minutes must be a positive whole number')
  }
  const apMac = authorization.apMac ? macOrReject(authorization.apMac) : undefined
  await api.stationCommand(site, {
    cmd: 'authorize-guest',
    mac,
    minutes: authorization.minutes,
    ...(authorization.upKbps !== undefined ? { up: authorization.upKbps } : {}),
    ...(authorization.downKbps !== undefined ? { down: authorization.downKbps } : {}),
    ...(authorization.megabytes !== undefined ? { bytes: authorization.megabytes } : {}),
    ...(apMac ? { ap_mac: apMac } : {}),
  })
}

export async function revokeGuest(api: UnifiApi, site: string, mac: string) {
  await api.stationCommand(site, { cmd: 'unauthorize-guest', mac: macOrReject(mac) })
}

function macOrReject(value: string): string {
  const mac = normalizeMac(value)
  if (!mac) throw new ControllerRejectedError('invalid_value', `${value} is not a MAC address`)
  return mac
}
