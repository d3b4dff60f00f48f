import type Stripe from 'stripe'
import type { DealLine } from '#core/plugins/integration_contract'
import { withPartnerIntegration } from '#core/integrations/services/with_service'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { AppException } from '#kernel/exceptions/app_exception'
import { createInvoice } from './create_invoice.js'

const normalized = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * A deal line matches the Stripe product whose `metadata.pipedrive_product_id` is the deal product's id, or else the
 * active product with the same name (case and spacing ignored).
 */
function matchProduct(line: DealLine, products: Stripe.Product[]) {
  return (
    products.find(
      (product) =>
        line.productId !== null && product.metadata?.pipedrive_product_id === line.productId
    ) ?? products.find((product) => normalized(product.name) === normalized(line.name))
  )
}

/** Integer cents of the line: unit price × quantity less the line's discount. */
const lineAmount = (line: DealLine) =>
  Math.round((line.unitPriceCents * line.quantity * (100 - line.discountPercent)) / 100)

export async function invoiceFromPipedriveDeal(input: {
  customerId: number
  deal: string
  partnerId: number | null
  createdBy: number
  daysUntilDue?: number
}) {
  if (!input.partnerId) throw AppException.invalidField('partner', 'required')
  const deal = await withPartnerIntegration(input.partnerId, 'pipedrive', async (service) => {
    if (!service.readDeal) throw AppException.notFound()
    return service.readDeal(input.deal)
  })
  const products: Stripe.Product[] = []
  await whileUserWaits(async () => {
    for await (const product of billingStripe().products.list({ active: true, limit: 100 }))
      products.push(product)
  })
  const matched = deal.lines.map((line) => ({ line, product: matchProduct(line, products) }))
  const unmatched = matched.filter((entry) => !entry.product)
  if (matched.length === 0 || unmatched.length > 0) {
    throw new AppException(422, 'E_NO_MATCHING_PRODUCTS', {
      errors: (unmatched.length ? unmatched : [{ line: null }]).map((entry) => ({
        field: 'deal',
        rule: 'products',
        meta: { product: entry.line?.name ?? null },
      })),
    })
  }
  return createInvoice({
    customerId: input.customerId,
    createdBy: input.createdBy,
    source: 'pipedrive',
    sourceReference: input.deal,
    currency: deal.currency.toLowerCase(),
    daysUntilDue: input.daysUntilDue,
    description: deal.title.slice(0, 500),
    lines: matched.map(({ line, product }) => ({
      description: `${line.quantity} × ${product!.name}${line.discountPercent ? ` (−${line.discountPercent}%)` : ''}`,
      amount: lineAmount(line),
      metadata: {
        stripe_product: product!.id,
        pipedrive_deal: deal.id,
        ...(line.productId ? { pipedrive_product: line.productId } : {}),
      },
    })),
  })
}
