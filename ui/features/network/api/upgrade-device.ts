import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { devicesKey } from './get-devices'
import type { DeviceView } from './views'

/** `POST .../devices/{id}/upgrade` → 202 with the device "upgrading" and no upgrade offered any more. */
export async function upgradeDevice(locationId: number, deviceId: string): Promise<DeviceView> {
  const device = await api.post<DeviceView>(
    `${devicesKey(locationId)}/${encodeURIComponent(deviceId)}/upgrade`,
    undefined,
    {
      expect: [409, 422, 503],
    }
  )
  await mutate(devicesKey(locationId))
  return device
}
