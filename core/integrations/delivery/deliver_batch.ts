import db from '@adonisjs/lucid/services/db'
import type IntegrationConnection from '#core/integrations/models/integration_connection'
import type { IntegrationConnection as ServiceConnection } from '#core/plugins/integration_contract'
import {
  PluginAuthError,
  PluginRejectedError,
  PluginUnavailableError,
  UnsupportedCapabilityError,
  messageOf,
} from '#core/plugins/plugin_errors'
import { callForDelivery } from '#core/integrations/delivery/guest_calls'
import {
  DELIVERY_LEASE_SECONDS,
  nextAttemptAfter,
} from '#core/integrations/delivery/delivery_schedule'
import {
  recordOutcomes,
  postpone,
  postponeDue,
  type DeliveryOutcome,
  type DeliveryRow,
} from '#core/integrations/delivery/delivery_outcomes'

/** Requests in flight per connection: enough to hide a service's latency, few enough to stay a polite client. */
export const IN_FLIGHT = 16

/**
 * Delivers one claimed batch of a connection: one attempt per row, up to IN_FLIGHT at a time, but one guest's rows
 * (same address) one after another and in order, so a data deletion never overtakes that guest's sync. The outcomes
 * are written together once the batch is done. A refused key turns the connection to needs-credentials and leaves
 * the rest waiting; a service found down stops the batch and postpones everything due to the same retry time without
 * spending attempts (no hammering a service that is down). Never throws for a service's failure.
 */
export async function deliverRows(
  connection: IntegrationConnection,
  service: ServiceConnection,
  rows: DeliveryRow[],
  claim: string
): Promise<{ stop: boolean }> {
  const venues = await venueNames(rows)
  const lanes = [...groupByGuest(rows).values()]
  const outcomes: DeliveryOutcome[] = []
  let stop = null as { needsCredentials: string } | { postponeUntil: Date } | null
  const started = Date.now()
  let leaseRunningOut = false

  const worker = async () => {
    for (let lane = lanes.shift(); lane && !stop; lane = lanes.shift()) {
      for (const row of lane) {
        // A slow service must not outlive the rows' lease (another runner would take them too): hand the rest back.
        leaseRunningOut ||= Date.now() - started > DELIVERY_LEASE_SECONDS * 500
        if (stop || leaseRunningOut) break
        const outcome = await attempt(
          connection,
          service,
          row,
          venues.get(Number(row.payload?.locationId)) ?? ''
        )
        outcomes.push(outcome)
        if (outcome.kind === 'auth') stop = { needsCredentials: outcome.message }
        else if (outcome.kind === 'unavailable')
          stop = { postponeUntil: nextAttemptAfter(1, new Date(), outcome.retryAfter)! }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, lanes.length) }, worker))

  await recordOutcomes(connection, outcomes, claim)
  const tried = new Set(outcomes.map((outcome) => outcome.row.id))
  const untried = rows.filter((row) => !tried.has(row.id))
  if (stop && 'postponeUntil' in stop) await postponeDue(connection.id, stop.postponeUntil, untried)
  else await postpone(untried, new Date())
  return { stop: Boolean(stop) || leaseRunningOut }
}

/** One call to the service; its outcome, not yet written. */
async function attempt(
  connection: IntegrationConnection,
  service: ServiceConnection,
  row: DeliveryRow,
  venue: string
): Promise<DeliveryOutcome> {
  const started = performance.now()
  const took = () => performance.now() - started
  try {
    const result = await callForDelivery(service, row, venue, connection.options ?? {})
    return { row, kind: 'delivered', message: result.message, durationMs: took(), retryAfter: null }
  } catch (error) {
    const message = messageOf(error)
    if (error instanceof PluginAuthError)
      return { row, kind: 'auth', message, durationMs: took(), retryAfter: null }
    if (error instanceof PluginRejectedError || error instanceof UnsupportedCapabilityError)
      return { row, kind: 'rejected', message, durationMs: took(), retryAfter: null }
    const retryAfter = error instanceof PluginUnavailableError ? error.retryAfterSeconds : null
    return {
      row,
      kind: error instanceof PluginUnavailableError ? 'unavailable' : 'failed',
      message,
      durationMs: took(),
      retryAfter,
    }
  }
}

function groupByGuest(rows: DeliveryRow[]) {
  const lanes = new Map<string, DeliveryRow[]>()
  for (const row of rows) {
    const key =
      typeof row.payload?.email === 'string'
        ? row.payload.email.trim().toLowerCase()
        : `row-${row.id}`
    const lane = lanes.get(key)
    if (lane) lane.push(row)
    else lanes.set(key, [row])
  }
  return lanes
}

async function venueNames(rows: DeliveryRow[]) {
  const ids = [
    ...new Set(rows.map((row) => Number(row.payload?.locationId)).filter(Number.isFinite)),
  ]
  const venues = ids.length
    ? await db.from('locations').whereIn('id', ids).select('id', 'name')
    : []
  return new Map(venues.map((venue) => [Number(venue.id), String(venue.name)]))
}
