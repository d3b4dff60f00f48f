import type { HttpContext } from '@adonisjs/core/http'
import { paginated } from '#kernel/http/pagination'
import {
  listVisitsValidator,
  createVisitValidator,
  updateVisitValidator,
} from '#core/sales/validators/visit_validators'
import { listVisits } from '#core/sales/queries/list_visits'
import { findVisibleVisit } from '#core/sales/queries/visible_visits'
import { recordVisit, updateVisit } from '#core/sales/actions/record_visit'
import { transformVisit } from '#core/sales/transformers/visit_transformer'

/** Sales visits (routes.ts: admins and hunters; what a hunter sees is scoped by visible_visits.ts). */
export default class VisitsController {
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const filters = await ctx.request.validateUsing(listVisitsValidator, { data: ctx.request.qs() })
    return paginated(await listVisits(user, filters), (visit) => transformVisit(visit, user))
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const visit = await recordVisit(user, await ctx.request.validateUsing(createVisitValidator))
    ctx.response.status(201)
    return transformVisit(visit, user)
  }

  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    return transformVisit(await findVisibleVisit(user, ctx.params.id), user)
  }

  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const visit = await findVisibleVisit(user, ctx.params.id)
    return transformVisit(
      await updateVisit(user, visit, await ctx.request.validateUsing(updateVisitValidator)),
      user
    )
  }
}
