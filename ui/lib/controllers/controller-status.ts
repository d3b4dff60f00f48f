/** The sync state of a site's network controller, as GET /locations/{id}/controller and /network report it. */
export type ControllerStatus =
  'connected' | 'needs_credentials' | 'unavailable' | 'failed' | 'never_synced'

/** The badge colour of each controller status, the same on the controller and network screens. */
export const CONTROLLER_STATUS_COLORS: Record<ControllerStatus, string> = {
  connected: 'teal',
  needs_credentials: 'orange',
  unavailable: 'red',
  failed: 'red',
  never_synced: 'gray',
}
