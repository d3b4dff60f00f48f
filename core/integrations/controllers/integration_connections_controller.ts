import type { HttpContext } from '@adonisjs/core/http'
import Location from '#core/locations/models/location'
import Portal from '#core/portal/models/portal'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import {
  describeIntegration,
  integrationPlugins,
} from '#core/integrations/services/integration_catalog'
import type { IntegrationPlugin } from '#core/plugins/define_plugin'
import {
  callerPartnerId,
  connectedIntegration,
} from '#core/integrations/services/portal_connection'
import {
  connectionWithCounts,
  connectionView,
  deliveryCounts,
} from '#core/integrations/services/connection_view'
import { serviceError } from '#core/integrations/services/service_errors'
import { withService } from '#core/integrations/services/with_service'
import { connectIntegration } from '#core/integrations/actions/connect_integration'
import {
  disconnectPortalIntegration,
  retryFailedDeliveries,
  testPortalIntegration,
  updatePortalIntegration,
} from '#core/integrations/actions/manage_portal_integration'
import { markNeedsCredentials } from '#core/integrations/delivery/delivery_outcomes'
import { connectionActivity } from '#core/integrations/queries/integration_activity'
import {
  activityQueryValidator,
  connectIntegrationValidator,
  updateIntegrationValidator,
} from '#core/integrations/validators/integration_validators'
import { PluginAuthError, messageOf } from '#core/plugins/plugin_errors'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

/**
 * Integration connections: a portal's (`/portal/{id}/integrations`, `{id}` = the venue) or the caller's partner's
 * (`/integrations/partner`): connect, options, test, pause, disconnect, log.
 */
export default class IntegrationConnectionsController {
  /** Every integration a portal can connect to, with the portal's connection to each. */
  async index({ params }: HttpContext) {
    const location = await Location.find(routeId(params.id))
    if (!location) throw AppException.notFound()
    const portal = await Portal.query().where('location_id', location.id).first()
    const connections = portal
      ? await IntegrationConnection.query().where('portal_id', portal.id)
      : []
    return listed(integrationPlugins('portal'), connections)
  }

  /** The partner-wide integrations (e.g. Pipedrive), with the caller's partner's connection to each. */
  async partnerIndex(ctx: HttpContext) {
    const partnerId = await callerPartnerId(ctx)
    const connections = await IntegrationConnection.query().where('partner_id', partnerId)
    return listed(integrationPlugins('partner'), connections)
  }

  async connect(ctx: HttpContext) {
    const body = await ctx.request.validateUsing(connectIntegrationValidator)
    return connectionWithCounts(await connectIntegration(ctx, body))
  }

  async update(ctx: HttpContext) {
    const body = await ctx.request.validateUsing(updateIntegrationValidator)
    const { plugin, connection } = await connectedIntegration(ctx)
    return connectionWithCounts(await updatePortalIntegration(ctx, plugin, connection, body))
  }

  async test(ctx: HttpContext) {
    const { connection } = await connectedIntegration(ctx)
    const result = await testPortalIntegration(ctx, connection)
    // Disconnected right after the test: nothing left to show.
    const current = await IntegrationConnection.find(connection.id)
    if (!current) throw AppException.notFound()
    return { ...result, connection: await connectionWithCounts(current) }
  }

  async destroy(ctx: HttpContext) {
    const { connection } = await connectedIntegration(ctx)
    await disconnectPortalIntegration(connection)
    return ctx.response.noContent()
  }

  async activity(ctx: HttpContext) {
    const filters = await ctx.request.validateUsing(activityQueryValidator, {
      data: ctx.request.qs(),
    })
    const { connection } = await connectedIntegration(ctx)
    return connectionActivity(connection.id, filters)
  }

  /** The options hook: what the options form may pick from, read live from the account with the stored key. */
  async choices(ctx: HttpContext) {
    const { connection } = await connectedIntegration(ctx)
    const choices = await withService(
      connection.pluginId,
      connection.settings,
      `integration-${connection.id}`,
      async (service) => (service.optionChoices ? service.optionChoices() : {})
    ).catch(async (error) => {
      if (error instanceof PluginAuthError) await markNeedsCredentials(connection, messageOf(error))
      throw serviceError(error)
    })
    return { choices }
  }

  async retry(ctx: HttpContext) {
    const { connection } = await connectedIntegration(ctx)
    return { retried: await retryFailedDeliveries(connection) }
  }
}

/** Every plugin of a scope with its connection (never a secret), as the integrations section lists them. */
async function listed(available: IntegrationPlugin[], connections: IntegrationConnection[]) {
  const counts = await deliveryCounts(connections.map((connection) => connection.id))
  const byPlugin = new Map(connections.map((connection) => [connection.pluginId, connection]))
  return {
    data: available.map((plugin) => {
      const connection = byPlugin.get(plugin.manifest.id)
      return {
        plugin: describeIntegration(plugin),
        connection: connection ? connectionView(connection, counts.get(connection.id)) : null,
      }
    }),
  }
}
