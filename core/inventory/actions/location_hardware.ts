import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import { AppException } from '#kernel/exceptions/app_exception'
import { applyStockChange, logRow, takeUnits } from '#core/inventory/services/stock_moves'
import { findProductByModel } from '#core/inventory/actions/save_product'
import type { hardwareChangeValidator } from '#core/inventory/validators/inventory_validators'

type HardwareChange = Infer<typeof hardwareChangeValidator>

/**
 * PATCH /locations/{id}/hardware (CaaS hardware, spec §7): allocating takes units out of stock to the venue;
 * returning puts them back; lost or broken writes them off. Every move is in the stock log.
 */
export async function changeLocationHardware(
  locationId: number,
  input: HardwareChange,
  userId: number
) {
  return db.transaction(async (trx) => {
    if (input.action === 'allocate') return allocateHardware(trx, locationId, input, userId)
    return close(trx, locationId, input, userId)
  })
}

/** Takes units out of stock to the venue inside the caller's transaction (also the finish-install flow's hardware). */
export async function allocateHardware(
  trx: TransactionClientContract,
  locationId: number,
  input: HardwareChange,
  userId: number
) {
  const productId = input.productId ?? (await findProductByModel(input.model!, trx)).id
  const product = await trx
    .from('products')
    .where('id', productId)
    .select('id', 'serialized', 'own_brand')
    .first()
  if (!product) throw new AppException(404, 'E_PRODUCT_NOT_FOUND')
  if (product.own_brand) throw AppException.invalidField('productId', 'own_brand')
  const serials = input.serials ?? []
  if (product.serialized !== serials.length > 0)
    throw AppException.invalidField('serials', product.serialized ? 'required' : 'not_serialized')
  const quantity = product.serialized ? serials.length : (input.quantity ?? 1)
  if (product.serialized && input.quantity !== undefined && input.quantity !== quantity)
    throw AppException.invalidField('quantity', 'serial_count')

  const now = new Date()
  const base = {
    location_id: locationId,
    product_id: product.id,
    status: 'allocated',
    allocated_by: userId,
    note: input.note ?? null,
    allocated_at: now,
  }
  const units = product.serialized ? await takeUnits(trx, product.id, serials, 'allocated') : []
  const rows = product.serialized
    ? units.map((unit) => ({ ...base, unit_id: unit.id, quantity: 1 }))
    : [{ ...base, unit_id: null, quantity }]
  const ids = await trx
    .insertQuery()
    .table('hardware_allocations')
    .multiInsert(rows)
    .returning('id')
  const move = {
    productId: product.id,
    reason: 'allocation' as const,
    note: input.note,
    userId,
    locationId,
  }
  if (!product.serialized) await applyStockChange(trx, { ...move, change: -quantity })
  // One log line per unit, so the log names each serial number that went out.
  for (const unit of units) await applyStockChange(trx, { ...move, change: -1, unitId: unit.id })
  return { allocationIds: ids.map((row: { id: number }) => Number(row.id)) }
}

const UNIT_STATUS = { return: 'in_stock', lost: 'lost', broken: 'broken' } as const
const ALLOCATION_STATUS = { return: 'returned', lost: 'lost', broken: 'broken' } as const

/** Closes (part of) an allocation; a second close of the same allocation finds nothing left and is refused. */
async function close(
  trx: TransactionClientContract,
  locationId: number,
  input: HardwareChange,
  userId: number
) {
  const action = input.action as 'return' | 'lost' | 'broken'
  const row = await trx
    .from('hardware_allocations')
    .where({ id: input.allocationId!, location_id: locationId })
    .forUpdate()
    .first()
  if (!row) throw new AppException(404, 'E_ALLOCATION_NOT_FOUND')
  if (row.status !== 'allocated') throw new AppException(409, 'E_ALLOCATION_CLOSED')
  const quantity = input.quantity ?? row.quantity
  if (quantity > row.quantity) throw AppException.invalidField('quantity', 'allocated_quantity')

  const now = new Date()
  if (quantity < row.quantity) {
    await trx
      .from('hardware_allocations')
      .where('id', row.id)
      .update({ quantity: row.quantity - quantity })
    await trx
      .insertQuery()
      .table('hardware_allocations')
      .insert({
        ...row,
        id: undefined,
        quantity,
        status: ALLOCATION_STATUS[action],
        closed_at: now,
        note: input.note ?? row.note,
      })
  } else {
    await trx
      .from('hardware_allocations')
      .where('id', row.id)
      .update({ status: ALLOCATION_STATUS[action], closed_at: now, note: input.note ?? row.note })
  }
  if (row.unit_id)
    await trx
      .from('inventory_units')
      .where('id', row.unit_id)
      .update({ status: UNIT_STATUS[action], updated_at: now })

  const move = {
    productId: row.product_id,
    reason: action,
    note: input.note,
    userId,
    locationId,
    unitId: row.unit_id,
  }
  if (action === 'return')
    return { quantity: await applyStockChange(trx, { ...move, change: quantity }) }
  // Written off: the units left the stock when they were allocated; the log still says what became of them.
  const product = await trx
    .from('products')
    .where('id', row.product_id)
    .select('quantity')
    .firstOrFail()
  await trx
    .insertQuery()
    .table('inventory_logs')
    .insert(logRow({ ...move, change: 0, units: quantity }, Number(product.quantity), now))
  return { quantity: Number(product.quantity), writtenOff: quantity }
}
