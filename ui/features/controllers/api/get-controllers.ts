import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ControllerPage } from '@/features/network/api/views'

export const controllersKey = '/controllers'

export function useControllers(search: string, page: number) {
  return useSWR<ControllerPage>(
    [controllersKey, search.trim(), page],
    () =>
      api.get<ControllerPage>(controllersKey, {
        params: { search: search.trim() || undefined, page, perPage: 25 },
      }),
    { keepPreviousData: true }
  )
}
