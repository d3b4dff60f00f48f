import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { networkHistory } from '#core/network/queries/network_history'
import { historySeriesValidator } from '#core/network/validators/network_validators'

/** /rest/locations/{id}/network/history/series: the history charts' uptime and clients. */
export default class NetworkHistoryController {
  async show(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const { range } = await ctx.request.validateUsing(historySeriesValidator, {
      data: ctx.request.qs(),
    })
    return networkHistory(location.id, range ?? '24h')
  }
}
