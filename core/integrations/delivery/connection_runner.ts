import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { errors as vineErrors } from '@vinejs/vine'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { connectIntegration } from '#core/plugins/connect_integration'
import type { IntegrationConnection as ServiceConnection } from '#core/plugins/integration_contract'
import { PluginAuthError, messageOf } from '#core/plugins/plugin_errors'
import plugins from '#core/plugins/plugins_service'
import { releaseRunnerLease, renewRunnerLease, takeRunnerLease } from '#kernel/outbox/runner_slot'
import { deliverRows } from '#core/integrations/delivery/deliver_batch'
import {
  DELIVERY_LEASE_SECONDS,
  nextAttemptAfter,
} from '#core/integrations/delivery/delivery_schedule'
import {
  markNeedsCredentials,
  noteConnectionHealth,
  postponeDue,
  type DeliveryRow,
} from '#core/integrations/delivery/delivery_outcomes'
import { kickDeliveries } from '#core/integrations/delivery/delivery_kick'

/** Rows claimed per batch; a runner hands over to a fresh job after this long, so other connections get their turn. */
const BATCH = 200
const RUN_BUDGET_MS = 30_000

/** Claims the connection's next due rows for this runner: their due time moves a lease ahead, the claim names it. */
async function claimBatch(connectionId: number, claim: string): Promise<DeliveryRow[]> {
  const claimed = await db.rawQuery(
    `update integration_deliveries set next_attempt_at = clock_timestamp() + make_interval(secs => ?), claim = ?
      where id in (select id from integration_deliveries where connection_id = ? and status = 'pending' and next_attempt_at <= clock_timestamp()
                   order by next_attempt_at, id limit ? for update skip locked)
      returning id, connection_id, event, payload, attempts`,
    [DELIVERY_LEASE_SECONDS, claim, connectionId, BATCH]
  )
  return (claimed.rows as DeliveryRow[])
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => a.id - b.id)
}

/**
 * One connection's runner: takes the connection's runner lease (another runner holding it drains the rows instead),
 * connects once, and delivers batch after batch until nothing is due, the service pushes back (down, throttling,
 * key refused) or its time is up. Then it lets go and nudges the tick, which queues a new runner only if rows are
 * due again (a backlog past the time budget, or events that committed while it finished).
 */
export async function runConnectionDeliveries(connectionId: number) {
  const claim = await takeRunnerLease('integration_connections', connectionId)
  if (!claim) return
  try {
    await drain(connectionId, claim)
  } finally {
    await releaseRunnerLease('integration_connections', connectionId, claim)
    kickDeliveries()
  }
}

async function drain(connectionId: number, claim: string) {
  const connection = await IntegrationConnection.find(connectionId)
  if (!connection || connection.state !== 'active' || !plugins.hasIntegration(connection.pluginId))
    return
  let service: ServiceConnection
  try {
    service = await connectIntegration(connection.pluginId, connection.settings, {
      cacheNamespace: `integration-${connection.id}`,
    })
  } catch (error) {
    // connect itself failed: its login refused, or stored settings the plugin no longer accepts (both need new ones)
    const message = messageOf(error)
    if (error instanceof PluginAuthError || error instanceof vineErrors.E_VALIDATION_ERROR)
      await markNeedsCredentials(connection, message)
    else await postponeDue(connectionId, nextAttemptAfter(1, new Date())!)
    await noteConnectionHealth(connectionId, { ok: false, message })
    logger.warn(
      { err: error, connectionId, integration: connection.pluginId },
      'integrations: could not connect'
    )
    return
  }
  try {
    const started = Date.now()
    while (Date.now() - started < RUN_BUDGET_MS) {
      const rows = await claimBatch(connectionId, claim)
      if (rows.length === 0) return
      const { stop } = await deliverRows(connection, service, rows, claim)
      if (stop) return
      if (!(await renewRunnerLease('integration_connections', connectionId, claim))) return
    }
  } finally {
    await service.close().catch(() => {})
  }
}
