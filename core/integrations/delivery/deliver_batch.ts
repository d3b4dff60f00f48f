import db from '@adonisjs/lucid/services/db'
import { errors as vineErrors } from '@vinejs/vine'
import logger from '@adonisjs/core/services/logger'
import IntegrationConnection from '#core/integrations/models/integration_connection'
import { connectIntegration } from '#core/plugins/connect_integration'
import type { IntegrationConnection as ServiceConnection } from '#core/plugins/integration_contract'
import { PluginAuthError, PluginRejectedError, PluginUnavailableError, UnsupportedCapabilityError, messageOf } from '#core/plugins/plugin_errors'
import plugins from '#core/plugins/plugins_service'
import { ACTION_OF_EVENT, callForDelivery } from '#core/integrations/delivery/guest_calls'
import { DELIVERY_LEASE_SECONDS, nextAttemptAfter } from '#core/integrations/delivery/delivery_schedule'
import {
  logAttempt,
  markDelivered,
  markNeedsCredentials,
  markRejected,
  markRetry,
  noteConnectionHealth,
  postpone,
  type DeliveryRow,
} from '#core/integrations/delivery/delivery_outcomes'

/**
 * Delivers claimed outbox rows of one connection, in order, one attempt each, every attempt logged. A refused key
 * turns the connection to needs-credentials and leaves the rest waiting; a service found down postpones the rest
 * of the batch to the same retry time without spending their attempts (no hammering a service that is down).
 * Never throws for a service's failure: the rows carry the outcome.
 */
export async function deliverBatch(connectionId: number, deliveryIds: number[], claim: string) {
  const row = await IntegrationConnection.find(connectionId)
  if (!row || row.state !== 'active' || !plugins.hasIntegration(row.pluginId)) return
  const rows: DeliveryRow[] = await db.from('integration_deliveries').whereIn('id', deliveryIds).where({ connection_id: connectionId, status: 'pending', claim }).orderBy('id')
  if (!rows.length) return
  const venues = await venueNames(rows)

  let service: ServiceConnection | null = null
  try {
    service = await connectIntegration(row.pluginId, row.settings, { cacheNamespace: `integration-${row.id}` })
    const started = Date.now()
    for (let index = 0; index < rows.length; index++) {
      // A slow service must not outlive the rows' lease (another tick would take them too): hand the rest back.
      if (Date.now() - started > DELIVERY_LEASE_SECONDS * 500) {
        await postpone(rows.slice(index), new Date())
        break
      }
      const delivery = rows[index]
      const stop = await attempt(row, service, delivery, venues.get(Number(delivery.payload?.locationId)) ?? '')
      if (stop) {
        if (stop.postponeUntil) await postpone(rows.slice(index + 1), stop.postponeUntil)
        break
      }
    }
  } catch (error) {
    // connect itself failed: its login refused, or stored settings the plugin no longer accepts (both need new ones)
    const message = messageOf(error)
    if (error instanceof PluginAuthError || error instanceof vineErrors.E_VALIDATION_ERROR) await markNeedsCredentials(row, message)
    else await postpone(rows, nextAttemptAfter(1, new Date())!)
    await noteConnectionHealth(row.id, { ok: false, message })
    logger.warn({ err: error, connectionId }, 'integrations: could not connect')
  } finally {
    await service?.close().catch(() => {})
  }
}

/** One delivery; says whether the batch must stop (and until when the rest waits). */
async function attempt(row: IntegrationConnection, service: ServiceConnection, delivery: DeliveryRow, venue: string): Promise<{ postponeUntil: Date | null } | null> {
  const started = performance.now()
  const line = { connectionId: row.id, deliveryId: delivery.id, action: ACTION_OF_EVENT(delivery.event), event: delivery.event }
  try {
    const result = await callForDelivery(service, delivery, venue, row.options ?? {})
    await markDelivered(delivery)
    await logAttempt({ ...line, ok: true, message: result.message, durationMs: performance.now() - started })
    await noteConnectionHealth(row.id, { ok: true })
    return null
  } catch (error) {
    const message = messageOf(error)
    await logAttempt({ ...line, ok: false, message, durationMs: performance.now() - started })
    await noteConnectionHealth(row.id, { ok: false, message })
    if (error instanceof PluginAuthError) {
      await markNeedsCredentials(row, message)
      return { postponeUntil: null }
    }
    if (error instanceof PluginRejectedError || error instanceof UnsupportedCapabilityError) {
      await markRejected(delivery, message)
      return null
    }
    const retryAfter = error instanceof PluginUnavailableError ? error.retryAfterSeconds : null
    await markRetry(delivery, message, retryAfter)
    if (error instanceof PluginUnavailableError) return { postponeUntil: nextAttemptAfter(1, new Date(), retryAfter) }
    return null
  }
}

async function venueNames(rows: DeliveryRow[]) {
  const ids = [...new Set(rows.map((row) => Number(row.payload?.locationId)).filter(Number.isFinite))]
  const venues = ids.length ? await db.from('locations').whereIn('id', ids).select('id', 'name') : []
  return new Map(venues.map((venue) => [Number(venue.id), String(venue.name)]))
}
