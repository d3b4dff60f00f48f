import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { forgetPublishedPage, loadPublishedPage } from '#core/status_pages/queries/published_page'
import env from '#start/env'
import { buildStatusWorld, craftSnapshot } from '#tests/functional/status_pages/status_world'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const base = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Status page / headline from the stored snapshot', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const cases: Array<
    [string, Parameters<typeof craftSnapshot>[1], Parameters<typeof craftSnapshot>[2], string]
  > = [
    [
      'every device online',
      [{ state: 'online' }, { state: 'online' }, { state: 'online' }],
      {},
      'all_running',
    ],
    [
      'one device offline',
      [{ state: 'online' }, { state: 'offline' }, { state: 'online' }],
      {},
      'degraded',
    ],
    [
      'the controller cannot be reached',
      [{ state: 'online' }, { state: 'online' }],
      { controllerStatus: 'unavailable', networkStatus: 'offline' },
      'degraded',
    ],
    [
      'every device offline, at different times',
      [
        { state: 'offline', changedAt: minutesAgo(90) },
        { state: 'offline', changedAt: minutesAgo(2) },
      ],
      {},
      'all_down',
    ],
    [
      'every device offline at once',
      [
        { state: 'offline', changedAt: minutesAgo(5) },
        { state: 'offline', changedAt: minutesAgo(5) },
        { state: 'offline', changedAt: minutesAgo(4) },
      ],
      {},
      'power_outage',
    ],
    [
      'online on the cellular backup',
      [{ state: 'online' }, { state: 'online' }],
      { networkStatus: 'failover' },
      'failover_active',
    ],
    [
      'a venue being installed',
      [{ state: 'online' }],
      { status: 'ready_for_installation' },
      'ready_for_installation',
    ],
    ['a bound site without devices', [], {}, 'no_hardware'],
  ]

  for (const [name, devices, options, expected] of cases) {
    test(`${name} → ${expected}`, async ({ client, assert }) => {
      const world = await buildStatusWorld()
      await craftSnapshot(world.location, devices, options)
      const response = await client
        .get(`/rest/public/status/${world.publicIds.location}`)
        .header('accept-language', 'en')
      response.assertStatus(200)
      assert.equal(response.body().state, expected)
      assert.equal(response.body().kind, 'location')
      assert.isString(response.body().headline)
    })
  }

  test('a venue without a controller has no hardware', async ({ client, assert }) => {
    const world = await buildStatusWorld()
    const response = await client.get(`/rest/public/status/${world.publicIds.location}`)
    assert.equal(response.body().state, 'no_hardware')
  })

  test('a customer page: one row per venue and an overall headline', async ({ client, assert }) => {
    const world = await buildStatusWorld()
    await craftSnapshot(world.location, [{ state: 'online' }, { state: 'online' }])
    const second = await Location.create({ name: 'Second venue', customerId: world.customer.id })
    await craftSnapshot(second, [{ state: 'online' }, { state: 'offline' }])
    await Location.create({
      name: 'Archived venue',
      customerId: world.customer.id,
      status: 'archived',
    })

    const page = (await client.get(`/rest/public/status/${world.publicIds.customer}`)).body()
    assert.equal(page.kind, 'customer')
    assert.equal(page.state, 'degraded')
    assert.deepEqual(
      page.venues.map((venue: any) => [venue.name, venue.state]).sort(),
      [
        [second.name, 'degraded'],
        [world.location.name, 'all_running'],
      ].sort()
    )
    assert.deepEqual(page.device_groups, [])

    const groupPage = (await client.get(`/rest/public/status/${world.publicIds.group}`)).body()
    assert.equal(groupPage.kind, 'group')
    assert.lengthOf(groupPage.venues, 2)
  })

  test('device groups show their health and last change; the JSON carries no MAC, IP or client', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const { deviceIds } = await craftSnapshot(world.location, [
      { state: 'online' },
      { state: 'offline' },
      { state: 'online' },
    ])
    const now = new Date()
    await db.table('device_groups').multiInsert([
      {
        location_id: world.location.id,
        name: 'Tills',
        type: 'pos',
        device_ids: JSON.stringify([deviceIds[0], deviceIds[2]]),
        created_at: now,
        updated_at: now,
      },
      {
        location_id: world.location.id,
        name: 'Terrace WiFi',
        type: 'other',
        device_ids: JSON.stringify([deviceIds[1]]),
        created_at: now,
        updated_at: now,
      },
    ])
    await db.table('network_clients').insert({
      location_id: world.location.id,
      mac: '02:aa:bb:cc:dd:ee',
      name: "Anna's iPhone",
      hostname: 'annas-iphone',
      ip: '10.9.8.77',
      fingerprint: 'x',
      updated_at: now,
    })

    const response = await client
      .get(`/rest/public/status/${world.publicIds.location}`)
      .header('accept-language', 'nl')
    const body = response.body()
    assert.equal(body.lang, 'nl')
    assert.deepEqual(
      body.device_groups.map((g: any) => [g.name, g.health, g.health_label]),
      [
        ['Terrace WiFi', 'offline', 'Werkt niet'],
        ['Tills', 'online', 'Werkt'],
      ]
    )
    assert.isString(body.device_groups[0].last_changed_at)
    const text = response.text()
    for (const secret of ['02:00:00', '10.9.8.', '02:aa:bb', 'Anna', 'annas-iphone', 'dev-'])
      assert.notInclude(text, secret)

    const groups = await client.get(`/rest/public/status/${world.publicIds.location}/devicegroups`)
    groups.assertStatus(200)
    assert.deepEqual(
      groups.body().data.map((g: any) => g.name),
      ['Terrace WiFi', 'Tills']
    )
    assert.notInclude(groups.text(), '02:00:00')
  })

  test('requests for a page that arrive together share one read; the next one reads again', async ({
    assert,
  }) => {
    const world = await buildStatusWorld()
    await craftSnapshot(world.location, [{ state: 'online' }])
    const first = loadPublishedPage(world.publicIds.location)
    assert.strictEqual(loadPublishedPage(world.publicIds.location), first)
    const other = loadPublishedPage(world.publicIds.customer)
    assert.notStrictEqual(other, first)
    const [page] = await Promise.all([first, other])
    assert.equal(page.venues[0]!.state, 'all_running')
    await db
      .from('network_devices')
      .where('location_id', world.location.id)
      .update({ state: 'offline' })
    const later = await loadPublishedPage(world.publicIds.location)
    assert.notStrictEqual(later, page)
    assert.equal(later.venues[0]!.state, 'all_down', 'nothing is kept once a read is over')
  })

  test('with PUBLIC_STATUS_CACHE_MS, a finished read answers for that long; publishing forgets it', async ({
    assert,
    cleanup,
  }) => {
    env.set('PUBLIC_STATUS_CACHE_MS', 60_000)
    cleanup(() => env.set('PUBLIC_STATUS_CACHE_MS', 0))
    const world = await buildStatusWorld()
    await craftSnapshot(world.location, [{ state: 'online' }])
    const id = world.publicIds.location
    const page = await loadPublishedPage(id)
    await db
      .from('network_devices')
      .where('location_id', world.location.id)
      .update({ state: 'offline' })
    assert.strictEqual(await loadPublishedPage(id), page, 'the kept read answers')
    forgetPublishedPage(id)
    assert.equal((await loadPublishedPage(id)).venues[0]!.state, 'all_down')
    forgetPublishedPage(id)
  })

  test('support hours follow the plan; ?lang= overrides the browser language', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    await db.from('locations').where('id', world.location.id).update({ plan: 3 })
    const body = (
      await client
        .get(`/rest/public/status/${world.publicIds.location}?lang=fr`)
        .header('accept-language', 'de')
    ).body()
    assert.equal(body.lang, 'fr')
    assert.equal(body.support.hours, 'always')
    assert.isTrue(body.support.open_now)
    await db.from('locations').where('id', world.location.id).update({ plan: 2 })
    assert.equal(
      (await client.get(`/rest/public/status/${world.publicIds.location}`)).body().support.hours,
      'extended'
    )
  })
})

