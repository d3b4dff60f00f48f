import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Location } from './types'

export const locationKey = (id: number) => `/locations/${id}`

export function useLocation(id: number | null) {
  return useSWR<Location>(id ? locationKey(id) : null, () => api.get<Location>(locationKey(id!)))
}
