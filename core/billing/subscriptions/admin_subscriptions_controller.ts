import type { HttpContext } from '@adonisjs/core/http'
import { whileUserWaits } from '#core/billing/customers/stripe_errors'
import { checkServiceMismatches } from '#core/billing/mismatches/detect_service_mismatches'
import { listLocationSubscriptions, listServiceMismatches } from './list_location_subscriptions.js'
import { listSubscriptionsValidator } from './subscription_validators.js'

/** The admin subscriptions screen: every venue's subscription and the service check's findings. */
export default class AdminSubscriptionsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listSubscriptionsValidator, {
      data: ctx.request.qs(),
    })
    return listLocationSubscriptions(filters)
  }

  async mismatches() {
    return listServiceMismatches()
  }

  async check() {
    await whileUserWaits(() => checkServiceMismatches())
    return listServiceMismatches()
  }
}
