import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export interface LocationOption {
  id: number
  name: string
  city?: string | null
}

/** `GET /rest/locations?search=`: the first page of matches for the location picker. */
export function useLocationSearch(search: string) {
  const term = search.trim()
  return useSWR<LocationOption[]>(['/locations', 'picker', term], () =>
    api
      .get<{ data: LocationOption[] }>('/locations', {
        params: { search: term || undefined, perPage: 20 },
      })
      .then((body) => body.data)
  )
}
