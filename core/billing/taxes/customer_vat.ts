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
export async function prepareCustomerVat(stripe: Stripe, customer: Customer, stripeCustomerId: string): Promise<CustomerVat> {
  const treatment = vatTreatmentOf(customer)
  await stripe.customers.update(stripeCustomerId, { tax_exempt: stripeTaxExemptOf(treatment) })
  const rate = await ensureTaxRate(stripe, treatment)
  return { treatment, taxRateId: rate.id }
}
