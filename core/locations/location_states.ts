/**
 * A location's lifecycle (spec §4). The network state (online, offline,
 * warning, not configured, no devices, failover active) is kept apart in
 * `networkStatus`: controller sync sets it, people set the lifecycle.
 */
export const LOCATION_STATUSES = [
  'to_deploy',
  'ready_for_configuration',
  'ready_for_installation',
  'live',
  'standby',
  'archived',
] as const
export type LocationStatus = (typeof LOCATION_STATUSES)[number]

export const NETWORK_STATUSES = [
  'online',
  'offline',
  'warning',
  'not_configured',
  'no_devices',
  'failover',
] as const
export type NetworkStatus = (typeof NETWORK_STATUSES)[number]

export const LOCATION_TYPES = [
  'house',
  'horeca',
  'retail',
  'cohousing',
  'coworking',
  'hotel',
  'office',
  'sports',
] as const
export const CONNECTION_TYPES = ['fiber', 'vdsl', 'none'] as const

/**
 * Moves a person may make with PUT (spec §4, the order of a roll-out).
 * Archiving and restoring have their own routes: `archived` is reached only
 * by DELETE /locations/{id} and left only by PUT /locations/{id}/restore,
 * which puts back the status the location had before. Snoozing is a date
 * on top of any status, not a status.
 */
export const STATUS_TRANSITIONS: Record<LocationStatus, readonly LocationStatus[]> = {
  to_deploy: ['ready_for_configuration'],
  ready_for_configuration: ['ready_for_installation'],
  ready_for_installation: ['live'],
  live: ['standby'],
  standby: ['live'],
  archived: [],
}

/** Whether PUT may move a location from one status to another (staying put is always allowed). */
export function canMoveStatus(from: LocationStatus, to: LocationStatus) {
  return from === to || STATUS_TRANSITIONS[from].includes(to)
}
