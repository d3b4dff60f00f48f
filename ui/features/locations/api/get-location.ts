import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Location } from './types'

export const locationKey = (id: number) => `/locations/${id}`

/** A venue that does not exist or that the user may not see answers 404: the venue frame shows not-found for it. */
export function useLocation(id: number | null) {
  // The fetcher reads the key (not `id`): a late revalidation of the previous venue must not fetch the next one.
  return useSWR<Location>(id ? locationKey(id) : null, (key: string) =>
    api.get<Location>(key, { expect: [404] })
  )
}
