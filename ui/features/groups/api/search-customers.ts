import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { GroupCustomer, Page } from './types'

/** Customers to choose from in the wizard (the ones the user sees), by name, VAT, city… */
export function useCustomerChoices(q: string) {
  return useSWR(
    ['/customers', 'choices', q],
    () =>
      api.get<Page<GroupCustomer & { group?: { name: string } | null }>>('/customers', {
        params: { perPage: 50, ...(q ? { q } : {}) },
      }),
    {
      keepPreviousData: true,
    }
  )
}
