import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ControllerView, Paginated } from './types'

export const controllersKey = '/controllers'

export function useControllers(search: string, page: number) {
  return useSWR<Paginated<ControllerView>>(
    [controllersKey, search.trim(), page],
    () =>
      api.get<Paginated<ControllerView>>(controllersKey, {
        params: { search: search.trim() || undefined, page, perPage: 25 },
      }),
    { keepPreviousData: true }
  )
}
