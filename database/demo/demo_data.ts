import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#core/users/models/user'
import Partner from '#core/partners/models/partner'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import AccessGrant from '#core/access/models/access_grant'
import PartnerGrant from '#core/access/models/partner_grant'
import Brand from '#core/brands/models/brand'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { seedDemoController, seedDemoNetwork } from '#database/demo/demo_network'
import { seedDemoPortals } from '#database/demo/demo_portals'
import { DEMO_OMADA, DEMO_PEPLINK, DEMO_ZEROTIER } from '#database/demo/demo_vendors'
import { seedDemoHistory } from '#database/demo/demo_history'
import { seedDemoWebhooks } from '#database/demo/demo_webhooks'
import { seedDemoAlertRules } from '#database/demo/demo_alerts'
import { seedDemoInventory } from '#database/demo/demo_inventory'
import { seedDemoSales } from '#database/demo/demo_sales'
import { seedDemoIntegrations } from '#database/demo/demo_integrations'

export const DEMO_PASSWORD = 'Airdeck-demo-2026!'
export const DEMO_ACCOUNTS = {
  admin: 'admin@airdeck.example',
  partner: 'partner@airdeck.example',
  customer: 'customer@airdeck.example',
  viewer: 'viewer@airdeck.example',
  hunter: 'hunter@airdeck.example',
  installer: 'installer@airdeck.example',
  demo: 'demo@airdeck.example',
} as const

/**
 * The documented demo data (README): an admin, a partner with one user, a
 * group with two customers, a demo customer, five locations in different
 * states, a customer user with full access and a read-only viewer; and a
 * summer-bar customer whose four venues run on the other three vendors (one
 * of them in failover), so the list shows every vendor side by side.
 * Does nothing when the demo admin already exists.
 */
