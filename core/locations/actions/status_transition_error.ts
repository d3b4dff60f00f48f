import { AppException } from '#kernel/exceptions/app_exception'
import type { LocationStatus } from '#core/locations/location_states'

/** 422 naming both statuses; errors.json words them per language. */
export function illegalStatusTransition(from: LocationStatus, to: LocationStatus) {
  return new AppException(422, 'E_ILLEGAL_STATUS_TRANSITION', {
    data: { from, to },
    errors: [{ field: 'status', rule: 'status_transition' }],
  })
}
