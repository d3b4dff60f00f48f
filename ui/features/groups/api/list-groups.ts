import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { Group, Page } from './types'

export const GROUPS_PATH = '/groups'

export const groupsKey = (q: string, page: number) => [GROUPS_PATH, q, page] as const

export function useGroups(q: string, page: number) {
  return useSWR(
    groupsKey(q, page),
    () => api.get<Page<Group>>(GROUPS_PATH, { params: { ...(q ? { q } : {}), page } }),
    { keepPreviousData: true }
  )
}
