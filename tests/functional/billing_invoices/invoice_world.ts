import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Customer from '#core/customers/models/customer'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { pollUntil } from '#tests/helpers/poll'

export const ONE_OFF = {
  lines: [
    { description: 'Installation', quantity: 1, unit_amount: 25000 },
    { description: 'Access point', quantity: 2, unit_amount: 18999 },
  ],
}
export const ONE_OFF_SUBTOTAL = 25000 + 2 * 18999
/** The world's customer is Belgian: 21 % VAT on each line, rounded per line (5 250 + 7 980). */
export const ONE_OFF_TOTAL = ONE_OFF_SUBTOTAL + 5250 + 7980

/** Sets an invoice's due date `days` ago in our mirror (the simulator's clock is not moved). */
export async function dueDaysAgo(invoiceId: number, days: number) {
  await db
    .from('invoices')
    .where('id', invoiceId)
    .update({ due_date: DateTime.utc().minus({ days }).toJSDate() })
}

export async function lockedAt(customerId: number) {
  return (
    (await db.from('customers').where('id', customerId).select('locked_at').first())?.locked_at ??
    null
  )
}

export function mirrored(stripeInvoiceId: string, predicate: (row: any) => boolean) {
  return pollUntil(
    async () => {
      const row = await db.from('invoices').where('stripe_invoice_id', stripeInvoiceId).first()
      return row && predicate(row) ? row : null
    },
    { what: `the invoice ${stripeInvoiceId} mirrored` }
  )
}

/** An open invoice made straight in Stripe (as the monthly run or the dashboard would), for the webhook path. */
export async function openStripeInvoice(customer: Customer, amount = 5000) {
  const stripe = billingStripe()
  const stripeCustomer = await ensureStripeCustomer(customer)
  const draft = await stripe.invoices.create({
    customer: stripeCustomer,
    collection_method: 'send_invoice',
    days_until_due: 14,
    pending_invoice_items_behavior: 'exclude',
  })
  await stripe.invoiceItems.create({
    customer: stripeCustomer,
    invoice: draft.id,
    amount,
    currency: 'eur',
    description: 'Venue WiFi',
  })
  return stripe.invoices.finalizeInvoice(draft.id!)
}
