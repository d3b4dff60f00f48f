import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { salesPeriodValidator } from '#core/sales/validators/visit_validators'
import { salesStats } from '#core/sales/queries/sales_stats'
import { visibleVisits } from '#core/sales/queries/visible_visits'
import { salesPeriod } from '#core/sales/services/sales_period'
import { visitsCsv } from '#core/sales/services/visits_csv'
import { transformVisitPin } from '#core/sales/transformers/visit_transformer'

/** At most this many pins: a day's or a month's visits fit many times over. */
const MAX_PINS = 2000
const MAX_EXPORT_ROWS = 50_000

/** The overview tab: the map of visits, the stats and the CSV export, all within what the caller may see. */
export default class SalesOverviewController {
  /** GET /sales/locations: visits with a position, today unless a period is asked. */
  async locations(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const filters = await ctx.request.validateUsing(salesPeriodValidator, {
      data: ctx.request.qs(),
    })
    const period = salesPeriod(filters, 1)
    const query = visibleVisits(user)
      .preload('hunter')
      .whereNotNull('latitude')
      .where('created_at', '>=', period.start.toJSDate())
      .where('created_at', '<', period.end.toJSDate())
    if (filters.hunterId) query.where('hunter_id', filters.hunterId)
    const visits = await query.orderBy('created_at').limit(MAX_PINS)
    return { from: period.from, to: period.to, data: visits.map(transformVisitPin) }
  }

  async stats(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(salesPeriodValidator, {
      data: ctx.request.qs(),
    })
    return salesStats(ctx.auth.getUserOrFail(), filters)
  }

  /** GET /sales/export: the visible visits of the period (default the last 12 weeks) as CSV. */
  async export(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const filters = await ctx.request.validateUsing(salesPeriodValidator, {
      data: ctx.request.qs(),
    })
    const period = salesPeriod(filters, 84)
    const query = visibleVisits(user)
      .preload('hunter')
      .where('created_at', '>=', period.start.toJSDate())
      .where('created_at', '<', period.end.toJSDate())
    if (filters.hunterId) query.where('hunter_id', filters.hunterId)
    const visits = await query.orderBy('created_at').orderBy('id').limit(MAX_EXPORT_ROWS)
    const stamp = DateTime.now().toFormat('yyyy-LL-dd')
    ctx.response.header('content-type', 'text/csv; charset=utf-8')
    ctx.response.header('content-disposition', `attachment; filename="sales-visits-${stamp}.csv"`)
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.send(visitsCsv(visits))
  }
}
