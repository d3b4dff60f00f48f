import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import PortalClient from '#core/portal/models/portal_client'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

/**
 * A customer with two venues and the people around its guest portal: an admin, an editor (portal_update), a reader
 * (portal_read), a colleague who sees the venues but not their portal, and a user of another customer whose venue
 * has a portal of its own.
 */
export async function buildPortalWorld() {
  const tenant = await createTenant()
  const other = await createTenant()
  // Plan 2: its portal carries the café's own images (branded guest WiFi, core/billing/plans).
  await tenant.location
    .merge({ name: 'Café De Markt', venueName: 'De Markt', timezone: 'Europe/Brussels', plan: 2 })
    .save()
  const second = await Location.create({
    name: `Terrace ${Date.now()}`,
    customerId: tenant.customer.id,
  })
  const admin = await createUser({ isAdmin: true })
  const editor = await createUser({ firstname: 'Eva', name: 'Editor' })
  await grant(editor, 'customer', tenant.customer.id, [
    'customer_read',
    'location_read',
    'portal_read',
    'portal_update',
  ])
  const reader = await createUser()
  await grant(reader, 'customer', tenant.customer.id, [
    'customer_read',
    'location_read',
    'portal_read',
  ])
  const noPortal = await createUser()
  await grant(noPortal, 'customer', tenant.customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])
  const stranger = await createUser()
  await grant(stranger, 'customer', other.customer.id, [
    'customer_read',
    'location_read',
    'portal_read',
    'portal_update',
  ])
  return { tenant, other, second, users: { admin, editor, reader, noPortal, stranger } }
}

export type PortalWorld = Awaited<ReturnType<typeof buildPortalWorld>>

let macSequence = 0

/** A guest of the venue's portal with its sign-ins (`daysAgo` each, the first one new, the others returning). */
export async function seedGuest(
  location: Location,
  guest: {
    email?: string
    optIn?: boolean
    device?: string
    blocked?: boolean
    signInsDaysAgo?: number[]
    firstSeenDaysAgo?: number
  }
) {
  const portal = await findOrCreatePortal(location)
  const days = guest.signInsDaysAgo ?? [0]
  const mac = `02:aa:00:00:${String(Math.floor(++macSequence / 100) % 100).padStart(2, '0')}:${String(macSequence % 100).padStart(2, '0')}`
  const firstSeen = DateTime.now().minus({ days: guest.firstSeenDaysAgo ?? Math.max(...days) })
  const client = await PortalClient.create({
    portalId: portal.id,
    email: guest.email ?? null,
    firstname: 'Guest',
    lastname: null,
    phone: null,
    emailOptIn: guest.optIn ?? false,
    mac,
    device: guest.device ?? null,
    blocked: guest.blocked ?? false,
    signInCount: days.length,
    firstSeenAt: firstSeen,
    lastSeenAt: DateTime.now().minus({ days: Math.min(...days) }),
  })
  const ordered = [...days].sort((a, b) => b - a)
  for (const [index, daysAgo] of ordered.entries()) {
    await db.table('portal_sign_ins').insert({
      portal_id: portal.id,
      client_id: client.id,
      mac,
      redirect: '{}',
      minutes: 30,
      status: 'authorized',
      returning: index > 0 || (guest.firstSeenDaysAgo ?? 0) > daysAgo,
      // Noon at the venue: the day it falls on never depends on the hour the test runs.
      created_at: DateTime.now()
        .setZone(location.timezone ?? 'Europe/Brussels')
        .set({ hour: 12, minute: 0 })
        .minus({ days: daysAgo })
        .toJSDate(),
    })
  }
  return { portal, client }
}
