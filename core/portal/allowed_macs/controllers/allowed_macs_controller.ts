import type { HttpContext } from '@adonisjs/core/http'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleLocation } from '#core/locations/queries/location_queries'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { addAllowedMac } from '#core/portal/allowed_macs/actions/add_allowed_mac'
import { removeAllowedMac } from '#core/portal/allowed_macs/actions/remove_allowed_mac'
import {
  findAllowedMac,
  listAllowedMacs,
} from '#core/portal/allowed_macs/queries/allowed_mac_queries'
import { transformAllowedMac } from '#core/portal/allowed_macs/transformers/allowed_mac_transformer'
import {
  addAllowedMacValidator,
  listAllowedMacsValidator,
} from '#core/portal/allowed_macs/validators/allowed_mac_validators'

async function venueOf(ctx: HttpContext) {
  return findVisibleLocation(await requestAccess(ctx), routeId(ctx.params.id))
}

/** Devices without a browser let through on the venue's controller (routes.ts: portal_read / portal_update). */
export default class AllowedMacsController {
  async index(ctx: HttpContext) {
    const location = await venueOf(ctx)
    const filters = await ctx.request.validateUsing(listAllowedMacsValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listAllowedMacs(location.id, filters), (row) =>
      transformAllowedMac(row, ctx.i18n)
    )
  }

  async store(ctx: HttpContext) {
    const location = await venueOf(ctx)
    const input = await ctx.request.validateUsing(addAllowedMacValidator)
    const row = await addAllowedMac(location, input, ctx.auth.user?.id ?? null)
    ctx.response.status(201)
    return transformAllowedMac(row, ctx.i18n)
  }

  async destroy(ctx: HttpContext) {
    const location = await venueOf(ctx)
    await removeAllowedMac(location, await findAllowedMac(location.id, ctx.params.macId))
    return ctx.response.noContent()
  }
}
