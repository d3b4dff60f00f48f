import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { customerKey } from './get-customer'
import type { CustomerLocation, Page } from './types'

export const customerLocationsKey = (id: number, page: number) =>
  [`${customerKey(id)}/locations`, page] as const

export function useCustomerLocations(id: number, page = 1) {
  return useSWR(
    customerLocationsKey(id, page),
    () => api.get<Page<CustomerLocation>>(`${customerKey(id)}/locations`, { params: { page } }),
    { keepPreviousData: true }
  )
}
