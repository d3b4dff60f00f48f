/** Customers, their tax ids (eu_vat format check, verification pending until the test hook decides) and balance. */
import { invalidParam, noSuch, StripeSimError } from './errors.js'
import { parseEuVat } from './eu_vat.js'
import type { StripeParams } from './form.js'
import {
  applyMetadata,
  currencyParam,
  objectParam,
  optionalArray,
  optionalEnum,
  optionalInteger,
  optionalString,
  requiredInteger,
  requiredString,
} from './params.js'
import { deletedObject, route, type StripeRoute } from './router.js'
import { previousAttributes, type StripeObject, type StripeStore } from './store.js'

const TAX_ID_TYPES = ['eu_vat', 'gb_vat', 'ch_vat', 'no_vat', 'us_ein'] as const
const ADDRESS_FIELDS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const

export const customerRoutes: StripeRoute[] = [
  route('POST', '/v1/customers', ({ store, params }) => createCustomer(store, params)),
  route('GET', '/v1/customers', ({ store, params }) => {
    const email = optionalString(params, 'email')
    return store.list(
      store.all('customer').filter((customer) => !email || customer.email === email),
      params,
      '/v1/customers'
    )
  }),
  route('GET', '/v1/customers/:id', ({ store, ids }) => {
    const customer = store.find(ids[0])
    return customer?.object === 'customer' && customer.deleted
      ? deletedObject(customer)
      : store.get('customer', ids[0])
  }),
  route('POST', '/v1/customers/:id', ({ store, ids, params }) => {
    const customer = store.get('customer', ids[0])
    const before = structuredClone(customer)
    Object.assign(customer, customerFields(store, params, customer))
    store.emit('customer.updated', customer, previousAttributes(before, customer))
    return customer
  }),
  route('DELETE', '/v1/customers/:id', ({ store, ids }) => {
    const customer = store.get('customer', ids[0])
    customer.deleted = true
    store.emit('customer.deleted', customer)
    return deletedObject(customer)
  }),
  route('POST', '/v1/customers/:id/tax_ids', ({ store, ids, params }) => {
    const customer = store.get('customer', ids[0])
    const taxId = createTaxId(store, customer, validTaxId(params, ''))
    return taxId
  }),
  route('GET', '/v1/customers/:id/tax_ids', ({ store, ids, params }) => {
    store.get('customer', ids[0])
    return store.list(taxIdsOf(store, ids[0]), params, `/v1/customers/${ids[0]}/tax_ids`)
  }),
  route('GET', '/v1/customers/:id/tax_ids/:txi', ({ store, ids }) =>
    ownTaxId(store, ids[0], ids[1])
  ),
  route('DELETE', '/v1/customers/:id/tax_ids/:txi', ({ store, ids }) => {
    const taxId = ownTaxId(store, ids[0], ids[1])
    store.remove(taxId)
    store.emit('customer.tax_id.deleted', taxId)
    return deletedObject(taxId)
  }),
  route('POST', '/v1/customers/:id/balance_transactions', ({ store, ids, params }) => {
    const customer = store.get('customer', ids[0])
    const currency = currencyParam(params)
    if (customer.currency && customer.currency !== currency) {
      throw invalidParam(
        'currency',
        `The currency ${currency} does not match the customer's currency ${customer.currency}.`
      )
    }
    customer.currency ??= currency
    return addBalanceTransaction(store, customer, requiredInteger(params, 'amount'), 'adjustment', {
      description: optionalString(params, 'description') ?? null,
      metadata: applyMetadata({}, params),
    })
  }),
  route('GET', '/v1/customers/:id/balance_transactions', ({ store, ids, params }) => {
    store.get('customer', ids[0])
    const transactions = store
      .all('customer_balance_transaction')
      .filter((transaction) => transaction.customer === ids[0])
    return store.list(transactions, params, `/v1/customers/${ids[0]}/balance_transactions`)
  }),
]

function createCustomer(store: StripeStore, params: StripeParams) {
  const taxIds = (optionalArray(params, 'tax_id_data') ?? []).map((entry, index) =>
    validTaxId(entry, `tax_id_data[${index}]`)
  )
  const fields = customerFields(store, params, null)
  const customer = store.create('cus', 'customer', {
    address: null,
    balance: 0,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: store.newId('x').slice(2, 10).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...fields,
  })
  store.emit('customer.created', customer)
  for (const taxId of taxIds) createTaxId(store, customer, taxId)
  return customer
}

