import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import type Product from '#core/inventory/models/product'
import { addUnits, applyStockChange, takeUnits } from '#core/inventory/services/stock_moves'
import type {
  stockChangeValidator,
  updateStockValidator,
} from '#core/inventory/validators/inventory_validators'

type ChangeInput = Infer<typeof stockChangeValidator>

/**
 * Adds or deducts stock of one product (POST /inventory). A serialized product names the units moved: as many
 * serials as the change; deducted units leave the stock as `removed`.
 */
export async function changeStock(product: Product, input: ChangeInput, userId: number) {
  if (input.change === 0) throw AppException.invalidField('change', 'not_zero')
  const serials = input.units ?? []
  if (product.serialized && serials.length !== Math.abs(input.change))
    throw AppException.invalidField('units', 'serial_count')
  if (!product.serialized && serials.length > 0)
    throw AppException.invalidField('units', 'not_serialized')
  return db.transaction(async (trx) => {
    if (product.serialized && input.change < 0)
      await takeUnits(
        trx,
        product.id,
        serials.map((unit) => unit.serial),
        'removed'
      )
    if (product.serialized && input.change > 0) await addUnits(trx, product.id, serials)
    const quantity = await applyStockChange(trx, {
      productId: product.id,
      change: input.change,
      reason: input.reason,
      note: input.note,
      userId,
    })
    return { productId: product.id, change: input.change, quantity }
  })
}

/**
 * PATCH /inventory/{id}: a count sets the quantity on the shelf (logged as the difference, reason `count`); the
 * low-stock threshold is a setting. A serialized product is counted by its units, not here.
 */
export async function updateStock(
  product: Product,
  input: Infer<typeof updateStockValidator>,
  userId: number
) {
  if (input.quantity !== undefined && product.serialized)
    throw AppException.invalidField('quantity', 'serialized_count')
  await db.transaction(async (trx) => {
    const locked = await trx
      .from('products')
      .where('id', product.id)
      .forUpdate()
      .select('quantity')
      .firstOrFail()
    const change = input.quantity === undefined ? 0 : input.quantity - Number(locked.quantity)
    if (change !== 0)
      await applyStockChange(trx, {
        productId: product.id,
        change,
        reason: 'count',
        note: input.note,
        userId,
      })
    if (input.lowStockThreshold !== undefined) {
      await trx
        .from('products')
        .where('id', product.id)
        .update({ low_stock_threshold: input.lowStockThreshold, updated_at: new Date() })
      await recordAudit(
        {
          action: 'product.low_stock_threshold',
          objectType: 'product',
          objectId: product.id,
          oldValues: { low_stock_threshold: product.lowStockThreshold },
          newValues: { low_stock_threshold: input.lowStockThreshold },
        },
        trx
      )
    }
  })
  await product.refresh()
  return product
}

/** DELETE /inventory/{id}: a product leaves the catalogue only when none is in stock or at a venue. */
export async function deleteProduct(product: Product) {
  await db.transaction(async (trx) => {
    const allocated = await trx
      .from('hardware_allocations')
      .where({ product_id: product.id, status: 'allocated' })
      .first()
    const linked = await trx.from('products').where('inventory_product_id', product.id).first()
    const [row] = await trx
      .from('products')
      .where('id', product.id)
      .where('quantity', 0)
      .delete(['id'])
    if (!row || allocated || linked) throw new AppException(409, 'E_PRODUCT_IN_USE')
    await recordAudit(
      {
        action: 'product.deleted',
        objectType: 'product',
        objectId: product.id,
        oldValues: { name: product.name, model: product.model },
      },
      trx
    )
  })
}
