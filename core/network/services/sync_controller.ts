import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Controller, { type ControllerStatus } from '#core/controllers/models/controller'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { ControllerAuthError, isPluginError, messageOf, stateOf } from '#core/plugins/plugin_errors'
import { openConnection } from '#core/controllers/services/controller_connection'
import { claimSync } from '#core/network/services/sync_lease'
import { recordSyncHour } from '#core/admin_cloud/sync_lag_hours'
import { fetchSite } from '#core/network/services/fetch_site'
import { storeSites } from '#core/network/services/store_sites'
import { SnapshotWriter } from '#core/network/services/snapshot_writer'
import { markLocationsOffline } from '#core/network/services/mark_locations_offline'
import { forEachLimit } from '#core/network/services/concurrency'
import type { BoundLocation } from '#core/network/services/site_snapshot'

/** Sites fetched from the controller at once (HTTP is the slow part). */
const FETCH_CONCURRENCY = Number(process.env.CONTROLLER_SYNC_CONCURRENCY ?? 24)
/** Batch transactions at once; embedded PGlite is one session, so its writes go one at a time. */
const WRITE_CONCURRENCY = process.env.DATABASE_URL
  ? Number(process.env.CONTROLLER_SYNC_WRITE_CONCURRENCY ?? 3)
  : 1
/** Sites per transaction: a handful of set-based statements per batch instead of a dozen per site. */
const WRITE_BATCH = Number(process.env.CONTROLLER_SYNC_BATCH ?? 25)
/** How old a site's settings lists may get before the periodic sync reads them again. */
const SETTINGS_REFRESH_MINUTES = Number(process.env.NETWORK_SETTINGS_REFRESH_MINUTES ?? 15)

/**
 * Which sites' settings lists a sync reads: `all` (someone asked for this sync, a venue was just bound), or `due`
 * (the periodic sync: only those never read, older than NETWORK_SETTINGS_REFRESH_MINUTES, or marked by our own change
 * for a second look).
 */
export type SettingsToRead = 'all' | 'due'

/** What one sync did: the answer of POST /rest/controllers/{id}/sync (core/controllers/controller_schemas.ts). */
export interface SyncSummary {
  controllerId: number
  status: ControllerStatus
  sites: number
  /** Sites bound to a location, i.e. actually snapshotted. */
  boundSites: number
  /** Bound sites whose devices and clients were as stored: none of their rows was read back or written. */
  unchangedSites: number
  devices: number
  clients: number
  failures: Failure[]
  durationMs: number
  finishedAt: string
}
interface Failure {
  siteId: string | null
  locationId: number | null
  code: string
  message: string
}

/**
 * One full sync of a controller: sites, then every bound site's devices, clients and lists into its location's
 * snapshot. Never throws: vendor errors become the controller's status and the locations' offline state. Null when
 * another sync of the same controller is running (the lease).
 */
export async function syncController(
  controllerId: number,
  options: { leaseMs?: number; settings?: SettingsToRead } = {}
): Promise<SyncSummary | null> {
  const lease = await claimSync(controllerId, options.leaseMs)
  if (!lease) return null
  const started = new Date()
  const summary: SyncSummary = {
    controllerId,
    status: 'connected',
    sites: 0,
    boundSites: 0,
    unchangedSites: 0,
    devices: 0,
    clients: 0,
    failures: [],
    durationMs: 0,
    finishedAt: '',
  }
  let outcome: Record<string, unknown> = {}
  try {
    const controller = await Controller.findOrFail(controllerId)
    outcome = await runSync(controller, summary, started, options.settings ?? 'all')
  } catch (error) {
    outcome = failedOutcome(summary, error)
    await markLocationsOffline(controllerId, String(summary.status)).catch((markError) =>
      logger.error({ err: markError }, 'sync: could not mark locations offline')
    )
  } finally {
    summary.durationMs = Date.now() - started.getTime()
    summary.finishedAt = new Date().toISOString()
    const finished = new Date()
    // A failing sync moves last_sync_at too; the last good one is what the operations view measures lag from.
    const good = summary.status === 'connected' ? { last_good_sync_at: finished } : {}
    // Before the release moves last_good_sync_at: the hour records the lag this sync ended.
    await recordSyncHour(controllerId, summary.status === 'connected').catch((error) =>
      logger.error({ err: error }, 'sync: could not record the sync hour')
    )
    await lease
      .release({ ...outcome, ...good, last_sync_at: finished })
      .catch((error) => logger.error({ err: error }, 'sync: could not release the lease'))
  }
  return summary
}

