/**
 * A venue for guest sign-in benchmarks: bound to a UniFi simulator's `default` site, with a published portal, and the
 * public form POST (`/guest/connect`) a captive browser sends for device number `n` (its own MAC and address).
 */
import { VENDOR_SIMULATORS } from './simulators.js'

export const macOf = (n) =>
  `02:be:${[(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].map((b) => b.toString(16).padStart(2, '0')).join(':')}`

/** A venue `name` of the first demo customer bound to the simulator's `default` site, with a published portal. */
export async function prepareVenue(db, session, simulator, name) {
  const controller = await session.call('POST', '/rest/controllers', {
    ...VENDOR_SIMULATORS.unifi.form(simulator),
    alias: `${name} controller`,
  })
  await db.query('delete from locations where name = $1', [name])
  const customer = (await db.query('select id from customers order by id limit 1')).rows[0].id
  const location = (
    await db.query(
      `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, connection_type, created_at, updated_at) values ($1, $2, 'BE', 'Europe/Brussels', 'horeca', 1, 'live', 'not_configured', 'fiber', now(), now()) returning id`,
      [customer, name]
    )
  ).rows[0].id
  await session.call('PUT', `/rest/locations/${location}/network/controller`, {
    controllerId: controller.id,
    siteId: 'default',
  })
  // Keep the periodic sync of this controller out of the measurement.
  await db.query(
    'update controllers set last_sync_at = now(), sync_interval_seconds = 86400 where id = $1',
    [controller.id]
  )
  // The stored settings are completed with the defaults when read (withPortalDefaults): these are the design's choices.
  const published = {
    colors: { main: '#c2255c', accent: '#f59f00', text: '#212529', background: '#f4f1ea' },
    landingUrl: 'https://landing.example/bench',
    fields: { email: 'required', firstname: 'optional', lastname: 'off', phone: 'off' },
  }
  const publicId = `bench${Date.now().toString(36)}portal`.slice(0, 22)
  await db.query(
    `insert into portals (location_id, public_id, draft, published, published_at, offline, schedule, created_at, updated_at) values ($1, $2, $3, $3, now(), false, '[]', now(), now())`,
    [location, publicId, JSON.stringify(published)]
  )
  const ap = (
    await db.query(
      "select mac from network_devices where location_id = $1 and kind = 'ap' order by mac limit 1",
      [location]
    )
  ).rows[0].mac
  return { location, publicId, ap }
}

export function formBody(publicId, ap, n) {
  return new URLSearchParams({
    portal: publicId,
    language: 'en',
    mode: 'form',
    mac: macOf(n),
    apMac: ap,
    ssid: 'Gasten WiFi',
    site: 'default',
    email: `guest-${n}@example.com`,
    firstname: 'Bench',
    terms: 'true',
  }).toString()
}

/** The headers of a guest's form POST from a phone. */
export const GUEST_FORM_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
}
