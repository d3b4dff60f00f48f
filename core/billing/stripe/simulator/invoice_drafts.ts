/** Draft invoices: pending invoice items join the next one, subscription lines per period, totals recomputed. */
import type { StripeObject, StripeStore } from './store.js'
import { lineTaxes, totalTaxes } from './tax_rates.js'

export interface DraftOptions {
  collectionMethod: 'charge_automatically' | 'send_invoice'
  daysUntilDue: number | null
  subscription?: StripeObject | null
  description?: string | null
  metadata?: Record<string, string>
  autoAdvance?: boolean
  includePendingItems: boolean
  billingReason: string
  /** Tax rate objects for the lines without their own (a subscription's `default_tax_rates`). */
  defaultTaxRates?: StripeObject[]
}

export function draftInvoice(
  store: StripeStore,
  customer: StripeObject,
  options: DraftOptions
): StripeObject {
  const now = store.now()
  const invoice = store.create('in', 'invoice', {
    account_country: 'BE',
    amount_due: 0,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: options.autoAdvance ?? false,
    billing_reason: options.billingReason,
    collection_method: options.collectionMethod,
    currency: customer.currency ?? 'eur',
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_tax_exempt: customer.tax_exempt ?? 'none',
    days_until_due: options.daysUntilDue,
    default_payment_method: null,
    default_tax_rates: options.defaultTaxRates ?? [],
    description: options.description ?? null,
    due_date: null,
    ending_balance: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { object: 'list', data: [], has_more: false, url: '' },
    metadata: options.metadata ?? {},
    next_payment_attempt: null,
    number: null,
    parent: options.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            metadata: options.subscription.metadata,
            subscription: options.subscription.id,
          },
        }
      : null,
    period_end: now,
    period_start: now,
    starting_balance: 0,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: 0,
    subtotal_excluding_tax: 0,
    total: 0,
    total_excluding_tax: 0,
    total_taxes: [],
  })
  invoice.lines.url = `/v1/invoices/${invoice.id}/lines`
  if (options.includePendingItems) {
    for (const item of pendingItems(store, customer.id)) item.invoice = invoice.id
  }
  recomputeInvoice(store, invoice)
  store.emit('invoice.created', invoice)
  return invoice
}

/** Invoice items not on any invoice yet: they land on the customer's next invoice. */
export function pendingItems(store: StripeStore, customerId: string) {
  return store
    .all('invoiceitem')
    .filter((item) => item.customer === customerId && !item.invoice)
    .reverse()
}

/** A subscription item's line for one period. */
export function addSubscriptionLine(
  store: StripeStore,
  invoice: StripeObject,
  item: StripeObject,
  subscription: StripeObject
) {
  invoice.lines.data.push({
    id: store.newId('il'),
    object: 'line_item',
    amount: item.price.unit_amount * item.quantity,
    currency: item.price.currency,
    description: `${item.quantity} × ${item.price.nickname ?? item.price.product} (at ${item.price.unit_amount / 100} / ${item.price.recurring.interval})`,
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        subscription: subscription.id,
        subscription_item: item.id,
        proration: false,
      },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: String(item.price.unit_amount),
    },
    quantity: item.quantity,
    subtotal: item.price.unit_amount * item.quantity,
    taxes: [],
  })
  invoice.period_start = item.current_period_start
  invoice.period_end = item.current_period_end
  recomputeInvoice(store, invoice)
}

/** Rebuilds the invoice-item lines and the totals of a draft. */
export function recomputeInvoice(store: StripeStore, invoice: StripeObject) {
  const items = store
    .all('invoiceitem')
    .filter((item) => item.invoice === invoice.id)
    .reverse()
  invoice.lines.data = [
    ...invoice.lines.data.filter((line: any) => line.parent?.type === 'subscription_item_details'),
    ...items.map((item) => ({
      id: `il_${item.id.slice(3)}`,
      object: 'line_item',
      amount: item.amount,
      currency: item.currency,
      description: item.description,
      invoice: invoice.id,
      livemode: false,
      metadata: item.metadata,
      parent: {
        type: 'invoice_item_details',
        subscription_item_details: null,
        invoice_item_details: {
          invoice_item: item.id,
          proration: false,
          subscription: item.subscription,
        },
      },
      period: item.period,
      pricing: item.pricing,
      quantity: item.quantity,
      subtotal: item.amount,
      taxes: [],
    })),
  ]
  // Until it is finalized an invoice follows the customer's tax status; finalizing freezes it.
  if (invoice.status === 'draft')
    invoice.customer_tax_exempt = store.find(invoice.customer)?.tax_exempt ?? 'none'
  for (const line of invoice.lines.data)
    line.taxes = lineTaxes(
      line.amount,
      lineTaxRates(store, invoice, line),
      invoice.customer_tax_exempt
    )
  const subtotal = invoice.lines.data.reduce((sum: number, line: any) => sum + line.amount, 0)
  const taxes = totalTaxes(invoice.lines.data)
  const sumOf = (behavior: string) =>
    taxes.filter((tax) => tax.tax_behavior === behavior).reduce((sum, tax) => sum + tax.amount, 0)
  const exclusive = sumOf('exclusive')
  const inclusive = sumOf('inclusive')
  const total = subtotal + exclusive
  Object.assign(invoice, {
    subtotal,
    subtotal_excluding_tax: subtotal - inclusive,
    total,
    total_excluding_tax: subtotal - inclusive,
    total_taxes: taxes,
    amount_due: total,
    amount_remaining: total,
  })
}

/** A line's own rates (its invoice item's, or its subscription item's), else the invoice's default ones. */
function lineTaxRates(store: StripeStore, invoice: StripeObject, line: any): StripeObject[] {
  const source =
    line.parent?.invoice_item_details?.invoice_item ??
    line.parent?.subscription_item_details?.subscription_item
  const own = source ? store.find(source)?.tax_rates : null
  return own?.length ? own : (invoice.default_tax_rates ?? [])
}
