import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { NetworkEventPage } from './views'

export const networkEventsKey = (locationId: number) => `/locations/${locationId}/network/history`

export function useNetworkEvents(locationId: number | null, page: number) {
  return useSWR<NetworkEventPage>(
    locationId === null ? null : [networkEventsKey(locationId), page],
    () =>
      api.get<NetworkEventPage>(networkEventsKey(locationId!), {
        params: { page, perPage: 20 },
      }),
    { keepPreviousData: true }
  )
}