/** The fields of a create or update, validated before anything is written. */
function customerFields(store: StripeStore, params: StripeParams, current: StripeObject | null) {
  const fields: Record<string, unknown> = {}
  for (const name of ['name', 'description', 'phone', 'business_name'] as const) {
    const value = optionalString(params, name)
    if (value !== undefined) fields[name] = value
  }
  const email = optionalString(params, 'email')
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalidParam('email', `Invalid email address: ${email}`, 'email_invalid')
  if (email !== undefined) fields.email = email
  if (params.address !== undefined) {
    const address = objectParam(params, 'address')
    fields.address =
      params.address === ''
        ? null
        : Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, address[key] || null]))
  }
  const locales = optionalArray(params, 'preferred_locales')
  if (locales) fields.preferred_locales = locales.map(String)
  else if (params.preferred_locales === '') fields.preferred_locales = []
  const taxExempt = optionalEnum(params, 'tax_exempt', ['none', 'exempt', 'reverse'])
  if (taxExempt) fields.tax_exempt = taxExempt
  const balance = optionalInteger(params, 'balance')
  if (balance !== undefined) fields.balance = balance
  if (params.metadata !== undefined)
    fields.metadata = applyMetadata(current?.metadata ?? {}, params)
  const settings = objectParam(params, 'invoice_settings')
  if (settings.default_payment_method !== undefined) {
    const paymentMethodId = settings.default_payment_method || null
    if (paymentMethodId)
      ensureAttached(
        store,
        paymentMethodId,
        current?.id,
        'invoice_settings[default_payment_method]'
      )
    fields.invoice_settings = {
      ...(current?.invoice_settings ?? {
        custom_fields: null,
        footer: null,
        rendering_options: null,
      }),
      default_payment_method: paymentMethodId,
    }
  }
  return fields
}

export function ensureAttached(
  store: StripeStore,
  paymentMethodId: string,
  customerId: string | undefined,
  param: string
) {
  const paymentMethod = store.get('payment_method', paymentMethodId, param, 'PaymentMethod')
  if (!customerId || paymentMethod.customer !== customerId) {
    throw new StripeSimError(
      400,
      'invalid_request_error',
      `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
      'resource_missing',
      param
    )
  }
  return paymentMethod
}

function validTaxId(params: StripeParams, prefix: string) {
  const param = (name: string) => (prefix ? `${prefix}[${name}]` : name)
  const type = optionalEnum({ type: params.type }, 'type', TAX_ID_TYPES)
  if (!type)
    throw invalidParam(
      param('type'),
      `Missing required param: ${param('type')}.`,
      'parameter_missing'
    )
  const value = requiredString({ [param('value')]: params.value }, param('value'))
  if (type !== 'eu_vat') return { type, value, country: null }
  const vat = parseEuVat(value)
  if (!vat)
    throw new StripeSimError(
      400,
      'invalid_request_error',
      'Invalid value for eu_vat.',
      'tax_id_invalid',
      param('value')
    )
  return { type, ...vat }
}

function createTaxId(
  store: StripeStore,
  customer: StripeObject,
  taxId: { type: string; value: string; country: string | null }
) {
  const created = store.create('txi', 'tax_id', {
    ...taxId,
    customer: customer.id,
    owner: { type: 'customer', customer: customer.id },
    verification: {
      status: taxId.type === 'eu_vat' ? 'pending' : 'unavailable',
      verified_address: null,
      verified_name: null,
    },
  })
  store.emit('customer.tax_id.created', created)
  return created
}

export function taxIdsOf(store: StripeStore, customerId: string) {
  return store.all('tax_id').filter((taxId) => taxId.customer === customerId)
}

function ownTaxId(store: StripeStore, customerId: string, taxIdId: string) {
  store.get('customer', customerId)
  const taxId = store.get('tax_id', taxIdId)
  if (taxId.customer !== customerId) throw noSuch('tax_id', taxIdId)
  return taxId
}

/** Moves the customer's balance and records why (`amount` < 0 is a credit). */
export function addBalanceTransaction(
  store: StripeStore,
  customer: StripeObject,
  amount: number,
  type: string,
  extra: Record<string, unknown> = {}
) {
  const before = customer.balance
  customer.balance += amount
  const transaction = store.create('cbtxn', 'customer_balance_transaction', {
    amount,
    currency: customer.currency ?? 'eur',
    customer: customer.id,
    description: null,
    ending_balance: customer.balance,
    invoice: null,
    metadata: {},
    type,
    ...extra,
  })
  store.emit('customer.updated', customer, { balance: before })
  return transaction
}
