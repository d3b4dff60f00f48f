import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Customer, CustomerFilters, Page } from './types'

export const CUSTOMERS_PATH = '/customers'

function customerQuery(filters: CustomerFilters) {
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '' && value !== null) params[key] = value
  return params
}

export const customersKey = (filters: CustomerFilters) => [CUSTOMERS_PATH, customerQuery(filters)] as const

export const listCustomers = (filters: CustomerFilters) => api.get<Page<Customer>>(CUSTOMERS_PATH, { params: customerQuery(filters) })

export function useCustomers(filters: CustomerFilters) {
  return useSWR(customersKey(filters), () => listCustomers(filters), { keepPreviousData: true })
}
