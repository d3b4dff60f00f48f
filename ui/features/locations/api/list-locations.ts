import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import { definedParams } from '@/lib/api/http'
import type { Location, LocationFilters, Page } from './types'

export const LOCATIONS_PATH = '/locations'

export const locationsKey = (filters: LocationFilters) => [LOCATIONS_PATH, definedParams(filters)] as const

export const listLocations = (filters: LocationFilters) => api.get<Page<Location>>(LOCATIONS_PATH, { params: definedParams(filters) })

export function useLocations(filters: LocationFilters) {
  return useSWR(locationsKey(filters), () => listLocations(filters), { keepPreviousData: true })
}
