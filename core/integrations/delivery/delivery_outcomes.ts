import { integrationDeliveries } from '#kernel/metrics/metrics'
import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import { queueMail } from '#core/mail/queue_mail'
import plugins from '#core/plugins/plugins_service'
import type IntegrationConnection from '#core/integrations/models/integration_connection'
import { needsCredentialsMail } from '#core/integrations/mails/needs_credentials_mail'
import { nextAttemptAfter } from '#core/integrations/delivery/delivery_schedule'
import { ACTION_OF_EVENT } from '#core/integrations/delivery/guest_calls'

export interface DeliveryRow {
  id: number
  connection_id: number
  event: string
  payload: any
  attempts: number
}

export interface AttemptLine {
  connectionId: number
  deliveryId?: number | null
  action: 'sync' | 'forget' | 'test' | 'connect'
  event?: string | null
  ok: boolean
  message: string
  durationMs: number
}

/** One line of the connection's activity log. */
export async function logAttempt(line: AttemptLine, client: Pick<typeof db, 'table'> = db) {
  await client.table('integration_attempts').insert({
    connection_id: line.connectionId,
    delivery_id: line.deliveryId ?? null,
    action: line.action,
    event: line.event ?? null,
    ok: line.ok,
    message: line.message.slice(0, 1000),
    duration_ms: Math.max(0, Math.round(line.durationMs)),
    created_at: new Date(),
  })
}

/** One attempt's result, as the batch collected it. */
export interface DeliveryOutcome {
  row: DeliveryRow
  kind: 'delivered' | 'rejected' | 'auth' | 'unavailable' | 'failed'
  message: string
  durationMs: number
  retryAfter: number | null
}

/**
 * A batch's outcomes in a few statements: delivered rows in one (the guest data they carried is not kept), rows the
 * service refused for good (not retried), failures due again after the backoff or given up after the last wait, the
 * activity log in one insert, the connection's health once. Only rows still under this runner's claim change.
 */
export async function recordOutcomes(
  connection: IntegrationConnection,
  outcomes: DeliveryOutcome[],
  claim: string
) {
  if (outcomes.length === 0) return
  for (const outcome of outcomes) integrationDeliveries.inc({ outcome: outcome.kind })
  const now = new Date()
  const mine = () =>
    db.from('integration_deliveries').where('claim', claim).where('status', 'pending')
  const delivered = outcomes
    .filter((outcome) => outcome.kind === 'delivered')
    .map((outcome) => outcome.row.id)
  if (delivered.length) {
    await mine()
      .whereIn('id', delivered)
      .update({
        status: 'delivered',
        attempts: db.raw('attempts + 1'),
        payload: null,
        email: null,
        next_attempt_at: null,
        last_error: null,
        finished_at: now,
      })
  }
  for (const { row, kind, message, retryAfter } of outcomes) {
    const attempts = row.attempts + 1
    const lastError = message.slice(0, 1000)
    if (kind === 'rejected')
      await mine().where('id', row.id).update({
        status: 'rejected',
        attempts,
        payload: null,
        email: null,
        next_attempt_at: null,
        last_error: lastError,
        finished_at: now,
      })
    if (kind !== 'unavailable' && kind !== 'failed') continue
    const next = nextAttemptAfter(attempts, now, retryAfter)
    await mine()
      .where('id', row.id)
      .update(
        next
          ? { attempts, next_attempt_at: next, last_error: lastError }
          : {
              attempts,
              status: 'failed',
              next_attempt_at: null,
              last_error: lastError,
              finished_at: now,
            }
      )
  }
  await db.table('integration_attempts').insert(
    outcomes.map(({ row, kind, message, durationMs }) => ({
      connection_id: connection.id,
      delivery_id: row.id,
      action: ACTION_OF_EVENT(row.event),
      event: row.event,
      ok: kind === 'delivered',
      message: message.slice(0, 1000),
      duration_ms: Math.max(0, Math.round(durationMs)),
      created_at: now,
    }))
  )
  const failures = outcomes.filter((outcome) => outcome.kind !== 'delivered')
  if (delivered.length) await noteConnectionHealth(connection.id, { ok: true })
  if (failures.length)
    await noteConnectionHealth(connection.id, { ok: false, message: failures.at(-1)!.message })
  const refused = outcomes.find((outcome) => outcome.kind === 'auth')
  if (refused) await markNeedsCredentials(connection, refused.message)
}

/** Not tried: due again at `until`, no attempt spent. */
export async function postpone(rows: DeliveryRow[], until: Date) {
  if (rows.length)
    await db
      .from('integration_deliveries')
      .whereIn(
        'id',
        rows.map((row) => row.id)
      )
      .where('status', 'pending')
      .update({ next_attempt_at: until })
}

/** The service is down: everything of the connection that is due (and these untried rows) waits until `until`. */
export async function postponeDue(connectionId: number, until: Date, untried: DeliveryRow[] = []) {
  await postpone(untried, until)
  await db
    .from('integration_deliveries')
    .where({ connection_id: connectionId, status: 'pending' })
    .where('next_attempt_at', '<=', new Date())
    .update({ next_attempt_at: until })
}

/**
 * The key stopped working: the connection waits for new credentials (its deliveries wait with it, due again as soon
 * as a working key is saved) and whoever connected it is mailed, once per change of state.
 */
export async function markNeedsCredentials(connection: IntegrationConnection, message: string) {
  const changed = await db
    .from('integration_connections')
    .where('id', connection.id)
    .where('state', 'active')
    .update({
      state: 'needs_credentials',
      last_error: message.slice(0, 1000),
      last_error_at: new Date(),
      updated_at: new Date(),
    })
  if (!Number(changed) || !connection.connectedBy) return
  const owner = await User.find(connection.connectedBy)
  const where = await whereConnected(connection)
  if (!owner || !where) return
  const service = plugins.hasIntegration(connection.pluginId)
    ? plugins.integration(connection.pluginId).manifest.name
    : connection.pluginId
  await queueMail(
    needsCredentialsMail({
      to: owner.email,
      userId: owner.id,
      language: owner.lang,
      service,
      ...where,
    })
  )
}

/** What the mail names and links to: the portal's venue, or the partner and its integrations page. */
async function whereConnected(
  connection: IntegrationConnection
): Promise<{ venue: string; path: string } | null> {
  if (connection.partnerId) {
    const partner = await db
      .from('partners')
      .where('id', connection.partnerId)
      .select('name')
      .first()
    return partner ? { venue: partner.name, path: '/integrations' } : null
  }
  const venue = await db
    .from('portals')
    .join('locations', 'locations.id', 'portals.location_id')
    .where('portals.id', connection.portalId!)
    .select('locations.id', 'locations.name')
    .first()
  return venue ? { venue: venue.name, path: `/locations/portal?location=${venue.id}` } : null
}

export async function noteConnectionHealth(
  connectionId: number,
  outcome: { ok: true } | { ok: false; message: string }
) {
  const now = new Date()
  const change = outcome.ok
    ? { last_success_at: now }
    : { last_error: outcome.message.slice(0, 1000), last_error_at: now }
  await db.from('integration_connections').where('id', connectionId).update(change)
}
