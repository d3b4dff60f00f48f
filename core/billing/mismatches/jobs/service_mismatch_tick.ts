import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { checkServiceMismatches } from '#core/billing/mismatches/detect_service_mismatches'

/** How often the venues are compared with their billing. */
export const CHECK_EVERY_HOURS = 24

/**
 * The daily service check (config/jobs.ts, ticking hourly): runs when the last check is a day old. Exactly one
 * process runs each tick, and the state (the last check) is a row, so a restart neither skips nor repeats a day.
 */
export default async function serviceMismatchTick() {
  const last = await db.from('service_mismatch_checks').max('started_at as at').first()
  if (
    last?.at &&
    DateTime.fromJSDate(new Date(last.at)) > DateTime.utc().minus({ hours: CHECK_EVERY_HOURS })
  )
    return
  await checkServiceMismatches()
}
