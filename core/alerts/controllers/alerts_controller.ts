import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { listAlertsValidator } from '#core/alerts/validators/alert_validators'
import { listAlerts } from '#core/alerts/queries/list_alerts'
import { transformAlert } from '#core/alerts/transformers/alert_transformers'

export default class AlertsController {
  /** The alert log over every venue the caller can see. */
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listAlertsValidator, { data: ctx.request.qs() })
    return paginated(await listAlerts(await requestAccess(ctx), filters), transformAlert)
  }

  /** One venue's alert log (the route's access rule has checked the venue). */
  async forLocation(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listAlertsValidator, { data: ctx.request.qs() })
    return paginated(
      await listAlerts(await requestAccess(ctx), {
        ...filters,
        locationId: routeId(ctx.params.id),
      }),
      transformAlert
    )
  }
}
