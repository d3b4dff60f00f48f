import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { definedParams } from '@/lib/api/http'
import type { LocationFilters, LocationStatus, NetworkStatus } from './types'

export interface LocationPin {
  id: number
  name: string
  status: LocationStatus
  network_status: NetworkStatus
  lat: number | null
  lng: number | null
}

export const locationMapKey = (filters: LocationFilters) =>
  ['/locations/map', definedParams({ ...filters, page: undefined })] as const

export function useLocationMap(filters: LocationFilters, enabled: boolean) {
  return useSWR(enabled ? locationMapKey(filters) : null, () =>
    api.get<{ data: LocationPin[] }>('/locations/map', {
      params: definedParams({ ...filters, page: undefined }),
    })
  )
}