export async function seedDemoData(trx: TransactionClientContract) {
  if (await User.query({ client: trx }).where('email', DEMO_ACCOUNTS.admin).first()) return false
  const opts = { client: trx }

  const partner = await Partner.create(
    { name: 'Brightwave Installers', email: 'hello@brightwave.example', phone: '+32 11 22 33 44' },
    opts
  )
  await Brand.create(
    { slug: 'brightwave', name: 'Brightwave', mainColor: '#0e7c86', partnerId: partner.id },
    opts
  )

  const group = await Group.create({ name: 'Hasselt Hospitality Group' }, opts)
  const cafe = await Customer.create(
    {
      ...belgianCompany('Café De Markt', 'bv', 'BE0123456749'),
      groupId: group.id,
      paymentMethod: 1,
      accountCreated: true,
    },
    opts
  )
  const hotel = await Customer.create(
    {
      ...belgianCompany('Hotel Zonneveld', 'nv', 'BE0987654394'),
      groupId: group.id,
      paymentMethod: 2,
      accountCreated: true,
      defaultPlan: 2,
    },
    opts
  )
  const demo = await Customer.create(
    { ...belgianCompany('Demo Bar', 'vof', null), demoMode: true, language: 'en' },
    opts
  )

  const mainBar = await Location.create(
    {
      ...venue(cafe, 'De Markt – main bar', 'Grote Markt 1'),
      plan: 2,
      status: 'live',
      networkStatus: 'online',
      subscribed: true,
      connectionType: 'fiber',
      downloadSpeed: 500,
      uploadSpeed: 100,
      amountGateways: 1,
      amountAps: 3,
      amountSwitches: 1,
      tenantManagement: true,
      ppskSsid: 'Huurders',
      defaultTenantVlan: 30,
    },
    opts
  )
  const terrace = await Location.create(
    {
      ...venue(cafe, 'De Markt – terrace', 'Grote Markt 1'),
      status: 'standby',
      networkStatus: 'offline',
      type: 'horeca',
      amountAps: 1,
    },
    opts
  )
  await Location.create(
    {
      ...venue(hotel, 'Zonneveld – lobby', 'Kolonel Dusartplein 5'),
      plan: 2,
      type: 'hotel',
      status: 'ready_for_installation',
      networkStatus: 'not_configured',
      connectionType: 'vdsl',
    },
    opts
  )
  await Location.create(
    {
      ...venue(hotel, 'Zonneveld – conference wing', 'Kolonel Dusartplein 7'),
      plan: 2,
      type: 'hotel',
      status: 'to_deploy',
      networkStatus: 'no_devices',
    },
    opts
  )
  const demoBar = await Location.create(
    {
      ...venue(demo, 'Demo Bar', 'Demerstraat 10'),
      plan: 2,
      status: 'live',
      networkStatus: 'warning',
      demo: true,
      subscribed: true,
      connectionType: 'fiber',
      amountGateways: 1,
      amountAps: 2,
    },
    opts
  )

  const account = (email: string, firstname: string, name: string, extra: Partial<User> = {}) =>
    User.create({ email, password: DEMO_PASSWORD, firstname, name, lang: 'en', ...extra }, opts)
  await account(DEMO_ACCOUNTS.admin, 'Ada', 'Admin', { isAdmin: true })
  await account(DEMO_ACCOUNTS.partner, 'Pieter', 'Peeters', {
    partnerId: partner.id,
    lang: 'nl',
    defaultCustomerId: hotel.id,
  })
  const customerUser = await account(DEMO_ACCOUNTS.customer, 'Carla', 'Claes')
  const viewer = await account(DEMO_ACCOUNTS.viewer, 'Victor', 'Vermeulen')
  const hunter = await account(DEMO_ACCOUNTS.hunter, 'Hanne', 'Hendrickx', { salesRole: 'hunter' })
  await account(DEMO_ACCOUNTS.installer, 'Ivo', 'Installateur', {
    accountRole: 'installer',
    lang: 'nl',
  })
  const demoUser = await account(DEMO_ACCOUNTS.demo, 'Dana', 'Demo', {
    accountRole: 'demo_customer',
  })

  await PartnerGrant.create(
    {
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: hotel.id,
      permissions: PERMISSION_KEYS.filter((k) => !k.startsWith('invoices_')),
    },
    opts
  )
  // The partner also looks after the main bar's guest portal and its integrations (issue 13's demo: connect Mailchimp).
  await PartnerGrant.create(
    {
      partnerId: partner.id,
      subjectType: 'location',
      subjectId: mainBar.id,
      permissions: PERMISSION_KEYS.filter((k) => !k.startsWith('invoices_')),
    },
    opts
  )
  await AccessGrant.create(
    {
      userId: customerUser.id,
      subjectType: 'group',
      subjectId: group.id,
      permissions: [...PERMISSION_KEYS],
    },
    opts
  )
  await AccessGrant.create(
    {
      userId: viewer.id,
      subjectType: 'location',
      subjectId: mainBar.id,
      permissions: ['location_read'],
    },
    opts
  )
  // Every key, yet read only: the demo_customer role counts the read keys only and refuses each write (account_roles.ts).
  await AccessGrant.create(
    {
      userId: demoUser.id,
      subjectType: 'customer',
      subjectId: demo.id,
      permissions: [...PERMISSION_KEYS],
    },
    opts
  )
  // The demo controller and the venues it serves; the server's demo provider runs its simulator.
  await seedDemoNetwork(trx, [
    { locationId: mainBar.id, siteId: 'markt-main' },
    { locationId: terrace.id, siteId: 'markt-terrace' },
    { locationId: demoBar.id, siteId: 'demo-bar' },
  ])
  await seedDemoAlertRules(trx, { locationId: mainBar.id, recipientId: customerUser.id })
  await seedDemoWebhooks(trx, { locationId: mainBar.id, createdBy: customerUser.id })
  const demoAdmin = await User.query({ client: trx })
    .where('email', DEMO_ACCOUNTS.admin)
    .firstOrFail()
  await seedDemoInventory(trx, { adminId: demoAdmin.id, locationId: mainBar.id })
  await seedDemoSales(trx, { hunterId: hunter.id })
  const others = await seedOtherVendorVenues(trx)
  await seedDemoPortals(trx, [
    {
      locationId: mainBar.id,
      color: '#8a4b2a',
      greeting: {
        nl: 'Welkom in Café De Markt! Geniet van gratis wifi aan de toog.',
        en: 'Welcome to Café De Markt! Enjoy free WiFi at the bar.',
        fr: 'Bienvenue au Café De Markt ! Profitez du WiFi gratuit au comptoir.',
        de: 'Willkommen im Café De Markt! Genießen Sie kostenloses WLAN an der Theke.',
      },
    },
    {
      locationId: terrace.id,
      color: '#2f7d4a',
      greeting: {
        nl: 'Gratis wifi op het terras van De Markt.',
        en: 'Free WiFi on the De Markt terrace.',
        fr: 'WiFi gratuit sur la terrasse de De Markt.',
        de: 'Kostenloses WLAN auf der Terrasse von De Markt.',
      },
    },
    {
      locationId: demoBar.id,
      color: '#c2255c',
      greeting: {
        nl: 'Welkom in Demo Bar! Meld je aan voor gratis wifi.',
        en: 'Welcome to Demo Bar! Sign in for free WiFi.',
        fr: 'Bienvenue au Demo Bar ! Connectez-vous pour le WiFi gratuit.',
        de: 'Willkommen in der Demo Bar! Melden Sie sich für kostenloses WLAN an.',
      },
      vouchers: true,
    },
    {
      locationId: others.kapermolen.id,
      color: '#e8590c',
      greeting: {
        nl: 'Zomerbar Kapermolen: gratis wifi in het park.',
        en: 'Zomerbar Kapermolen: free WiFi in the park.',
        fr: 'Zomerbar Kapermolen : WiFi gratuit dans le parc.',
        de: 'Zomerbar Kapermolen: kostenloses WLAN im Park.',
      },
      durationMinutes: 240,
    },
  ])
  // The main bar's guests go to the demo Mailchimp account (the integrations provider runs its simulator).
  await seedDemoIntegrations(trx, { locationId: mainBar.id, connectedBy: customerUser.id })
  // A month of history behind the bound venues, so the history charts show something before the first sync.
  await seedDemoHistory(trx, [
    {
      locationId: mainBar.id,
      devices: 5,
      peakClients: 30,
      outage: { hoursAgo: 4 * 24 + 5, minutes: 150 },
    },
    { locationId: terrace.id, devices: 3, peakClients: 9 },
    {
      locationId: demoBar.id,
      devices: 4,
      devicesDown: 1,
      peakClients: 15,
      outage: { hoursAgo: 20, minutes: 40 },
    },
    { locationId: others.kapermolen.id, devices: 4, peakClients: 18 },
    { locationId: others.festival.id, devices: 4, peakClients: 12 },
    { locationId: others.foodTruck.id, devices: 2, peakClients: 5 },
    { locationId: others.backOffice.id, devices: 3, peakClients: 3 },
  ])
  return true
}

