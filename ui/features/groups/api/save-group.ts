import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { GROUPS_PATH } from './list-groups'
import { groupKey } from './get-group'
import type { Group } from './types'

const revalidateGroupLists = () => mutate((key) => Array.isArray(key) && key[0] === GROUPS_PATH)

async function after(group: Group) {
  await mutate(groupKey(group.id), group, { revalidate: false })
  await revalidateGroupLists()
  return group
}

export const createGroup = async (input: { name: string; customerIds: number[] }) =>
  after(await api.post<Group>(GROUPS_PATH, input, { expect: [422] }))
export const renameGroup = async (id: number, name: string) =>
  after(await api.put<Group>(groupKey(id), { name }, { expect: [422] }))
export const addCustomersToGroup = async (groupId: number, customerIds: number[]) =>
  after(await api.put<Group>('/group/customers', { groupId, customerIds }, { expect: [422] }))

export async function removeCustomerFromGroup(groupId: number, customerId: number) {
  await api.delete(`/group/customers/${customerId}`)
  await mutate(groupKey(groupId))
  await revalidateGroupLists()
}

export async function deleteGroup(id: number) {
  await api.delete(groupKey(id))
  await revalidateGroupLists()
}
