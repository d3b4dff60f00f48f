import db from '@adonisjs/lucid/services/db'
import { dispatch } from '#kernel/jobs/dispatch'
import AllowedMacsJob from '#core/portal/allowed_macs/jobs/allowed_macs_job'
import { RENEW_WITHIN_DAYS } from '#core/portal/allowed_macs/services/allowed_mac_push'

/** A device the controller failed on is tried again after this, not on every tick. */
const RETRY_AFTER = "interval '5 minutes'"

/**
 * The allow-list tick (config/jobs.ts): a job for every venue with a device to revoke, to let through, or to renew
 * (less than RENEW_WITHIN_DAYS left). Stamping `last_attempt_at` in the statement that selects them makes the tick
 * safe to run in several processes and paces the retries of a controller that is down.
 */
export default async function allowedMacsTick(
  send: (locationId: number) => Promise<unknown> = (locationId) =>
    dispatch(AllowedMacsJob, { locationId })
) {
  const result = await db.rawQuery(
    `update location_allowed_macs set last_attempt_at = clock_timestamp()
     where (removed_at is not null or authorized_until is null or authorized_until < clock_timestamp() + interval '${RENEW_WITHIN_DAYS} days')
       and (last_attempt_at is null or last_attempt_at < clock_timestamp() - ${RETRY_AFTER})
     returning location_id`
  )
  const locations = new Set<number>(
    result.rows.map((row: { location_id: number }) => Number(row.location_id))
  )
  for (const locationId of locations) await send(locationId)
}
