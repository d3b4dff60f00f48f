import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { ClientView, Paginated } from './types'

export type ClientKind = 'all' | 'wired' | 'wireless' | 'guest'

export interface ClientQuery {
  search: string
  kind: ClientKind
  page: number
  perPage?: number
}

export const CLIENTS_PER_PAGE = 25

export const clientsKey = (locationId: number) => `/locations/${locationId}/network/clients`

export function getClients(locationId: number, query: ClientQuery) {
  return api.get<Paginated<ClientView>>(clientsKey(locationId), {
    params: {
      search: query.search.trim() || undefined,
      kind: query.kind === 'all' ? undefined : query.kind,
      page: query.page,
      perPage: query.perPage ?? CLIENTS_PER_PAGE,
    },
  })
}

export function useClients(locationId: number | null, query: ClientQuery) {
  return useSWR<Paginated<ClientView>>(
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
