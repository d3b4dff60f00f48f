import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { NetworkEventView, Paginated } from './types'

export const networkEventsKey = (locationId: number) => `/locations/${locationId}/network/history`

export function useNetworkEvents(locationId: number | null, page: number) {
  return useSWR<Paginated<NetworkEventView>>(
    locationId === null ? null : [networkEventsKey(locationId), page],
    () =>
      api.get<Paginated<NetworkEventView>>(networkEventsKey(locationId!), {
        params: { page, perPage: 20 },
      }),
    { keepPreviousData: true }
  )
}
