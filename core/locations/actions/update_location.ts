import type Location from '#core/locations/models/location'
import { canMoveStatus, type LocationStatus } from '#core/locations/location_states'
import { illegalStatusTransition } from '#core/locations/actions/status_transition_error'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { checkLocationPostalCode } from '#core/locations/actions/location_postal_code'
import { recheckVenueMismatches } from '#core/billing/mismatches/detect_service_mismatches'

/** Applies an update after checking the status move against the state machine (spec §4). */
export async function updateLocation(location: Location, input: Record<string, unknown>) {
  const to = input.status as LocationStatus | undefined
  if (to && !canMoveStatus(location.status, to)) throw illegalStatusTransition(location.status, to)
  checkLocationPostalCode(input, location)
  const before = { status: location.status, plan: location.plan }
  const saved = await saveWithAudit(location, input, 'location')
  // What the service check compares: a fixed mismatch leaves Admin → Subscriptions at once.
  if (location.status !== before.status || location.plan !== before.plan)
    await recheckVenueMismatches(location.id)
  return saved
}
