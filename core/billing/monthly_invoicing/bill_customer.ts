import db from '@adonisjs/lucid/services/db'
import type Stripe from 'stripe'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { prepareCustomerVat } from '#core/billing/taxes/customer_vat'
import { INVOICE_DAYS_UNTIL_DUE } from '#core/billing/subscriptions/subscribe_to_plan'
import type { BillableCustomer, InvoiceLine } from './billable_venues.js'
import { periodBounds } from './billing_period.js'
import { withStripeRetries } from './stripe_retry.js'

export interface CustomerOutcome {
  status: 'finalized' | 'already_finalized'
  itemsCreated: number
  amountCents: number
}

const keyOf = (period: string, customerId: number, suffix: string) =>
  `airdeck-monthly-${period}-customer-${customerId}-${suffix}`
const lineKeyOf = (period: string, customerId: number, line: InvoiceLine) =>
  keyOf(period, customerId, `venue-${line.locationId}-${line.key}`)
const recordedKey = (line: Pick<InvoiceLine, 'locationId' | 'key'>) =>
  `${line.locationId}:${line.key}`

/**
 * One customer's invoice of a period: a draft (recorded with its Stripe id), one invoice item per venue line (each
 * recorded), then finalization. Every Stripe call carries a key built from the period, the customer and the venue,
 * and every step first looks at what is recorded, so a rerun or a retry after a failure continues where it stopped
 * and never bills a line twice — also after Stripe's 24 h idempotency window, since the recorded rows decide.
 */
export async function billCustomer(
  customer: BillableCustomer,
  period: string,
  runId: number
): Promise<CustomerOutcome> {
  const stripe = billingStripe()
  let invoice = await db
    .from('monthly_invoices')
    .where({ customer_id: customer.customerId, period })
    .first()
  if (invoice?.status === 'finalized')
    return { status: 'already_finalized', itemsCreated: 0, amountCents: 0 }
  const resuming = Boolean(invoice)
  const model = await Customer.findOrFail(customer.customerId)
  const { taxRateId } = await withStripeRetries(() =>
    prepareCustomerVat(stripe, model, customer.stripeCustomerId)
  )
  if (!invoice) invoice = await createDraft(stripe, customer, period, runId, taxRateId)
  const recorded = new Set<string>(
    (
      await db
        .from('monthly_invoice_lines')
        .where('monthly_invoice_id', invoice.id)
        .select('location_id', 'line_key')
    ).map((row) => `${row.location_id}:${row.line_key}`)
  )
  if (resuming) await recoverUnrecordedItems(stripe, invoice, recorded)

  const bounds = periodBounds(period)
  let itemsCreated = 0
  for (const line of customer.lines.filter((entry) => !recorded.has(recordedKey(entry)))) {
    const item = await withStripeRetries(() =>
      stripe.invoiceItems.create(
        {
          customer: customer.stripeCustomerId,
          invoice: invoice.stripe_invoice_id,
          amount: line.amountCents,
          currency: 'eur',
          description: line.description,
          period: bounds,
          tax_rates: [taxRateId],
          metadata: {
            airdeck_location_id: String(line.locationId),
            airdeck_line: line.key,
            airdeck_period: period,
          },
        },
        { idempotencyKey: lineKeyOf(period, customer.customerId, line) }
      )
    )
    await recordLine(invoice.id, line, item)
    itemsCreated++
  }

  const finalized = await finalize(
    stripe,
    invoice.stripe_invoice_id,
    keyOf(period, customer.customerId, 'finalize')
  )
  await db.from('monthly_invoices').where('id', invoice.id).update({
    status: 'finalized',
    amount_cents: finalized.total,
    currency: finalized.currency,
    finalized_at: new Date(),
    last_run_id: runId,
    error: null,
  })
  return { status: 'finalized', itemsCreated, amountCents: finalized.total }
}

async function createDraft(
  stripe: Stripe,
  customer: BillableCustomer,
  period: string,
  runId: number,
  taxRateId: string
) {
  const draft = await withStripeRetries(() =>
    stripe.invoices.create(
      {
        customer: customer.stripeCustomerId,
        collection_method: customer.chargeable ? 'charge_automatically' : 'send_invoice',
        ...(customer.chargeable ? {} : { days_until_due: INVOICE_DAYS_UNTIL_DUE }),
        auto_advance: true,
        pending_invoice_items_behavior: 'exclude',
        description: `Airdeck ${period}`,
        default_tax_rates: [taxRateId],
        metadata: { airdeck_customer_id: String(customer.customerId), airdeck_period: period },
      },
      { idempotencyKey: keyOf(period, customer.customerId, 'invoice') }
    )
  )
  await db
    .table('monthly_invoices')
    .insert({
      customer_id: customer.customerId,
      period,
      stripe_invoice_id: draft.id,
      status: 'draft',
      currency: draft.currency,
      last_run_id: runId,
      created_at: new Date(),
    })
    .onConflict(['customer_id', 'period'])
    .ignore()
  return db
    .from('monthly_invoices')
    .where({ customer_id: customer.customerId, period })
    .firstOrFail()
}

/** Items Stripe created on an earlier attempt whose row was never written (a crash in between): recorded now. */
async function recoverUnrecordedItems(
  stripe: Stripe,
  invoice: { id: number; stripe_invoice_id: string },
  recorded: Set<string>
) {
  for await (const item of stripe.invoiceItems.list({
    invoice: invoice.stripe_invoice_id,
    limit: 100,
  })) {
    const locationId = Number(item.metadata?.airdeck_location_id)
    const key = item.metadata?.airdeck_line
    if (!key || !Number.isInteger(locationId) || recorded.has(`${locationId}:${key}`)) continue
    await recordLine(
      invoice.id,
      { locationId, key, description: item.description ?? key, amountCents: item.amount },
      item
    )
    recorded.add(`${locationId}:${key}`)
  }
}

async function recordLine(monthlyInvoiceId: number, line: InvoiceLine, item: Stripe.InvoiceItem) {
  await db
    .table('monthly_invoice_lines')
    .insert({
      monthly_invoice_id: monthlyInvoiceId,
      location_id: line.locationId,
      line_key: line.key,
      stripe_invoice_item_id: item.id,
      amount_cents: item.amount,
      currency: item.currency,
      description: line.description.slice(0, 255),
      created_at: new Date(),
    })
    .onConflict(['monthly_invoice_id', 'location_id', 'line_key'])
    .ignore()
}

/** Finalizes the draft; one that an earlier attempt finalized (its answer lost) is taken as it is. */
async function finalize(stripe: Stripe, invoiceId: string, idempotencyKey: string) {
  try {
    return await withStripeRetries(() =>
      stripe.invoices.finalizeInvoice(invoiceId, { auto_advance: true }, { idempotencyKey })
    )
  } catch (error) {
    if ((error as Stripe.errors.StripeError).code !== 'invoice_not_editable') throw error
    const current = await withStripeRetries(() => stripe.invoices.retrieve(invoiceId))
    if (current.status === 'draft') throw error
    return current
  }
}
