import db from '@adonisjs/lucid/services/db'

const VALUE = 'coalesce(sum(quantity::bigint * purchase_price_cents), 0)'

/** GET /inventory/stats: the value in stock per vendor and per type, totals, low stock and hardware at venues. */
export async function inventoryStats() {
  const stocked = () => db.from('products').where('own_brand', false)
  const [totals, byVendor, byType, lowStock, allocated] = await Promise.all([
    stocked()
      .select(
        db.raw(`${VALUE} as value, coalesce(sum(quantity), 0) as units, count(*) as products`)
      )
      .first(),
    stocked()
      .groupBy('vendor')
      .orderBy('vendor')
      .select('vendor', db.raw(`${VALUE} as value, coalesce(sum(quantity), 0) as units`)),
    stocked()
      .groupBy('type')
      .orderBy('type')
      .select('type', db.raw(`${VALUE} as value, coalesce(sum(quantity), 0) as units`)),
    stocked()
      .whereRaw('quantity <= low_stock_threshold')
      .orderBy('quantity')
      .orderBy('name')
      .limit(50)
      .select('id', 'name', 'model', 'quantity', 'low_stock_threshold'),
    db
      .from('hardware_allocations')
      .where('status', 'allocated')
      .select(
        db.raw('coalesce(sum(quantity), 0) as units, count(distinct location_id) as locations')
      )
      .first(),
  ])
  const group = (row: { value: unknown; units: unknown }) => ({
    valueCents: Number(row.value),
    units: Number(row.units),
  })
  return {
    currency: 'EUR',
    totalValueCents: Number(totals.value),
    totalUnits: Number(totals.units),
    products: Number(totals.products),
    byVendor: byVendor.map((row) => ({ vendor: row.vendor, ...group(row) })),
    byType: byType.map((row) => ({ type: row.type, ...group(row) })),
    lowStock: lowStock.map((row) => ({
      id: row.id,
      name: row.name,
      model: row.model,
      quantity: Number(row.quantity),
      lowStockThreshold: Number(row.low_stock_threshold),
    })),
    allocated: { units: Number(allocated.units), locations: Number(allocated.locations) },
  }
}
