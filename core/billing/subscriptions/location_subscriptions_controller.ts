import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import type Location from '#core/locations/models/location'
import { linkSubscription } from './link_subscription.js'
import { subscribeToPlan } from './subscribe_to_plan.js'
import { hasLiveSubscription, setCancelAtPeriodEnd } from './cancel_at_period_end.js'
import { locationBilling } from './location_billing.js'
import { subscribeToPlanValidator } from './subscription_validators.js'

/** A venue's subscription (routes.ts): everyone who sees the venue reads it; admins link, create, cancel, resume. */
export default class LocationSubscriptionsController {
  async #load(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    return { access, location: await findVisibleLocation(access, routeId(ctx.params.id)) }
  }

  /** The subscription the path names must be the venue's (by `sub_` or its `si_`), and still billed. */
  #assertOwnLiveSubscription(location: Location, subId: string) {
    if (subId !== location.subscriptionId && subId !== location.subscriptionItemId)
      throw AppException.notFound()
    if (!hasLiveSubscription(location)) throw new AppException(422, 'E_NO_ACTIVE_SUBSCRIPTION')
  }

  async index(ctx: HttpContext) {
    const { access, location } = await this.#load(ctx)
    return locationBilling(location, access.isAdmin)
  }

  async store(ctx: HttpContext) {
    const { internet_pending: internetPending } =
      await ctx.request.validateUsing(subscribeToPlanValidator)
    const { location } = await this.#load(ctx)
    billingStripe()
    const subscribed = await subscribeToPlan(location, { internetPending })
    ctx.response.status(201)
    return locationBilling(subscribed, true)
  }

  async link(ctx: HttpContext) {
    const { location } = await this.#load(ctx)
    billingStripe()
    return locationBilling(await linkSubscription(location, String(ctx.params.subId)), true)
  }

  async cancel(ctx: HttpContext) {
    const { location } = await this.#load(ctx)
    this.#assertOwnLiveSubscription(location, String(ctx.params.subId))
    billingStripe()
    return locationBilling(
      await whileUserWaits(() => setCancelAtPeriodEnd(location, true, 'requested')),
      true
    )
  }

  async resume(ctx: HttpContext) {
    const { location } = await this.#load(ctx)
    this.#assertOwnLiveSubscription(location, String(ctx.params.subId))
    billingStripe()
    return locationBilling(
      await whileUserWaits(() => setCancelAtPeriodEnd(location, false, null)),
      true
    )
  }
}