/**
 * Each venue's plan fits the devices its simulated network has (core/billing/plans), except the Kapermolen park: its
 * four devices on the Start plan (three) are the demo's one example of "Too many devices for its plan".
 */
export const DELIBERATELY_TOO_SMALL_PLAN = 1

/** Venues on Omada, Peplink (one in failover) and ZeroTier, of a customer no demo user but the admin sees. */
async function seedOtherVendorVenues(trx: TransactionClientContract) {
  const opts = { client: trx }
  const zomerbar = await Customer.create(
    {
      ...belgianCompany('Zomerbar Events', 'bv', 'BE0456789034'),
      paymentMethod: 1,
      accountCreated: true,
    },
    opts
  )
  const live = { status: 'live' as const, subscribed: true }
  const kapermolen = await Location.create(
    {
      ...venue(zomerbar, 'Zomerbar – Kapermolen park', 'Kapermolenpark 1'),
      ...live,
      plan: DELIBERATELY_TOO_SMALL_PLAN,
      networkStatus: 'online',
      connectionType: 'fiber',
      amountGateways: 1,
      amountSwitches: 1,
      amountAps: 2,
      tenantManagement: true,
      ppskSsid: 'Tenants',
      defaultTenantVlan: 30,
    },
    opts
  )
  const festival = await Location.create(
    {
      ...venue(zomerbar, 'Zomerbar – festival stage', 'Kempische Steenweg 90'),
      ...live,
      plan: 2,
      networkStatus: 'online',
      failover: true,
      connectionType: 'fiber',
      amountGateways: 1,
      amountSwitches: 1,
      amountAps: 2,
    },
    opts
  )
  const foodTruck = await Location.create(
    {
      ...venue(zomerbar, 'Zomerbar – food truck', 'Kempische Steenweg 92'),
      ...live,
      networkStatus: 'failover',
      failover: true,
      connectionType: 'fiber',
      amountGateways: 1,
      amountAps: 1,
    },
    opts
  )
  const backOffice = await Location.create(
    {
      ...venue(zomerbar, 'Zomerbar – back office', 'Kempische Steenweg 94'),
      ...live,
      plan: 2,
      type: 'office',
      networkStatus: 'warning',
      connectionType: 'vdsl',
    },
    opts
  )
  await seedDemoController(trx, DEMO_OMADA.row, [
    { locationId: kapermolen.id, siteId: DEMO_OMADA.sites.kapermolen },
  ])
  await seedDemoController(trx, DEMO_PEPLINK.row, [
    { locationId: festival.id, siteId: DEMO_PEPLINK.sites.festival },
    { locationId: foodTruck.id, siteId: DEMO_PEPLINK.sites.foodTruck },
  ])
  await seedDemoController(trx, DEMO_ZEROTIER.row, [
    { locationId: backOffice.id, siteId: DEMO_ZEROTIER.sites.backOffice },
  ])
  return { kapermolen, festival, foodTruck, backOffice }
}

function belgianCompany(name: string, legalEntity: string, vat: string | null) {
  return {
    name,
    type: 1,
    legalEntity,
    vat,
    country: 'BE',
    city: 'Hasselt',
    zipcode: '3500',
    language: 'nl',
    email: `info@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
  }
}

/** Coordinates of the demo addresses, for the locations map (no geocoding service is reachable). */
const DEMO_COORDINATES: Record<string, [number, number]> = {
  'Grote Markt 1': [50.93066, 5.33778],
  'Kolonel Dusartplein 5': [50.92911, 5.33262],
  'Kolonel Dusartplein 7': [50.92897, 5.33301],
  'Demerstraat 10': [50.93127, 5.33551],
  'Kapermolenpark 1': [50.93561, 5.33069],
  'Kempische Steenweg 90': [50.94012, 5.3441],
  'Kempische Steenweg 92': [50.94031, 5.34452],
  'Kempische Steenweg 94': [50.9405, 5.34494],
}

function venue(customer: Customer, name: string, address: string) {
  const [latitude, longitude] = DEMO_COORDINATES[address] ?? [null, null]
  return {
    customerId: customer.id,
    name,
    venueName: customer.name,
    address,
    zipcode: '3500',
    city: 'Hasselt',
    country: 'BE',
    type: 'horeca',
    latitude,
    longitude,
  }
}
