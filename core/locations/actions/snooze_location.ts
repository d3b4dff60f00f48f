import { DateTime } from 'luxon'
import type Location from '#core/locations/models/location'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Snoozes a location until a date (start of that day, UTC): its alerts stay
 * quiet until then. Null wakes it now. Archived locations cannot be snoozed.
 */
export async function snoozeLocation(location: Location, until: Date | null) {
  if (location.status === 'archived') throw new AppException(422, 'E_LOCATION_ARCHIVED')
  const snoozedUntil = until
    ? DateTime.fromISO(DateTime.fromJSDate(until).toISODate()!, { zone: 'utc' })
    : null
  await saveWithAudit(location, { snoozed_until: snoozedUntil }, 'location')
  return location
}
