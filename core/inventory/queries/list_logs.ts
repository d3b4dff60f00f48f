import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import type { listLogsValidator } from '#core/inventory/validators/inventory_validators'

/** GET /inventory/logs: every stock change, the newest first, with who made it, the product and the venue. */
export function listStockLogs(filters: Infer<typeof listLogsValidator>) {
  const query = db
    .from('inventory_logs as log')
    .join('products as product', 'product.id', 'log.product_id')
    .leftJoin('users as user', 'user.id', 'log.user_id')
    .leftJoin('locations as location', 'location.id', 'log.location_id')
    .leftJoin('inventory_units as unit', 'unit.id', 'log.unit_id')
    .orderBy('log.created_at', 'desc')
    .orderBy('log.id', 'desc')
    .select(
      'log.id',
      'log.product_id',
      'product.name as product_name',
      'product.model',
      'log.change',
      'log.units',
      'log.quantity_after',
      'log.reason',
      'log.note',
      'log.created_at'
    )
    .select(
      'log.user_id',
      'user.email as user_email',
      'log.location_id',
      'location.name as location_name',
      'unit.serial'
    )
  if (filters.productId) query.where('log.product_id', filters.productId)
  if (filters.locationId) query.where('log.location_id', filters.locationId)
  if (filters.reason) query.where('log.reason', filters.reason)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

export function transformLog(row: Record<string, any>) {
  return {
    id: Number(row.id),
    productId: row.product_id,
    productName: row.product_name,
    model: row.model,
    change: row.change,
    units: row.units,
    quantityAfter: row.quantity_after,
    reason: row.reason,
    note: row.note,
    serial: row.serial ?? null,
    userId: row.user_id,
    userEmail: row.user_email ?? null,
    locationId: row.location_id,
    locationName: row.location_name ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
