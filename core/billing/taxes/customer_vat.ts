import type Stripe from 'stripe'
import type Customer from '#core/customers/models/customer'
import { ensureTaxRate } from './tax_rates.js'
import { stripeTaxExemptOf, vatTreatmentOf, type VatTreatment } from './vat_treatment.js'

export interface CustomerVat {
  treatment: VatTreatment
  taxRateId: string
}

/**
 * Before we bill a customer in Stripe: its `tax_exempt` follows its country and verified VAT number now (the
 * verification arrives after the customer sync), and the tax rate every invoice item, invoice and subscription we
 * create carries.
 */
export async function prepareCustomerVat(
  stripe: Stripe,
  customer: Customer,
  stripeCustomerId: string
): Promise<CustomerVat> {
  const treatment = vatTreatmentOf(customer)
  await stripe.customers.update(stripeCustomerId, { tax_exempt: stripeTaxExemptOf(treatment) })
  const rate = await ensureTaxRate(stripe, treatment)
  return { treatment, taxRateId: rate.id }
}

/**
 * After the customer's VAT treatment changed (its VAT number was verified, removed or replaced): `tax_exempt` and
 * the tax rate of its running subscriptions follow, so the next renewal invoices are taxed right.
 */
export async function alignCustomerVat(
  stripe: Stripe,
  customer: Customer,
  stripeCustomerId: string
) {
  const { taxRateId } = await prepareCustomerVat(stripe, customer, stripeCustomerId)
  for await (const subscription of stripe.subscriptions.list({
    customer: stripeCustomerId,
    status: 'all',
    limit: 100,
  })) {
    if (['canceled', 'incomplete_expired'].includes(subscription.status)) continue
    const current = (subscription.default_tax_rates ?? []).map((rate) => rate.id)
    if (current.length === 1 && current[0] === taxRateId) continue
    await stripe.subscriptions.update(
      subscription.id,
      { default_tax_rates: [taxRateId] },
      { idempotencyKey: `airdeck-subscription-${subscription.id}-tax-rate-${taxRateId}` }
    )
  }
}
