import type { PortChange } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { UnifiApi } from '../client/api.js'
import type { UnifiDevice, UnifiPortOverride } from '../client/vendor_types.js'
import { deviceKind, deviceState, isPowering } from '../mapping/devices.js'
import { poeModeToUnifi } from '../mapping/poe.js'
import { findDevice, findOnlineDevice } from './lookup.js'

export async function rebootDevice(api: UnifiApi, site: string, deviceId: string) {
  const device = await findOnlineDevice(api, site, deviceId)
  await api.deviceCommand(site, {
    cmd: 'restart',
    mac: device.mac.toLowerCase(),
    reboot_type: 'soft',
  })
}

/** Installs the offered firmware (`upgrade_to_firmware`); refused before the round trip when none is offered. */
export async function upgradeDevice(api: UnifiApi, site: string, deviceId: string) {
  const device = await findOnlineDevice(api, site, deviceId)
  if (!device.upgradable)
    throw new ControllerRejectedError('conflict', `no firmware upgrade offered for ${device.mac}`)
  await api.deviceCommand(site, { cmd: 'upgrade', mac: device.mac.toLowerCase() })
}

export async function powerCyclePort(
  api: UnifiApi,
  site: string,
  deviceId: string,
  portIndex: number
) {
  const device = await findOnlineDevice(api, site, deviceId)
  const port = device.port_table?.find((p) => p.port_idx === portIndex)
  if (!port) throw new ControllerRejectedError('not_found', `no port ${portIndex} on ${device.mac}`)
  if (!isPowering(port))
    throw new ControllerRejectedError(
      'not_powering',
      `port ${portIndex} of ${device.mac} supplies no PoE`
    )
  await api.deviceCommand(site, {
    cmd: 'power-cycle',
    mac: device.mac.toLowerCase(),
    port_idx: portIndex,
  })
}

/** Read-modify-write: the controller replaces the whole `port_overrides` array, so the others are sent back as they were. */
export async function setPortProfile(
  api: UnifiApi,
  site: string,
  deviceId: string,
  portIndex: number,
  change: PortChange
) {
  const device = await findDevice(api, site, deviceId)
  const port = device.port_table?.find((p) => p.port_idx === portIndex)
  if (!port) throw new ControllerRejectedError('not_found', `no port ${portIndex} on ${device.mac}`)
  if (change.poe !== undefined && !port.port_poe) {
    throw new ControllerRejectedError(
      'invalid_value',
      `port ${portIndex} of ${device.mac} has no PoE`
    )
  }

  const overrides: UnifiPortOverride[] = (device.port_overrides ?? []).map((o) => ({ ...o }))
  let override = overrides.find((o) => o.port_idx === portIndex)
  if (!override) overrides.push((override = { port_idx: portIndex }))
  if (change.profileId === null) delete override.portconf_id
  else if (change.profileId !== undefined) override.portconf_id = change.profileId
  if (change.poe !== undefined) override.poe_mode = poeModeToUnifi(change.poe)

  await api.updatePortOverrides(site, device._id, overrides)
}

/**
 * Every online device, farthest from the gateway first: restarting a switch takes the access points behind it
 * offline, and an offline device refuses the command. Gateways, which carry the uplink, come last.
 */
export async function rebootNetwork(api: UnifiApi, site: string) {
  const all = await api.devices(site)
  const depth = depthFrom(all)
  const order = all
    .filter((d) => deviceState(d) === 'online')
    .sort((a, b) => rank(b, depth) - rank(a, depth))
  for (const device of order) {
    await api.deviceCommand(site, {
      cmd: 'restart',
      mac: device.mac.toLowerCase(),
      reboot_type: 'soft',
    })
  }
}

function rank(device: UnifiDevice, depth: (device: UnifiDevice) => number) {
  return deviceKind(device.type) === 'gateway' ? -1 : depth(device)
}

/** Hops to the top of the uplink chain (a loop or an unknown uplink stops the walk). */
function depthFrom(devices: UnifiDevice[]) {
  const byMac = new Map(devices.map((d) => [d.mac.toLowerCase(), d]))
  return (device: UnifiDevice) => {
    let hops = 0
    let current: UnifiDevice | undefined = device
    const seen = new Set<string>()
    while (current?.uplink?.uplink_mac && !seen.has(current._id)) {
      seen.add(current._id)
      current = byMac.get(current.uplink.uplink_mac.toLowerCase())
      hops++
    }
    return hops
  }
}
