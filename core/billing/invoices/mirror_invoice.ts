import { type DateTime } from 'luxon'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invoice from './invoice.js'
import {
  STRIPE_INVOICE_STATUSES,
  type InvoiceLineSummary,
  type StripeInvoiceStatus,
} from './invoice_rules.js'

const TERMINAL: StripeInvoiceStatus[] = ['paid', 'void']
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)
const fromSeconds = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null

function linesSummary(invoice: Stripe.Invoice): InvoiceLineSummary[] {
  const percentages = new Map(
    (invoice.default_tax_rates ?? []).map((rate) => [rate.id, rate.percentage])
  )
  return (invoice.lines?.data ?? []).slice(0, 50).map((line) => {
    const taxes = line.taxes ?? []
    return {
      description: (line.description ?? '').slice(0, 500),
      quantity: line.quantity ?? 1,
      amount: line.amount,
      tax_rate: taxes.length ? ratePercentage(taxes[0], percentages) : null,
      tax_amount: taxes.reduce(
        (sum, tax) => sum + (tax.tax_behavior === 'exclusive' ? tax.amount : 0),
        0
      ),
    }
  })
}

/**
 * A line's VAT percentage: its rate's when the invoice's default rates name it (ours always do), else what the
 * amounts say (a rate set on the item alone; events carry no expanded rate).
 */
function ratePercentage(
  tax: Stripe.InvoiceLineItem.Tax,
  percentages: Map<string, number>
): number | null {
  const known = tax.tax_rate_details ? percentages.get(tax.tax_rate_details.tax_rate) : undefined
  if (known !== undefined) return known
  if (
    tax.taxability_reason === 'reverse_charge' ||
    tax.taxability_reason === 'customer_exempt' ||
    !tax.taxable_amount
  )
    return 0
  return Math.round((tax.amount / tax.taxable_amount) * 10_000) / 100
}

/** The VAT of the invoice: Stripe's taxes summed (exclusive ones, those added to the total). */
function taxOf(invoice: Stripe.Invoice) {
  return (invoice.total_taxes ?? []).reduce(
    (sum, tax) => sum + (tax.tax_behavior === 'exclusive' ? tax.amount : 0),
    0
  )
}

/**
 * Writes Stripe's view of an invoice onto our row, unless the row already holds a newer state: `syncedAt` is the
 * time of that view (the event's `created`, or the moment a refresh read it). Within the same second a paid or void
 * invoice never goes back to open (Stripe sends `invoice.finalized` and `invoice.paid` in one second).
 * Returns the row (with `$extras.customer_locked`: whether its customer is locked now), or null when the view was
 * older and ignored.
 *
 * Stripe sends bursts of these (webhooks), so the usual case is one statement: an update whose condition is the
 * staleness rule, evaluated by PostgreSQL on the locked, latest version of the row.
 */
export async function mirrorInvoice(
  stripeInvoice: Stripe.Invoice,
  syncedAt: DateTime,
  trx?: TransactionClientContract,
  extra: { paidOutOfBand?: boolean } = {}
) {
  const run = async (client: TransactionClientContract) => {
    const stripeCustomerId = idOf(stripeInvoice.customer)
    if (!stripeInvoice.id || !stripeCustomerId) return null
    const status = (STRIPE_INVOICE_STATUSES as readonly string[]).includes(
      stripeInvoice.status ?? ''
    )
      ? (stripeInvoice.status as StripeInvoiceStatus)
      : 'draft'
    const view = {
      id: stripeInvoice.id,
      stripeCustomerId,
      status,
      syncedAt: syncedAt.toJSDate(),
      columns: mirroredColumns(stripeInvoice, status, syncedAt, extra),
    }
    const applied = await applyIfNewer(client, view)
    if (applied) return applied
    if (await client.from('invoices').where('stripe_invoice_id', view.id).select('id').first())
      return null
    // A new invoice. Two events about it may arrive at once: a placeholder row (older than any state) gives both a
    // row to lock, and the later of the two finds its view applied or stale like any other.
    const now = new Date()
    await client
      .table('invoices')
      .insert({
        stripe_invoice_id: view.id,
        stripe_customer_id: stripeCustomerId,
        stripe_status: 'draft',
        stripe_created_at: now,
        stripe_synced_at: new Date(0),
        created_at: now,
        updated_at: now,
      })
      .onConflict('stripe_invoice_id')
      .ignore()
    return applyIfNewer(client, view)
  }
  return trx ? run(trx) : db.transaction(run)
}

const CUSTOMER_LOCKED = (client: TransactionClientContract) =>
  client.knexRawQuery(
    '(select locked_at is not null from customers where customers.id = invoices.customer_id) as customer_locked'
  )

type MirroredView = {
  id: string
  stripeCustomerId: string
  status: StripeInvoiceStatus
  syncedAt: Date
  columns: Record<string, unknown>
}

/** The update of the row with Stripe's view when that view is not older than the row (isStale in SQL); null else. */
async function applyIfNewer(
  client: TransactionClientContract,
  view: MirroredView
): Promise<Invoice | null> {
  const incomingIsTerminal = TERMINAL.includes(view.status)
  const rows = await client
    .from('invoices')
    .where('stripe_invoice_id', view.id)
    .where('stripe_synced_at', '<=', view.syncedAt)
    .whereRaw(
      `not (stripe_synced_at = ? and stripe_status in ('paid', 'void') and not ?::boolean)`,
      [view.syncedAt, incomingIsTerminal]
    )
    .update({
      ...view.columns,
      customer_id: client.raw(
        'coalesce((select id from customers where payment_provider_id = ? limit 1), invoices.customer_id)',
        [view.stripeCustomerId]
      ),
    })
    // knex takes a raw expression here; Lucid's types only know column names.
    .returning(['*', CUSTOMER_LOCKED(client) as unknown as string])
  return rows.length ? Invoice.$createFromAdapterResult(rows[0])! : null
}

function mirroredColumns(
  invoice: Stripe.Invoice,
  status: StripeInvoiceStatus,
  syncedAt: DateTime,
  extra: { paidOutOfBand?: boolean }
) {
  const synced = syncedAt.toJSDate()
  return {
    stripe_customer_id: idOf(invoice.customer),
    number: invoice.number ?? null,
    stripe_status: status,
    amount_due: invoice.amount_due ?? 0,
    amount_paid: invoice.amount_paid ?? 0,
    total: invoice.total ?? 0,
    subtotal: invoice.total_excluding_tax ?? invoice.subtotal ?? invoice.total ?? 0,
    tax: taxOf(invoice),
    customer_tax_exempt: invoice.customer_tax_exempt ?? null,
    currency: invoice.currency ?? 'eur',
    due_date: fromSeconds(invoice.due_date),
    hosted_invoice_url: invoice.hosted_invoice_url ?? null,
    invoice_pdf: invoice.invoice_pdf ?? null,
    // pg would send a JS array as a Postgres array, not JSON.
    lines_summary: JSON.stringify(linesSummary(invoice)),
    paid_at:
      status === 'paid' ? (fromSeconds(invoice.status_transitions?.paid_at) ?? synced) : null,
    stripe_created_at: fromSeconds(invoice.created) ?? synced,
    stripe_synced_at: synced,
    updated_at: new Date(),
    // Only a paid invoice can have been paid outside Stripe; left as it is unless the caller says so.
    ...(status !== 'paid'
      ? { paid_out_of_band: false }
      : extra.paidOutOfBand !== undefined
        ? { paid_out_of_band: extra.paidOutOfBand }
        : {}),
  }
}
