/** Products and prices (one-time and recurring, lookup keys unique per account). */
import { invalidParam, StripeSimError } from './errors.js'
import type { StripeParams } from './form.js'
import {
  applyMetadata,
  currencyParam,
  objectParam,
  optionalArray,
  optionalBoolean,
  optionalEnum,
  optionalInteger,
  optionalString,
  requiredString,
} from './params.js'
import { route, type StripeRoute } from './router.js'
import { previousAttributes, type StripeObject, type StripeStore } from './store.js'

export const catalogRoutes: StripeRoute[] = [
  route('POST', '/v1/products', ({ store, params }) => createProduct(store, params)),
  route('GET', '/v1/products', ({ store, params }) => {
    const active = optionalBoolean(params, 'active')
    return store.list(
      store.all('product').filter((product) => active === undefined || product.active === active),
      params,
      '/v1/products'
    )
  }),
  route('GET', '/v1/products/:id', ({ store, ids }) => store.get('product', ids[0])),
  route('POST', '/v1/products/:id', ({ store, ids, params }) => {
    const product = store.get('product', ids[0])
    const before = structuredClone(product)
    for (const name of ['name', 'description', 'tax_code'] as const) {
      const value = optionalString(params, name)
      if (value !== undefined) product[name] = value
    }
    product.active = optionalBoolean(params, 'active') ?? product.active
    product.metadata = applyMetadata(product.metadata, params)
    product.updated = store.now()
    store.emit('product.updated', product, previousAttributes(before, product))
    return product
  }),
  route('POST', '/v1/prices', ({ store, params }) => createPrice(store, params)),
  route('GET', '/v1/prices', ({ store, params }) => {
    const active = optionalBoolean(params, 'active')
    const type = optionalEnum(params, 'type', ['one_time', 'recurring'])
    const product = optionalString(params, 'product')
    const lookupKeys = optionalArray(params, 'lookup_keys')?.map(String)
    const prices = store
      .all('price')
      .filter(
        (price) =>
          (active === undefined || price.active === active) &&
          (!type || price.type === type) &&
          (!product || price.product === product) &&
          (!lookupKeys || lookupKeys.includes(price.lookup_key))
      )
    return store.list(prices, params, '/v1/prices')
  }),
  route('GET', '/v1/prices/:id', ({ store, ids }) => store.get('price', ids[0])),
  route('POST', '/v1/prices/:id', ({ store, ids, params }) => {
    const price = store.get('price', ids[0])
    const before = structuredClone(price)
    const lookupKey = optionalString(params, 'lookup_key')
    if (lookupKey !== undefined)
      claimLookupKey(store, lookupKey, optionalBoolean(params, 'transfer_lookup_key') ?? false)
    if (lookupKey !== undefined) price.lookup_key = lookupKey
    const nickname = optionalString(params, 'nickname')
    if (nickname !== undefined) price.nickname = nickname
    price.active = optionalBoolean(params, 'active') ?? price.active
    price.metadata = applyMetadata(price.metadata, params)
    store.emit('price.updated', price, previousAttributes(before, price))
    return price
  }),
]

function createProduct(store: StripeStore, params: StripeParams) {
  const product = store.create('prod', 'product', {
    active: optionalBoolean(params, 'active') ?? true,
    default_price: null,
    description: optionalString(params, 'description') ?? null,
    images: [],
    metadata: applyMetadata({}, params),
    name: requiredString(params, 'name'),
    tax_code: optionalString(params, 'tax_code') ?? null,
    type: 'service',
    updated: store.now(),
    url: null,
  })
  store.emit('product.created', product)
  return product
}

function createPrice(store: StripeStore, params: StripeParams) {
  const currency = currencyParam(params)
  const unitAmount = optionalInteger(params, 'unit_amount')
  if (unitAmount === undefined)
    throw invalidParam('unit_amount', 'Missing required param: unit_amount.', 'parameter_missing')
  if (unitAmount < 0)
    throw invalidParam(
      'unit_amount',
      'This value must be greater than or equal to 0.',
      'parameter_invalid_integer'
    )
  const recurring = params.recurring === undefined ? null : objectParam(params, 'recurring')
  const interval =
    recurring && optionalEnum(recurring, 'interval', ['day', 'week', 'month', 'year'])
  if (recurring && !interval)
    throw invalidParam(
      'recurring[interval]',
      'Missing required param: recurring[interval].',
      'parameter_missing'
    )
  const intervalCount = recurring ? (optionalInteger(recurring, 'interval_count') ?? 1) : null
  let productId = optionalString(params, 'product')
  if (productId) store.get('product', productId, 'product')
  else if (params.product_data !== undefined)
    productId = createProduct(store, objectParam(params, 'product_data')).id
  else throw invalidParam('product', 'Missing required param: product.', 'parameter_missing')
  const lookupKey = optionalString(params, 'lookup_key') ?? null
  if (lookupKey)
    claimLookupKey(store, lookupKey, optionalBoolean(params, 'transfer_lookup_key') ?? false)
  const price = store.create('price', 'price', {
    active: optionalBoolean(params, 'active') ?? true,
    billing_scheme: 'per_unit',
    currency,
    lookup_key: lookupKey,
    metadata: applyMetadata({}, params),
    nickname: optionalString(params, 'nickname') ?? null,
    product: productId,
    recurring: recurring && {
      interval,
      interval_count: intervalCount,
      usage_type: 'licensed',
      meter: null,
    },
    tax_behavior:
      optionalEnum(params, 'tax_behavior', ['exclusive', 'inclusive', 'unspecified']) ??
      'unspecified',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  })
  store.emit('price.created', price)
  return price
}

/** A lookup key belongs to one price; `transfer_lookup_key` moves it from the price that has it. */
function claimLookupKey(store: StripeStore, lookupKey: string | null, transfer: boolean) {
  if (!lookupKey) return
  const holder = store.all('price').find((price) => price.lookup_key === lookupKey)
  if (!holder) return
  if (!transfer) {
    throw new StripeSimError(
      400,
      'invalid_request_error',
      `A price (\`${holder.id}\`) already uses that lookup key.`,
      'lookup_key_already_exists',
      'lookup_key'
    )
  }
  holder.lookup_key = null
}

/** The price's amount for `quantity` units. */
export function priceAmount(price: StripeObject, quantity: number) {
  return price.unit_amount * quantity
}
