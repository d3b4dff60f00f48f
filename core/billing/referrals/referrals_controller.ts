import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { paginated } from '#kernel/http/pagination'
import { createReferral } from './create_referral.js'
import { listReferrals } from './list_referrals.js'
import { transformReferral } from './referral_transformer.js'
import { createReferralValidator, listReferralsValidator } from './referral_validators.js'

/** Referrals (spec §2 /bonus, §7 POST /referral); see routes.ts. */
export default class ReferralsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listReferralsValidator, {
      data: ctx.request.qs(),
    })
    const access = await requestAccess(ctx)
    return paginated(await listReferrals(access, filters), (referral) =>
      transformReferral(referral, access.isAdmin)
    )
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createReferralValidator)
    const access = await requestAccess(ctx)
    const referral = await createReferral(access, ctx.auth.getUserOrFail(), input)
    ctx.response.status(201)
    return transformReferral(referral, access.isAdmin)
  }
}
