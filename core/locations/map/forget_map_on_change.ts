import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { mapDataChangedAfter } from '#core/locations/map/map_index'

const CHANGED = Symbol('changes the map')

/**
 * Makes a model's writes forget the map's cached indexes (map_index.ts): every create and delete, and the updates
 * that touch one of `columns` (model property names): what a pin draws, what the map's filters and search read, and
 * who sees which venue. A venue's comment or PPPoE password saved leaves the indexes alone.
 */
export function forgetMapOnChange(Model: LucidModel, columns: string[]) {
  Model.boot()
  const forget = (row: LucidRow) => mapDataChangedAfter(row.$trx)
  Model.before('update', (row: LucidRow) => {
    ;(row as any)[CHANGED] = Object.keys(row.$dirty).some((column) => columns.includes(column))
  })
  Model.after('create', forget)
  Model.after('update', (row: LucidRow) => {
    if ((row as any)[CHANGED]) forget(row)
  })
  Model.after('delete', forget)
}
