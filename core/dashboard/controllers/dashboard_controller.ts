import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { dashboardRole } from '#core/dashboard/dashboard_cards'
import { getDashboard } from '#core/dashboard/queries/get_dashboard'
import { dashboardLayout } from '#core/dashboard/queries/dashboard_layout'
import { saveDashboardLayout } from '#core/dashboard/actions/save_dashboard_layout'
import { dashboardLayoutValidator } from '#core/dashboard/validators/dashboard_validators'

export default class DashboardController {
  /** The caller's dashboard; a card that failed carries its error, translated. */
  async show(ctx: HttpContext) {
    const dashboard = await getDashboard(await requestAccess(ctx))
    return {
      ...dashboard,
      cards: dashboard.cards.map((card) =>
        card.error
          ? { ...card, error: { ...card.error, message: ctx.i18n.t(`errors.${card.error.code}`) } }
          : card
      ),
    }
  }

  /** Stores the caller's layout and answers it as the dashboard will use it. */
  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    await saveDashboardLayout(access, await ctx.request.validateUsing(dashboardLayoutValidator))
    return dashboardLayout(access.user.id, dashboardRole(access))
  }
}
