import type { ApiBody } from '@airdeck/api-types'
import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { DeviceGroupView } from './views'

export type DeviceGroupType = ApiBody<'POST /rest/locations/{id}/network/devicegroups'>['type']

/** What a group is for (the server accepts these), in the order the form offers them. */
export const DEVICE_GROUP_TYPES = [
  'pos',
  'payments',
  'music',
  'cameras',
  'other',
] as const satisfies readonly DeviceGroupType[]

/** A group's answer gives its type as a plain string; the form starts from one it offers. */
export function deviceGroupType(value: string | undefined): DeviceGroupType {
  return DEVICE_GROUP_TYPES.find((type) => type === value) ?? DEVICE_GROUP_TYPES[0]
}

export const deviceGroupsKey = (locationId: number) =>
  `/locations/${locationId}/network/devicegroups`

export function useDeviceGroups(locationId: number | null) {
  return useSWR<DeviceGroupView[]>(
    locationId === null ? null : deviceGroupsKey(locationId),
    (key: string) => api.get<{ data: DeviceGroupView[] }>(key).then((body) => body.data)
  )
}
