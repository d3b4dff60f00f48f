/** The subscription API: create from recurring prices (items `si_` carry their own periods), update items, list, cancel. */
import { ensureAttached } from './customers.js'
import { invalidParam, invalidState } from './errors.js'
import type { StripeParams } from './form.js'
import { cancelSubscription, invoicePeriod, newItem } from './subscription_billing.js'
import {
  applyMetadata,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  requiredString,
} from './params.js'
import { route, type StripeRoute } from './router.js'
import { previousAttributes, type StripeObject, type StripeStore } from './store.js'
import { taxRatesParam } from './tax_rates.js'

const LISTED_STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
] as const

export const subscriptionRoutes: StripeRoute[] = [
  route('POST', '/v1/subscriptions', ({ store, params }) => createSubscription(store, params)),
  route('GET', '/v1/subscriptions', ({ store, params }) => {
    const customer = optionalString(params, 'customer')
    const status = optionalEnum(params, 'status', LISTED_STATUSES)
    const price = optionalString(params, 'price')
    const subscriptions = store
      .all('subscription')
      .filter(
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          (!price || subscription.items.data.some((item: any) => item.price.id === price)) &&
          (status === 'all' ||
            (status === 'ended'
              ? ['canceled', 'incomplete_expired'].includes(subscription.status)
              : status
                ? subscription.status === status
                : subscription.status !== 'canceled'))
      )
    return store.list(subscriptions, params, '/v1/subscriptions')
  }),
  route('GET', '/v1/subscriptions/:id', ({ store, ids }) => store.get('subscription', ids[0])),
  route('POST', '/v1/subscriptions/:id', ({ store, ids, params }) =>
    updateSubscription(store, store.get('subscription', ids[0]), params)
  ),
  route('DELETE', '/v1/subscriptions/:id', ({ store, ids }) =>
    cancelSubscription(store, store.get('subscription', ids[0]))
  ),
  route('GET', '/v1/subscription_items', ({ store, params }) => {
    const subscription = store.get(
      'subscription',
      requiredString(params, 'subscription'),
      'subscription'
    )
    return store.list([...subscription.items.data], params, '/v1/subscription_items')
  }),
  route('GET', '/v1/subscription_items/:id', ({ store, ids }) =>
    store.get('subscription_item', ids[0])
  ),
  route('POST', '/v1/subscription_items/:id', ({ store, ids, params }) => {
    const item = store.get('subscription_item', ids[0])
    const subscription = store.get('subscription', item.subscription)
    const before = structuredClone(subscription)
    changeItem(store, item, params)
    store.emit(
      'customer.subscription.updated',
      subscription,
      previousAttributes(before, subscription)
    )
    return item
  }),
]

function createSubscription(store: StripeStore, params: StripeParams) {
  const customer = store.get('customer', requiredString(params, 'customer'), 'customer')
  const items = optionalArray(params, 'items')
  if (!items?.length)
    throw invalidParam('items', 'Missing required param: items.', 'parameter_missing')
  const prices = items.map((item, index) =>
    recurringPrice(store, item?.price, `items[${index}][price]`)
  )
  const currency = prices[0].currency
  if (prices.some((price) => price.currency !== currency))
    throw invalidParam('items', 'All prices on a subscription must have the same currency.')
  if (customer.currency && customer.currency !== currency)
    throw invalidParam(
      'items',
      `The price currency ${currency} does not match the customer's currency ${customer.currency}.`
    )
  const collectionMethod =
    optionalEnum(params, 'collection_method', ['charge_automatically', 'send_invoice']) ??
    'charge_automatically'
  const daysUntilDue = optionalInteger(params, 'days_until_due') ?? null
  if (collectionMethod === 'send_invoice' && daysUntilDue === null)
    throw invalidParam(
      'days_until_due',
      'Missing required param: days_until_due.',
      'parameter_missing'
    )
  const paymentBehavior =
    optionalEnum(params, 'payment_behavior', [
      'allow_incomplete',
      'default_incomplete',
      'error_if_incomplete',
      'pending_if_incomplete',
    ]) ?? 'allow_incomplete'
  const defaultPaymentMethod = optionalString(params, 'default_payment_method') ?? null
  if (defaultPaymentMethod)
    ensureAttached(store, defaultPaymentMethod, customer.id, 'default_payment_method')
  const chargeable = defaultPaymentMethod ?? customer.invoice_settings.default_payment_method
  if (
    collectionMethod === 'charge_automatically' &&
    !chargeable &&
    paymentBehavior !== 'default_incomplete'
  ) {
    throw invalidState(
      'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
      'resource_missing'
    )
  }
  const quantities = items.map((item) => optionalInteger(item ?? {}, 'quantity') ?? 1)
  customer.currency ??= currency
  const now = store.now()
  const subscription = store.create('sub', 'subscription', {
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: optionalBoolean(params, 'cancel_at_period_end') ?? false,
    canceled_at: null,
    collection_method: collectionMethod,
    currency,
    customer: customer.id,
    days_until_due: daysUntilDue,
    default_payment_method: defaultPaymentMethod,
    default_tax_rates: taxRatesParam(store, params, 'default_tax_rates') ?? [],
    ended_at: null,
    items: { object: 'list', data: [], has_more: false, url: '' },
    latest_invoice: null,
    metadata: applyMetadata({}, params),
    start_date: now,
    status: 'incomplete',
  })
  subscription.items.url = `/v1/subscription_items?subscription=${subscription.id}`
  prices.forEach((price, index) =>
    subscription.items.data.push(newItem(store, subscription, price, quantities[index], now))
  )
  store.emit('customer.subscription.created', subscription)
  invoicePeriod(store, subscription, 'subscription_create', paymentBehavior)
  return subscription
}

