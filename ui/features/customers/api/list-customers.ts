import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { definedParams } from '@/lib/api/http'
import type { Customer, CustomerFilters, Page } from './types'

export const CUSTOMERS_PATH = '/customers'

export const customersKey = (filters: CustomerFilters) =>
  [CUSTOMERS_PATH, definedParams(filters)] as const

export const listCustomers = (filters: CustomerFilters) =>
  api.get<Page<Customer>>(CUSTOMERS_PATH, { params: definedParams(filters) })

export function useCustomers(filters: CustomerFilters) {
  return useSWR(customersKey(filters), () => listCustomers(filters), { keepPreviousData: true })
}
