import type { HttpContext } from '@adonisjs/core/http'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { AppException } from '#kernel/exceptions/app_exception'
import Location from '#core/locations/models/location'
import { changeLocationHardware } from '#core/inventory/actions/location_hardware'
import {
  listAllocated,
  locationHardware,
  transformAllocation,
} from '#core/inventory/queries/location_hardware'
import {
  hardwareChangeValidator,
  listAllocatedValidator,
} from '#core/inventory/validators/inventory_validators'

/** CaaS hardware at venues: the allocated list (admin), a venue's hardware tab and its changes. */
export default class HardwareController {
  async allocated(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listAllocatedValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listAllocated(filters), transformAllocation)
  }

  /** The route's access rule has checked that the caller may read this venue. */
  async show(ctx: HttpContext) {
    return locationHardware(routeId(ctx.params.id))
  }

  async update(ctx: HttpContext) {
    const location = await Location.find(routeId(ctx.params.id))
    if (!location) throw AppException.notFound()
    const input = await ctx.request.validateUsing(hardwareChangeValidator)
    const result = await changeLocationHardware(location.id, input, ctx.auth.user!.id)
    return { allocationIds: [], quantity: 0, writtenOff: 0, ...result }
  }
}
