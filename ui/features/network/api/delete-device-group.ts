import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { deviceGroupsKey } from './get-device-groups'

export async function deleteDeviceGroup(locationId: number, groupId: number) {
  await api.delete(`${deviceGroupsKey(locationId)}/${groupId}`)
  await mutate(deviceGroupsKey(locationId))
}
