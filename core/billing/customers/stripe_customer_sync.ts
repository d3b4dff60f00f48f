import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import type Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { euVatOf, stripeCustomerParams } from './stripe_customer_params.js'
import { isStripeMissing } from './stripe_errors.js'

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24)

/**
 * The customer's Stripe customer id, creating it when it has none. The create call carries only our id, under an
 * idempotency key built from it: a retry, or two syncs at once, get the same Stripe customer back.
 */
export async function ensureStripeCustomer(customer: Customer): Promise<string> {
  if (customer.paymentProviderId) return customer.paymentProviderId
  const created = await billingStripe().customers.create(
    { name: customer.name, metadata: { airdeck_customer_id: String(customer.id) } },
    { idempotencyKey: `airdeck-customer-${customer.id}-create` }
  )
  await db
    .from('customers')
    .where('id', customer.id)
    .whereNull('payment_provider_id')
    .update({ payment_provider_id: created.id })
  await customer.refresh()
  return customer.paymentProviderId ?? created.id
}

export type SyncOutcome = 'synced' | 'vat_invalid' | 'stripe_customer_missing'

/**
 * Brings the Stripe customer in line with ours: name, address, e-mail, language, and the VAT number as its one
 * `eu_vat` tax id. Stripe down throws (the job retries); what retrying cannot fix is recorded on the customer.
 */
export async function syncStripeCustomer(customer: Customer): Promise<SyncOutcome> {
  const stripe = billingStripe()
  const stripeId = await ensureStripeCustomer(customer)
  const params = stripeCustomerParams(customer)
  try {
    await stripe.customers.update(stripeId, params, {
      idempotencyKey: `airdeck-customer-${customer.id}-update-${hashOf(params)}`,
    })
  } catch (error) {
    if (!isStripeMissing(error)) throw error
    await recordSync(customer, { stripe_sync_error: 'E_STRIPE_CUSTOMER_NOT_FOUND' })
    return 'stripe_customer_missing'
  }
  const taxId = await syncTaxId(stripe, customer, stripeId)
  if (taxId === 'invalid') {
    await recordSync(customer, {
      stripe_sync_error: 'E_INVALID_EU_VAT',
      stripe_tax_id: null,
      vat_verification: 'invalid',
      vat_verified_name: null,
      vat_verification_at: wholeSecondNow(),
    })
    return 'vat_invalid'
  }
  await recordSync(customer, {
    stripe_sync_error: null,
    stripe_tax_id: taxId?.id ?? null,
    vat_verification: taxId?.verification?.status ?? null,
    vat_verified_name: taxId?.verification?.verified_name ?? null,
    vat_verification_at: wholeSecondNow(),
  })
  return 'synced'
}

/** Removes the eu_vat tax ids that are not the customer's VAT number and adds it when missing. */
async function syncTaxId(
  stripe: Stripe,
  customer: Customer,
  stripeId: string
): Promise<Stripe.TaxId | null | 'invalid'> {
  const wanted = euVatOf(customer)
  const existing = (await stripe.customers.listTaxIds(stripeId, { limit: 100 })).data.filter(
    (taxId) => taxId.type === 'eu_vat'
  )
  for (const stale of existing.filter((taxId) => taxId.value !== wanted))
    await stripe.customers.deleteTaxId(stripeId, stale.id)
  const kept = existing.find((taxId) => taxId.value === wanted)
  if (!wanted || kept) return kept ?? null
  try {
    const key = `airdeck-customer-${customer.id}-tax-id-${wanted}-${customer.updatedAt.toMillis()}`
    return await stripe.customers.createTaxId(
      stripeId,
      { type: 'eu_vat', value: wanted },
      { idempotencyKey: key }
    )
  } catch (error) {
    if ((error as Stripe.errors.StripeError).code === 'tax_id_invalid') return 'invalid'
    throw error
  }
}

async function recordSync(customer: Customer, values: Record<string, unknown>) {
  await db
    .from('customers')
    .where('id', customer.id)
    .update({ ...values, stripe_synced_at: DateTime.now().toJSDate() })
  await customer.refresh()
}

/** Stripe's event times are whole seconds: a state read now must not look newer than an event of this same second. */
const wholeSecondNow = () => DateTime.now().startOf('second').toJSDate()
