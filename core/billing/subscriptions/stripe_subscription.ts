import type Stripe from 'stripe'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { isStripeMissing } from '#core/billing/customers/stripe_errors'

export const SUBSCRIPTION_EXPAND = ['items.data.price.product']

/** A `sub_` id, or a `si_` id of one of its items (then that item is the venue's). */
export const SUBSCRIPTION_ID_PATTERN = /^(sub|si)_[A-Za-z0-9]{1,250}$/

/** The subscription an id names (and the item, for a `si_` id), or null when Stripe does not know it. */
export async function findStripeSubscription(
  id: string
): Promise<{ subscription: Stripe.Subscription; itemId: string | null } | null> {
  const stripe = billingStripe()
  try {
    if (id.startsWith('si_')) {
      const item = await stripe.subscriptionItems.retrieve(id)
      return {
        subscription: await stripe.subscriptions.retrieve(item.subscription, {
          expand: SUBSCRIPTION_EXPAND,
        }),
        itemId: item.id,
      }
    }
    return {
      subscription: await stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }),
      itemId: null,
    }
  } catch (error) {
    if (isStripeMissing(error)) return null
    throw error
  }
}
