import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation, remoteIdParam } from '#core/network/services/network_location'
import { updateWlanValidator, updateWlansValidator } from '#core/network/validators/network_validators'
import { currentWlans, updateWlans } from '#core/network/actions/update_wlans'
import { transformWlan } from '#core/network/transformers/network_transformers'

/** Passphrases are shown to holders of location_read: they are the venue's own WiFi passwords. */
export default class NetworkWlansController {
  async index(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    return { data: (await currentWlans(location.id)).map(transformWlan) }
  }

  async updateAll(ctx: HttpContext) {
    const { location } = await networkLocation(ctx, 'update')
    const { wlans } = await ctx.request.validateUsing(updateWlansValidator)
    await updateWlans(ctx, location, wlans)
    return { data: (await currentWlans(location.id)).map(transformWlan) }
  }

  async update(ctx: HttpContext) {
    const { location } = await networkLocation(ctx, 'update')
    const change = await ctx.request.validateUsing(updateWlanValidator)
    const [wlan] = await updateWlans(ctx, location, [{ ...change, id: remoteIdParam(ctx.params.wlanId) }])
    return transformWlan(wlan)
  }
}
