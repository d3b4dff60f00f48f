import { DateTime } from 'luxon'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { mirrorInvoice } from './mirror_invoice.js'

/**
 * Backfill and repair: reads every invoice from Stripe (newest first, page by page; `since` limits it to invoices
 * created after a date) and mirrors it as of the moment it was read. Webhooks keep the table current; this fills it
 * on first setup and catches anything a lost webhook left behind.
 */
export async function refreshInvoices(options: { since?: DateTime } = {}) {
  const stripe = billingStripe()
  let mirrored = 0
  const params = {
    limit: 100,
    ...(options.since ? { created: { gte: Math.floor(options.since.toSeconds()) } } : {}),
  }
  for await (const invoice of stripe.invoices.list(params)) {
    if (await mirrorInvoice(invoice, DateTime.utc())) mirrored++
  }
  return { mirrored }
}
