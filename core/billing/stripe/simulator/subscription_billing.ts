/**
 * What happens to a subscription over time: each period is invoiced (finalized at once, charged unless sent or left
 * incomplete), renewals when the simulator's clock passes a period end, cancellation now or at period end.
 */
import { invalidState } from './errors.js'
import { addSubscriptionLine, draftInvoice } from './invoice_drafts.js'
import { finalizeInvoice, payInvoice, setSubscriptionStatus } from './invoice_states.js'
import type { StripeObject, StripeStore } from './store.js'

/** Bills the current period of every item: finalized at once, charged unless sent or left incomplete. */
export function invoicePeriod(
  store: StripeStore,
  subscription: StripeObject,
  reason: string,
  paymentBehavior = 'allow_incomplete'
) {
  const customer = store.get('customer', subscription.customer)
  const invoice = draftInvoice(store, customer, {
    collectionMethod: subscription.collection_method,
    daysUntilDue: subscription.days_until_due,
    subscription,
    includePendingItems: true,
    billingReason: reason,
    defaultTaxRates: subscription.default_tax_rates ?? [],
  })
  for (const item of subscription.items.data)
    addSubscriptionLine(store, invoice, item, subscription)
  subscription.latest_invoice = invoice.id
  finalizeInvoice(store, invoice)
  if (invoice.status === 'paid' || subscription.collection_method === 'send_invoice') {
    if (reason === 'subscription_create') setSubscriptionStatus(store, subscription, 'active')
    return invoice
  }
  if (paymentBehavior === 'default_incomplete') return invoice
  try {
    payInvoice(store, invoice)
    setSubscriptionStatus(store, subscription, 'active')
  } catch {
    if (reason === 'subscription_cycle') setSubscriptionStatus(store, subscription, 'past_due')
  }
  return invoice
}

export function cancelSubscription(store: StripeStore, subscription: StripeObject) {
  if (subscription.status === 'canceled')
    throw invalidState(
      `No such subscription: '${subscription.id}'. This subscription has already been canceled.`,
      'resource_missing'
    )
  const now = store.now()
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? now,
    ended_at: now,
    cancel_at: null,
  })
  store.emit('customer.subscription.deleted', subscription)
  return subscription
}

/** When the clock passes an item's period end: cancel (at period end) or open the next period and bill it. */
export function renewDueSubscriptions(store: StripeStore) {
  for (const subscription of store.all('subscription').reverse()) {
    if (!['active', 'past_due', 'trialing'].includes(subscription.status)) continue
    const periodEnd = Math.min(
      ...subscription.items.data.map((item: any) => item.current_period_end)
    )
    if (periodEnd > store.now()) continue
    if (subscription.cancel_at_period_end) {
      cancelSubscription(store, subscription)
      continue
    }
    for (const item of subscription.items.data) {
      item.current_period_start = item.current_period_end
      item.current_period_end = periodEndAfter(item.current_period_start, item.price.recurring)
    }
    invoicePeriod(store, subscription, 'subscription_cycle')
  }
}

export function newItem(
  store: StripeStore,
  subscription: StripeObject,
  price: StripeObject,
  quantity: number,
  start: number
) {
  return store.create('si', 'subscription_item', {
    current_period_end: periodEndAfter(start, price.recurring),
    current_period_start: start,
    discounts: [],
    metadata: {},
    price,
    quantity,
    subscription: subscription.id,
  })
}

function periodEndAfter(start: number, recurring: { interval: string; interval_count: number }) {
  const date = new Date(start * 1000)
  const count = recurring.interval_count
  if (recurring.interval === 'day') date.setUTCDate(date.getUTCDate() + count)
  if (recurring.interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count)
  if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count)
  if (recurring.interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count)
  return Math.floor(date.getTime() / 1000)
}
