import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Location, LocationFilters, Page } from './types'

export const LOCATIONS_PATH = '/locations'

/** Only the filters that are set, as query parameters. */
export function locationQuery(filters: LocationFilters) {
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '' && value !== null) params[key] = value
  return params
}

export const locationsKey = (filters: LocationFilters) => [LOCATIONS_PATH, locationQuery(filters)] as const

export const listLocations = (filters: LocationFilters) => api.get<Page<Location>>(LOCATIONS_PATH, { params: locationQuery(filters) })

export function useLocations(filters: LocationFilters) {
  return useSWR(locationsKey(filters), () => listLocations(filters), { keepPreviousData: true })
}
