/**
 * Checkout sessions in setup mode (the hosted page completes them), setup intents, payment methods (attach, detach)
 * and billing portal sessions (a hosted page). `completeCheckout` is what the hosted page's button does.
 */
import { invalidParam, invalidState } from './errors.js'
import {
  applyMetadata,
  objectParam,
  optionalArray,
  optionalInteger,
  optionalString,
  requiredString,
} from './params.js'
import { route, type StripeRoute } from './router.js'
import type { StripeObject, StripeStore } from './store.js'

export type PaymentMethodType = 'card' | 'sepa_debit'

export const checkoutRoutes: StripeRoute[] = [
  route('POST', '/v1/checkout/sessions', ({ store, params }) => {
    if (requiredString(params, 'mode') !== 'setup')
      throw invalidParam(
        'mode',
        'The simulator supports mode=setup only.',
        'parameter_invalid_string'
      )
    const allowed = (optionalArray(params, 'allowed_payment_method_types') ?? []).map(String)
    const currency = optionalString(params, 'currency')?.toLowerCase() ?? null
    if (!currency && allowed.length === 0)
      throw invalidParam('currency', 'Missing required param: currency.', 'parameter_missing')
    for (const type of allowed)
      if (type !== 'card' && type !== 'sepa_debit')
        throw invalidParam('allowed_payment_method_types', `Invalid payment method type: ${type}`)
    const successUrl = requiredString(params, 'success_url')
    const customerId = optionalString(params, 'customer') ?? null
    if (customerId) store.get('customer', customerId, 'customer')
    const now = store.now()
    const expiresAt = optionalInteger(params, 'expires_at') ?? now + 86_400
    if (expiresAt < now + 1800 || expiresAt > now + 86_400)
      throw invalidParam(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.'
      )
    const types = allowed.length ? allowed : ['card']
    const setupIntent = createSetupIntent(
      store,
      customerId,
      types,
      applyMetadata({}, objectParam(params, 'setup_intent_data'))
    )
    const session = store.create('cs_test', 'checkout.session', {
      allowed_payment_method_types: allowed.length ? allowed : null,
      cancel_url: optionalString(params, 'cancel_url') ?? null,
      client_reference_id: optionalString(params, 'client_reference_id') ?? null,
      currency,
      customer: customerId,
      expires_at: expiresAt,
      locale: optionalString(params, 'locale') ?? null,
      metadata: applyMetadata({}, params),
      mode: 'setup',
      payment_method_types: types,
      payment_status: 'no_payment_required',
      setup_intent: setupIntent.id,
      status: 'open',
      success_url: successUrl,
      ui_mode: 'hosted_page',
      url: null,
    })
    session.url = `${store.baseUrl}/c/pay/${session.id}`
    return session
  }),
  route('GET', '/v1/checkout/sessions', ({ store, params }) => {
    const customer = optionalString(params, 'customer')
    return store.list(
      store.all('checkout.session').filter((session) => !customer || session.customer === customer),
      params,
      '/v1/checkout/sessions'
    )
  }),
  route('GET', '/v1/checkout/sessions/:id', ({ store, ids }) =>
    expireIfDue(store, store.get('checkout.session', ids[0]))
  ),
  route('POST', '/v1/checkout/sessions/:id/expire', ({ store, ids }) => {
    const session = expireIfDue(store, store.get('checkout.session', ids[0]))
    if (session.status !== 'open')
      throw invalidState(
        `Only Checkout Sessions with a status of \`open\` can be expired. This session has a status of \`${session.status}\`.`
      )
    return expireSession(store, session)
  }),
  route('POST', '/v1/setup_intents', ({ store, params }) => {
    const customerId = optionalString(params, 'customer') ?? null
    if (customerId) store.get('customer', customerId, 'customer')
    const types = (optionalArray(params, 'allowed_payment_method_types') ?? ['card']).map(String)
    return createSetupIntent(store, customerId, types, applyMetadata({}, params))
  }),
  route('GET', '/v1/setup_intents/:id', ({ store, ids }) => store.get('setup_intent', ids[0])),
  route('GET', '/v1/setup_intents', ({ store, params }) => {
    const customer = optionalString(params, 'customer')
    return store.list(
      store.all('setup_intent').filter((intent) => !customer || intent.customer === customer),
      params,
      '/v1/setup_intents'
    )
  }),
  route('GET', '/v1/payment_methods/:id', ({ store, ids }) =>
    store.get('payment_method', ids[0], 'payment_method', 'PaymentMethod')
  ),
  route('GET', '/v1/payment_methods', ({ store, params }) =>
    listPaymentMethods(store, requiredString(params, 'customer'), params, '/v1/payment_methods')
  ),
  route('GET', '/v1/customers/:id/payment_methods', ({ store, ids, params }) =>
    listPaymentMethods(store, ids[0], params, `/v1/customers/${ids[0]}/payment_methods`)
  ),
  route('POST', '/v1/payment_methods/:id/attach', ({ store, ids, params }) => {
    const paymentMethod = store.get('payment_method', ids[0], 'payment_method', 'PaymentMethod')
    const customer = store.get('customer', requiredString(params, 'customer'), 'customer')
    if (paymentMethod.customer && paymentMethod.customer !== customer.id)
      throw invalidState(
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        'payment_method_unexpected_state'
      )
    paymentMethod.customer = customer.id
    store.emit('payment_method.attached', paymentMethod)
    return paymentMethod
  }),
  route('POST', '/v1/payment_methods/:id/detach', ({ store, ids }) => {
    const paymentMethod = store.get('payment_method', ids[0], 'payment_method', 'PaymentMethod')
    if (!paymentMethod.customer)
      throw invalidState(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method_unexpected_state'
      )
    const customer = store.find(paymentMethod.customer)
    const previousCustomer = paymentMethod.customer
    paymentMethod.customer = null
    store.emit('payment_method.detached', paymentMethod, { customer: previousCustomer })
    // Stripe clears a detached default and says so in a customer.updated of its own.
    if (customer?.invoice_settings.default_payment_method === paymentMethod.id) {
      const previousSettings = structuredClone(customer.invoice_settings)
      customer.invoice_settings.default_payment_method = null
      store.emit('customer.updated', customer, { invoice_settings: previousSettings })
    }
    return paymentMethod
  }),
  route('POST', '/v1/billing_portal/sessions', ({ store, params }) => {
    const customer = store.get('customer', requiredString(params, 'customer'), 'customer')
    const session = store.create('bps', 'billing_portal.session', {
      configuration: 'bpc_simulator',
      customer: customer.id,
      flow: null,
      locale: optionalString(params, 'locale') ?? null,
      on_behalf_of: null,
      return_url: optionalString(params, 'return_url') ?? null,
      url: null,
    })
    session.url = `${store.baseUrl}/p/session/${session.id}`
    return session
  }),
]

