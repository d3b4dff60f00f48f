/**
 * Pipedrive v2 deals and deal products → the contract's Deal with invoice-ready lines in integer cents. Prices are
 * decimal numbers in the deal's currency. Lines are tax-exclusive: a tax-inclusive price is brought back to its net
 * price. An amount discount becomes the percentage it is of the line's gross. Disabled products are not billed.
 */
import type { Deal, DealLine } from '#core/plugins/integration_contract'
import { PluginUnexpectedError } from '#core/plugins/plugin_errors'

const STATUSES = new Set(['open', 'won', 'lost', 'deleted'])

export const toCents = (amount: number) => Math.round(amount * 100)

export function mapDeal(deal: Record<string, any>, products: Array<Record<string, any>>): Deal {
  if (
    !Number.isInteger(deal?.id) ||
    typeof deal.title !== 'string' ||
    typeof deal.currency !== 'string' ||
    !STATUSES.has(deal.status)
  ) {
    throw new PluginUnexpectedError(
      'Pipedrive sent a deal we do not understand',
      JSON.stringify(deal).slice(0, 200)
    )
  }
  return {
    id: String(deal.id),
    title: deal.title,
    currency: deal.currency.toUpperCase(),
    valueCents: toCents(numberOr(deal.value, 0)),
    status: deal.status,
    organizationId: Number.isInteger(deal.org_id) ? String(deal.org_id) : null,
    personId: Number.isInteger(deal.person_id) ? String(deal.person_id) : null,
    lines: products.filter((product) => product?.is_enabled !== false).map(mapLine),
  }
}

export function mapLine(product: Record<string, any>): DealLine {
  const price = numberOr(product?.item_price, Number.NaN)
  const quantity = numberOr(product?.quantity, Number.NaN)
  if (!Number.isFinite(price) || !Number.isFinite(quantity) || typeof product.name !== 'string') {
    throw new PluginUnexpectedError(
      'Pipedrive sent a deal product we do not understand',
      JSON.stringify(product).slice(0, 200)
    )
  }
  const tax =
    product.tax_method === 'none' || product.tax === null || product.tax === undefined
      ? null
      : numberOr(product.tax, 0)
  const net = product.tax_method === 'inclusive' && tax ? price / (1 + tax / 100) : price
  return {
    productId:
      product.product_id === null || product.product_id === undefined
        ? null
        : String(product.product_id),
    name: product.name,
    quantity,
    unitPriceCents: toCents(net),
    discountPercent: discountPercent(product, price * quantity),
    taxPercent: tax,
  }
}

function discountPercent(product: Record<string, any>, gross: number): number {
  const discount = numberOr(product.discount, 0)
  if (discount <= 0) return 0
  const percent =
    product.discount_type === 'amount' ? (gross > 0 ? (discount / gross) * 100 : 0) : discount
  return Math.min(100, Math.round(percent * 10_000) / 10_000)
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}
