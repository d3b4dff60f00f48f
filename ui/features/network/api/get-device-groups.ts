import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { DeviceGroupView } from './types'

/** What a group is for (the server accepts these). */
export const DEVICE_GROUP_TYPES = ['pos', 'payments', 'music', 'cameras', 'other'] as const

export const deviceGroupsKey = (locationId: number) =>
  `/locations/${locationId}/network/devicegroups`

export function useDeviceGroups(locationId: number | null) {
  return useSWR<DeviceGroupView[]>(
    locationId === null ? null : deviceGroupsKey(locationId),
    (key: string) => api.get<{ data: DeviceGroupView[] }>(key).then((body) => body.data)
  )
}
