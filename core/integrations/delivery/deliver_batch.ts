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
import {
  callForDelivery,
  guestSyncOf,
  isBatchableSync,
} from '#core/integrations/delivery/guest_calls'
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

/** What a batch's sending collected: every outcome, and why it stopped early (if it did). */
interface SendState {
  outcomes: DeliveryOutcome[]
  stop: { needsCredentials: string } | { postponeUntil: Date } | null
  started: number
  leaseRunningOut: boolean
}

/**
 * Delivers one claimed batch of a connection: one attempt per row, up to IN_FLIGHT at a time, but one guest's rows
 * (same address) one after another and in order, so a data deletion never overtakes that guest's sync. A service
 * with a batch API (`syncGuests`) gets the guests' syncs in batch calls instead, round by round (each round at most
 * one row per guest, so the order still holds). The outcomes are written together once the batch is done. A refused
 * key turns the connection to needs-credentials and leaves the rest waiting; a service found down stops the batch and
 * postpones everything due to the same retry time without spending attempts (no hammering a service that is down).
 * Never throws for a service's failure.
 */
export async function deliverRows(
  connection: IntegrationConnection,
  service: ServiceConnection,
  rows: DeliveryRow[],
  claim: string
): Promise<{ stop: boolean }> {
  const venues = await venueNames(rows)
  const venueOf = (row: DeliveryRow) => venues.get(Number(row.payload?.locationId)) ?? ''
  const lanes = [...groupByGuest(rows).values()]
  const state: SendState = { outcomes: [], stop: null, started: Date.now(), leaseRunningOut: false }
  if (canBatch(service)) await sendInRounds(connection, service, lanes, venueOf, state)
  else await sendOneByOne(connection, service, lanes, venueOf, state)

  await recordOutcomes(connection, state.outcomes, claim)
  const tried = new Set(state.outcomes.map((outcome) => outcome.row.id))
  const untried = rows.filter((row) => !tried.has(row.id))
  const stop = state.stop
  if (stop && 'postponeUntil' in stop) await postponeDue(connection.id, stop.postponeUntil, untried)
  else await postpone(untried, new Date())
  return { stop: Boolean(stop) || state.leaseRunningOut }
}

function canBatch(service: ServiceConnection) {
  return service.capabilities.has('syncGuests') && typeof service.syncGuests === 'function'
}

/** Keeps an outcome; a refused key or a service found down stops what is not started yet. */
function note(state: SendState, outcome: DeliveryOutcome) {
  state.outcomes.push(outcome)
  if (outcome.kind === 'auth') state.stop ??= { needsCredentials: outcome.message }
  else if (outcome.kind === 'unavailable')
    state.stop ??= { postponeUntil: nextAttemptAfter(1, new Date(), outcome.retryAfter)! }
}

/** A slow service must not outlive the rows' lease (another runner would take them too): hand the rest back. */
function mayGoOn(state: SendState) {
  state.leaseRunningOut ||= Date.now() - state.started > DELIVERY_LEASE_SECONDS * 500
  return !state.stop && !state.leaseRunningOut
}

async function sendOneByOne(
  connection: IntegrationConnection,
  service: ServiceConnection,
  lanes: DeliveryRow[][],
  venueOf: (row: DeliveryRow) => string,
  state: SendState
) {
  const worker = async () => {
    for (let lane = lanes.shift(); lane && mayGoOn(state); lane = lanes.shift()) {
      for (const row of lane) {
        if (!mayGoOn(state)) break
        note(state, await attempt(connection, service, row, venueOf(row)))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, lanes.length) }, worker))
}

/**
 * Round after round, the first row left of every guest: the syncs go in batch calls of the service's size, the rest
 * (erasures) one by one, IN_FLIGHT calls at a time. A row not tried because the run stopped stays for the next runner.
 */
async function sendInRounds(
  connection: IntegrationConnection,
  service: ServiceConnection,
  lanes: DeliveryRow[][],
  venueOf: (row: DeliveryRow) => string,
  state: SendState
) {
  const size = Math.max(1, service.batchSize ?? 100)
  let left = lanes
  while (left.length && mayGoOn(state)) {
    const heads = left.map((lane) => lane[0])
    const syncs = heads.filter(isBatchableSync)
    const calls: Array<() => Promise<DeliveryOutcome[]>> = []
    for (let start = 0; start < syncs.length; start += size) {
      const chunk = syncs.slice(start, start + size)
      calls.push(() => attemptBatch(connection, service, chunk, venueOf))
    }
    for (const row of heads.filter((head) => !isBatchableSync(head)))
      calls.push(async () => [await attempt(connection, service, row, venueOf(row))])

    const worker = async () => {
      for (let call = calls.shift(); call && mayGoOn(state); call = calls.shift())
        for (const outcome of await call()) note(state, outcome)
    }
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, calls.length) }, worker))
    const tried = new Set(state.outcomes.map((outcome) => outcome.row.id))
    for (const lane of left) if (tried.has(lane[0].id)) lane.shift()
    left = left.filter((lane) => lane.length > 0)
    if (heads.every((head) => !tried.has(head.id))) break
  }
}

/**
 * One batch call for several guests' syncs: each row gets its own outcome. A call the service refused as a whole
 * (one malformed record can do that) is tried again row by row, so one guest never holds back the others.
 */
async function attemptBatch(
  connection: IntegrationConnection,
  service: ServiceConnection,
  rows: DeliveryRow[],
  venueOf: (row: DeliveryRow) => string
): Promise<DeliveryOutcome[]> {
  const started = performance.now()
  const options = connection.options ?? {}
  try {
    const results = await service.syncGuests!(
      rows.map((row) => guestSyncOf(row, venueOf(row), options))
    )
    const durationMs = performance.now() - started
    return rows.map((row, index) => {
      const result = results[index]
      if (result?.ok)
        return { row, kind: 'delivered', message: result.message, durationMs, retryAfter: null }
      return outcomeOfError(row, result?.error ?? new Error('no result for this guest'), durationMs)
    })
  } catch (error) {
    if (error instanceof PluginRejectedError && rows.length > 1) {
      const outcomes: DeliveryOutcome[] = []
      for (const row of rows) outcomes.push(await attempt(connection, service, row, venueOf(row)))
      return outcomes
    }
    const durationMs = performance.now() - started
    return rows.map((row) => outcomeOfError(row, error, durationMs))
  }
}

/** One call to the service; its outcome, not yet written. */
async function attempt(
  connection: IntegrationConnection,
  service: ServiceConnection,
  row: DeliveryRow,
  venue: string
): Promise<DeliveryOutcome> {
  const started = performance.now()
  try {
    const result = await callForDelivery(service, row, venue, connection.options ?? {})
    const durationMs = performance.now() - started
    return { row, kind: 'delivered', message: result.message, durationMs, retryAfter: null }
  } catch (error) {
    return outcomeOfError(row, error, performance.now() - started)
  }
}

/** A failed call, sorted by what core does next (see the contract's error classes). */
function outcomeOfError(row: DeliveryRow, error: unknown, durationMs: number): DeliveryOutcome {
  const message = messageOf(error)
  if (error instanceof PluginAuthError)
    return { row, kind: 'auth', message, durationMs, retryAfter: null }
  if (error instanceof PluginRejectedError || error instanceof UnsupportedCapabilityError)
    return { row, kind: 'rejected', message, durationMs, retryAfter: null }
  if (error instanceof PluginUnavailableError)
    return { row, kind: 'unavailable', message, durationMs, retryAfter: error.retryAfterSeconds }
  return { row, kind: 'failed', message, durationMs, retryAfter: null }
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
