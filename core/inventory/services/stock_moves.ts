import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { AppException } from '#kernel/exceptions/app_exception'
import type { StockReason } from '#core/inventory/product_catalog'

export interface StockMove {
  productId: number
  /** Signed: added to the stock (negative deducts). */
  change: number
  reason: StockReason
  note?: string | null
  userId: number | null
  locationId?: number | null
  unitId?: number | null
  /** How many units the entry is about, when not the change (a write-off changes no stock). */
  units?: number
}

export type StockLogRow = ReturnType<typeof logRow>

export function logRow(move: StockMove, quantityAfter: number, at = new Date()) {
  return {
    product_id: move.productId,
    unit_id: move.unitId ?? null,
    location_id: move.locationId ?? null,
    user_id: move.userId,
    change: move.change,
    units: move.units ?? Math.abs(move.change),
    quantity_after: quantityAfter,
    reason: move.reason,
    note: move.note ?? null,
    created_at: at,
  }
}

/**
 * Changes a product's stock by `change` in one conditional update, so that concurrent deductions can never take it
 * below zero (whoever comes second finds too little and is refused), and logs the move. Returns the new quantity.
 */
export async function applyStockChange(trx: TransactionClientContract, move: StockMove) {
  const query = trx.from('products').where('id', move.productId)
  if (move.change < 0) query.where('quantity', '>=', -move.change)
  const [row] = await query.update(
    { quantity: trx.knexRawQuery('quantity + ?', [move.change]), updated_at: new Date() },
    ['quantity']
  )
  if (!row) throw await insufficientStock(trx, move.productId, -move.change)
  await trx
    .insertQuery()
    .table('inventory_logs')
    .insert(logRow(move, Number(row.quantity)))
  return Number(row.quantity)
}

/** Why a deduction was refused: the product is gone (404) or has fewer than asked (409, with what is left). */
async function insufficientStock(
  trx: TransactionClientContract,
  productId: number,
  wanted: number
) {
  const product = await trx.from('products').where('id', productId).select('quantity').first()
  if (!product) return new AppException(404, 'E_PRODUCT_NOT_FOUND')
  return new AppException(409, 'E_STOCK_INSUFFICIENT', {
    data: { available: Number(product.quantity), wanted },
  })
}

/** Adds serialized units to stock; a serial the product already has is a field error. */
export async function addUnits(
  trx: TransactionClientContract,
  productId: number,
  units: Array<{ serial: string; mac?: string | null }>
) {
  if (units.length === 0) return []
  const now = new Date()
  const existing = await trx
    .from('inventory_units')
    .where('product_id', productId)
    .whereIn(
      'serial',
      units.map((unit) => unit.serial)
    )
    .select('serial')
    .first()
  if (existing)
    throw new AppException(422, 'E_VALIDATION_ERROR', {
      errors: [{ field: 'units', rule: 'serial_exists' }],
      data: { serial: existing.serial },
    })
  const rows = await trx
    .insertQuery()
    .table('inventory_units')
    .multiInsert(
      units.map((unit) => ({
        product_id: productId,
        serial: unit.serial,
        mac: unit.mac ?? null,
        status: 'in_stock',
        created_at: now,
        updated_at: now,
      }))
    )
    .returning(['id', 'serial'])
  return rows as Array<{ id: number; serial: string }>
}

/** Takes serialized units out of stock (`status` removed, allocated…); every serial must be in stock. */
export async function takeUnits(
  trx: TransactionClientContract,
  productId: number,
  serials: string[],
  status: string
) {
  if (serials.length === 0) return []
  const rows = await trx
    .from('inventory_units')
    .where({ product_id: productId, status: 'in_stock' })
    .whereIn('serial', serials)
    .update({ status, updated_at: new Date() }, ['id', 'serial'])
  if (rows.length !== new Set(serials).size) {
    const taken = new Set(rows.map((row: { serial: string }) => row.serial))
    const missing = [...new Set(serials)].filter((serial) => !taken.has(serial))
    throw new AppException(422, 'E_VALIDATION_ERROR', {
      errors: [{ field: 'units', rule: 'serial_not_in_stock' }],
      data: { serial: missing.join(', '), count: missing.length },
    })
  }
  return rows as Array<{ id: number; serial: string }>
}
