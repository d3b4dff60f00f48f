/** Invoices and invoice items (`pricing[price]` or `amount` + `currency`; without `invoice` they wait for the next one). */
import { invalidParam, invalidState } from './errors.js'
import type { StripeParams } from './form.js'
import { draftInvoice, recomputeInvoice } from './invoice_drafts.js'
import { finalizeInvoice, markUncollectible, payInvoice, voidInvoice } from './invoice_states.js'
import {
  applyMetadata,
  currencyParam,
  objectParam,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  requiredString,
} from './params.js'
import { deletedObject, route, type StripeRoute } from './router.js'
import type { StripeObject, StripeStore } from './store.js'
import { taxRatesParam } from './tax_rates.js'

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const

export const invoiceRoutes: StripeRoute[] = [
  route('POST', '/v1/invoices', ({ store, params }) => {
    const customer = store.get('customer', requiredString(params, 'customer'), 'customer')
    const collectionMethod =
      optionalEnum(params, 'collection_method', ['charge_automatically', 'send_invoice']) ??
      'charge_automatically'
    const daysUntilDue = optionalInteger(params, 'days_until_due') ?? null
    if (
      collectionMethod === 'send_invoice' &&
      daysUntilDue === null &&
      optionalInteger(params, 'due_date') === undefined
    ) {
      throw invalidParam(
        'days_until_due',
        'Invoices with `collection_method=send_invoice` must have a `days_until_due` or `due_date`.',
        'parameter_missing'
      )
    }
    const behavior =
      optionalEnum(params, 'pending_invoice_items_behavior', ['exclude', 'include']) ?? 'exclude'
    return draftInvoice(store, customer, {
      collectionMethod,
      daysUntilDue,
      description: optionalString(params, 'description'),
      metadata: applyMetadata({}, params),
      autoAdvance: optionalBoolean(params, 'auto_advance'),
      includePendingItems: behavior === 'include',
      billingReason: 'manual',
      defaultTaxRates: taxRatesParam(store, params, 'default_tax_rates'),
    })
  }),
  route('GET', '/v1/invoices', ({ store, params }) => {
    const customer = optionalString(params, 'customer')
    const status = optionalEnum(params, 'status', INVOICE_STATUSES)
    const subscription = optionalString(params, 'subscription')
    const collectionMethod = optionalString(params, 'collection_method')
    const invoices = store
      .all('invoice')
      .filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!status || invoice.status === status) &&
          (!subscription || invoice.parent?.subscription_details?.subscription === subscription) &&
          (!collectionMethod || invoice.collection_method === collectionMethod)
      )
    return store.list(invoices, params, '/v1/invoices')
  }),
  route('GET', '/v1/invoices/:id', ({ store, ids }) => store.get('invoice', ids[0])),
  route('GET', '/v1/invoices/:id/lines', ({ store, ids, params }) => {
    const invoice = store.get('invoice', ids[0])
    return store.list([...invoice.lines.data], params, invoice.lines.url)
  }),
  route('POST', '/v1/invoices/:id', ({ store, ids, params }) => {
    const invoice = store.get('invoice', ids[0])
    const onlyMetadata = Object.keys(params).every((key) => key === 'metadata' || key === 'expand')
    if (invoice.status !== 'draft' && !onlyMetadata)
      throw invalidState(
        'You can only modify the metadata of a finalized invoice.',
        'invoice_not_editable'
      )
    const description = optionalString(params, 'description')
    if (description !== undefined) invoice.description = description
    invoice.days_until_due = optionalInteger(params, 'days_until_due') ?? invoice.days_until_due
    invoice.auto_advance = optionalBoolean(params, 'auto_advance') ?? invoice.auto_advance
    invoice.metadata = applyMetadata(invoice.metadata, params)
    const defaultTaxRates = taxRatesParam(store, params, 'default_tax_rates')
    if (defaultTaxRates) invoice.default_tax_rates = defaultTaxRates
    recomputeInvoice(store, invoice)
    store.emit('invoice.updated', invoice)
    return invoice
  }),
  route('DELETE', '/v1/invoices/:id', ({ store, ids }) => {
    const invoice = store.get('invoice', ids[0])
    if (invoice.status !== 'draft')
      throw invalidState('You can only delete draft invoices.', 'invoice_not_editable')
    for (const item of store.all('invoiceitem').filter((entry) => entry.invoice === invoice.id))
      store.remove(item)
    store.remove(invoice)
    store.emit('invoice.deleted', invoice)
    return deletedObject(invoice)
  }),
  route('POST', '/v1/invoices/:id/finalize', ({ store, ids }) =>
    finalizeInvoice(store, store.get('invoice', ids[0]))
  ),
  route('POST', '/v1/invoices/:id/pay', ({ store, ids, params }) =>
    payInvoice(store, store.get('invoice', ids[0]), {
      paidOutOfBand: optionalBoolean(params, 'paid_out_of_band'),
      paymentMethod: optionalString(params, 'payment_method'),
    })
  ),
  route('POST', '/v1/invoices/:id/void', ({ store, ids }) =>
    voidInvoice(store, store.get('invoice', ids[0]))
  ),
  route('POST', '/v1/invoices/:id/mark_uncollectible', ({ store, ids }) =>
    markUncollectible(store, store.get('invoice', ids[0]))
  ),
  route('POST', '/v1/invoices/:id/send', ({ store, ids }) => {
    const invoice = store.get('invoice', ids[0])
    if (invoice.collection_method !== 'send_invoice' || invoice.status !== 'open') {
      throw invalidState(
        'You can only send open invoices whose collection_method is send_invoice.',
        'invoice_not_editable'
      )
    }
    store.emit('invoice.sent', invoice)
    return invoice
  }),
  route('POST', '/v1/invoiceitems', ({ store, params }) => createInvoiceItem(store, params)),
  route('GET', '/v1/invoiceitems', ({ store, params }) => {
    const customer = optionalString(params, 'customer')
    const invoice = optionalString(params, 'invoice')
    const pending = optionalBoolean(params, 'pending')
    const items = store
      .all('invoiceitem')
      .filter(
        (item) =>
          (!customer || item.customer === customer) &&
          (!invoice || item.invoice === invoice) &&
          (pending === undefined || !item.invoice === pending)
      )
    return store.list(items, params, '/v1/invoiceitems')
  }),
  route('GET', '/v1/invoiceitems/:id', ({ store, ids }) => store.get('invoiceitem', ids[0])),
  route('DELETE', '/v1/invoiceitems/:id', ({ store, ids }) => {
    const item = store.get('invoiceitem', ids[0])
    const invoice = item.invoice ? store.get('invoice', item.invoice) : null
    if (invoice && invoice.status !== 'draft')
      throw invalidState(
        'You can only delete invoice items on a draft invoice.',
        'invoice_not_editable'
      )
    store.remove(item)
    if (invoice) recomputeInvoice(store, invoice)
    return deletedObject(item)
  }),
]

