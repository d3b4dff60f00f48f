import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { customerKey } from './get-customer'
import { revalidateCustomerLists } from './save-customer'
import type { Customer, Page } from './types'

/** The groups a customer can be linked to (the ones the user sees). */
export function useGroupOptions() {
  return useSWR('/groups?perPage=100', () =>
    api.get<Page<{ id: number; name: string }>>('/groups', { params: { perPage: 100 } })
  )
}

export async function linkCustomerToGroup(customerId: number, groupId: number) {
  await api.put('/group/customers', { groupId, customerIds: [customerId] }, { expect: [422] })
  await mutate(customerKey(customerId))
  await revalidateCustomerLists()
}

export async function unlinkCustomerFromGroup(customerId: number) {
  const customer = await api.delete<Customer>(`/group/customers/${customerId}`)
  await mutate(customerKey(customerId), customer, { revalidate: false })
  await revalidateCustomerLists()
}
