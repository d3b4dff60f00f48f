import type { HeadlineState } from '#core/status_pages/status_page_config'

/** Devices that all went offline within this span of each other went down together: a power cut at the venue. */
export const POWER_OUTAGE_WINDOW_MS = 3 * 60_000

/** What the last sync stored about one venue (core/network snapshot), enough to say how it is doing. */
export interface VenueSnapshot {
  status: string
  networkStatus: string
  /** Bound to a controller site. */
  bound: boolean
  /** The controller's connection state; anything but `connected` means we cannot see the venue right now. */
  controllerStatus: string | null
  /** `changedAt`: when the device's row last changed (for an offline device: when it went offline). */
  devices: Array<{ state: string; changedAt: Date }>
}

const BEING_INSTALLED = new Set(['ready_for_configuration', 'ready_for_installation'])

/**
 * A venue's headline (spec §4, issue 14): the lifecycle first (hardware still coming), then what the controller
 * reports. A controller we cannot reach is "degraded", never an error: the venue may well be fine.
 */
export function venueState(venue: VenueSnapshot): HeadlineState {
  if (BEING_INSTALLED.has(venue.status)) return 'ready_for_installation'
  if (!venue.bound || venue.devices.length === 0) return 'no_hardware'
  if (venue.controllerStatus !== 'connected') return 'degraded'
  const online = venue.devices.filter((device) => device.state === 'online').length
  if (online === 0) return wentDownTogether(venue.devices) ? 'power_outage' : 'all_down'
  if (venue.networkStatus === 'failover') return 'failover_active'
  return online === venue.devices.length ? 'all_running' : 'degraded'
}

/** Every device offline (not rebooting or upgrading: that is work in progress), all within the window. */
function wentDownTogether(devices: VenueSnapshot['devices']) {
  if (devices.length < 2 || devices.some((device) => device.state !== 'offline')) return false
  const times = devices.map((device) => device.changedAt.getTime())
  return Math.max(...times) - Math.min(...times) <= POWER_OUTAGE_WINDOW_MS
}

const WITHOUT_HARDWARE = new Set<HeadlineState>(['no_hardware', 'ready_for_installation'])

/**
 * One headline for a customer's or group's venues: the venues with hardware decide; all running, all in a power
 * outage, all down, or running on failover where nothing else is wrong; anything mixed is "degraded".
 */
export function overallState(states: HeadlineState[]): HeadlineState {
  const live = states.filter((state) => !WITHOUT_HARDWARE.has(state))
  if (live.length === 0)
    return states.includes('ready_for_installation') ? 'ready_for_installation' : 'no_hardware'
  if (live.every((state) => state === 'all_running')) return 'all_running'
  if (live.every((state) => state === 'power_outage')) return 'power_outage'
  if (live.every((state) => state === 'all_down' || state === 'power_outage')) return 'all_down'
  if (live.every((state) => state === 'all_running' || state === 'failover_active'))
    return 'failover_active'
  return 'degraded'
}
