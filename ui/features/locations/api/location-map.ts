import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { locationQuery } from './list-locations'
import type { LocationFilters, LocationStatus, NetworkStatus } from './types'

export interface LocationPin {
  id: number
  name: string
  status: LocationStatus
  network_status: NetworkStatus
  lat: number | null
  lng: number | null
}

export const locationMapKey = (filters: LocationFilters) => ['/locations/map', locationQuery({ ...filters, page: undefined })] as const

export function useLocationMap(filters: LocationFilters, enabled: boolean) {
  return useSWR(enabled ? locationMapKey(filters) : null, () =>
    api.get<{ data: LocationPin[] }>('/locations/map', { params: locationQuery({ ...filters, page: undefined }) }),
  )
}
