import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { networkOverview } from '#core/network/queries/network_overview'
import { locationPolicy } from '#core/locations/policies/location_policy'

/** Binding and rebooting already required location_update (or admin). */
const MAY_UPDATE = { privatePassphrases: true }
import { listEvents, locationNetwork } from '#core/network/queries/snapshot_queries'
import {
  bindControllerValidator,
  listHistoryValidator,
} from '#core/network/validators/network_validators'
import { bindController, unbindController } from '#core/network/actions/bind_controller'
import { rebootNetwork } from '#core/network/actions/device_commands'
import {
  transformEvent,
  transformPortProfile,
  transformSubnet,
} from '#core/network/transformers/network_transformers'
import { paginated } from '#kernel/http/pagination'

/** /rest/locations/{id}/network: the overview, the controller binding, network reboot, settings and history. */
export default class NetworkController {
  async show(ctx: HttpContext) {
    const { access, location } = await networkLocation(ctx)
    return networkOverview(location, {
      privatePassphrases: await locationPolicy.update(access, location),
    })
  }

  /** Binding a venue to a controller site is an installer's job: admins only. */
  async bind(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await bindController(location, await ctx.request.validateUsing(bindControllerValidator))
    return networkOverview(location, MAY_UPDATE)
  }

  async unbind(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await unbindController(location)
    return networkOverview(location, MAY_UPDATE)
  }

  async reboot(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await rebootNetwork(ctx, location)
    return ctx.response.accepted(await networkOverview(location, MAY_UPDATE))
  }

  async subnets(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return { data: (await locationNetwork(location.id)).subnets.map(transformSubnet) }
  }

  async profiles(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return { data: (await locationNetwork(location.id)).portProfiles.map(transformPortProfile) }
  }

  async history(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const filters = await ctx.request.validateUsing(listHistoryValidator, {
      data: ctx.request.qs(),
    })
    return paginated(await listEvents(location.id, filters), transformEvent)
  }
}
