import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import Location from '#core/locations/models/location'
import { CARD_LOADERS } from '#core/dashboard/queries/get_dashboard'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { buildDashboardWorld } from '#tests/functional/dashboard/dashboard_world'
import type User from '#core/users/models/user'
import type { ApiClient } from '@japa/api-client'
import { insertDevices, recordRawStatements } from '#tests/helpers/network_causes'

async function dashboardOf(client: ApiClient, user: User) {
  const response = await client.get('/rest/dashboard').loginAs(user)
  response.assertStatus(200)
  return response.body()
}
const card = (body: any, id: string) => body.cards.find((entry: any) => entry.id === id)

test.group('Dashboard / per role', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the admin sees what needs attention everywhere, severity then age, with counts per kind', async ({
    client,
    assert,
  }) => {
    const world = await buildDashboardWorld()
    const body = await dashboardOf(client, world.admin)
    assert.equal(body.role, 'admin')
    assert.deepEqual(
      body.cards.map((entry: any) => entry.id),
      ['attention', 'waiting', 'fleet']
    )
    const attention = card(body, 'attention').data
    const ours = attention.items.filter(
      (item: any) =>
        item.customerId === world.first.customer.id ||
        Object.values(world.venues).some((venue) => venue.id === item.locationId) ||
        item.refId === world.controller
    )
    const kinds = ours.map(
      (item: any) => `${item.kind}:${item.locationName ?? item.subject ?? item.customerName}`
    )
    assert.deepEqual(kinds, [
      'venue_offline:B – offline shop',
      'controller_needs_credentials:Markt UniFi',
      'venue_offline:A – offline bar',
      'alert_open:A – food truck',
      'venue_warning:A – terrace',
      'venue_failover:A – food truck',
      'guest_sign_ins_failing:A – terrace',
      'tenant_keys_failed:A – offline bar',
      'invoice_overdue:' + world.first.customer.name,
      'service_mismatch:A – food truck',
      'over_device_limit:A – terrace',
    ])
    const offline = ours.find((item: any) => item.locationName === 'A – offline bar')
    assert.deepEqual(offline.devices.map((device: any) => `${device.kind} ${device.name}`).sort(), [
      'ap Bar AP',
      'gateway Bar gateway',
    ])
    assert.isString(offline.since)
    assert.isAtLeast(attention.counts.venue_offline, 2)
    assert.equal(attention.counts.controller_needs_credentials, 1)
    assert.equal(ours.find((item: any) => item.kind === 'controller_needs_credentials').amount, 2)
    assert.notInclude(kinds, 'venue_offline:A – snoozed', 'a snoozed venue waits')
    assert.equal(ours.find((item: any) => item.kind === 'invoice_overdue').amount, 12_100)

    const waiting = card(body, 'waiting').data
    const names = waiting.items.map(
      (item: any) => `${item.kind}:${item.locationName ?? item.subject}`
    )
    assert.includeMembers(names, [
      'ready_for_installation:A – lobby',
      'to_deploy:A – wing',
      'pending_tenant_keys:A – offline bar',
      'invitation_open:colleague@example.test',
    ])
    assert.isBelow(
      names.indexOf('ready_for_installation:A – lobby'),
      names.indexOf('to_deploy:A – wing')
    )

    const fleet = card(body, 'fleet').data
    assert.isAtLeast(fleet.venuesByNetwork.offline, 2)
    assert.isAtLeast(fleet.devicesTotal, 7)
    assert.isAtLeast(fleet.devicesOnline, 4)
    assert.isAtLeast(fleet.clientsNow, 12)
    assert.isAtLeast(fleet.guestsToday, 1)
    const unifi = fleet.controllers.find((entry: any) => entry.vendor === 'unifi')
    assert.isAtLeast(unifi.failing, 1)
  })

  test("a partner sees only the venues granted to them, without billing kinds, and their partner's invitations", async ({
    client,
    assert,
  }) => {
    const world = await buildDashboardWorld()
    const body = await dashboardOf(client, world.partner)
    assert.equal(body.role, 'partner')
    const attention = card(body, 'attention').data
    const names = attention.items.map((item: any) => item.locationName ?? item.subject)
    assert.include(names, 'A – offline bar')
    assert.notInclude(names, 'B – offline shop')
    assert.notProperty(attention.counts, 'invoice_overdue')
    assert.notProperty(attention.counts, 'service_mismatch')
    assert.equal(attention.counts.venue_offline, 1)
    const waiting = card(body, 'waiting').data
    assert.equal(waiting.counts.invitation_open, 1)
    const fleet = card(body, 'fleet').data
    assert.equal(fleet.venuesByNetwork.offline, 2, 'the offline bar and the snoozed venue')
    assert.deepEqual(
      fleet.controllers.map((entry: any) => entry.vendor),
      ['unifi']
    )
  })

  test("a customer user sees their venues' health, status pages and invoices due, nothing else", async ({
    client,
    assert,
  }) => {
    const world = await buildDashboardWorld()
    const body = await dashboardOf(client, world.customerUser)
    assert.equal(body.role, 'customer')
    assert.deepEqual(
      body.cards.map((entry: any) => entry.id),
      ['venues', 'invoices']
    )
    const venues = card(body, 'venues').data
    const rows = venues.items.map((item: any) => `${item.health}:${item.locationName}`)
    assert.deepEqual(rows.slice(0, 4), [
      'offline:A – offline bar',
      'offline:A – snoozed',
      'failover:A – food truck',
      'warning:A – terrace',
    ])
    assert.notInclude(rows.join(), 'B – offline shop')
    const terrace = venues.items.find((item: any) => item.locationName === 'A – terrace')
    assert.equal(terrace.clientsNow, 12)
    assert.equal(terrace.guestsToday, 1)
    assert.match(terrace.statusPageUrl, /\/status\/[\w-]+$/)
    assert.equal(venues.counts.offline, 2)
    const invoices = card(body, 'invoices').data
    assert.deepEqual(
      invoices.items.map((item: any) => [item.number, item.amount, item.overdue]),
      [['AD-0042', 12_100, true]]
    )
  })

  test("the venues card names the causes of each venue's health as the venues list does, in one statement (issue 32)", async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await buildDashboardWorld()
    const zerotier = (
      await db
        .table('controllers')
        .insert({
          alias: 'Kiosk ZeroTier',
          vendor: 'zerotier',
          url: 'https://zerotier.example',
          status: 'connected',
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returning('id')
    )[0].id as number
    const kiosk = await Location.create({ name: 'A – kiosk', customerId: world.first.customer.id })
    await db.from('locations').where('id', kiosk.id).update({
      status: 'live',
      network_status: 'warning',
      network_status_since: new Date(),
      controller_id: zerotier,
      controller_site_id: 'kiosk-net',
    })
    await insertDevices(kiosk.id, ['pending', 'online'], 'other')
    const statements = recordRawStatements(cleanup)

    const items = new Map<string, any>(
      card(await dashboardOf(client, world.customerUser), 'venues').data.items.map((item: any) => [
        item.locationName,
        item,
      ])
    )
    assert.deepInclude(items.get('A – kiosk'), {
      deviceNoun: 'member',
      networkWarnings: [{ cause: 'pending', count: 1 }],
    })
    assert.deepInclude(items.get('A – terrace'), {
      deviceNoun: 'device',
      networkWarnings: [
        { cause: 'controller_needs_credentials', count: 0 },
        { cause: 'offline', count: 1 },
      ],
    })
    assert.deepEqual(items.get('A – food truck').networkWarnings, [], 'no controller, no cause')
    assert.lengthOf(
      statements.filter((sql) => sql.includes('network_devices')),
      1,
      'counted inside the card’s one statement'
    )

    const listed = await client.get('/rest/locations?search=A –').loginAs(world.customerUser)
    for (const row of listed.body().data)
      if (items.has(row.name))
        assert.deepEqual(items.get(row.name).networkWarnings, row.network_warnings, row.name)
  })

  test('a customer without the invoices key gets no invoices', async ({ client, assert }) => {
    const world = await buildDashboardWorld()
    const reader = await createUser()
    await grant(reader, 'customer', world.first.customer.id, ['customer_read', 'location_read'])
    const body = await dashboardOf(client, reader)
    assert.deepEqual(card(body, 'invoices').data, { total: 0, items: [] })
  })
})

