import { AppException } from '#kernel/exceptions/app_exception'
import type { LocationStatus } from '#core/locations/location_states'

/** 409: the venue's lifecycle status does not allow this step now (errors.json names the status). */
export function wrongLocationState(status: LocationStatus, code = 'E_LOCATION_WRONG_STATE') {
  return new AppException(409, code, { data: { status } })
}

/** 409: an earlier step of the wizard must be completed first. */
export function stepLocked(missing: string) {
  return new AppException(409, 'E_CONFIGURATION_STEP_LOCKED', { data: { step: missing } })
}

/**
 * 422: a live check could not read the controller. Only an admin may go on, and only with a reason (recorded in the
 * venue's history); an installer is told to ask one.
 */
export function controllerUnreadable(isAdmin: boolean) {
  return new AppException(422, 'E_CONTROLLER_UNREADABLE', {
    errors: [{ field: 'overrideReason', rule: isAdmin ? 'required' : 'admin_reason_required' }],
  })
}
