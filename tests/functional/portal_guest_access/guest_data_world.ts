import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import PortalClient from '#core/portal/models/portal_client'
import PortalSignIn from '#core/portal/models/portal_sign_in'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { createTenant } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'

/** A guest of a portal with `signIns` sign-ins, each on its own device. */
export async function guestAt(
  portalId: number,
  email: string | null,
  options: { firstname?: string; macs?: string[] } = {}
) {
  const now = DateTime.now()
  const macs = options.macs ?? ['02:00:00:00:00:01']
  const client = await PortalClient.create({
    portalId,
    email,
    firstname: options.firstname ?? 'Guest',
    lastname: 'Tester',
    phone: '+32470000000',
    emailOptIn: true,
    language: 'nl',
    mac: macs.at(-1) ?? null,
    ip: '10.0.0.7',
    device: 'Android',
    blocked: false,
    signInCount: macs.length,
    firstSeenAt: now.minus({ days: 3 }),
    lastSeenAt: now,
  })
  for (const mac of macs) {
    await PortalSignIn.create({
      portalId,
      clientId: client.id,
      mac,
      redirect: { ssid: 'Guests' },
      minutes: 60,
      status: 'authorized',
      returning: false,
      attempts: 1,
      authorizedAt: now,
    })
  }
  return client
}

/**
 * Two venues' portals: the address asked about is a guest at both (typed in another case at one), with devices; at
 * the first venue there is also another guest and a voucher sign-in that belongs to nobody.
 */
export async function guestDataWorld(email: string) {
  const first = await createTenant()
  await first.location.merge({ venueName: 'Bar Eén' }).save()
  const second = await createTenant()
  const portals = [
    await findOrCreatePortal(first.location),
    await findOrCreatePortal(second.location),
  ]
  const mine = [
    await guestAt(portals[0].id, email, {
      firstname: 'Mira',
      macs: ['02:00:00:00:00:a1', '02:00:00:00:00:a2'],
    }),
    await guestAt(portals[1].id, email.toUpperCase(), {
      firstname: 'Mira',
      macs: ['02:00:00:00:00:a1'],
    }),
  ]
  const other = await guestAt(portals[0].id, 'someone.else@example.com', {
    firstname: 'Other',
    macs: ['02:00:00:00:00:b1'],
  })
  const voucher = await PortalSignIn.create({
    portalId: portals[0].id,
    clientId: null,
    mac: '02:00:00:00:00:c1',
    redirect: {},
    minutes: 30,
    status: 'authorized',
    returning: false,
    attempts: 1,
  })
  return { portals, mine, other, voucher }
}

/** The link of the guest-data mail. */
export function linkFrom(text: string) {
  const match = text.match(/\/mydata\/(download|delete)\?token=([A-Za-z0-9_%-]+)&lang=(\w\w)/)
  if (!match) throw new Error(`no link in mail:\n${text}`)
  return { kind: match[1], token: decodeURIComponent(match[2]), lang: match[3] }
}

/** Waits until every guest-data job has run (known and unknown addresses alike). */
export function guestDataJobsDone() {
  return pollUntil(
    async () => {
      const open = await db
        .from('job_runs')
        .where('job_name', 'portal.guest_data_link')
        .whereIn('status', ['pending', 'running'])
        .count('* as n')
        .first()
      return Number(open?.n ?? 0) === 0
    },
    { what: 'the guest-data jobs' }
  )
}

/** Forgets the /mydata throttles between tests. */
export async function clearGuestDataLimits() {
  const keys = await redis.keys('*guest_data:*')
  if (keys.length) await redis.del(...keys)
}
