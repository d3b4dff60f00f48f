/**
 * Our guest events as the generic webhook payload the ordering system receives (payments-and-integrations.md §4.4):
 * `{type, timestamp, data}` with dotted types and flat snake_case data. The bytes sent are exactly the bytes signed.
 */
import type { GuestForget, GuestSync } from '#core/plugins/integration_contract'

export interface WebhookEvent {
  type: string
  timestamp: string
  data: Record<string, unknown>
}

export function guestEvent(sync: GuestSync): WebhookEvent {
  const { guest, venue } = sync
  return {
    type: sync.reason === 'opted_in' ? 'guest.opted_in' : 'guest.signed_in',
    timestamp: sync.at,
    data: {
      venue_id: venue.locationId,
      venue_name: venue.name,
      portal_id: venue.portalId,
      email: guest.email.trim().toLowerCase(),
      first_name: guest.firstname,
      last_name: guest.lastname,
      phone: guest.phone,
      locale: guest.language,
      marketing_opt_in: sync.optIn,
      returning: sync.returning,
      source: 'wifi',
    },
  }
}

export function forgetEvent(forget: GuestForget): WebhookEvent {
  return {
    type: 'guest.data_deleted',
    timestamp: forget.at,
    data: { email: forget.email.trim().toLowerCase() },
  }
}

/** What "test the connection" sends: no guest data, so a receiver can acknowledge it without acting. */
export function testEvent(at: Date): WebhookEvent {
  return {
    type: 'webhook.test',
    timestamp: at.toISOString(),
    data: { message: 'Airdeck connection test' },
  }
}
