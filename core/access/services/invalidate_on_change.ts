import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { invalidateAccess } from '#core/access/services/access_stamps'

const CHANGED = Symbol('changes cached access')

/**
 * Makes a model's writes invalidate cached access (access_stamps.ts): every create and delete, and the updates that
 * touch one of `columns` (model property names; all when omitted). `whose` names the users whose cache goes stale.
 * Writes through the query builder run no hooks: those call invalidateAccess themselves.
 */
export function invalidateAccessOnChange<M extends LucidModel>(
  Model: M,
  whose: (row: InstanceType<M>) => number[] | 'everyone',
  columns?: string[]
) {
  Model.boot()
  const invalidate = (row: LucidRow) => invalidateAccess(whose(row as InstanceType<M>), row.$trx)
  Model.before('update', (row: LucidRow) => {
    ;(row as any)[CHANGED] =
      !columns || Object.keys(row.$dirty).some((column) => columns.includes(column))
  })
  Model.after('create', invalidate)
  Model.after('update', async (row: LucidRow) => {
    if ((row as any)[CHANGED]) await invalidate(row)
  })
  Model.after('delete', invalidate)
}