test.group('Status page / public id, rate limit and host rule', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('an unknown or malformed id is the spec\'s "invalid public id", in four languages', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const messages: Record<string, string> = {}
    for (const lang of ['en', 'nl', 'fr', 'de']) {
      const response = await client
        .get(`/rest/public/status/${'A'.repeat(22)}`)
        .header('accept-language', lang)
      response.assertStatus(404)
      assert.equal(response.body().code, 'E_INVALID_PUBLIC_ID')
      messages[lang] = response.body().message
    }
    assert.equal(messages.en, 'Invalid public id.')
    assert.equal(new Set(Object.values(messages)).size, 4)
    for (const id of [String(world.location.id), 'short', `${world.publicIds.location}x`]) {
      const response = await client.get(`/rest/public/status/${id}`)
      response.assertStatus(404)
      assert.equal(response.body().code, 'E_INVALID_PUBLIC_ID')
    }
    const page = await fetch(`${base()}/status/${'B'.repeat(22)}`, {
      headers: { 'accept-language': 'nl' },
    })
    assert.equal(page.status, 404)
    assert.include(await page.text(), 'Ongeldige publieke id')
  })

  test('anonymous visitors get no session and no XSRF cookie (nothing to keep for them)', async ({
    assert,
  }) => {
    const world = await buildStatusWorld()
    for (const path of [
      `/rest/public/status/${world.publicIds.location}`,
      `/status/${world.publicIds.location}`,
      '/status',
    ]) {
      const response = await fetch(`${base()}${path}`)
      assert.equal(response.status, 200, path)
      assert.deepEqual(response.headers.getSetCookie(), [], path)
    }
    const app = await fetch(`${base()}/rest/secure/csrf-cookie`)
    assert.isNotEmpty(
      app.headers.getSetCookie(),
      'the web app still gets its session and XSRF cookie'
    )
  })

  test('public ids are unguessable: 22 URL-safe characters, different for every venue, customer and group', async ({
    assert,
  }) => {
    const world = await buildStatusWorld()
    const ids = Object.values(world.publicIds)
    for (const id of ids) assert.match(id, /^[A-Za-z0-9_-]{22}$/)
    assert.equal(new Set(ids).size, ids.length)
  })

  test('over the public limit: 429 with Retry-After', async ({ client, assert }) => {
    const world = await buildStatusWorld()
    const limits = 'rate_limits.classes.public'
    const { default: app } = await import('@adonisjs/core/services/app')
    const original = app.config.get(limits)
    app.config.set(limits, { perUser: null, perIp: 3 })
    try {
      const statuses = []
      let last
      for (let i = 0; i < 4; i++) {
        last = await client.get(`/rest/public/status/${world.publicIds.location}`)
        statuses.push(last.status())
      }
      assert.deepEqual(statuses, [200, 200, 200, 429])
      assert.isAbove(Number(last!.header('retry-after')), 0)
      assert.equal(last!.body().code, 'E_TOO_MANY_REQUESTS')
      const page = await fetch(`${base()}/status/${world.publicIds.location}`)
      assert.equal(page.status, 429)
      assert.isAbove(Number(page.headers.get('retry-after')), 0)
    } finally {
      app.config.set(limits, original)
    }
  })

  test('on a status. host only public routes answer', async ({ client, assert }) => {
    const world = await buildStatusWorld()
    const onStatusHost = (path: string) => client.get(path).header('host', 'status.airdeck.test')
    ;(await onStatusHost(`/rest/public/status/${world.publicIds.location}`)).assertStatus(200)
    ;(await onStatusHost('/rest/self').loginAs(world.users.editor)).assertStatus(403)
    ;(
      await onStatusHost(`/rest/locations/${world.location.id}`).loginAs(world.users.admin)
    ).assertStatus(403)
    ;(
      await onStatusHost(`/rest/status-pages/location/${world.location.id}`).loginAs(
        world.users.admin
      )
    ).assertStatus(403)
    ;(
      await client
        .get('/rest/self')
        .header('host', 'portal.airdeck.test')
        .loginAs(world.users.editor)
    ).assertStatus(403)
    ;(await client.get('/rest/self').loginAs(world.users.editor)).assertStatus(200)
    const page = await fetch(`${base()}/status/${world.publicIds.location}`, {
      headers: { host: 'status.airdeck.test' },
    })
    assert.equal(page.status, 200)
  })
})
