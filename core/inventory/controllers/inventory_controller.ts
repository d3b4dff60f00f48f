import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { paginated } from '#kernel/http/pagination'
import { changeStock, deleteProduct, updateStock } from '#core/inventory/actions/change_stock'
import { importStock } from '#core/inventory/actions/import_stock'
import { findProduct } from '#core/inventory/actions/save_product'
import { listProducts } from '#core/inventory/queries/list_products'
import { inventoryStats } from '#core/inventory/queries/inventory_stats'
import { listStockLogs, transformLog } from '#core/inventory/queries/list_logs'
import { transformProduct } from '#core/inventory/transformers/product_transformer'
import {
  bulkQueryValidator,
  listInventoryValidator,
  listLogsValidator,
  stockChangeValidator,
  updateStockValidator,
} from '#core/inventory/validators/inventory_validators'

/** Stock of the products (admin only, routes.ts): changes with a reason, counts, the log and stats. */
export default class InventoryController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listInventoryValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listProducts({ ...filters, ownBrand: false }), transformProduct)
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(stockChangeValidator)
    const product = await findProduct(input.productId)
    ctx.response.status(201)
    return changeStock(product, input, ctx.auth.user!.id)
  }

  async show(ctx: HttpContext) {
    const product = await findProduct(ctx.params.id)
    await product.load('supplier')
    return transformProduct(product)
  }

  /** The units of a serialized product on the shelf, by serial number. */
  async units(ctx: HttpContext) {
    const product = await findProduct(ctx.params.id)
    const units = await db
      .from('inventory_units')
      .where({ product_id: product.id, status: 'in_stock' })
      .orderBy('serial')
      .select('id', 'serial', 'mac')
    return {
      data: units.map((unit) => ({
        id: Number(unit.id),
        serial: unit.serial,
        mac: unit.mac ?? null,
      })),
    }
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateStockValidator)
    const product = await updateStock(await findProduct(ctx.params.id), input, ctx.auth.user!.id)
    await product.load('supplier')
    return transformProduct(product)
  }

  async destroy(ctx: HttpContext) {
    await deleteProduct(await findProduct(ctx.params.id))
    return ctx.response.noContent()
  }

  async stats() {
    return inventoryStats()
  }

  async logs(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listLogsValidator, { data: ctx.request.qs() })
    return paginated(await listStockLogs(filters), transformLog)
  }

  async bulk(ctx: HttpContext) {
    const options = await ctx.request.validateUsing(bulkQueryValidator, { data: ctx.request.qs() })
    const result = await importStock(ctx, options, ctx.auth.user!.id)
    ctx.response.status(result.dryRun ? 200 : 201)
    return result
  }
}
