import type { SubjectType } from './api/types'

export type Preselect = { type: SubjectType; id: number }

const PARAMS: SubjectType[] = ['group', 'customer', 'location']

/** `?customer=<id>` (or group, location) on /users/invites: the object the invite wizard opens on. */
export function preselectFromSearch(search: URLSearchParams): Preselect | null {
  for (const type of PARAMS) {
    const raw = search.get(type)
    if (raw && /^[1-9]\d{0,9}$/.test(raw)) return { type, id: Number(raw) }
  }
  return null
}
