import type { HttpContext } from '@adonisjs/core/http'
import { findControllerOrFail, siteBindings } from '#core/controllers/queries/controller_queries'
import { liveCall } from '#core/controllers/services/controller_connection'
import { transformRemoteSite } from '#core/controllers/transformers/controller_transformer'
import { requireCapability } from '#core/plugins/connect_controller'
import { transformPpskKey } from '#core/network/transformers/ppsk_transformer'
import { remoteIdParam } from '#core/network/services/network_location'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Live views of one controller for installers (admin): its organisations (the parents of its sites, e.g. InControl
 * organisations over groups), the sites of one organisation with the venue bound to each, and a site's PPSK keys.
 * Vendor-neutral: organisations come from the sites' parents, keys from the declared PPSK capability.
 */
export default class ControllerOrganisationsController {
  async organisations({ params, auth }: HttpContext) {
    const sites = await liveCall(
      await findControllerOrFail(params.id),
      (connection) => connection.listSites(),
      auth.user!.isAdmin
    )
    const organisations = new Map<string, { id: string; name: string | null; siteCount: number }>()
    for (const site of sites) {
      if (!site.parentId) continue
      const known = organisations.get(site.parentId) ?? {
        id: site.parentId,
        name: site.parentName ?? null,
        siteCount: 0,
      }
      known.siteCount++
      organisations.set(site.parentId, known)
    }
    return {
      data: [...organisations.values()].sort((a, b) =>
        (a.name ?? a.id).localeCompare(b.name ?? b.id)
      ),
    }
  }

  async organisationSites({ params, auth }: HttpContext) {
    const controller = await findControllerOrFail(params.id)
    const organisationId = remoteIdParam(params.orgId)
    const sites = (
      await liveCall(controller, (connection) => connection.listSites(), auth.user!.isAdmin)
    ).filter((site) => site.parentId === organisationId)
    if (sites.length === 0) throw AppException.notFound()
    const bindings = await siteBindings(controller.id)
    return { data: sites.map((site) => transformRemoteSite(site, bindings.get(site.id))) }
  }

  async sitePpsk({ params, auth }: HttpContext) {
    const siteId = remoteIdParam(params.siteId)
    const networks = await liveCall(
      await findControllerOrFail(params.id),
      async (connection) => {
        const listKeys = requireCapability(connection, 'listPpskKeys')
        const listWlans = requireCapability(connection, 'listWlans')
        const wlans = (await listWlans(siteId)).filter((wlan) => wlan.security === 'ppsk')
        return Promise.all(
          wlans.map(async (wlan) => ({ wlan, keys: await listKeys(siteId, wlan.id) }))
        )
      },
      auth.user!.isAdmin
    )
    return {
      data: networks.map(({ wlan, keys }) => ({
        wlanId: wlan.id,
        name: wlan.name,
        keys: keys.map((key) => transformPpskKey(wlan, key)),
      })),
    }
  }
}
