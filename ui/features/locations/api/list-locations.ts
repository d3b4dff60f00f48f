import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { definedParams } from '@/lib/api/http'
import type { Location, LocationFilters, Page } from './types'

export const LOCATIONS_PATH = '/locations'

export const locationsKey = (filters: LocationFilters) =>
  [LOCATIONS_PATH, definedParams(filters)] as const

/**
 * The fetcher reads the key, never the closure: SWR calls the latest fetcher also for a revalidation of an older
 * key, so a closure over `filters` stored the switcher's search result under the full list's key.
 */
export function useLocations(filters: LocationFilters) {
  return useSWR(
    locationsKey(filters),
    ([path, params]) => api.get<Page<Location>>(path, { params }),
    { keepPreviousData: true }
  )
}
