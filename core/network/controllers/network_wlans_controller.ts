import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation, remoteIdParam } from '#core/network/services/network_location'
import {
  updateWlanValidator,
  updateWlansValidator,
} from '#core/network/validators/network_validators'
import { currentWlans, updateWlans } from '#core/network/actions/update_wlans'
import { transformWlan } from '#core/network/transformers/network_transformers'
import { locationPolicy } from '#core/locations/policies/location_policy'

/** The writes below already required location_update. */
const UPDATER = { privatePassphrases: true }

/** Reading WLANs needs location_read; private passphrases only show with location_update (transformWlan). */
export default class NetworkWlansController {
  async index(ctx: HttpContext) {
    const { access, location } = await networkLocation(ctx)
    const reveal = { privatePassphrases: await locationPolicy.update(access, location) }
    return { data: (await currentWlans(location.id)).map((wlan) => transformWlan(wlan, reveal)) }
  }

  async updateAll(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const { wlans } = await ctx.request.validateUsing(updateWlansValidator)
    await updateWlans(ctx, location, wlans)
    return { data: (await currentWlans(location.id)).map((wlan) => transformWlan(wlan, UPDATER)) }
  }

  async update(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const change = await ctx.request.validateUsing(updateWlanValidator)
    const [wlan] = await updateWlans(ctx, location, [
      { ...change, id: remoteIdParam(ctx.params.wlanId) },
    ])
    return transformWlan(wlan, UPDATER)
  }
}
