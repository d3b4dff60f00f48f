/**
 * Stripe events about customers (payments-and-integrations §1.10): a payment method set up through Checkout becomes
 * the default one and turns `payment_method` on, and its removal in Stripe turns it off; tax id verification is mirrored. Each handler ignores an event
 * older than the one it applied last (`…_at`), so late or repeated deliveries change nothing.
 */
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#core/customers/models/customer'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import { onStripeEvent } from '#core/billing/webhooks/stripe_event_handlers'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { paymentMethodLabel } from './payment_method_label.js'
import { syncCustomerToStripeLater } from './dispatch_customer_sync.js'
import { vatTreatmentOf } from '#core/billing/taxes/vat_treatment'

const eventTime = (event: Stripe.Event) => DateTime.fromSeconds(event.created)
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

function customerByStripeId(stripeId: string | null, trx: TransactionClientContract) {
  if (!stripeId) return null
  return Customer.query({ client: trx }).where('payment_provider_id', stripeId).forUpdate().first()
}

/** Both events of a completed setup lead here; the second finds the same method already applied. */
async function applySucceededSetup(
  event: Stripe.Event,
  setupIntentId: string,
  trx: TransactionClientContract
) {
  const stripe = billingStripe()
  const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] })
  const method = intent.payment_method as Stripe.PaymentMethod | null
  if (intent.status !== 'succeeded' || !method || typeof method === 'string') return
  const customer = await customerByStripeId(idOf(intent.customer), trx)
  if (!customer) return
  if (customer.paymentMethodAt && customer.paymentMethodAt > eventTime(event)) return
  if (customer.stripePaymentMethodId === method.id) return
  await stripe.customers.update(
    idOf(intent.customer)!,
    { invoice_settings: { default_payment_method: method.id } },
    { idempotencyKey: `airdeck-customer-${customer.id}-default-payment-method-${method.id}` }
  )
  await recordDefaultMethod(customer, method, event, trx)
}

async function recordDefaultMethod(
  customer: Customer,
  method: Stripe.PaymentMethod,
  event: Stripe.Event,
  trx: TransactionClientContract
) {
  customer.merge({
    paymentMethod: method.type === 'sepa_debit' ? PAYMENT_METHODS.sepa : PAYMENT_METHODS.card,
    stripePaymentMethodId: method.id,
    paymentMethodLabel: paymentMethodLabel(method),
    paymentMethodAt: eventTime(event),
  })
  customer.useTransaction(trx)
  await customer.save()
}

onStripeEvent('setup_intent.succeeded', async (event, trx) => {
  await applySucceededSetup(event, (event.data.object as Stripe.SetupIntent).id, trx)
})

onStripeEvent('checkout.session.completed', async (event, trx) => {
  const session = event.data.object as Stripe.Checkout.Session
  const setupIntentId = idOf(session.setup_intent)
  if (session.mode === 'setup' && setupIntentId)
    await applySucceededSetup(event, setupIntentId, trx)
})

/**
 * Another default chosen in Stripe (the billing portal, the dashboard) is recorded; the default we recorded being
 * removed or detached there leaves the customer without a payment method (spec §3 Payment: "no payment method"), so
 * its users are asked for one again on /customer/info. A payment method set by hand (no Stripe id) is never touched.
 */
onStripeEvent('customer.updated', async (event, trx) => {
  const previous = event.data.previous_attributes as
    { invoice_settings?: Record<string, unknown> } | undefined
  if (!previous?.invoice_settings || !('default_payment_method' in previous.invoice_settings))
    return
  const remote = event.data.object as Stripe.Customer
  const methodId = idOf(remote.invoice_settings?.default_payment_method)
  const customer = await customerByStripeId(remote.id, trx)
  if (!customer || customer.stripePaymentMethodId === methodId) return
  if (customer.paymentMethodAt && customer.paymentMethodAt > eventTime(event)) return
  if (!methodId) {
    const removed = idOf(previous.invoice_settings.default_payment_method as string | null)
    if (removed && removed === customer.stripePaymentMethodId)
      await forgetDefaultMethod(customer, event, trx)
    return
  }
  await recordDefaultMethod(
    customer,
    await billingStripe().paymentMethods.retrieve(methodId),
    event,
    trx
  )
})

onStripeEvent('payment_method.detached', async (event, trx) => {
  const method = event.data.object as Stripe.PaymentMethod
  const previous = event.data.previous_attributes as { customer?: string | null } | undefined
  const customer = await customerByStripeId(idOf(previous?.customer), trx)
  if (!customer || customer.stripePaymentMethodId !== method.id) return
  if (customer.paymentMethodAt && customer.paymentMethodAt > eventTime(event)) return
  await forgetDefaultMethod(customer, event, trx)
})

async function forgetDefaultMethod(
  customer: Customer,
  event: Stripe.Event,
  trx: TransactionClientContract
) {
  customer.merge({
    paymentMethod: PAYMENT_METHODS.none,
    stripePaymentMethodId: null,
    paymentMethodLabel: null,
    paymentMethodAt: eventTime(event),
  })
  customer.useTransaction(trx)
  await customer.save()
}

onStripeEvent(['customer.tax_id.created', 'customer.tax_id.updated'], async (event, trx) => {
  const taxId = event.data.object as Stripe.TaxId
  if (taxId.type !== 'eu_vat') return
  const customer = await customerByStripeId(idOf(taxId.customer), trx)
  if (!customer || (customer.stripeTaxId && customer.stripeTaxId !== taxId.id)) return
  if (customer.vatVerificationAt && customer.vatVerificationAt > eventTime(event)) return
  const vat = customer.vat?.replace(/[\s.-]/g, '').toUpperCase()
  if (vat !== taxId.value) return
  const treatment = vatTreatmentOf(customer)
  customer.merge({
    stripeTaxId: taxId.id,
    vatVerification: taxId.verification?.status ?? null,
    vatVerifiedName: taxId.verification?.verified_name ?? null,
    vatVerificationAt: eventTime(event),
  })
  customer.useTransaction(trx)
  await customer.save()
  await followVatTreatment(customer, treatment, trx)
})

/** A verification that changes the customer's VAT treatment (reverse charge or not) re-syncs it (tax_exempt, subscriptions). */
async function followVatTreatment(
  customer: Customer,
  before: string,
  trx: TransactionClientContract
) {
  if (vatTreatmentOf(customer) !== before)
    await syncCustomerToStripeLater(customer.id, trx, { vatChanged: true })
}

onStripeEvent('customer.tax_id.deleted', async (event, trx) => {
  const taxId = event.data.object as Stripe.TaxId
  const customer = await customerByStripeId(idOf(taxId.customer), trx)
  if (!customer || customer.stripeTaxId !== taxId.id) return
  const treatment = vatTreatmentOf(customer)
  customer.merge({
    stripeTaxId: null,
    vatVerification: null,
    vatVerifiedName: null,
    vatVerificationAt: eventTime(event),
  })
  customer.useTransaction(trx)
  await customer.save()
  await followVatTreatment(customer, treatment, trx)
})
