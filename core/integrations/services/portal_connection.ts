import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Location from '#core/locations/models/location'
import Portal from '#core/portal/models/portal'
import { requestAccess } from '#core/access/services/request_access'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { integrationPluginOfScope } from '#core/integrations/services/integration_catalog'
import type { IntegrationPlugin } from '#core/plugins/define_plugin'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

export interface NamedIntegration {
  plugin: IntegrationPlugin
  connection: IntegrationConnection | null
  /** Set for a partner-wide connection; the venue is set for a portal's. */
  partnerId: number | null
  location: Location | null
}

/**
 * The venue (`/portal/{id}`: the location id, checked by the route's access rule), the integration plugin the path
 * names, and the portal's connection to it when there is one. Nothing is created here, so a refused request
 * changes nothing.
 */
export async function portalIntegration(
  ctx: HttpContext,
  trx?: TransactionClientContract
): Promise<NamedIntegration> {
  const plugin = integrationPluginOfScope(ctx.params.integration, 'portal')
  const location = await Location.find(routeId(ctx.params.id), { client: trx })
  if (!location) throw AppException.notFound()
  const portal = await Portal.query({ client: trx }).where('location_id', location.id).first()
  const connection = portal
    ? await IntegrationConnection.query({ client: trx })
        .where({ portal_id: portal.id, plugin_id: plugin.manifest.id })
        .first()
    : null
  return { plugin, connection, partnerId: null, location }
}

/** The caller's partner (members only: spec §6 "integrations need partner"); 403 for anyone else. */
export async function callerPartnerId(ctx: HttpContext): Promise<number> {
  const access = await requestAccess(ctx)
  if (!access.user.partnerId) throw AppException.forbidden()
  return access.user.partnerId
}

/** `/integrations/partner/{integration}`: the caller's partner's connection to a partner-wide integration. */
export async function partnerIntegration(ctx: HttpContext): Promise<NamedIntegration> {
  const partnerId = await callerPartnerId(ctx)
  const plugin = integrationPluginOfScope(ctx.params.integration, 'partner')
  const connection = await IntegrationConnection.query()
    .where({ partner_id: partnerId, plugin_id: plugin.manifest.id })
    .first()
  return { plugin, connection, partnerId, location: null }
}

/** The integration the path names, of a portal (`/portal/{id}/integrations/…`) or of the caller's partner. */
export function namedIntegration(ctx: HttpContext) {
  return ctx.params.id === undefined ? partnerIntegration(ctx) : portalIntegration(ctx)
}

/** The same, 404 when there is no connection to that integration. */
export async function connectedIntegration(ctx: HttpContext) {
  const found = await namedIntegration(ctx)
  if (!found.connection) throw AppException.notFound()
  return { ...found, connection: found.connection }
}
