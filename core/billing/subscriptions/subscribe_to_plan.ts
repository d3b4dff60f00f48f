import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import type Location from '#core/locations/models/location'
import { AppException } from '#kernel/exceptions/app_exception'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { ensureCaasPrice } from '#core/billing/prices/caas_prices'
import { prepareCustomerVat } from '#core/billing/taxes/customer_vat'
import { CONNECTION_TYPES } from '#core/locations/location_states'
import type { CaasAttributes, ConnectionType } from '#core/billing/prices/caas_tariff'
import { SUBSCRIPTION_EXPAND } from './stripe_subscription.js'
import { saveSubscriptionState } from './save_subscription_state.js'

/** Days to pay an invoice sent to a customer without a payment method on file. */
export const INVOICE_DAYS_UNTIL_DUE = 14

/** The CaaS attributes of a venue: its plan, line and failover; Peplink when its network runs on a Peplink controller. */
export async function caasAttributesOf(
  location: Location,
  internetPending: boolean
): Promise<CaasAttributes> {
  const controller = location.controllerId
    ? await db.from('controllers').where('id', location.controllerId).select('vendor').first()
    : null
  const connectionType = (CONNECTION_TYPES as readonly string[]).includes(location.connectionType)
    ? (location.connectionType as ConnectionType)
    : 'none'
  return {
    plan: location.plan,
    connectionType,
    hasFailover: location.failover,
    hasPeplink: controller?.vendor === 'peplink' || Boolean(location.vendorSettings?.peplink),
    internetPending,
  }
}

/**
 * Subscribes a venue to its plan's CaaS price (reused by lookup key, see caas_prices.ts). Charged automatically when
 * the customer has a payment method on file, else invoiced with 14 days to pay. The idempotency key is built from
 * the venue, the price and the subscription it had before, so a retried request never creates a second one.
 */
export async function subscribeToPlan(location: Location, input: { internetPending?: boolean }) {
  if (location.status === 'archived') throw new AppException(422, 'E_LOCATION_ARCHIVED')
  if (location.subscriptionId && location.subscriptionStatus !== 'cancelled')
    throw new AppException(409, 'E_LOCATION_ALREADY_SUBSCRIBED')
  const stripe = billingStripe()
  const customer = await Customer.findOrFail(location.customerId)
  const attributes = await caasAttributesOf(location, input.internetPending ?? false)
  const subscription = await whileUserWaits(async () => {
    const stripeCustomer = await ensureStripeCustomer(customer)
    const { price } = await ensureCaasPrice(attributes)
    const { taxRateId } = await prepareCustomerVat(stripe, customer, stripeCustomer)
    const chargeable = Boolean(customer.stripePaymentMethodId)
    return stripe.subscriptions.create(
      {
        customer: stripeCustomer,
        items: [{ price: price.id, quantity: 1 }],
        collection_method: chargeable ? 'charge_automatically' : 'send_invoice',
        ...(chargeable ? {} : { days_until_due: INVOICE_DAYS_UNTIL_DUE }),
        payment_behavior: 'allow_incomplete',
        default_tax_rates: [taxRateId],
        metadata: { airdeck_location_id: String(location.id), airdeck_plan: String(location.plan) },
        expand: SUBSCRIPTION_EXPAND,
      },
      {
        idempotencyKey: `airdeck-location-${location.id}-subscribe-${price.id}-after-${location.subscriptionId ?? 'none'}`,
      }
    )
  })
  return saveSubscriptionState(
    location,
    subscription,
    subscription.items.data[0]?.id ?? null,
    'location.subscription_created',
    { subscriptionCancelReason: null }
  )
}
