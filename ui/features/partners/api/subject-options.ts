import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export type SubjectKind = 'group' | 'customer' | 'location'

const LISTS: Record<SubjectKind, string> = { group: '/groups', customer: '/customers', location: '/locations' }

/** The groups, customers or locations an admin can hand to a partner (first 100, narrowed by `q`). */
export function useSubjectOptions(type: SubjectKind, q: string) {
  return useSWR([LISTS[type], q], ([path, search]) =>
    api.get<{ data: Array<{ id: number; name: string }> }>(path, { params: { perPage: 100, ...(search ? { q: search } : {}) } }),
  )
}
