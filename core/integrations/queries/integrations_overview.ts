import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { integrationPlugins } from '#core/integrations/services/integration_catalog'
import { connectionView, deliveryCounts } from '#core/integrations/services/connection_view'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'

export interface OverviewFilters {
  page?: number
  perPage?: number
  q?: string
  problems?: boolean
}

/** Connections of the venues whose portal the caller may read. */
function visibleConnections(access: UserAccess) {
  return whereLocationVisible(
    whereLocationVisible(db.from('integration_connections'), access, 'location_read'),
    access,
    'portal_read'
  )
    .join('portals', 'portals.id', 'integration_connections.portal_id')
    .join('locations', 'locations.id', 'portals.location_id')
    .join('customers', 'customers.id', 'locations.customer_id')
}

/** A connection that needs attention: its key was refused, or deliveries were given up. */
function whereProblem(query: any) {
  return query.where((q: any) =>
    q
      .where('integration_connections.state', 'needs_credentials')
      .orWhereExists((sub: any) =>
        sub
          .from('integration_deliveries')
          .whereColumn('integration_deliveries.connection_id', 'integration_connections.id')
          .where('integration_deliveries.status', 'failed')
      )
  )
}

/**
 * The partner's `/integrations` screen (spec §2): which integrations exist, where they are connected and how each
 * connection fares (state, last success, last error, deliveries waiting or given up).
 */
export async function integrationsOverview(access: UserAccess, filters: OverviewFilters) {
  const page = filters.page ?? 1
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE
  const perPlugin = await visibleConnections(access)
    .groupBy('integration_connections.plugin_id')
    .select('integration_connections.plugin_id')
    .count('* as connections')
    .select(
      db.raw(
        "count(*) filter (where integration_connections.state = 'needs_credentials') as needs_credentials"
      )
    )
    .select(
      db.raw(
        "count(*) filter (where exists (select 1 from integration_deliveries d where d.connection_id = integration_connections.id and d.status = 'failed')) as failing"
      )
    )
  const stats = new Map(perPlugin.map((row) => [row.plugin_id, row]))
  const integrations = integrationPlugins().map((plugin) => {
    const row = stats.get(plugin.manifest.id)
    return {
      id: plugin.manifest.id,
      name: plugin.manifest.name,
      scope: plugin.manifest.scope ?? 'portal',
      capabilities: [...plugin.manifest.capabilities],
      connections: Number(row?.connections ?? 0),
      needsCredentials: Number(row?.needs_credentials ?? 0),
      failing: Number(row?.failing ?? 0),
    }
  })

  const filtered = () => {
    const query = visibleConnections(access)
    if (filters.problems) whereProblem(query)
    if (filters.q) {
      const term = `%${escapeLike(filters.q.toLowerCase())}%`
      query.where((q) =>
        q
          .whereRaw('lower(locations.name) like ?', [term])
          .orWhereRaw('lower(customers.name) like ?', [term])
          .orWhereRaw('lower(integration_connections.plugin_id) like ?', [term])
      )
    }
    return query
  }
  const [{ total }] = await filtered().count('* as total')
  const rows = await filtered()
    .select(
      'integration_connections.id',
      'locations.id as location_id',
      'locations.name as location_name',
      'customers.id as customer_id',
      'customers.name as customer_name'
    )
    .orderByRaw('lower(locations.name)')
    .orderBy('integration_connections.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
  const ids = rows.map((row) => Number(row.id))
  const models = new Map(
    (await IntegrationConnection.query().whereIn('id', ids)).map((model) => [model.id, model])
  )
  const counts = await deliveryCounts(ids)
  const names = new Map(integrations.map((integration) => [integration.id, integration.name]))
  const data = rows.map((row) => {
    const model = models.get(Number(row.id))!
    return {
      ...connectionView(model, counts.get(model.id)),
      pluginName: names.get(model.pluginId) ?? model.pluginId,
      location: { id: Number(row.location_id), name: row.location_name },
      customer: { id: Number(row.customer_id), name: row.customer_name },
    }
  })
  return {
    integrations,
    connections: {
      data,
      meta: {
        total: Number(total),
        page,
        perPage,
        lastPage: Math.max(1, Math.ceil(Number(total) / perPage)),
      },
    },
  }
}
