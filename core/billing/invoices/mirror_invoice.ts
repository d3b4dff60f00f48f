import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invoice from './invoice.js'
import { STRIPE_INVOICE_STATUSES, type InvoiceLineSummary, type StripeInvoiceStatus } from './invoice_rules.js'

const TERMINAL: StripeInvoiceStatus[] = ['paid', 'void']
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))
const fromSeconds = (seconds: number | null | undefined) => (seconds ? DateTime.fromSeconds(seconds, { zone: 'utc' }) : null)

function linesSummary(invoice: Stripe.Invoice): InvoiceLineSummary[] {
  return (invoice.lines?.data ?? []).slice(0, 50).map((line) => ({
    description: (line.description ?? '').slice(0, 500),
    quantity: line.quantity ?? 1,
    amount: line.amount,
  }))
}

/**
 * Writes Stripe's view of an invoice onto our row, unless the row already holds a newer state: `syncedAt` is the
 * time of that view (the event's `created`, or the moment a refresh read it). Within the same second a paid or void
 * invoice never goes back to open (Stripe sends `invoice.finalized` and `invoice.paid` in one second).
 * Returns the row, or null when the view was older and ignored.
 */
export async function mirrorInvoice(stripeInvoice: Stripe.Invoice, syncedAt: DateTime, trx?: TransactionClientContract, extra: Partial<Pick<Invoice, 'paidOutOfBand'>> = {}) {
  const run = async (client: TransactionClientContract) => {
    const stripeCustomerId = idOf(stripeInvoice.customer)
    if (!stripeInvoice.id || !stripeCustomerId) return null
    const status = (STRIPE_INVOICE_STATUSES as readonly string[]).includes(stripeInvoice.status ?? '') ? (stripeInvoice.status as StripeInvoiceStatus) : 'draft'
    const existing = await lockInvoiceRow(client, stripeInvoice.id, stripeCustomerId)
    if (isStale(existing, status, syncedAt)) return null
    const customerId: number | null = existing.$extras.matched_customer_id ?? null
    const invoice = existing
    invoice.useTransaction(client)
    invoice.merge({
      stripeInvoiceId: stripeInvoice.id,
      stripeCustomerId,
      customerId: customerId ?? existing.customerId ?? null,
      number: stripeInvoice.number ?? null,
      stripeStatus: status,
      amountDue: stripeInvoice.amount_due ?? 0,
      amountPaid: stripeInvoice.amount_paid ?? 0,
      total: stripeInvoice.total ?? 0,
      currency: stripeInvoice.currency ?? 'eur',
      dueDate: fromSeconds(stripeInvoice.due_date),
      hostedInvoiceUrl: stripeInvoice.hosted_invoice_url ?? null,
      invoicePdf: stripeInvoice.invoice_pdf ?? null,
      linesSummary: linesSummary(stripeInvoice),
      paidAt: status === 'paid' ? (fromSeconds(stripeInvoice.status_transitions?.paid_at) ?? syncedAt) : null,
      stripeCreatedAt: fromSeconds(stripeInvoice.created) ?? syncedAt,
      stripeSyncedAt: syncedAt,
      ...extra,
    })
    if (status !== 'paid') invoice.paidOutOfBand = false
    await invoice.save()
    return invoice
  }
  return trx ? run(trx) : db.transaction(run)
}

/**
 * Our row of the invoice, locked for this transaction, with the id of the customer whose Stripe id it names
 * (`$extras.matched_customer_id`), in one round trip when the row exists. Two events about a new invoice may arrive at
 * once: a placeholder row (older than any state) gives both a row to lock.
 */
async function lockInvoiceRow(client: TransactionClientContract, stripeInvoiceId: string, stripeCustomerId: string) {
  const locked = () =>
    Invoice.query({ client })
      .select('invoices.*')
      .select(client.raw('(select id from customers where payment_provider_id = ? limit 1) as matched_customer_id', [stripeCustomerId]))
      .where('stripe_invoice_id', stripeInvoiceId)
      .forUpdate()
      .first()
  const existing = await locked()
  if (existing) return existing
  const now = new Date()
  await client
    .table('invoices')
    .insert({ stripe_invoice_id: stripeInvoiceId, stripe_customer_id: stripeCustomerId, stripe_status: 'draft', stripe_created_at: now, stripe_synced_at: new Date(0), created_at: now, updated_at: now })
    .onConflict('stripe_invoice_id')
    .ignore()
  return (await locked())!
}

function isStale(row: Invoice, incoming: StripeInvoiceStatus, syncedAt: DateTime) {
  if (syncedAt < row.stripeSyncedAt) return true
  return syncedAt.toSeconds() === row.stripeSyncedAt.toSeconds() && TERMINAL.includes(row.stripeStatus) && !TERMINAL.includes(incoming)
}
