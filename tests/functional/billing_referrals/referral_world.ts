import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { pollUntil } from '#tests/helpers/poll'

export const REFERRAL = {
  email: 'Owner@NewCafe.test',
  name: 'Nora New',
  company: 'New Café',
  sector: 'horeca',
}

/** The referred company signs up with the referred address and pays a first invoice (outside Stripe, e.g. transfer). */
export async function referredCompanyPays(
  email = 'owner@newcafe.test',
  amountCents = 4_900,
  vat: string | null = null
) {
  const customer = await Customer.create({ name: 'New Café BV', email, vat, paymentMethod: 1 })
  const stripeId = await ensureStripeCustomer(customer)
  const stripe = billingStripe()
  await stripe.invoiceItems.create({
    customer: stripeId,
    amount: amountCents,
    currency: 'eur',
    description: 'Installation',
  })
  const invoice = await stripe.invoices.create({
    customer: stripeId,
    pending_invoice_items_behavior: 'include',
  })
  const paid = await stripe.invoices.pay(invoice.id, { paid_out_of_band: true })
  return { customer, stripeId, invoice: paid }
}

export function referralState(id: number, state: string) {
  return pollUntil(
    async () => {
      const row = await db.from('referrals').where('id', id).first()
      return row?.state === state ? row : null
    },
    { what: `the referral to be ${state}` }
  )
}

export async function balanceTransactions(stripeCustomerId: string) {
  return (await billingStripe().customers.listBalanceTransactions(stripeCustomerId, { limit: 100 }))
    .data as Stripe.CustomerBalanceTransaction[]
}
