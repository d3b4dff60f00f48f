import type Stripe from 'stripe'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { AppException } from '#kernel/exceptions/app_exception'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { findStripeSubscription, SUBSCRIPTION_ID_PATTERN } from './stripe_subscription.js'
import { idOf } from './subscription_state.js'
import { saveSubscriptionState } from './save_subscription_state.js'

/** An item no other venue bills with: a subscription may carry one item per venue of the customer. */
async function itemTakenElsewhere(location: Location, itemId: string) {
  const other = await Location.query()
    .where('subscription_item_id', itemId)
    .whereNot('id', location.id)
    .whereNot('status', 'archived')
    .first()
  return other !== null
}

async function chooseItem(
  location: Location,
  subscription: Stripe.Subscription,
  itemId: string | null
) {
  if (itemId) return itemId
  for (const item of subscription.items.data)
    if (!(await itemTakenElsewhere(location, item.id))) return item.id
  return subscription.items.data[0]?.id ?? null
}

/**
 * Links a venue to an existing Stripe subscription by its `sub_` or `si_` id (spec §5 "Subscription id must be valid
 * and linked to the location's customer"): unknown → E_INVALID_SUBSCRIPTION_ID, another Stripe customer's →
 * E_SUBSCRIPTION_NOT_LINKED, an item another venue bills with → E_SUBSCRIPTION_ITEM_TAKEN.
 */
export async function linkSubscription(location: Location, id: string) {
  if (!SUBSCRIPTION_ID_PATTERN.test(id)) throw new AppException(422, 'E_INVALID_SUBSCRIPTION_ID')
  const found = await whileUserWaits(() => findStripeSubscription(id))
  if (!found) throw new AppException(422, 'E_INVALID_SUBSCRIPTION_ID')
  const customer = await Customer.findOrFail(location.customerId)
  if (
    !customer.paymentProviderId ||
    idOf(found.subscription.customer) !== customer.paymentProviderId
  )
    throw new AppException(422, 'E_SUBSCRIPTION_NOT_LINKED')
  const itemId = await chooseItem(location, found.subscription, found.itemId)
  if (itemId && (await itemTakenElsewhere(location, itemId)))
    throw new AppException(409, 'E_SUBSCRIPTION_ITEM_TAKEN')
  return saveSubscriptionState(
    location,
    found.subscription,
    itemId,
    'location.subscription_linked',
    { subscriptionCancelReason: null }
  )
}