function createSetupIntent(
  store: StripeStore,
  customerId: string | null,
  types: string[],
  metadata: Record<string, string>
) {
  const intent = store.create('seti', 'setup_intent', {
    cancellation_reason: null,
    client_secret: null,
    customer: customerId,
    last_setup_error: null,
    mandate: null,
    metadata,
    payment_method: null,
    payment_method_types: types,
    status: 'requires_payment_method',
    usage: 'off_session',
  })
  intent.client_secret = `${intent.id}_secret_${store.newId('x').slice(2, 26)}`
  store.emit('setup_intent.created', intent)
  return intent
}

function listPaymentMethods(
  store: StripeStore,
  customerId: string,
  params: Record<string, any>,
  url: string
) {
  store.get('customer', customerId, 'customer')
  const type = optionalString(params, 'type')
  return store.list(
    store
      .all('payment_method')
      .filter((method) => method.customer === customerId && (!type || method.type === type)),
    params,
    url
  )
}

function expireIfDue(store: StripeStore, session: StripeObject) {
  return session.status === 'open' && session.expires_at <= store.now()
    ? expireSession(store, session)
    : session
}

function expireSession(store: StripeStore, session: StripeObject) {
  session.status = 'expired'
  session.url = null
  store.emit('checkout.session.expired', session)
  return session
}

/** The hosted page's "complete" button: a payment method is set up for the session's customer. */
export function completeCheckout(
  store: StripeStore,
  sessionId: string,
  type: PaymentMethodType,
  options: { failing?: boolean } = {}
) {
  const session = expireIfDue(store, store.get('checkout.session', sessionId))
  if (session.status !== 'open') throw invalidState(`This Checkout Session is ${session.status}.`)
  if (!session.payment_method_types.includes(type))
    throw invalidParam('type', `This Checkout Session does not accept ${type}.`)
  const paymentMethod = createPaymentMethod(store, type, session.customer, options.failing ?? false)
  const intent = store.get('setup_intent', session.setup_intent)
  intent.payment_method = paymentMethod.id
  intent.status = 'succeeded'
  if (type === 'sepa_debit') intent.mandate = store.newId('mandate')
  session.status = 'complete'
  session.url = null
  store.emit('setup_intent.succeeded', intent)
  store.emit('checkout.session.completed', session)
  return {
    session,
    paymentMethod,
    redirectUrl: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id),
  }
}

export function createPaymentMethod(
  store: StripeStore,
  type: PaymentMethodType,
  customerId: string | null,
  failing: boolean
) {
  const last4 = failing ? '0341' : type === 'card' ? '4242' : '3000'
  const details =
    type === 'card'
      ? {
          card: {
            brand: 'visa',
            country: 'BE',
            exp_month: 12,
            exp_year: new Date().getUTCFullYear() + 3,
            funding: 'credit',
            last4,
          },
        }
      : {
          sepa_debit: {
            bank_code: '539',
            branch_code: '',
            country: 'BE',
            fingerprint: store.newId('fp').slice(3, 19),
            last4,
          },
        }
  const paymentMethod = store.create('pm', 'payment_method', {
    billing_details: { email: null, name: null },
    customer: customerId,
    metadata: {},
    type,
    ...details,
  })
  if (failing) store.failingPaymentMethods.add(paymentMethod.id)
  if (customerId) store.emit('payment_method.attached', paymentMethod)
  return paymentMethod
}
