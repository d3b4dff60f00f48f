import type { HttpContext } from '@adonisjs/core/http'
import { independentCards } from '#kernel/cards/independent_cards'
import { financialCalendar } from './financial_calendar.js'
import { revenueCard } from './revenue_card.js'
import { mrrCard } from './mrr_card.js'
import { setFinancialTarget } from './set_financial_target.js'
import { financialTargetValidator } from './financial_target_validator.js'

/** Financials for admins (spec §2 `/financials/hidden`, §7 `/admin/financials`, §9 the yearly target). */
export default class FinancialsController {
  async show(ctx: HttpContext) {
    const calendar = financialCalendar()
    const cards = await independentCards(ctx, {
      revenue: () => revenueCard(calendar),
      mrr: () => mrrCard(calendar),
    })
    return { generated_at: calendar.now.toUTC().toISO(), ...cards }
  }

  async updateTarget(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(financialTargetValidator)
    return setFinancialTarget(input, ctx.auth.user!.id)
  }
}
