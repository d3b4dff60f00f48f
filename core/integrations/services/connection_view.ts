import db from '@adonisjs/lucid/services/db'
import type IntegrationConnection from '#core/integrations/models/integration_connection'
import plugins from '#core/plugins/plugins_service'
import { visibleSettings } from '#core/integrations/services/integration_catalog'

type Counts = { pending: number; failed: number; rejected: number; delivered: number }

/** Deliveries per status of each connection. */
export async function deliveryCounts(connectionIds: number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>()
  for (const id of connectionIds)
    counts.set(id, { pending: 0, failed: 0, rejected: 0, delivered: 0 })
  if (!connectionIds.length) return counts
  const rows = await db
    .from('integration_deliveries')
    .whereIn('connection_id', connectionIds)
    .groupBy('connection_id', 'status')
    .select('connection_id', 'status')
    .count('* as total')
  for (const row of rows) {
    const entry = counts.get(Number(row.connection_id))
    if (entry && row.status in entry) entry[row.status as keyof Counts] = Number(row.total)
  }
  return counts
}

/** A connection as the API shows it: never a secret. */
export function connectionView(connection: IntegrationConnection, counts?: Counts) {
  const plugin = plugins.hasIntegration(connection.pluginId)
    ? plugins.integration(connection.pluginId)
    : null
  const { settings, secretsSet } = plugin
    ? visibleSettings(plugin, connection.settings)
    : { settings: {}, secretsSet: [] }
  return {
    id: connection.id,
    pluginId: connection.pluginId,
    state: connection.state,
    account: connection.account,
    options: connection.options ?? {},
    settings,
    secretsSet,
    lastError: connection.lastError,
    lastErrorAt: connection.lastErrorAt?.toISO() ?? null,
    lastSuccessAt: connection.lastSuccessAt?.toISO() ?? null,
    createdAt: connection.createdAt.toISO()!,
    deliveries: counts ?? { pending: 0, failed: 0, rejected: 0, delivered: 0 },
  }
}

export async function connectionWithCounts(connection: IntegrationConnection) {
  return connectionView(connection, (await deliveryCounts([connection.id])).get(connection.id))
}
