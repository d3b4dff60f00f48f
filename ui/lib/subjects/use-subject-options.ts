import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export type SubjectType = 'group' | 'customer' | 'location'

/** The list endpoint of each kind of subject; `${SUBJECT_LISTS[type]}/${id}` is one object. */
export const SUBJECT_LISTS: Record<SubjectType, string> = {
  group: '/groups',
  customer: '/customers',
  location: '/locations',
}

/** The groups, customers or locations the caller can see (first 100, narrowed by `q`), to pick from. */
export function useSubjectOptions(type: SubjectType, q: string) {
  return useSWR([SUBJECT_LISTS[type], q], ([path, search]) =>
    api.get<{ data: Array<{ id: number; name: string }> }>(path, {
      params: { perPage: 100, ...(search ? { q: search } : {}) },
    })
  )
}
