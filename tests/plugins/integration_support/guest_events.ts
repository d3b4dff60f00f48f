import { randomUUID } from 'node:crypto'
import type { GuestForget, GuestSync } from '#core/plugins/integration_contract'

/** What core hands `syncGuest` for a guest of the Brasserie De Kaai portal; override what a test is about. */
export function guestSync(email: string, overrides: Partial<GuestSync> = {}): GuestSync {
  return {
    reason: 'signed_in',
    guest: {
      email,
      firstname: 'An',
      lastname: 'Peeters',
      phone: '+32 470 12 34 56',
      language: 'nl',
    },
    optIn: false,
    returning: false,
    venue: { portalId: 1, locationId: 7, name: 'Brasserie De Kaai' },
    at: '2026-11-25T19:00:00.000Z',
    deliveryId: randomUUID(),
    options: {},
    ...overrides,
  }
}

export function guestForget(email: string, options: Record<string, unknown> = {}): GuestForget {
  return { email, at: '2026-11-25T20:00:00.000Z', deliveryId: randomUUID(), options }
}

/** The error a promise rejects with, or null when it resolves. */
export const failure = (promise: Promise<unknown>): Promise<any> =>
  promise.then(
    () => null,
    (error) => error
  )
