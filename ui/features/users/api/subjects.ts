import { api } from '@/lib/api/api-client'
import { SUBJECT_LISTS } from '@/lib/subjects/use-subject-options'
import type { SubjectType } from './types'

/** The caller's permission keys on one object (`permissions` of GET /{type}s/{id}). */
export const permissionsOn = async (type: SubjectType, id: number) =>
  (await api.get<{ permissions?: string[] }>(`${SUBJECT_LISTS[type]}/${id}`)).permissions ?? []

/** One object by id (`GET /{type}s/{id}`), for an invitation opened on it; null when the caller cannot see it. */
export async function fetchSubject(type: SubjectType, id: number) {
  try {
    const row = await api.get<{ id: number; name: string }>(`${SUBJECT_LISTS[type]}/${id}`, {
      expect: [403, 404],
    })
    return { id: row.id, name: row.name }
  } catch {
    return null
  }
}
