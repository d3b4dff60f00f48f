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

export interface DomainEvents {
  'guest.signed_in': GuestSignedIn
  'guest.opted_in': GuestOptedIn
  'guest.data_deleted': GuestDataDeleted
}

export type DomainEventName = keyof DomainEvents

/** What each event means, for the API reference and the integrations' forms. */
export const DOMAIN_EVENT_DESCRIPTIONS: Record<DomainEventName, string> = {
  'guest.signed_in': 'A guest signed in on a venue\'s portal (form or voucher); sent once the sign-in is stored, whether or not the controller has let the device through yet.',
  'guest.opted_in': 'A guest agreed to receive marketing e-mail (a new guest who ticked the box, or a returning one who ticked it now).',
  'guest.data_deleted': 'A guest had their data deleted (GDPR request confirmed by e-mail): integrations must forget the address.',
}
