import type Stripe from 'stripe'
import Location from '#core/locations/models/location'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'

/**
 * An admin; a customer with a Stripe customer, a live venue and a user holding every key on it; another customer
 * with its own Stripe customer.
 */
export async function buildSubscriptionWorld() {
  const tenant = await createTenant()
  await tenant.location.merge({ status: 'live', plan: 2, connectionType: 'fiber' }).save()
  const other = await createTenant()
  const [admin, owner] = [await createUser({ isAdmin: true }), await createUser()]
  await grant(owner, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
  const stripeCustomer = await ensureStripeCustomer(tenant.customer)
  const otherStripeCustomer = await ensureStripeCustomer(other.customer)
  return { ...tenant, other, stripeCustomer, otherStripeCustomer, users: { admin, owner } }
}

let sequence = 0

/** A subscription made in Stripe by hand (invoiced, so no payment method is needed), one item per price. */
export async function stripeSubscription(
  customer: string,
  prices = 1
): Promise<Stripe.Subscription> {
  const stripe = billingStripe()
  const product = await stripe.products.create({ name: `Hand-made ${++sequence}` })
  const items = []
  for (let index = 0; index < prices; index++) {
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 5_000 + index,
      recurring: { interval: 'month' },
    })
    items.push({ price: price.id })
  }
  return stripe.subscriptions.create({
    customer,
    items,
    collection_method: 'send_invoice',
    days_until_due: 14,
  })
}

export const reload = (location: Location) => Location.findOrFail(location.id)

/** Waits for the venue's mirror to satisfy `predicate` (a webhook or a job writes it). */
export function mirrored(
  location: Location,
  predicate: (row: Location) => boolean,
  what = 'the subscription mirror'
) {
  return pollUntil(
    async () => {
      const row = await Location.find(location.id)
      return row && predicate(row) ? row : null
    },
    { what }
  )
}

export { billingJobsSettled } from '#tests/functional/billing/billing_world'
