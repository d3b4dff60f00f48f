import type { HttpContext } from '@adonisjs/core/http'
import Location from '#core/locations/models/location'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'
import { tryAsGuestUrl } from '#core/portal/public/try_as_guest'

/** GET /rest/locations/{id}/portal/try: the "Try as a guest" link of the location portal tab. */
export default class TryAsGuestController {
  async show(ctx: HttpContext) {
    const location = await Location.find(routeId(ctx.params.id))
    if (!location) throw AppException.notFound()
    return tryAsGuestUrl(location, `${ctx.request.protocol()}://${ctx.request.host()}`)
  }
}
