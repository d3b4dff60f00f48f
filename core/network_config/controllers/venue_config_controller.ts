import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { applyConfigFile, removeConfigFile } from '#core/network_config/actions/apply_config_file'
import { venueConfig } from '#core/network_config/queries/venue_config'
import { applyConfigFileValidator } from '#core/network_config/validators/config_file_validators'
import { routeId } from '#kernel/http/route_id'

async function venue(ctx: HttpContext) {
  return findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
}

/** /rest/locations/{id}/network/config: the configuration file applied to a venue (admins, like binding its controller). */
export default class VenueConfigController {
  async show(ctx: HttpContext) {
    return venueConfig((await venue(ctx)).id)
  }

  async apply(ctx: HttpContext) {
    const location = await venue(ctx)
    const { configId } = await ctx.request.validateUsing(applyConfigFileValidator)
    await applyConfigFile(ctx, location, configId)
    return venueConfig(location.id)
  }

  async remove(ctx: HttpContext) {
    const location = await venue(ctx)
    await removeConfigFile(location)
    return venueConfig(location.id)
  }
}