async function runSync(
  controller: Controller,
  summary: SyncSummary,
  started: Date,
  settings: SettingsToRead
) {
  let connection: ControllerConnection | undefined
  try {
    connection = await openConnection(controller)
    const sites = await connection.listSites()
    summary.sites = sites.length
    await storeSites(controller.id, sites)

    const known = new Set(sites.map((site) => site.id))
    const bound = await boundLocations(controller.id, settings)
    summary.boundSites = bound.filter((location) => known.has(location.siteId)).length
    let authFailure: unknown = null
    const siteFailed = async (location: BoundLocation, error: unknown) => {
      summary.failures.push(failure(location, codeOf(error), messageOf(error)))
      await markLocationsOffline(controller.id, stateOf(error), [location])
    }
    const writer = new SnapshotWriter({
      batchSize: WRITE_BATCH,
      width: WRITE_CONCURRENCY,
      syncStartedAt: started,
      onFailure: async (items, error) => {
        logger.error(
          { err: error, controllerId: controller.id },
          'sync: a batch of sites was not stored'
        )
        for (const item of items) await siteFailed(item.location, error)
      },
    })

    await forEachLimit(bound, FETCH_CONCURRENCY, async (location) => {
      if (authFailure) return
      if (!known.has(location.siteId)) {
        summary.failures.push(
          failure(location, 'E_SITE_NOT_FOUND', 'the site no longer exists on the controller')
        )
        await writer.exclusive(() =>
          markLocationsOffline(controller.id, 'site_not_found', [location], { forgetLists: true })
        )
        return
      }
      let snapshot
      try {
        snapshot = await fetchSite(connection!, location.siteId, {
          settings: location.readSettings,
        })
      } catch (error) {
        if (error instanceof ControllerAuthError) authFailure = error
        if (!isPluginError(error))
          logger.error({ err: error, locationId: location.id }, 'sync: site not read')
        await writer.exclusive(() => siteFailed(location, error))
        return
      }
      summary.devices += snapshot.devices.length
      summary.clients += snapshot.clients.length
      await writer.add({ controllerId: controller.id, location, snapshot })
    })
    await writer.finish()
    summary.unchangedSites = writer.unchangedSites
    if (authFailure) throw authFailure
    const everySiteFailed = bound.length > 0 && summary.failures.length >= bound.length
    summary.status = everySiteFailed && summary.boundSites > 0 ? 'unavailable' : 'connected'
    return { status: summary.status, last_error: summary.failures[0]?.message ?? null }
  } finally {
    await connection?.close().catch(() => {})
  }
}

async function boundLocations(
  controllerId: number,
  settings: SettingsToRead
): Promise<BoundLocation[]> {
  const { rows } = await db.rawQuery(
    `select l.id, l.controller_site_id, l.network_status,
       (n.location_id is null or n.fingerprint is null or n.settings_read_at is null
         or n.settings_read_at <= clock_timestamp() - ?::float8 * interval '1 minute') as settings_due
     from locations l left join location_networks n on n.location_id = l.id
     where l.controller_id = ? and l.controller_site_id is not null
     order by l.id`,
    [SETTINGS_REFRESH_MINUTES, controllerId]
  )
  return rows.map((row: Record<string, any>) => ({
    id: row.id,
    siteId: row.controller_site_id,
    networkStatus: row.network_status,
    readSettings: settings === 'all' || Boolean(row.settings_due),
  }))
}

function failedOutcome(summary: SyncSummary, error: unknown) {
  summary.status = stateOf(error)
  if (!isPluginError(error))
    logger.error({ err: error, controllerId: summary.controllerId }, 'sync: unexpected error')
  summary.failures.push({
    siteId: null,
    locationId: null,
    code: codeOf(error),
    message: messageOf(error),
  })
  return { status: summary.status, last_error: messageOf(error) }
}

function failure(location: BoundLocation, code: string, message: string): Failure {
  return { siteId: location.siteId, locationId: location.id, code, message }
}

function codeOf(error: unknown) {
  const state = stateOf(error)
  if (state === 'needs_credentials') return 'E_CONTROLLER_NEEDS_CREDENTIALS'
  if (state === 'unavailable') return 'E_CONTROLLER_UNAVAILABLE'
  return 'E_CONTROLLER_FAILED'
}
