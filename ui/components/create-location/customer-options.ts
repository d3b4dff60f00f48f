import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

/** Customers to choose from (GET /customers, only those the user may read), by name. */
export function useCustomerOptions(search: string) {
  return useSWR(
    ['/customers', search],
    () =>
      api.get<{ data: { id: number; name: string }[] }>('/customers', {
        params: { q: search || undefined, perPage: 20 },
      }),
    {
      keepPreviousData: true,
    }
  )
}
