import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'

/** The default venue filter of a layout: one customer or one group of the user's. */
export interface VenueFilter {
  type: 'customer' | 'group'
  id: number
}

export interface SqlPart {
  sql: string
  bindings: unknown[]
}

const COLUMNS = [
  'id',
  'name',
  'customer_id',
  'status',
  'network_status',
  'network_status_since',
  'plan',
  'snoozed_until',
  'controller_id',
  'controller_site_id',
  'public_id',
  'updated_at',
]

/**
 * The venues (not archived) a user sees, narrowed by the layout's filter, as SQL for a card's `visible` CTE: every
 * card reads through it, so no card can show a venue outside the user's grants. Cards declare it `not materialized`:
 * inlined, each use is planned with the grant's id lists and its own indexes, where a materialized CTE is guessed at
 * thousands of rows and joined by scanning (a partner's fleet card: 10 ms → 3 ms at 10,000 venues).
 */
export function visibleVenuesSql(access: UserAccess, filter: VenueFilter | null): SqlPart {
  const query = whereLocationVisible(db.from('locations'), access)
    .whereNot('locations.status', 'archived')
    .select(COLUMNS.map((column) => `locations.${column}`))
  if (filter?.type === 'customer') query.where('locations.customer_id', filter.id)
  if (filter?.type === 'group')
    query.whereIn('locations.customer_id', (sub) =>
      sub.from('customers').select('id').where('group_id', filter.id)
    )
  const { sql, bindings } = query.toSQL()
  return { sql, bindings: [...bindings] }
}
