/** The location fields the shared create form and the locations feature agree on (spec §3). */
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

/** Moves the server allows with PUT (core/locations/location_states.ts). */
export const STATUS_TRANSITIONS: Record<LocationStatus, LocationStatus[]> = {
  to_deploy: ['ready_for_configuration'],
  ready_for_configuration: ['ready_for_installation'],
  ready_for_installation: ['live'],
  live: ['standby'],
  standby: ['live'],
  archived: [],
}

/** One cause of a warning or offline network, with the number of devices (members) it concerns. */
export interface NetworkCause {
  cause: string
  count: number
}

export interface Location {
  id: number
  /** More devices than the plan allows (core/billing/plans). */
  plan_exceeded?: boolean
  devices?: number
  /** The plan's device limit, and the smallest plan that holds the devices when they exceed it. */
  plan_max_devices?: number
  plan_upgrade?: { plan: number; name: string; max_devices: number } | null
  /** The venue waits for a payment method (detail): its users see why instead of the venue. */
  awaiting_payment?: boolean
  /** Who can set up that payment method, for a user who cannot (detail). */
  payment_contacts?: {
    kind: 'colleague' | 'partner'
    name: string
    email: string | null
    phone: string | null
  }[]
  subscription_status?: 'active' | 'past_due' | 'cancelled' | null
  /** Why the network badge is not simply online (list rows and detail), as the network dashboard says it; ZeroTier counts members. */
  device_noun?: 'device' | 'member'
  network_warnings?: NetworkCause[]
  /** Nightly firmware updates chosen, and whether the plan includes them (else the choice is inactive). */
  automatic_updates?: boolean
  automatic_updates_included?: boolean
  customer_id: number
  customer?: { id: number; name: string }
  name: string
  venue_name: string | null
  /** The short code staff type on /status (printed on the label; the QR code carries the long public id). */
  status_code?: string
  address: string | null
  zipcode: string | null
  city: string | null
  country: string
  timezone: string
  type: string
  plan: number
  status: LocationStatus
  network_status: NetworkStatus
  /** List rows: the vendor of the controller the venue's network runs on (display name from the plugin). */
  network_vendor?: { id: string; name: string } | null
  latitude: number | null
  longitude: number | null
  archived: boolean
  archived_at: string | null
  snoozed: boolean
  snoozed_until: string | null
  comments: string | null
  room: string | null
  qr_label: string | null
  created_at: string
  permissions?: string[]
  pppoe_password_set?: boolean
  [field: string]: unknown
}
