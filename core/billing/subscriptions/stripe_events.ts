/**
 * Stripe events about subscriptions (payments-and-integrations §1.10): every venue billed by the subscription
 * mirrors its status, price and period. A venue keeps the time of the state it applied last, so an event older than
 * that (late, or replayed) changes nothing. Event times have whole seconds: an event of the same second as the state
 * we hold cannot be ordered against it, so then the subscription is read from Stripe instead.
 */
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import Location from '#core/locations/models/location'
import { onStripeEvent } from '#core/billing/webhooks/stripe_event_handlers'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { subscriptionColumns } from './subscription_state.js'
import { SUBSCRIPTION_EXPAND } from './stripe_subscription.js'
import { dispatch } from '#kernel/jobs/dispatch'
import RecheckVenueMismatchesJob from '#core/billing/mismatches/jobs/recheck_venue_mismatches_job'

onStripeEvent(
  [
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
  ],
  async (event, trx) => {
    const sent = event.data.object as Stripe.Subscription
    const locations = await Location.query({ client: trx })
      .where('subscription_id', sent.id)
      .forUpdate()
    let fresh: Stripe.Subscription | null = null
    for (const location of locations) {
      const heldSecond = location.subscriptionSyncedAt
        ? Math.floor(location.subscriptionSyncedAt.toSeconds())
        : null
      if (heldSecond !== null && heldSecond > event.created) continue
      if (heldSecond === event.created)
        fresh ??= await billingStripe().subscriptions.retrieve(sent.id, {
          expand: SUBSCRIPTION_EXPAND,
        })
      location.merge({
        ...subscriptionColumns(
          heldSecond === event.created ? fresh! : sent,
          location.subscriptionItemId
        ),
        subscriptionSyncedAt: DateTime.fromSeconds(event.created),
      })
      await location.save()
      await dispatch(RecheckVenueMismatchesJob, { locationId: location.id }, { trx })
    }
  }
)
