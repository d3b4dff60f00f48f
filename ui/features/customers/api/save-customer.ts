import { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import { CUSTOMERS_PATH } from './list-customers'
import { customerKey } from './get-customer'
import type { Customer } from './types'

/** Customer lists revalidate after every change. */
export const revalidateCustomerLists = () =>
  mutate((key) => Array.isArray(key) && key[0] === CUSTOMERS_PATH)

async function after(customer: Customer) {
  await mutate(customerKey(customer.id), customer, { revalidate: false })
  await revalidateCustomerLists()
  return customer
}

export const createCustomer = async (input: Record<string, unknown>) =>
  after(await api.post<Customer>(CUSTOMERS_PATH, input, { expect: [422] }))
export const updateCustomer = async (id: number, input: Record<string, unknown>) =>
  after(await api.put<Customer>(customerKey(id), input, { expect: [422] }))
export async function deleteCustomer(id: number) {
  await api.delete(customerKey(id), undefined, { expect: [409] })
  await mutate(customerKey(id), undefined, { revalidate: false })
  await revalidateCustomerLists()
}
