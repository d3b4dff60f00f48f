import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Page } from './types'

export interface HistoryEntry {
  id: number
  action: string
  created_at: string
  actor: { id: number | null; email: string | null; name: string | null } | null
  old_values: Record<string, unknown> | null
  new_values: Record<string, unknown> | null
}

export const logKey = (id: number) => `/locations/${id}/log`

export function useLocationLog(id: number, page: number) {
  return useSWR(
    [logKey(id), page],
    () => api.get<Page<HistoryEntry>>(logKey(id), { params: { page } }),
    { keepPreviousData: true }
  )
}
