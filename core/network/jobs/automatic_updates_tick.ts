import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import AutomaticUpdatesJob from '#core/network/jobs/automatic_updates_job'
import {
  plansWithAutomaticUpdates,
  vendorsThatUpgrade,
} from '#core/network/automatic_updates/automatic_updates'

/** The night window, in the venue's time zone: late enough to be quiet, early enough to be back before opening. */
export const NIGHTLY_WINDOW = { from: '03:30', until: '05:30' } as const

/**
 * The nightly firmware updates (config/jobs.ts, every 15 minutes): a job for every venue that chose automatic
 * updates, whose plan includes them and whose controller can install firmware, once its local time is in the night
 * window. Setting `automatic_updates_run_on` (the venue's local date) in the same statement dispatches a venue once
 * per night wherever the tick runs; a night missed while no process ran is simply skipped.
 */
export default async function automaticUpdatesTick(
  send: (locationId: number) => Promise<unknown> = (locationId) =>
    dispatch(AutomaticUpdatesJob, { locationId }),
  now: Date = new Date()
) {
  const vendors = vendorsThatUpgrade()
  if (vendors.length === 0) return
  const result = await db.rawQuery(
    `update locations l set automatic_updates_run_on = (?::timestamptz at time zone l.timezone)::date
     from controllers c
     where c.id = l.controller_id and c.vendor = any(?::text[]) and c.status <> 'needs_credentials'
       and l.automatic_updates and l.plan = any(?::int[]) and l.status <> 'archived' and l.controller_site_id is not null
       and (?::timestamptz at time zone l.timezone)::time >= ?::time
       and (?::timestamptz at time zone l.timezone)::time < ?::time
       and (l.automatic_updates_run_on is null or l.automatic_updates_run_on < (?::timestamptz at time zone l.timezone)::date)
     returning l.id`,
    [
      now,
      vendors,
      plansWithAutomaticUpdates(),
      now,
      NIGHTLY_WINDOW.from,
      now,
      NIGHTLY_WINDOW.until,
      now,
    ]
  )
  for (const row of result.rows) {
    try {
      await send(Number(row.id))
    } catch {
      // A lost trigger costs that venue one night; the others are still dispatched.
    }
  }
}