function updateSubscription(store: StripeStore, subscription: StripeObject, params: StripeParams) {
  if (subscription.status === 'canceled')
    throw invalidState(
      'A canceled subscription can only update its cancellation_details and metadata.'
    )
  const before = structuredClone(subscription)
  const defaultPaymentMethod = optionalString(params, 'default_payment_method')
  if (defaultPaymentMethod)
    ensureAttached(store, defaultPaymentMethod, subscription.customer, 'default_payment_method')
  if (defaultPaymentMethod !== undefined) subscription.default_payment_method = defaultPaymentMethod
  const cancelAtPeriodEnd = optionalBoolean(params, 'cancel_at_period_end')
  if (cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd
    subscription.cancel_at = cancelAtPeriodEnd
      ? Math.max(...subscription.items.data.map((item: any) => item.current_period_end))
      : null
    subscription.canceled_at = cancelAtPeriodEnd ? store.now() : null
  }
  ;(optionalArray(params, 'items') ?? []).forEach((change, index) => {
    if (!change?.id) {
      const price = recurringPrice(store, change?.price, `items[${index}][price]`)
      subscription.items.data.push(
        newItem(
          store,
          subscription,
          price,
          optionalInteger(change ?? {}, 'quantity') ?? 1,
          store.now()
        )
      )
      return
    }
    const item = subscription.items.data.find((entry: any) => entry.id === change.id)
    if (!item)
      throw invalidParam(
        `items[${index}][id]`,
        `No such subscription item: '${change.id}'`,
        'resource_missing'
      )
    if (optionalBoolean(change, 'deleted')) {
      if (subscription.items.data.length === 1)
        throw invalidParam(
          `items[${index}][deleted]`,
          'A subscription must have at least one active plan.'
        )
      subscription.items.data = subscription.items.data.filter((entry: any) => entry !== item)
      store.remove(item)
    } else changeItem(store, item, change, `items[${index}]`)
  })
  subscription.metadata = applyMetadata(subscription.metadata, params)
  const defaultTaxRates = taxRatesParam(store, params, 'default_tax_rates')
  if (defaultTaxRates) subscription.default_tax_rates = defaultTaxRates
  store.emit(
    'customer.subscription.updated',
    subscription,
    previousAttributes(before, subscription)
  )
  return subscription
}

function changeItem(store: StripeStore, item: StripeObject, params: StripeParams, prefix = '') {
  if (params.price)
    item.price = recurringPrice(store, params.price, prefix ? `${prefix}[price]` : 'price')
  const quantity = optionalInteger(params, 'quantity')
  if (quantity !== undefined) {
    if (quantity < 0)
      throw invalidParam(
        prefix ? `${prefix}[quantity]` : 'quantity',
        'This value must be greater than or equal to 0.'
      )
    item.quantity = quantity
  }
  item.metadata = applyMetadata(item.metadata, params)
}

function recurringPrice(store: StripeStore, priceId: unknown, param: string) {
  if (!priceId || typeof priceId !== 'string')
    throw invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing')
  const price = store.get('price', priceId, param)
  if (price.type !== 'recurring')
    throw invalidParam(
      param,
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.'
    )
  if (!price.active)
    throw invalidParam(
      param,
      `The price specified is inactive. This field only accepts active prices.`
    )
  return price
}
