import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SubjectType } from '#core/access/permissions'

const TABLES: Record<SubjectType, string> = {
  group: 'groups',
  customer: 'customers',
  location: 'locations',
}

export type SubjectRef = { subject_type: SubjectType; subject_id: number }

/** The names of the objects a list of grants points at, keyed `type:id` (three queries at most). */
export async function subjectNames(
  refs: SubjectRef[],
  client: QueryClientContract = db.connection()
) {
  const names = new Map<string, string>()
  for (const type of Object.keys(TABLES) as SubjectType[]) {
    const ids = [...new Set(refs.filter((r) => r.subject_type === type).map((r) => r.subject_id))]
    if (ids.length === 0) continue
    const rows = await client.from(TABLES[type]).select('id', 'name').whereIn('id', ids)
    for (const row of rows) names.set(`${type}:${row.id}`, row.name)
  }
  return names
}

/** The names of subjectNames joined for a mail (`Hotel A, Bar B`), null when there are none. */
export function subjectLabel(names: Map<string, string>) {
  return names.size > 0 ? [...names.values()].join(', ') : null
}
