import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Customer } from './types'

export const customerKey = (id: number) => `/customers/${id}`

export function useCustomer(id: number | null | undefined) {
  return useSWR<Customer>(id ? customerKey(id) : null, () => api.get<Customer>(customerKey(id!)))
}
