import type { Infer } from '@vinejs/vine/types'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'
import Product from '#core/inventory/models/product'
import type { listProductsValidator } from '#core/inventory/validators/product_validators'

type Filters = Infer<typeof listProductsValidator>

/** Products with their supplier, by name; `search` in name, model, EAN and SKU (GET /products and /inventory). */
export function listProducts(filters: Filters) {
  const query = Product.query().preload('supplier').orderBy('name').orderBy('id')
  const term = filters.search ?? filters.q
  if (term) {
    const like = `%${escapeLike(term)}%`
    query.where((where) =>
      where
        .whereILike('name', like)
        .orWhereILike('model', like)
        .orWhereILike('ean', like)
        .orWhereILike('sku', like)
    )
  }
  if (filters.type) query.where('type', filters.type)
  if (filters.vendor) query.where('vendor', filters.vendor)
  if (filters.ownBrand !== undefined) query.where('own_brand', filters.ownBrand)
  if (filters.lowStock) query.whereRaw('quantity <= low_stock_threshold').where('own_brand', false)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** Products a configuration is made of (GET /products/config): network hardware and licences, cheapest first. */
export function configProducts() {
  return Product.query()
    .whereIn('type', ['gateway', 'router', 'access_point', 'switch', 'licence'])
    .orderBy('type')
    .orderBy('sale_price_cents')
    .orderBy('id')
}

/** GET /products/locations/{id}: the products allocated to a venue and how many of each, with their monthly prices. */
export async function locationProducts(locationId: number) {
  const rows = await Product.query()
    .join('hardware_allocations', 'hardware_allocations.product_id', 'products.id')
    .where('hardware_allocations.location_id', locationId)
    .where('hardware_allocations.status', 'allocated')
    .groupBy('products.id')
    .orderBy('products.name')
    .select('products.*')
    .sum('hardware_allocations.quantity as allocated')
  return rows.map((product) => ({
    productId: product.id,
    name: product.name,
    model: product.model,
    type: product.type,
    quantity: Number(product.$extras.allocated),
    caasPriceCents: product.caasPriceCents,
    monthlyLicenceCents: product.monthlyLicenceCents,
  }))
}