test.group('Dashboard / first run', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin on an empty platform, a partner without customers, a customer whose venues are all to deploy', async ({
    client,
    assert,
  }) => {
    await db.from('locations').delete()
    const admin = await createUser({ isAdmin: true })
    assert.equal((await dashboardOf(client, admin)).firstRun, 'admin_empty')

    const partnerOrg = await Partner.create({ name: 'New partner' })
    const partner = await createUser({ partnerId: partnerOrg.id })
    assert.equal((await dashboardOf(client, partner)).firstRun, 'partner_empty')

    const { customer } = await createTenant()
    const user = await createUser()
    await grant(user, 'customer', customer.id, ['customer_read', 'location_read'])
    assert.equal((await dashboardOf(client, user)).firstRun, 'customer_to_deploy')
    assert.isNull((await dashboardOf(client, admin)).firstRun, 'a venue exists now')

    await PartnerGrant.create({
      partnerId: partnerOrg.id,
      subjectType: 'customer',
      subjectId: customer.id,
      permissions: ['customer_read', 'location_read'],
    })
    assert.isNull((await dashboardOf(client, partner)).firstRun)
  })
})

test.group('Dashboard / layout', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the layout is stored server side: order, hidden and collapsed cards, the venue filter', async ({
    client,
    assert,
  }) => {
    const world = await buildDashboardWorld()
    // Kept in the user's cached dashboard plan from here on: the save must reach it on the next request.
    for (let i = 0; i < 2; i++) assert.lengthOf((await dashboardOf(client, world.admin)).cards, 3)
    const saved = await client
      .put('/rest/dashboard')
      .json({
        cards: [
          { id: 'fleet', collapsed: true },
          { id: 'attention' },
          { id: 'waiting', hidden: true },
        ],
        venueFilter: { type: 'customer', id: world.other.customer.id },
      })
      .withCsrfToken()
      .loginAs(world.admin)
    saved.assertStatus(200)
    assert.deepEqual(saved.body().cards, [
      { id: 'fleet', hidden: false, collapsed: true },
      { id: 'attention', hidden: false, collapsed: false },
      { id: 'waiting', hidden: true, collapsed: false },
    ])

    const body = await dashboardOf(client, world.admin)
    assert.deepEqual(
      body.cards.map((entry: any) => entry.id),
      ['fleet', 'attention']
    )
    assert.deepEqual(body.layout.venueFilter, { type: 'customer', id: world.other.customer.id })
    const venues = card(body, 'attention').data.items.map((item: any) => item.locationName)
    assert.include(venues, 'B – offline shop')
    assert.notInclude(venues, 'A – offline bar')
  })

  test('unknown cards, cards of another role, a layout of another user and a filter out of sight: 422 field errors', async ({
    client,
    assert,
  }) => {
    const world = await buildDashboardWorld()
    const put = (user: User, body: Record<string, unknown>) =>
      client.put('/rest/dashboard').json(body).withCsrfToken().loginAs(user)

    const unknown = await put(world.admin, { cards: [{ id: 'weather' }] })
    unknown.assertStatus(422)
    assert.equal(unknown.body().errors[0].field, 'cards.0.id')

    const otherRole = await put(world.customerUser, { cards: [{ id: 'attention' }] })
    otherRole.assertStatus(422)
    assert.deepEqual(
      otherRole.body().errors.map((error: any) => [error.field, error.rule]),
      [['cards.0.id', 'dashboard_card']]
    )

    const twice = await put(world.admin, { cards: [{ id: 'fleet' }, { id: 'fleet' }] })
    twice.assertStatus(422)
    assert.equal(twice.body().errors[0].field, 'cards.1.id')

    const someoneElse = await put(world.partner, { userId: world.admin.id, cards: [] })
    someoneElse.assertStatus(422)
    assert.deepEqual(someoneElse.body().errors[0].field, 'userId')
    assert.isString(someoneElse.body().errors[0].message)

    const hidden = await put(world.partner, {
      cards: [],
      venueFilter: { type: 'customer', id: world.other.customer.id },
    })
    hidden.assertStatus(422)
    assert.equal(hidden.body().errors[0].field, 'venueFilter.id')

    const missing = await put(world.admin, {})
    missing.assertStatus(422)
    assert.equal(missing.body().code, 'E_VALIDATION_ERROR')
    assert.lengthOf(
      await db
        .from('dashboard_layouts')
        .whereIn('user_id', [world.admin.id, world.partner.id, world.customerUser.id]),
      0
    )

    const own = await put(world.partner, { userId: world.partner.id, cards: [{ id: 'fleet' }] })
    own.assertStatus(200)
  })
})

test.group('Dashboard / a card that fails', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answers its own translated error while the other cards stand', async ({
    client,
    assert,
  }) => {
    const world = await buildDashboardWorld()
    const fleet = CARD_LOADERS.fleet
    CARD_LOADERS.fleet = async () => {
      throw new Error('statement timeout')
    }
    try {
      const response = await client
        .get('/rest/dashboard')
        .header('accept-language', 'nl')
        .loginAs(world.admin)
      response.assertStatus(200)
      const broken = card(response.body(), 'fleet')
      assert.isNull(broken.data)
      assert.equal(broken.error.code, 'E_DASHBOARD_CARD_FAILED')
      assert.isString(broken.error.message)
      assert.isNotNull(card(response.body(), 'attention').data)
      assert.isNull(card(response.body(), 'attention').error)
      assert.isNotNull(card(response.body(), 'waiting').data)
    } finally {
      CARD_LOADERS.fleet = fleet
    }
  })
})
