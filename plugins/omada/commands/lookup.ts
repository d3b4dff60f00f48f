import type { DevicePort, NetworkDevice } from '#core/plugins/controller_contract'
import { normalizeMac } from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { OmadaApi } from '../client/api.js'
import { isUnsupportedCall } from '../client/envelope.js'
import type { OmadaDevice } from '../client/vendor_types.js'
import {
  deviceKind,
  deviceState,
  mapDetailPort,
  mapDevice,
  mapPort,
  mapWans,
} from '../mapping/devices.js'
import { toOmadaMac } from '../mapping/macs.js'

/** Devices with their ports (switches) and WAN links (gateways). */
export async function listDevices(api: OmadaApi, siteId: string): Promise<NetworkDevice[]> {
  const devices = await api.devices(siteId)
  const [ports, wans] = await Promise.all([
    portsBySwitch(api, siteId, devices),
    wansByGateway(api, siteId, devices),
  ])
  return devices.map((device) => {
    const mac = normalizeMac(device.mac) ?? ''
    return mapDevice(device, { ports: ports.get(mac), wans: wans.get(mac) })
  })
}

/** One site-wide ports grid; controllers without it (-1600) get one switch detail per switch. */
async function portsBySwitch(
  api: OmadaApi,
  siteId: string,
  devices: OmadaDevice[]
): Promise<Map<string, DevicePort[]>> {
  const byMac = new Map<string, DevicePort[]>()
  const switches = devices.filter((d) => deviceKind(d.type) === 'switch')
  if (!switches.length) return byMac
  try {
    for (const row of await api.switchPorts(siteId)) {
      const mac = normalizeMac(row.switchMac)
      if (mac) byMac.set(mac, [...(byMac.get(mac) ?? []), mapPort(row)])
    }
    return byMac
  } catch (error) {
    if (!isUnsupportedCall(error)) throw error
  }
  for (const sw of switches.filter((d) => deviceState(d) === 'online')) {
    const detail = await api.switchDetail(siteId, toOmadaMac(sw.mac)!)
    byMac.set(normalizeMac(sw.mac)!, (detail?.portList ?? []).map(mapDetailPort))
  }
  return byMac
}

/** Best effort: a gateway that cannot tell its WANs (offline, older controller) has them unknown. */
async function wansByGateway(api: OmadaApi, siteId: string, devices: OmadaDevice[]) {
  const byMac = new Map<string, ReturnType<typeof mapWans> | null>()
  const gateways = devices.filter(
    (d) => deviceKind(d.type) === 'gateway' && deviceState(d) === 'online'
  )
  await Promise.all(
    gateways.map(async (gw) => {
      const statuses = await api.wanStatus(siteId, toOmadaMac(gw.mac)!).catch((error) => {
        if (error instanceof ControllerRejectedError || isUnsupportedCall(error)) return null
        throw error
      })
      byMac.set(normalizeMac(gw.mac)!, statuses ? mapWans(statuses) : null)
    })
  )
  return byMac
}

export async function findDevice(
  api: OmadaApi,
  siteId: string,
  deviceId: string
): Promise<OmadaDevice> {
  const mac = toOmadaMac(deviceId)
  const device = mac
    ? (await api.devices(siteId)).find((d) => toOmadaMac(d.mac) === mac)
    : undefined
  if (!device)
    throw new ControllerRejectedError('not_found', `no device ${deviceId} on site ${siteId}`)
  return device
}

export async function findOnlineDevice(
  api: OmadaApi,
  siteId: string,
  deviceId: string
): Promise<OmadaDevice> {
  const device = await findDevice(api, siteId, deviceId)
  const state = deviceState(device)
  if (state === 'offline')
    throw new ControllerRejectedError('device_offline', `device ${device.mac} is offline`)
  if (state === 'rebooting' || state === 'upgrading')
    throw new ControllerRejectedError('busy', `device ${device.mac} is ${state}`)
  return device
}

export async function switchPortsOf(
  api: OmadaApi,
  siteId: string,
  device: OmadaDevice
): Promise<DevicePort[]> {
  if (deviceKind(device.type) !== 'switch')
    throw new ControllerRejectedError('invalid_value', `${device.mac} is not a switch`)
  return (await portsBySwitch(api, siteId, [device])).get(normalizeMac(device.mac)!) ?? []
}

/** Passphrase rule of the controller (vendors.md §3.4), checked before a round trip. */
export function assertPassphrase(passphrase: string) {
  if (passphrase.length < 8 || passphrase.length > 63) {
    throw new ControllerRejectedError('invalid_value', 'a passphrase has 8 to 63 characters')
  }
}
