import type Stripe from 'stripe'
import type Location from '#core/locations/models/location'
import Customer from '#core/customers/models/customer'
import { billingConfigured, billingStripe } from '#core/billing/stripe/billing_stripe'
import { isStripeUnavailable } from '#core/billing/customers/stripe_errors'
import { deviceCount } from '#core/billing/plans/device_counts'
import { findStripeSubscription } from './stripe_subscription.js'
import { billingSummary, subscriptionView } from './subscription_views.js'

const STRIPE_IDS = ['subscription_id', 'subscription_item_id', 'price_id', 'product_id'] as const

/** The customer's other Stripe subscriptions, offered for linking (admins). */
async function candidates(location: Location) {
  const customer = await Customer.find(location.customerId)
  if (!customer?.paymentProviderId) return []
  const list = await billingStripe().subscriptions.list({
    customer: customer.paymentProviderId,
    status: 'all',
    limit: 20,
  })
  return list.data
    .filter((subscription: Stripe.Subscription) => subscription.id !== location.subscriptionId)
    .map((subscription) => subscriptionView(subscription, null))
}

/**
 * A venue's billing (GET /locations/{id}/subscriptions): what we mirror, and, for admins, the subscription as Stripe
 * has it now plus the customer's other subscriptions. Stripe being down never blocks the tab: `live` is then false
 * and the mirror is all there is. Customer users see status, amount, period and plan, not Stripe's ids.
 */
export async function locationBilling(location: Location, isAdmin: boolean) {
  const summary: Record<string, unknown> = billingSummary(location, await deviceCount(location.id))
  let live = false
  let data: ReturnType<typeof subscriptionView>[] = []
  let others: ReturnType<typeof subscriptionView>[] = []
  if (isAdmin && billingConfigured()) {
    try {
      const found = location.subscriptionId
        ? await findStripeSubscription(location.subscriptionId)
        : null
      data = found ? [subscriptionView(found.subscription, location.subscriptionItemId)] : []
      others = await candidates(location)
      live = true
    } catch (error) {
      if (!isStripeUnavailable(error)) throw error
    }
  }
  if (!isAdmin) for (const field of STRIPE_IDS) summary[field] = null
  return { ...summary, billing_configured: billingConfigured(), live, data, candidates: others }
}
