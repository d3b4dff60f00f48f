import type { HttpContext } from '@adonisjs/core/http'
import { networkLocation } from '#core/network/services/network_location'
import { addPpskKeyValidator } from '#core/network/validators/ppsk_validators'
import { addPpskKey, listPpskKeys, removePpskKey } from '#core/network/actions/ppsk_keys'
import {
  transformCreatedPpskKey,
  transformPpskKey,
} from '#core/network/transformers/ppsk_transformer'

/** Personal WiFi keys (PPSK) of a venue: read with location_read, changed with location_update (routes.ts). */
export default class NetworkPpskController {
  async index(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const { keys, wlans } = await listPpskKeys(location)
    return {
      data: keys.map(({ wlan, key }) => transformPpskKey(wlan, key)),
      wlans: wlans.map((wlan) => ({ id: wlan.id, name: wlan.name, security: wlan.security })),
    }
  }

  async store(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const { wlan, key } = await addPpskKey(
      ctx,
      location,
      await ctx.request.validateUsing(addPpskKeyValidator)
    )
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.response.created(transformCreatedPpskKey(wlan, key))
  }

  async destroy(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    await removePpskKey(ctx, location, String(ctx.params.keyId ?? ''))
    return ctx.response.noContent()
  }
}
