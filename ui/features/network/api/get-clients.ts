import type { ApiQuery } from '@airdeck/api-types'
import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ClientPage } from './views'

type ClientsParams = ApiQuery<'GET /rest/locations/{id}/network/clients'>

/** The table's filter: the route's kinds, and `all` for none. */
export type ClientKind = NonNullable<ClientsParams['kind']> | 'all'

/** What the clients table asks for; `getClients` turns it into the route's query. */
export type ClientQuery = Required<Pick<ClientsParams, 'search' | 'page'>> &
  Pick<ClientsParams, 'perPage'> & { kind: ClientKind }

export const CLIENTS_PER_PAGE = 25

export const clientsKey = (locationId: number) => `/locations/${locationId}/network/clients`

export function getClients(locationId: number, query: ClientQuery) {
  const params: ClientsParams = {
    search: query.search.trim() || undefined,
    kind: query.kind === 'all' ? undefined : query.kind,
    page: query.page,
    perPage: query.perPage ?? CLIENTS_PER_PAGE,
  }
  return api.get<ClientPage>(clientsKey(locationId), { params })
}

export function useClients(locationId: number | null, query: ClientQuery) {
  return useSWR<ClientPage>(
    locationId === null
      ? null
      : [
          clientsKey(locationId),
          query.search.trim(),
          query.kind,
          query.page,
          query.perPage ?? CLIENTS_PER_PAGE,
        ],
    () => getClients(locationId!, query),
    { keepPreviousData: true }
  )
}
