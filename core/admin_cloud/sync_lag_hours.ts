import db from '@adonisjs/lucid/services/db'

const KEEP = "interval '8 days'"

/**
 * Counts a sync that just ended in its hour of `controller_sync_hours`, with the controller's lag at that moment (the
 * time since its previous good sync; call before that time is moved). One statement; old hours are dropped as the
 * hours go by. The operations view charts the last 24 of them.
 */
export async function recordSyncHour(controllerId: number, succeeded: boolean) {
  await db.rawQuery(
    `with dropped as (delete from controller_sync_hours where starts_at < clock_timestamp() - ${KEEP})
     insert into controller_sync_hours (starts_at, syncs, failed, max_lag_seconds)
     select date_trunc('hour', clock_timestamp()), 1, ?,
       greatest(0, extract(epoch from clock_timestamp() - coalesce(last_good_sync_at, created_at)))::int
     from controllers where id = ?
     on conflict (starts_at) do update set
       syncs = controller_sync_hours.syncs + 1,
       failed = controller_sync_hours.failed + excluded.failed,
       max_lag_seconds = greatest(controller_sync_hours.max_lag_seconds, excluded.max_lag_seconds)`,
    [succeeded ? 0 : 1, controllerId]
  )
}
