/**
 * What an alert rule can watch (issue 13 item 4). Each trigger reads the state the controller sync stored
 * (core/network) or the portal's sign-ins; `threshold` says whether the trigger needs a number and what it counts.
 */
export const ALERT_TRIGGERS = [
  'venue_offline',
  'device_offline',
  'controller_needs_credentials',
  'failover_active',
  'clients_above',
  'clients_below',
  'sign_ins_stopped',
] as const
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number]

export const THRESHOLD_OF: Record<AlertTrigger, 'clients' | 'minutes' | null> = {
  venue_offline: null,
  device_offline: null,
  controller_needs_credentials: null,
  failover_active: null,
  clients_above: 'clients',
  clients_below: 'clients',
  sign_ins_stopped: 'minutes',
}

/** Device triggers raise one alert per device; the others one per venue. */
export const PER_DEVICE: ReadonlySet<AlertTrigger> = new Set(['device_offline'])

export const ALERT_SCOPES = ['all', 'group', 'customer', 'location'] as const
export type AlertScope = (typeof ALERT_SCOPES)[number]

export const ALERT_STATES = ['pending', 'open', 'resolved'] as const
export type AlertState = (typeof ALERT_STATES)[number]