function createInvoiceItem(store: StripeStore, params: StripeParams) {
  const customer = store.get('customer', requiredString(params, 'customer'), 'customer')
  const invoiceId = optionalString(params, 'invoice')
  const invoice = invoiceId ? store.get('invoice', invoiceId, 'invoice') : null
  if (invoice && invoice.customer !== customer.id)
    throw invalidParam('invoice', 'The invoice belongs to another customer.')
  if (invoice && invoice.status !== 'draft')
    throw invalidState('You can only add invoice items to a draft invoice.', 'invoice_not_editable')
  const pricing = objectParam(params, 'pricing')
  const quantity = optionalInteger(params, 'quantity') ?? 1
  let amount: number
  let currency: string
  let price: StripeObject | null = null
  if (pricing.price) {
    price = store.get('price', String(pricing.price), 'pricing[price]')
    amount = price.unit_amount * quantity
    currency = price.currency
  } else {
    const given = optionalInteger(params, 'amount')
    if (given === undefined)
      throw invalidParam('amount', 'Missing required param: amount.', 'parameter_missing')
    amount = given
    currency = currencyParam(params)
  }
  const subscriptionId = optionalString(params, 'subscription')
  if (subscriptionId) store.get('subscription', subscriptionId, 'subscription')
  const now = store.now()
  const period = objectParam(params, 'period')
  const item = store.create('ii', 'invoiceitem', {
    amount,
    currency,
    customer: customer.id,
    date: now,
    description: optionalString(params, 'description') ?? price?.nickname ?? null,
    discountable: true,
    invoice: invoice?.id ?? null,
    metadata: applyMetadata({}, params),
    parent: subscriptionId
      ? { type: 'subscription_details', subscription_details: { subscription: subscriptionId } }
      : null,
    period: {
      start: optionalInteger(period, 'start') ?? now,
      end: optionalInteger(period, 'end') ?? now,
    },
    pricing: price
      ? {
          type: 'price_details',
          price_details: { price: price.id, product: price.product },
          unit_amount_decimal: String(price.unit_amount),
        }
      : null,
    proration: false,
    quantity,
    subscription: subscriptionId ?? null,
    tax_rates: taxRatesParam(store, params, 'tax_rates') ?? null,
  })
  if (invoice) recomputeInvoice(store, invoice)
  store.emit('invoiceitem.created', item)
  return item
}
