import type { PortChange } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { OmadaApi } from '../client/api.js'
import { hasErrorCode } from '../client/envelope.js'
import type { OmadaDevice } from '../client/vendor_types.js'
import { deviceKind, deviceState } from '../mapping/devices.js'
import { toOmadaMac } from '../mapping/macs.js'
import { findDevice, findOnlineDevice, switchPortsOf } from './lookup.js'

/** PoE mode change refused while the port follows its profile (vendors.md §3.4). */
const NEEDS_PROFILE_OVERRIDE = -39737

export async function rebootDevice(api: OmadaApi, siteId: string, deviceId: string) {
  const device = await findOnlineDevice(api, siteId, deviceId)
  await api.reboot(siteId, toOmadaMac(device.mac)!)
}

export async function powerCyclePort(
  api: OmadaApi,
  siteId: string,
  deviceId: string,
  portIndex: number
) {
  const device = await findOnlineDevice(api, siteId, deviceId)
  const port = (await switchPortsOf(api, siteId, device)).find((p) => p.index === portIndex)
  if (!port) throw new ControllerRejectedError('not_found', `no port ${portIndex} on ${device.mac}`)
  if (!port.poe?.powering)
    throw new ControllerRejectedError(
      'not_powering',
      `port ${portIndex} of ${device.mac} supplies no PoE`
    )
  await api.poeRecovery(siteId, toOmadaMac(device.mac)!, [portIndex])
}

/** Profile first, then the PoE mode, which needs the port's profile override on. `null` is the built-in "All" profile. */
export async function setPortProfile(
  api: OmadaApi,
  siteId: string,
  deviceId: string,
  portIndex: number,
  change: PortChange
) {
  const device = await findDevice(api, siteId, deviceId)
  const mac = toOmadaMac(device.mac)!
  const port = (await switchPortsOf(api, siteId, device)).find((p) => p.index === portIndex)
  if (!port) throw new ControllerRejectedError('not_found', `no port ${portIndex} on ${device.mac}`)
  if (change.poe !== undefined) {
    if (!port.poe)
      throw new ControllerRejectedError(
        'invalid_value',
        `port ${portIndex} of ${device.mac} has no PoE`
      )
    if (change.poe !== 'auto' && change.poe !== 'off')
      throw new ControllerRejectedError(
        'invalid_value',
        `Omada ports have no ${change.poe} PoE mode`
      )
  }

  if (change.profileId !== undefined) {
    const profiles = await api.lanProfiles(siteId)
    const profile =
      change.profileId === null
        ? (profiles.find((p) => p.name === 'All') ?? profiles[0])
        : profiles.find((p) => p.id === change.profileId)
    if (!profile)
      throw new ControllerRejectedError('not_found', `no port profile ${change.profileId ?? 'All'}`)
    if (profile.id !== port.profileId) await api.setPortProfile(siteId, mac, portIndex, profile.id)
  }

  if (change.poe !== undefined) {
    const poeMode = change.poe === 'auto' ? 1 : 0
    try {
      await api.setPoeMode(siteId, mac, portIndex, poeMode)
    } catch (error) {
      if (!hasErrorCode(error, NEEDS_PROFILE_OVERRIDE)) throw error
      await api.setProfileOverride(siteId, mac, portIndex, true)
      await api.setPoeMode(siteId, mac, portIndex, poeMode)
    }
  }
}

/**
 * Every online device, farthest from the gateway first: restarting a switch takes the access points behind it
 * offline, and an offline device refuses the command. Gateways, which carry the uplink, come last.
 */
export async function rebootNetwork(api: OmadaApi, siteId: string) {
  const all = await api.devices(siteId)
  const depth = depthFrom(all)
  const order = all
    .filter((d) => deviceState(d) === 'online')
    .sort((a, b) => rank(b, depth) - rank(a, depth))
  for (const device of order) {
    try {
      await api.reboot(siteId, toOmadaMac(device.mac)!)
    } catch (error) {
      // A device that dropped off since the list was read has nothing to restart.
      if (!(error instanceof ControllerRejectedError && error.reason === 'device_offline'))
        throw error
    }
  }
}

function rank(device: OmadaDevice, depth: (device: OmadaDevice) => number) {
  return deviceKind(device.type) === 'gateway' ? -1 : depth(device)
}

function depthFrom(devices: OmadaDevice[]) {
  const byMac = new Map(devices.map((d) => [toOmadaMac(d.mac), d]))
  return (device: OmadaDevice) => {
    let hops = 0
    let current: OmadaDevice | undefined = device
    const seen = new Set<string>()
    while (current?.uplinkDeviceMac && !seen.has(current.mac)) {
      seen.add(current.mac)
      current = byMac.get(toOmadaMac(current.uplinkDeviceMac))
      hops++
    }
    return hops
  }
}
