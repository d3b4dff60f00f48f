import type Location from '#core/locations/models/location'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { SUBSCRIPTION_EXPAND } from './stripe_subscription.js'
import { saveSubscriptionState } from './save_subscription_state.js'

/**
 * Asks Stripe to end the venue's subscription at the end of the paid period (`cancel`), or to keep it running.
 * The idempotency key carries the state version we act on (the time of the state saved last), so a retry replays
 * the same request while a later change of mind is a new one.
 */
export async function setCancelAtPeriodEnd(
  location: Location,
  cancel: boolean,
  reason: 'archived' | 'requested' | null
) {
  const version = location.subscriptionSyncedAt?.toMillis() ?? 0
  const subscription = await billingStripe().subscriptions.update(
    location.subscriptionId!,
    { cancel_at_period_end: cancel, expand: SUBSCRIPTION_EXPAND },
    {
      idempotencyKey: `airdeck-location-${location.id}-${location.subscriptionId}-cancel-at-period-end-${cancel}-v${version}`,
    }
  )
  return saveSubscriptionState(
    location,
    subscription,
    location.subscriptionItemId,
    cancel ? 'location.subscription_cancel_requested' : 'location.subscription_resumed',
    {
      subscriptionCancelReason: cancel ? reason : null,
    }
  )
}

/** Whether the venue has a subscription Stripe still bills (active or past due). */
export function hasLiveSubscription(location: Location) {
  return (
    Boolean(location.subscriptionId) &&
    (location.subscriptionStatus === 'active' || location.subscriptionStatus === 'past_due')
  )
}
