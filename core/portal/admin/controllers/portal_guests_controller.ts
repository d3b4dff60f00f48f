import type { HttpContext } from '@adonisjs/core/http'
import { paginated } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'
import { recordAudit } from '#kernel/audit/audit'
import { managedPortal } from '#core/portal/admin/queries/managed_portal'
import {
  findPortalClient,
  listPortalClients,
  transformPortalClient,
} from '#core/portal/admin/queries/list_portal_clients'
import { portalInsights } from '#core/portal/admin/queries/portal_insights'
import { startPortalExport } from '#core/portal/admin/actions/portal_exports'
import {
  listPortalClientsValidator,
  portalInsightsValidator,
  updatePortalClientValidator,
} from '#core/portal/admin/validators/portal_guest_validators'

/** A portal's guests: the list, block/unblock, insights and the e-mailed export. */
export default class PortalGuestsController {
  async index(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(listPortalClientsValidator, {
      data: ctx.request.qs(),
    })
    const { portal } = await managedPortal(ctx)
    return paginated(await listPortalClients(portal.id, filters), transformPortalClient)
  }

  async update(ctx: HttpContext) {
    const { blocked } = await ctx.request.validateUsing(updatePortalClientValidator)
    const { portal } = await managedPortal(ctx)
    const client = await findPortalClient(portal.id, routeId(ctx.params.clientId))
    if (client.blocked !== blocked) {
      client.blocked = blocked
      await client.save()
      await recordAudit({
        action: blocked ? 'portal.client_blocked' : 'portal.client_unblocked',
        objectType: 'portal_client',
        objectId: client.id,
        newValues: { blocked },
      })
    }
    return transformPortalClient(client)
  }

  async insights(ctx: HttpContext) {
    const { range } = await ctx.request.validateUsing(portalInsightsValidator, {
      data: ctx.request.qs(),
    })
    const { location, portal } = await managedPortal(ctx)
    return portalInsights(portal.id, location.timezone, range ?? '30d')
  }

  /** Spec §7 names it a GET: it starts the export and answers 202 at once; the CSV follows by e-mail. */
  async export(ctx: HttpContext) {
    const { portal } = await managedPortal(ctx)
    const user = ctx.auth.user!
    const id = await startPortalExport(portal.id, user.id, user.lang || 'en')
    return ctx.response.accepted({ status: 'started', id })
  }
}
