import type { ApiClient } from './api-client.js'

export type CustomerRow = {
  id: number
  name: string
  alias: string | null
  type: number
  vat: string | null
  city: string | null
  country: string
  group?: { id: number; name: string } | null
  locations_count?: number
}

export type CustomerPage = {
  data: CustomerRow[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}

export type CustomerListFilters = { search?: string; page?: number; perPage?: number }

/** `GET /rest/customers` query string (the API's search parameter is `q`); only the filters given. */
export function customersQuery(filters: CustomerListFilters) {
  const params = new URLSearchParams()
  if (filters.search) params.set('q', filters.search)
  if (filters.page !== undefined) params.set('page', String(filters.page))
  if (filters.perPage !== undefined) params.set('perPage', String(filters.perPage))
  const query = params.toString()
  return `/rest/customers${query ? `?${query}` : ''}`
}

export const customersApi = {
  list: (client: ApiClient, filters: CustomerListFilters) =>
    client.get<CustomerPage>(customersQuery(filters)),
}
