import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  LOCATION_STATUSES,
  LOCATION_TYPES,
  NETWORK_STATUSES,
  type LocationFilters,
} from '../api/types'

const positive = (raw: string | null) => {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : undefined
}
const oneOf = <T extends string>(list: readonly T[], raw: string | null) =>
  list.includes(raw as T) ? (raw as T) : undefined

/** Filters read from `?status=&type=&customer=&network=&search=&page=`; unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): LocationFilters {
  const filters: LocationFilters = { page: positive(params.get('page')) ?? 1 }
  const search = params.get('search')
  if (search) filters.search = search
  const status = oneOf(LOCATION_STATUSES, params.get('status'))
  if (status) filters.status = status
  const type = oneOf(LOCATION_TYPES, params.get('type'))
  if (type) filters.type = type
  const network = oneOf(NETWORK_STATUSES, params.get('network'))
  if (network) filters.systemStatus = network
  const customer = positive(params.get('customer'))
  if (customer) filters.customer = customer
  return filters
}

const URL_NAMES: Record<keyof LocationFilters, string> = {
  search: 'search',
  status: 'status',
  type: 'type',
  systemStatus: 'network',
  customer: 'customer',
  page: 'page',
}

/** The filters written back, leaving other parameters of the page alone; page 1 and empty filters stay out of the URL. */
export function paramsFromFilters(filters: LocationFilters, current: URLSearchParams) {
  const next = new URLSearchParams(current)
  for (const [key, name] of Object.entries(URL_NAMES) as [keyof LocationFilters, string][]) {
    const value = filters[key]
    if (value === undefined || value === null || value === '' || (key === 'page' && value === 1))
      next.delete(name)
    else next.set(name, String(value))
  }
  return next
}

/** The list's filters live in the URL, so links, reloads and the back button keep them. */
export function useFiltersInUrl() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFromParams(params), [params])
  const setFilters = useCallback(
    (next: LocationFilters) =>
      setParams((current) => paramsFromFilters(next, current), { replace: true }),
    [setParams]
  )
  return [filters, setFilters] as const
}
