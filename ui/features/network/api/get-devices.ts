import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { REBOOT_POLL_MS } from './get-network-overview'
import type { DeviceView } from './views'

export const devicesKey = (locationId: number) => `/locations/${locationId}/network/devices`

export const getDevices = (locationId: number) =>
  api.get<{ data: DeviceView[] }>(devicesKey(locationId)).then((body) => body.data)

const busy = (device: DeviceView) => device.state === 'rebooting' || device.state === 'upgrading'

/** Polls while a device is restarting, so the list shows it going offline and coming back. */
export function useDevices(locationId: number | null) {
  return useSWR<DeviceView[]>(
    locationId === null ? null : devicesKey(locationId),
    () => getDevices(locationId!),
    {
      refreshInterval: (latest) => (latest?.some(busy) ? REBOOT_POLL_MS : 0),
    }
  )
}
