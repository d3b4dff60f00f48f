import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { devicesKey } from './get-devices'
import type { DeviceView, PortCommand } from './views'

/** `POST .../devices/{id}/port`: power-cycle a PoE port or apply a port profile. */
export async function sendPortCommand(
  locationId: number,
  deviceId: string,
  command: PortCommand
): Promise<DeviceView> {
  const device = await api.post<DeviceView>(
    `${devicesKey(locationId)}/${encodeURIComponent(deviceId)}/port`,
    command,
    {
      expect: [409, 422, 503],
    }
  )
  await mutate(devicesKey(locationId))
  return device
}
