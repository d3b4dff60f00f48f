import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Group } from './types'

export const groupKey = (id: number) => `/groups/${id}`

export function useGroup(id: number | null) {
  return useSWR<Group>(id ? groupKey(id) : null, () => api.get<Group>(groupKey(id!)))
}
