import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'

const CHANGED = Symbol('changes cached portals')

/**
 * Makes a model's writes stale the portals cached for sign-ins (portal_stamp.ts): every delete, and the updates that
 * touch one of `columns` (model property names). A new row is in no cache (nothing missing is kept), so creates do not
 * count. Writes through the query builder run no hooks: those call invalidatePortals themselves.
 */
export function invalidatePortalsOnChange(Model: LucidModel, columns: string[]) {
  Model.boot()
  Model.before('update', (row: LucidRow) => {
    ;(row as any)[CHANGED] = Object.keys(row.$dirty).some((column) => columns.includes(column))
  })
  Model.after('update', async (row: LucidRow) => {
    if ((row as any)[CHANGED]) await invalidatePortals(row.$trx)
  })
  Model.after('delete', (row: LucidRow) => invalidatePortals(row.$trx))
}
