import type { DateTime } from 'luxon'
import type Location from '#core/locations/models/location'
import Tenant from '#core/tenants/models/tenant'

/** Tenants handled per round of a run: one key listing serves the round. */
export const PUSH_BATCH = 250

interface DueFilter {
  /** Only these tenants (create now, deactivate now). */
  only?: number[]
  /** Rows attempted in this run already (at or after its start) are not taken again. */
  runStartedAt: DateTime
}

function scoped(location: Location, filter: DueFilter) {
  const query = Tenant.query()
    .where('location_id', location.id)
    .where((attempt) =>
      attempt
        .whereNull('last_attempt_at')
        .orWhere('last_attempt_at', '<', filter.runStartedAt.toJSDate())
    )
  if (filter.only) query.whereIn('id', filter.only)
  return query.orderBy('id').limit(PUSH_BATCH)
}

/** Pending creations that are due (the nightly time passed, or "create now"). */
export function dueCreations(location: Location, filter: DueFilter) {
  return scoped(location, filter)
    .where('status', 'pending_creation')
    .whereRaw('create_after <= clock_timestamp()')
}

/** Tenants whose deactivation date has come in the venue's time zone, pending ones included (they get no key). */
export function dueDeactivations(location: Location, filter: DueFilter) {
  return scoped(location, filter)
    .whereNot('status', 'deactivated')
    .whereRaw('deactivate_on <= (clock_timestamp() at time zone ?)::date', [location.timezone])
}
