import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds } from '#kernel/http/contract/route_access'
import { created, json, page } from '#kernel/http/contract/schemas'
import {
  listSubscriptionsValidator,
  subscribeToPlanValidator,
} from '#core/billing/subscriptions/subscription_validators'
import {
  locationBillingSchema,
  mismatchesSchema,
  subscriptionRowSchema,
} from '#core/billing/subscriptions/subscription_schemas'

const LocationSubscriptions = () =>
  import('#core/billing/subscriptions/location_subscriptions_controller')
const AdminSubscriptions = () =>
  import('#core/billing/subscriptions/admin_subscriptions_controller')
const api = apiRoutes('Billing')
const STRIPE = ['E_BILLING_NOT_CONFIGURED', 'E_STRIPE_UNAVAILABLE']

/** Subscriptions per venue (spec §7 `/locations/{id}/subscriptions`), the admin overview and the service check. */
export function billingSubscriptionRoutes() {
  api.get('/locations/:id/subscriptions', [LocationSubscriptions, 'index'], {
    access: holds('location_read', 'location'),
    summary:
      "The venue's subscription as mirrored from Stripe, its plan and device check; admins also get Stripe's view and the customer's other subscriptions",
    response: json(locationBillingSchema),
  })
  api.post('/locations/:id/subscriptions', [LocationSubscriptions, 'store'], {
    access: adminOnly,
    idempotent: true,
    summary:
      "Subscribe the venue to its plan's CaaS price (charged automatically with a payment method on file, else invoiced, 14 days to pay)",
    body: subscribeToPlanValidator,
    response: created(locationBillingSchema),
    errors: ['E_LOCATION_ARCHIVED', 'E_LOCATION_ALREADY_SUBSCRIBED', ...STRIPE],
  })
  api.patch('/locations/:id/subscriptions/:subId', [LocationSubscriptions, 'link'], {
    access: adminOnly,
    textParams: ['subId'],
    summary:
      "Link the venue to an existing Stripe subscription by its `sub_` id or one item's `si_` id; it must belong to the venue's customer",
    response: json(locationBillingSchema),
    errors: [
      'E_INVALID_SUBSCRIPTION_ID',
      'E_SUBSCRIPTION_NOT_LINKED',
      'E_SUBSCRIPTION_ITEM_TAKEN',
      ...STRIPE,
    ],
  })
  api.delete('/locations/:id/subscriptions/:subId', [LocationSubscriptions, 'cancel'], {
    access: adminOnly,
    textParams: ['subId'],
    summary: "Cancel the venue's subscription at the end of the paid period",
    response: json(locationBillingSchema),
    errors: ['E_NO_ACTIVE_SUBSCRIPTION', ...STRIPE],
  })
  api.put('/locations/:id/subscriptions/:subId/resume', [LocationSubscriptions, 'resume'], {
    access: adminOnly,
    textParams: ['subId'],
    summary: 'Take back a cancellation at period end: the subscription keeps running',
    response: json(locationBillingSchema),
    errors: ['E_NO_ACTIVE_SUBSCRIPTION', ...STRIPE],
  })
  api.get('/subscriptions', [AdminSubscriptions, 'index'], {
    access: adminOnly,
    summary:
      'Every venue with its subscription status, device count against its plan and open service mismatches',
    query: listSubscriptionsValidator,
    response: json(page(subscriptionRowSchema)),
  })
  api.get('/subscriptions/mismatches', [AdminSubscriptions, 'mismatches'], {
    access: adminOnly,
    summary:
      'The findings of the last daily service check: installed but not billed, billed but not active, product differs from billing',
    response: json(mismatchesSchema),
  })
  api.post('/subscriptions/mismatches/check', [AdminSubscriptions, 'check'], {
    access: adminOnly,
    retrySafe:
      'it compares subscriptions with the venues and answers the findings; it changes nothing',
    summary: 'Run the service check now and answer its findings',
    response: json(mismatchesSchema),
    errors: ['E_STRIPE_UNAVAILABLE'],
  })
}
