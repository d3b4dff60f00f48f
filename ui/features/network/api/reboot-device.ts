import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { devicesKey } from './get-devices'
import type { DeviceView } from './views'

/** `POST .../devices/{id}/reboot` → 202 with the device in state "rebooting"; the list then polls until it is back. */
export async function rebootDevice(locationId: number, deviceId: string): Promise<DeviceView> {
  const device = await api.post<DeviceView>(
    `${devicesKey(locationId)}/${encodeURIComponent(deviceId)}/reboot`,
    undefined,
    {
      expect: [409, 422, 503],
    }
  )
  await mutate(devicesKey(locationId))
  return device
}
