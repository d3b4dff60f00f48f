import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { locationPolicy } from '#core/locations/policies/location_policy'
import { transformLocation } from '#core/locations/transformers/location_transformer'
import { archiveLocation } from '#core/locations/actions/archive_location'
import { restoreLocation } from '#core/locations/actions/restore_location'
import { snoozeLocation } from '#core/locations/actions/snooze_location'
import {
  archiveLocationValidator,
  snoozeLocationValidator,
} from '#core/locations/validators/location_validators'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'

/** Archive (DELETE), restore and snooze: see locationPolicy.manageLifecycle for who may. */
export default class LocationLifecycleController {
  async destroy(ctx: HttpContext) {
    const { access, location } = await this.load(ctx)
    const { reason } = await ctx.request.validateUsing(archiveLocationValidator)
    const archived = await archiveLocation(location, reason)
    return transformLocation(archived, { full: access.isAdmin })
  }

  async restore(ctx: HttpContext) {
    const { access, location } = await this.load(ctx)
    return transformLocation(await restoreLocation(location), { full: access.isAdmin })
  }

  async snooze(ctx: HttpContext) {
    const { access, location } = await this.load(ctx)
    const { snoozed_until: until } = await ctx.request.validateUsing(snoozeLocationValidator)
    return transformLocation(await snoozeLocation(location, until), { full: access.isAdmin })
  }

  private async load(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, id)
    if (!(await locationPolicy.manageLifecycle(access, location))) throw AppException.forbidden()
    return { access, location }
  }
}
