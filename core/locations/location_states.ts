/**
 * A location's lifecycle (spec §4). The network state (online, offline,
 * warning, not configured, no devices) is kept apart in `networkStatus`:
 * controller sync sets it, people set the lifecycle.
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

export const NETWORK_STATUSES = ['online', 'offline', 'warning', 'not_configured', 'no_devices'] as const
export type NetworkStatus = (typeof NETWORK_STATUSES)[number]

export const LOCATION_TYPES = ['house', 'horeca', 'retail', 'cohousing', 'coworking', 'hotel', 'office', 'sports'] as const
export const CONNECTION_TYPES = ['fiber', 'vdsl', 'none'] as const
