import type { PermissionKey } from '#core/access/permissions'

/**
 * The registry of core's domain events (architecture §10): one name per thing that happened, past tense, with the
 * payload every subscriber receives. Integrations and outgoing webhooks subscribe to these names; add an event here
 * first, then publish it with `publishEvent` (core/kernel/events/publish_event.ts).
 */
export interface GuestSignedIn {
  portalId: number
  locationId: number
  clientId: number
  signInId: number
  email: string | null
  firstname: string | null
  lastname: string | null
  phone: string | null
  language: string | null
  optIn: boolean
  /** The guest had signed in on this portal before. */
  returning: boolean
  /** The device let through (lower-case, colon-separated). */
  mac: string
  /** Signed in with a voucher code instead of the form. */
  voucher: boolean
  at: string
}

export interface GuestOptedIn {
  portalId: number
  locationId: number
  clientId: number
  email: string
  firstname: string | null
  lastname: string | null
  language: string | null
  at: string
}

export interface GuestDataDeleted {
  email: string
  /** The portals whose guest rows were removed. */
  portalIds: number[]
  at: string
}

export interface LocationStatusChanged {
  locationId: number
  /** Network status (spec §4): online, warning, offline, failover, no_devices, not_configured. */
  from: string
  to: string
  reason: string | null
  at: string
}

export interface DeviceStateChanged {
  locationId: number
  /** The vendor's id of the device, its name and MAC as last synced. */
  deviceId: string
  name: string
  mac: string | null
  from: string
  to: string
  at: string
}

export interface AlertChanged {
  alertId: number
  ruleId: number
  ruleName: string
  /** venue_offline, device_offline, controller_needs_credentials, failover_active, clients_above, clients_below, sign_ins_stopped. */
  trigger: string
  locationId: number
  locationName: string
  /** `location`, or `device:<vendor id>`. */
  subject: string
  subjectName: string | null
  details: Record<string, unknown>
  startedAt: string
  at: string
}

export interface DomainEvents {
  'guest.signed_in': GuestSignedIn
  'guest.opted_in': GuestOptedIn
  'guest.data_deleted': GuestDataDeleted
  'location.status_changed': LocationStatusChanged
  'device.offline': DeviceStateChanged
  'device.online': DeviceStateChanged
  'alert.triggered': AlertChanged
  'alert.resolved': AlertChanged
}

export type DomainEventName = keyof DomainEvents

/** What each event means, for the API reference and the integrations' forms. */
export const DOMAIN_EVENT_DESCRIPTIONS: Record<DomainEventName, string> = {
  'guest.signed_in':
    "A guest signed in on a venue's portal (form or voucher); sent once the sign-in is stored, whether or not the controller has let the device through yet.",
  'guest.opted_in':
    'A guest agreed to receive marketing e-mail (a new guest who ticked the box, or a returning one who ticked it now).',
  'guest.data_deleted':
    'A guest had their data deleted (GDPR request confirmed by e-mail): integrations must forget the address.',
  'location.status_changed':
    "A venue's network status changed after a controller sync (for example online → offline, or failover started).",
  'device.offline':
    'A network device of a venue (gateway, switch, access point) was seen offline by a controller sync after being online.',
  'device.online':
    'A network device of a venue that was offline is online again (seen by a controller sync).',
  'alert.triggered':
    "An alert rule's condition held for a venue (and, for device rules, a device) long enough: sent once, and again only when the rule re-notifies.",
  'alert.resolved': "An alert's condition cleared: sent once per alert.",
}

/**
 * The key on the venue that reading each event's data needs (docs/security.md, "Events and their data"): who lacks it
 * may neither subscribe to the event (webhooks) nor read its deliveries. Guest events carry guests' personal data.
 */
export const DOMAIN_EVENT_READ_KEY: Record<DomainEventName, PermissionKey> = {
  'guest.signed_in': 'portal_read',
  'guest.opted_in': 'portal_read',
  'guest.data_deleted': 'portal_read',
  'location.status_changed': 'location_read',
  'device.offline': 'location_read',
  'device.online': 'location_read',
  'alert.triggered': 'location_read',
  'alert.resolved': 'location_read',
}
