import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import type Location from '#core/locations/models/location'

/** Spec §3 "Subscription status". */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/**
 * Stripe's eight statuses in our three: trialing counts as active; a first invoice not paid yet (incomplete), an
 * unpaid or paused one as past_due (money is outstanding); canceled and incomplete_expired as cancelled.
 */
export function ourStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active'
  if (status === 'canceled' || status === 'incomplete_expired') return 'cancelled'
  return 'past_due'
}

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The item that bills this venue: the one linked, else the subscription's first. */
export function itemFor(subscription: Stripe.Subscription, itemId: string | null) {
  return (
    subscription.items.data.find((item) => item.id === itemId) ?? subscription.items.data[0] ?? null
  )
}

/** What a location stores of its subscription (the columns of migration 1763700002100). */
export function subscriptionColumns(
  subscription: Stripe.Subscription,
  itemId: string | null
): Partial<Location> {
  const item = itemFor(subscription, itemId)
  return {
    subscriptionId: subscription.id,
    subscriptionItemId: item?.id ?? null,
    subscriptionStatus: ourStatus(subscription.status),
    subscriptionStripeStatus: subscription.status,
    subscriptionPriceId: item?.price.id ?? null,
    subscriptionProductId: idOf(item?.price.product as string | { id: string } | null),
    subscriptionAmount: item ? (item.price.unit_amount ?? 0) * (item.quantity ?? 1) : null,
    subscriptionCurrency: item?.price.currency ?? null,
    subscriptionPeriodEnd: item ? DateTime.fromSeconds(item.current_period_end) : null,
    subscriptionCancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(subscription.cancel_at_period_end ? {} : { subscriptionCancelReason: null }),
  }
}

/** A location without a subscription. */
export const NO_SUBSCRIPTION: Partial<Location> = {
  subscriptionId: null,
  subscriptionItemId: null,
  subscriptionStatus: null,
  subscriptionStripeStatus: null,
  subscriptionPriceId: null,
  subscriptionProductId: null,
  subscriptionAmount: null,
  subscriptionCurrency: null,
  subscriptionPeriodEnd: null,
  subscriptionCancelAtPeriodEnd: false,
  subscriptionCancelReason: null,
}
