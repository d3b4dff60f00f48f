import type { ApiClient } from './api-client.js'

export const LOCATION_STATUSES = [
  'to_deploy',
  'ready_for_configuration',
  'ready_for_installation',
  'live',
  'standby',
  'archived',
] as const
export const LOCATION_TYPES = [
  'house',
  'horeca',
  'retail',
  'cohousing',
  'coworking',
  'hotel',
  'office',
  'sports',
] as const
export const NETWORK_STATUSES = [
  'online',
  'offline',
  'warning',
  'not_configured',
  'no_devices',
  'failover',
] as const

export type LocationRow = {
  id: number
  name: string
  venue_name: string | null
  city: string | null
  type: string
  status: string
  network_status: string
  customer_id: number
  customer?: { id: number; name: string }
  snoozed_until: string | null
}

export type LocationPage = {
  data: LocationRow[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}

export type LocationListFilters = {
  status?: string
  type?: string
  customer?: number
  search?: string
  network?: string
  page?: number
  perPage?: number
}

/** `GET /rest/locations` query string; only the filters given. */
export function locationsQuery(filters: LocationListFilters) {
  const params = new URLSearchParams()
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  set('status', filters.status)
  set('type', filters.type)
  set('customer', filters.customer)
  set('search', filters.search)
  set('systemStatus', filters.network)
  set('page', filters.page)
  set('perPage', filters.perPage)
  const query = params.toString()
  return `/rest/locations${query ? `?${query}` : ''}`
}

export const locationsApi = {
  list: (client: ApiClient, filters: LocationListFilters) =>
    client.get<LocationPage>(locationsQuery(filters)),
}
