import type Stripe from 'stripe'
import type Location from '#core/locations/models/location'
import { planDefinition, exceedsPlan } from '#core/billing/plans/plan_catalog'
import { ourStatus } from './subscription_state.js'

const iso = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null

/** A Stripe subscription as GET /locations/{id}/subscriptions shows it. */
export function subscriptionView(subscription: Stripe.Subscription, linkedItemId: string | null) {
  return {
    id: subscription.id,
    status: ourStatus(subscription.status),
    stripe_status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: iso(subscription.cancel_at),
    collection_method: subscription.collection_method,
    linked:
      linkedItemId !== null && subscription.items.data.some((item) => item.id === linkedItemId),
    items: subscription.items.data.map((item) => {
      const product =
        typeof item.price.product === 'string' ? null : (item.price.product as Stripe.Product)
      return {
        id: item.id,
        linked: item.id === linkedItemId,
        quantity: item.quantity ?? 1,
        current_period_start: iso(item.current_period_start),
        current_period_end: iso(item.current_period_end),
        price: {
          id: item.price.id,
          unit_amount: item.price.unit_amount,
          currency: item.price.currency,
          interval: item.price.recurring?.interval ?? null,
          lookup_key: item.price.lookup_key,
          nickname: item.price.nickname,
        },
        product: {
          id: typeof item.price.product === 'string' ? item.price.product : item.price.product.id,
          name: product && !('deleted' in product && product.deleted) ? product.name : null,
        },
      }
    }),
  }
}

/** What we keep of the venue's subscription (mirrored from Stripe), and its plan with the device check. */
export function billingSummary(location: Location, devices: number) {
  const plan = planDefinition(location.plan)
  return {
    location_id: location.id,
    subscription_id: location.subscriptionId,
    subscription_item_id: location.subscriptionItemId,
    status: location.subscriptionStatus,
    stripe_status: location.subscriptionStripeStatus,
    price_id: location.subscriptionPriceId,
    product_id: location.subscriptionProductId,
    amount: location.subscriptionAmount,
    currency: location.subscriptionCurrency,
    current_period_end: location.subscriptionPeriodEnd?.toISO() ?? null,
    cancel_at_period_end: location.subscriptionCancelAtPeriodEnd,
    cancel_reason: location.subscriptionCancelReason,
    plan: {
      plan: plan.plan,
      name: plan.name,
      max_devices: plan.maxDevices,
      features: plan.features,
      monthly_cents: plan.monthlyCents,
    },
    devices,
    plan_exceeded: exceedsPlan(location.plan, devices),
  }
}
