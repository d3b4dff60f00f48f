import type { ApiBody } from '@airdeck/api-types'
import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { deviceGroupsKey } from './get-device-groups'
import type { DeviceGroupView } from './views'

/** The same body creates (POST) and changes (PATCH) a group. */
export type DeviceGroupInput = ApiBody<'POST /rest/locations/{id}/network/devicegroups'>

/** POST for a new group, PATCH for an existing one; 422 names the fields (e.g. deviceIds: at least one). */
export async function saveDeviceGroup(
  locationId: number,
  input: DeviceGroupInput,
  groupId?: number
) {
  const key = deviceGroupsKey(locationId)
  const group =
    groupId === undefined
      ? await api.post<DeviceGroupView>(key, input, { expect: [422] })
      : await api.patch<DeviceGroupView>(`${key}/${groupId}`, input, { expect: [422] })
  await mutate(key)
  return group
}
