import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import SyncControllerJob from '#core/network/jobs/sync_controller_job'

/** A dispatched sync that never started (lost trigger, dead worker) is dispatched again after this. */
const REQUEST_EXPIRES = "interval '2 minutes'"

/** While a device Airdeck restarted is down, its controller is synced this often, so people watch it come back. */
const REBOOT_FOLLOW_UP = "interval '10 seconds'"

/**
 * The periodic controller sync tick (config/jobs.ts, every 15 s): dispatches a sync for every controller whose last
 * sync is older than its interval. Marking `sync_requested_at` in the same statement that selects them makes the
 * tick safe to run anywhere: a due controller is dispatched once. Controllers waiting for new credentials are left
 * alone (retrying a refused login only gets the account throttled). A controller with a rebooting device is due on
 * every tick until the device is back, whatever its interval.
 */
export default async function controllerSyncTick(
  send: (controllerId: number) => Promise<unknown> = (controllerId) =>
    dispatch(SyncControllerJob, { controllerId })
) {
  const result = await db.rawQuery(
    `update controllers set sync_requested_at = clock_timestamp()
     where status <> 'needs_credentials'
       and (sync_claimed_until is null or sync_claimed_until < clock_timestamp())
       and (sync_requested_at is null or sync_requested_at < clock_timestamp() - ${REQUEST_EXPIRES})
       and (last_sync_at is null
         or last_sync_at + sync_interval_seconds * interval '1 second' <= clock_timestamp()
         or (last_sync_at + ${REBOOT_FOLLOW_UP} <= clock_timestamp() and exists (
           select 1 from network_devices d join locations l on l.id = d.location_id
           where l.controller_id = controllers.id and d.state = 'rebooting')))
     returning id`
  )
  for (const row of result.rows) await send(Number(row.id))
}
