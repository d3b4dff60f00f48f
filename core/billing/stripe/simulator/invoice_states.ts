/**
 * The invoice state machine: draft → open (finalize: number, hosted URLs, customer balance applied) → paid |
 * uncollectible | void; uncollectible → paid | void. Paying charges the given, the subscription's or the customer's
 * default payment method; a payment method marked failing declines (invoice.payment_failed, subscription past_due).
 */
import { addBalanceTransaction } from './customers.js'
import { cardDeclined, invalidState, StripeSimError } from './errors.js'
import { recomputeInvoice } from './invoice_drafts.js'
import type { StripeObject, StripeStore } from './store.js'

export function finalizeInvoice(store: StripeStore, invoice: StripeObject) {
  if (invoice.status !== 'draft')
    throw invalidState(
      "This invoice is already finalized, you can't re-finalize a non-draft invoice.",
      'invoice_not_editable'
    )
  const customer = store.get('customer', invoice.customer)
  recomputeInvoice(store, invoice)
  const now = store.now()
  const balance = customer.balance
  const applied = balance < 0 ? Math.max(balance, -invoice.total) : balance
  invoice.starting_balance = balance
  invoice.amount_due = Math.max(0, invoice.total + applied)
  invoice.amount_remaining = invoice.amount_due
  if (applied !== 0)
    addBalanceTransaction(store, customer, -applied, 'applied_to_invoice', {
      invoice: invoice.id,
      currency: invoice.currency,
    })
  invoice.ending_balance = customer.balance
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence++).padStart(4, '0')}`
  invoice.status = 'open'
  invoice.status_transitions.finalized_at = now
  invoice.hosted_invoice_url = `${store.baseUrl}/invoice/${invoice.id}`
  invoice.invoice_pdf = `${store.baseUrl}/invoice/${invoice.id}/pdf`
  if (invoice.collection_method === 'send_invoice')
    invoice.due_date = now + (invoice.days_until_due ?? 30) * 86_400
  store.emit('invoice.finalized', invoice)
  if (invoice.amount_due === 0) markPaid(store, invoice)
  return invoice
}

export interface PayOptions {
  paidOutOfBand?: boolean
  paymentMethod?: string | null
}

export function payInvoice(store: StripeStore, invoice: StripeObject, options: PayOptions = {}) {
  if (invoice.status === 'draft') finalizeInvoice(store, invoice)
  if (invoice.status === 'paid')
    throw invalidState('Invoice is already paid', 'invoice_already_paid')
  if (invoice.status === 'void')
    throw invalidState(
      'This invoice has been voided and can no longer be paid.',
      'invoice_not_editable'
    )
  if (options.paidOutOfBand) return markPaid(store, invoice)
  const subscription = invoice.parent?.subscription_details
    ? store.find(invoice.parent.subscription_details.subscription)
    : undefined
  const paymentMethodId =
    options.paymentMethod ??
    invoice.default_payment_method ??
    subscription?.default_payment_method ??
    store.get('customer', invoice.customer).invoice_settings.default_payment_method
  if (!paymentMethodId) {
    throw new StripeSimError(
      400,
      'invalid_request_error',
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
      'invoice_no_payment_method_types'
    )
  }
  store.get('payment_method', paymentMethodId, 'payment_method', 'PaymentMethod')
  invoice.attempt_count += 1
  invoice.attempted = true
  if (store.failingPaymentMethods.has(paymentMethodId)) {
    invoice.next_payment_attempt =
      invoice.collection_method === 'charge_automatically' ? store.now() + 3 * 86_400 : null
    store.emit('invoice.payment_failed', invoice)
    if (subscription?.status === 'active') setSubscriptionStatus(store, subscription, 'past_due')
    throw cardDeclined()
  }
  return markPaid(store, invoice)
}

function markPaid(store: StripeStore, invoice: StripeObject) {
  invoice.status = 'paid'
  invoice.amount_paid = invoice.amount_due
  invoice.amount_remaining = 0
  invoice.next_payment_attempt = null
  invoice.status_transitions.paid_at = store.now()
  store.emit('invoice.paid', invoice)
  const subscription = invoice.parent?.subscription_details
    ? store.find(invoice.parent.subscription_details.subscription)
    : undefined
  if (
    subscription &&
    ['incomplete', 'past_due', 'unpaid'].includes(subscription.status) &&
    subscription.latest_invoice === invoice.id
  ) {
    setSubscriptionStatus(store, subscription, 'active')
  }
  return invoice
}

export function voidInvoice(store: StripeStore, invoice: StripeObject) {
  if (!['open', 'uncollectible'].includes(invoice.status))
    throw invalidState(
      `You can only void an open or uncollectible invoice; this one is ${invoice.status}.`,
      'invoice_not_editable'
    )
  const applied = invoice.starting_balance - invoice.ending_balance
  if (applied !== 0)
    addBalanceTransaction(
      store,
      store.get('customer', invoice.customer),
      applied,
      'unapplied_from_invoice',
      { invoice: invoice.id, currency: invoice.currency }
    )
  invoice.status = 'void'
  invoice.amount_remaining = 0
  invoice.status_transitions.voided_at = store.now()
  store.emit('invoice.voided', invoice)
  return invoice
}

export function markUncollectible(store: StripeStore, invoice: StripeObject) {
  if (invoice.status !== 'open')
    throw invalidState(
      `You can only mark an open invoice as uncollectible; this one is ${invoice.status}.`,
      'invoice_not_editable'
    )
  invoice.status = 'uncollectible'
  invoice.status_transitions.marked_uncollectible_at = store.now()
  store.emit('invoice.marked_uncollectible', invoice)
  return invoice
}

export function setSubscriptionStatus(
  store: StripeStore,
  subscription: StripeObject,
  status: string
) {
  const previous = subscription.status
  if (previous === status) return
  subscription.status = status
  store.emit('customer.subscription.updated', subscription, { status: previous })
}
