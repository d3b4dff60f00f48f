import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { UnifiApi } from '../client/api.js'
import type { UnifiDevice, UnifiWlan } from '../client/vendor_types.js'
import { deviceState } from '../mapping/devices.js'

export async function findDevice(
  api: UnifiApi,
  site: string,
  deviceId: string
): Promise<UnifiDevice> {
  const device = (await api.devices(site)).find((d) => d._id === deviceId)
  if (!device)
    throw new ControllerRejectedError('not_found', `no device ${deviceId} on site ${site}`)
  return device
}

export async function findOnlineDevice(
  api: UnifiApi,
  site: string,
  deviceId: string
): Promise<UnifiDevice> {
  const device = await findDevice(api, site, deviceId)
  const state = deviceState(device)
  if (state === 'offline')
    throw new ControllerRejectedError('device_offline', `device ${device.mac} is offline`)
  if (state === 'rebooting' || state === 'upgrading') {
    throw new ControllerRejectedError('busy', `device ${device.mac} is ${state}`)
  }
  return device
}

export async function findWlan(api: UnifiApi, site: string, wlanId: string): Promise<UnifiWlan> {
  const wlan = (await api.wlans(site)).find((w) => w._id === wlanId)
  if (!wlan) throw new ControllerRejectedError('not_found', `no WLAN ${wlanId} on site ${site}`)
  return wlan
}

/** Passphrase rule of the controller (vendors.md §2.3), checked before a round trip. */
export function assertPassphrase(passphrase: string) {
  if (passphrase.length < 8 || passphrase.length > 63) {
    throw new ControllerRejectedError('invalid_value', 'a passphrase has 8 to 63 characters')
  }
}
