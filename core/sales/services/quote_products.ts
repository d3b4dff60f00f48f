import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import Product from '#core/inventory/models/product'
import type { ProductType, ProductVendor } from '#core/inventory/product_catalog'
import { AppException } from '#kernel/exceptions/app_exception'
import type {
  CalculatorInput,
  PricedProduct,
  QuoteProducts,
} from '#core/sales/services/config_calculator'

/** The lowest-priced catalogue product of a kind: what the calculator quotes unless the catalogue changes. */
async function cheapest(
  client: QueryClientContract,
  type: ProductType,
  vendor?: ProductVendor
): Promise<PricedProduct | null> {
  const query = Product.query({ client })
    .where('type', type)
    .orderBy('sale_price_cents')
    .orderBy('id')
  if (vendor) query.where('vendor', vendor)
  const product = await query.first()
  if (!product) return null
  const { id, name, model, salePriceCents, configPriceCents, caasPriceCents, monthlyLicenceCents } =
    product
  return { id, name, model, salePriceCents, configPriceCents, caasPriceCents, monthlyLicenceCents }
}

/** "Product model not found" (spec §8) for the field that needs a product the catalogue lacks. */
function missing(field: string, type: string): never {
  throw new AppException(422, 'E_SALES_PRODUCT_MISSING', {
    errors: [{ field, rule: 'product_missing' }],
    data: { type },
  })
}

/** The products a configuration is quoted with, from the catalogue (core/inventory). */
export async function quoteProducts(
  input: CalculatorInput,
  client: QueryClientContract = db.connection()
): Promise<QuoteProducts> {
  const needsPeplink = input.connections >= 2 || input.peplinkLicence
  const edge = needsPeplink
    ? await cheapest(client, 'router', 'peplink')
    : await cheapest(client, 'gateway')
  if (!edge) missing(needsPeplink ? 'connections' : 'devices', needsPeplink ? 'router' : 'gateway')
  const accessPoint = input.devices > 0 ? await cheapest(client, 'access_point') : null
  if (input.devices > 0 && !accessPoint) missing('devices', 'access_point')
  const licence = input.peplinkLicence ? await cheapest(client, 'licence', 'peplink') : null
  if (input.peplinkLicence && !licence) missing('peplinkLicence', 'licence')
  return { edge, accessPoint, licence }
}
