import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { SubjectType } from './types'

export const SUBJECT_LISTS: Record<SubjectType, string> = { group: '/groups', customer: '/customers', location: '/locations' }

/** The groups, customers or locations the inviter can see (first 100, narrowed by `q`). */
export function useSubjectOptions(type: SubjectType, q: string) {
  return useSWR([SUBJECT_LISTS[type], q], ([path, search]) =>
    api.get<{ data: Array<{ id: number; name: string }> }>(path, { params: { perPage: 100, ...(search ? { q: search } : {}) } }),
  )
}

/** The caller's permission keys on one object (`permissions` of GET /{type}s/{id}). */
export const permissionsOn = async (type: SubjectType, id: number) =>
  (await api.get<{ permissions?: string[] }>(`${SUBJECT_LISTS[type]}/${id}`)).permissions ?? []

/** One object by id (`GET /{type}s/{id}`), for an invitation opened on it; null when the caller cannot see it. */
export async function fetchSubject(type: SubjectType, id: number) {
  try {
    const row = await api.get<{ id: number; name: string }>(`${SUBJECT_LISTS[type]}/${id}`, { expect: [403, 404] })
    return { id: row.id, name: row.name }
  } catch {
    return null
  }
}
