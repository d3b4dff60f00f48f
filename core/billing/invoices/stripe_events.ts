/**
 * Stripe invoice events (payments-and-integrations §1.10) mirrored into `invoices`. The event's own copy of the
 * invoice is applied unless the row already holds a newer state (mirror_invoice.ts), so duplicates and late
 * deliveries change nothing. A payment re-evaluates the customer's account lock at once.
 */
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import { onStripeEvent } from '#core/billing/webhooks/stripe_event_handlers'
import { mirrorInvoice } from './mirror_invoice.js'
import { evaluateAccountLock } from './account_lock.js'

const eventTime = (event: Stripe.Event) => DateTime.fromSeconds(event.created, { zone: 'utc' })

export const MIRRORED_INVOICE_EVENTS = [
  'invoice.created',
  'invoice.updated',
  'invoice.finalized',
  'invoice.sent',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
  'invoice.overdue',
]

onStripeEvent(MIRRORED_INVOICE_EVENTS, async (event, trx) => {
  const invoice = await mirrorInvoice(event.data.object as Stripe.Invoice, eventTime(event), trx)
  if (!invoice?.customerId || !['paid', 'void', 'uncollectible'].includes(invoice.stripeStatus))
    return
  // A paid or void invoice can only unlock: a customer who is not locked needs no second statement.
  if (invoice.stripeStatus !== 'uncollectible' && !invoice.$extras.customer_locked) return
  await evaluateAccountLock(invoice.customerId, trx)
})

onStripeEvent('invoice.deleted', async (event, trx) => {
  // Only drafts can be deleted; nothing was ever owed on them.
  await trx
    .from('invoices')
    .where('stripe_invoice_id', (event.data.object as Stripe.Invoice).id!)
    .where('stripe_status', 'draft')
    .delete()
})
