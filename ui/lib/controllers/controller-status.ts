import type { ApiResponse } from '@airdeck/api-types'

/** The sync state of a network controller, as /rest/controllers and a venue's /network report it. */
export type ControllerStatus = ApiResponse<'GET /rest/controllers/{id}'>['status']

/** The badge colour of each controller status, the same on the controller and network screens. */
export const CONTROLLER_STATUS_COLORS: Record<ControllerStatus, string> = {
  connected: 'teal',
  needs_credentials: 'orange',
  unavailable: 'red',
  failed: 'red',
  never_synced: 'gray',
}
