import type { HttpContext } from '@adonisjs/core/http'
import { normalizeMac } from '#core/plugins/controller_contract'
import { networkLocation } from '#core/network/services/network_location'
import { findClient, listClients, locationNetwork } from '#core/network/queries/snapshot_queries'
import {
  listClientsValidator,
  updateClientValidator,
} from '#core/network/validators/network_validators'
import { updateClient } from '#core/network/actions/update_client'
import { transformClient } from '#core/network/transformers/network_transformers'
import { paginated } from '#kernel/http/pagination'
import { AppException } from '#kernel/exceptions/app_exception'

/** A client's id in the API is its MAC. */
export default class NetworkClientsController {
  async index(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const filters = await ctx.request.validateUsing(listClientsValidator, {
      data: ctx.request.qs(),
    })
    const [network, clients] = await Promise.all([
      locationNetwork(location.id),
      listClients(location.id, filters),
    ])
    return paginated(clients, (row) => transformClient(row, network.syncedAt))
  }

  async update(ctx: HttpContext) {
    const { location } = await networkLocation(ctx)
    const mac = normalizeMac(ctx.params.mac)
    if (!mac) throw AppException.invalidField('mac', 'mac')
    const input = await ctx.request.validateUsing(updateClientValidator)
    await updateClient(ctx, location, mac, input)
    const [network, client] = await Promise.all([
      locationNetwork(location.id),
      findClient(location.id, mac),
    ])
    if (!client) throw AppException.notFound()
    return transformClient(client, network.syncedAt)
  }
}
