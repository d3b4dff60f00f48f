import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { dashboardRole } from '#core/dashboard/dashboard_cards'
import { getDashboard } from '#core/dashboard/queries/get_dashboard'
import { dashboardLayout } from '#core/dashboard/queries/dashboard_layout'
import { saveDashboardLayout } from '#core/dashboard/actions/save_dashboard_layout'
import { dashboardLayoutValidator } from '#core/dashboard/validators/dashboard_validators'

export default class DashboardController {
  /**
   * The caller's dashboard; a card that failed carries its error, translated. Written as JSON text around each card's
   * JSON, which is serialised once per shared answer (get_dashboard.ts): the admin's attention card alone is 50 rows.
   */
  async show(ctx: HttpContext) {
    const { role, layout, firstRun, cards } = await getDashboard(await requestAccess(ctx))
    const cardsJson = cards.map((card) =>
      card.error
        ? JSON.stringify({
            id: card.id,
            data: null,
            error: { ...card.error, message: ctx.i18n.t(`errors.${card.error.code}`) },
          })
        : `{"id":${JSON.stringify(card.id)},"data":${card.json},"error":null}`
    )
    ctx.response.header('content-type', 'application/json; charset=utf-8')
    return `{"role":${JSON.stringify(role)},"layout":${JSON.stringify(layout)},"firstRun":${JSON.stringify(firstRun)},"cards":[${cardsJson.join(',')}]}`
  }

  /** Stores the caller's layout and answers it as the dashboard will use it. */
  async update(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    await saveDashboardLayout(access, await ctx.request.validateUsing(dashboardLayoutValidator))
    return dashboardLayout(access.user.id, dashboardRole(access))
  }
}
