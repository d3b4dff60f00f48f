import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation, listLocations } from '#core/locations/queries/location_queries'
import { locationPolicy } from '#core/locations/policies/location_policy'
import { transformLocation } from '#core/locations/transformers/location_transformer'
import {
  adminUpdateLocationValidator,
  listLocationsValidator,
  updateLocationValidator,
} from '#core/locations/validators/location_validators'
import { routeId } from '#kernel/http/route_id'
import { paginated } from '#kernel/http/pagination'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { AppException } from '#kernel/exceptions/app_exception'

export default class LocationsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listLocationsValidator, { data: ctx.request.qs() })
    return paginated(await listLocations(await requestAccess(ctx), filters), (location) => transformLocation(location))
  }

  async show(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, id)
    return transformLocation(location, await access.permissionsOn('location', location.id))
  }

  async update(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const access = await requestAccess(ctx)
    const location = await findVisibleLocation(access, id)
    if (!(await locationPolicy.update(access, location))) throw AppException.forbidden()
    const validator = locationPolicy.manageTechnical(access) ? adminUpdateLocationValidator : updateLocationValidator
    await saveWithAudit(location, await ctx.request.validateUsing(validator), 'location')
    return transformLocation(location, await access.permissionsOn('location', location.id))
  }
}
