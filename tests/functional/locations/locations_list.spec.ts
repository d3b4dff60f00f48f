import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Location from '#core/locations/models/location'
import db from '@adonisjs/lucid/services/db'
import { largeTotals } from '#core/locations/queries/large_totals'
import { buildLocationWorld } from './world.js'
import { insertDevices, recordRawStatements } from '#tests/helpers/network_causes'

test.group('Locations / list and map', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function seed() {
    const world = await buildLocationWorld()
    const c = world.customerA.id
    await Location.createMany([
      {
        name: 'Café Zuid',
        customerId: c,
        city: 'Antwerpen',
        type: 'horeca',
        status: 'to_deploy',
        networkStatus: 'no_devices',
        latitude: 51.2,
        longitude: 4.4,
      },
      {
        name: 'Hotel Noord',
        customerId: c,
        venueName: 'Grand Hotel',
        address: 'Kaai 5',
        type: 'hotel',
        status: 'standby',
        networkStatus: 'offline',
      },
      {
        name: 'Old shop',
        customerId: c,
        type: 'retail',
        status: 'archived',
        networkStatus: 'offline',
      },
      { name: '100%_match', customerId: c, type: 'office' },
    ])
    return world
  }
  const names = (response: any) => response.body().data.map((l: any) => l.name)

  test('archived locations are left out unless asked for; sorted by name', async ({
    client,
    assert,
  }) => {
    const world = await seed()
    const all = await client.get('/rest/locations').loginAs(world.users.admin)
    all.assertStatus(200)
    assert.deepEqual(names(all), [
      '100%_match',
      'Bakery Beta',
      'Brasserie Alpha',
      'Café Zuid',
      'Hotel Noord',
    ])
    assert.equal(all.body().meta.total, 5)
    const archived = await client.get('/rest/locations?status=archived').loginAs(world.users.admin)
    assert.deepEqual(names(archived), ['Old shop'])
    const desc = await client.get('/rest/locations?sort=-name').loginAs(world.users.admin)
    assert.equal(names(desc)[0], 'Hotel Noord')
  })

  test('filters: status, type, customer, network state, search in name, venue, city and address', async ({
    client,
    assert,
  }) => {
    const world = await seed()
    const get = (qs: string) => client.get(`/rest/locations?${qs}`).loginAs(world.users.admin)
    assert.deepEqual(names(await get('status=standby')), ['Hotel Noord'])
    assert.deepEqual(names(await get('type=hotel')), ['Hotel Noord'])
    assert.deepEqual(names(await get(`customer=${world.customerB.id}`)), ['Bakery Beta'])
    assert.deepEqual(names(await get(`customer_id=${world.customerB.id}`)), ['Bakery Beta'])
    assert.deepEqual(names(await get('systemStatus=offline')), ['Hotel Noord'])
    assert.deepEqual(names(await get('search=grand')), ['Hotel Noord'])
    assert.deepEqual(names(await get('search=KAAI')), ['Hotel Noord'])
    assert.deepEqual(names(await get('search=antwerp')), ['Café Zuid'])
    assert.deepEqual(names(await get('q=alpha')), ['Brasserie Alpha'])
    assert.deepEqual(
      names(await get('search=%25_')),
      ['100%_match'],
      'LIKE wildcards are searched literally'
    )
    assert.deepEqual(names(await get('search=zzz')), [])
  })

  test('paging', async ({ client, assert }) => {
    const world = await seed()
    const page2 = await client.get('/rest/locations?perPage=2&page=2').loginAs(world.users.admin)
    assert.deepEqual(names(page2), ['Brasserie Alpha', 'Café Zuid'])
    assert.deepInclude(page2.body().meta, { total: 5, page: 2, perPage: 2, lastPage: 3 })
  })

  test('bad filters answer 422 with field errors', async ({ client, assert }) => {
    const world = await seed()
    for (const qs of [
      'status=gone',
      'type=castle',
      'systemStatus=sleepy',
      'customer=abc',
      'perPage=1000',
      'page=0',
      'sort=city',
    ]) {
      const response = await client
        .get(`/rest/locations?${qs}`)
        .loginAs(world.users.admin)
        .header('accept-language', 'nl')
      assert.equal(response.status(), 422, qs)
      assert.equal(response.body().code, 'E_VALIDATION_ERROR')
      assert.isNotEmpty(response.body().errors[0].message)
    }
  })

  test('customer users do not get technical fields; admins do, secrets never', async ({
    client,
    assert,
  }) => {
    const world = await seed()
    world.locationA.merge({
      simNumber: '32470000000001',
      subscriptionId: 'sub_abc123',
      pppoePassword: 'line-secret',
    })
    await world.locationA.save()
    const asAdmin = await client
      .get(`/rest/locations/${world.locationA.id}`)
      .loginAs(world.users.admin)
    assert.include(asAdmin.body(), {
      sim_number: '32470000000001',
      subscription_id: 'sub_abc123',
      pppoe_password_set: true,
    })
    assert.notProperty(asAdmin.body(), 'pppoe_password')
    const asCustomer = await client
      .get(`/rest/locations/${world.locationA.id}`)
      .loginAs(world.users.full)
    assert.notProperty(asCustomer.body(), 'sim_number')
    assert.notProperty(asCustomer.body(), 'subscription_id')
    assert.notProperty(asCustomer.body(), 'pppoe_password')
    assert.notProperty(asCustomer.body(), 'pppoe_password_set')
    assert.equal(asCustomer.body().name, 'Brasserie Alpha')
    assert.include(asCustomer.body().permissions, 'location_update')
    const list = await client.get('/rest/locations').loginAs(world.users.full)
    assert.notProperty(list.body().data[0], 'sim_number')
    assert.deepEqual(list.body().data.find((l: any) => l.id === world.locationA.id).customer, {
      id: world.customerA.id,
      name: 'Customer A',
    })
  })

  test('map: id, name, status, network state and coordinates of every non-archived location', async ({
    client,
    assert,
  }) => {
    const world = await seed()
    const response = await client.get('/rest/locations/map').loginAs(world.users.admin)
    response.assertStatus(200)
    const pins = response.body().data
    assert.lengthOf(pins, 5)
    assert.deepEqual(
      pins.find((p: any) => p.name === 'Café Zuid'),
      {
        id: pins.find((p: any) => p.name === 'Café Zuid').id,
        name: 'Café Zuid',
        status: 'to_deploy',
        network_status: 'no_devices',
        lat: 51.2,
        lng: 4.4,
      }
    )
    assert.isNull(pins.find((p: any) => p.name === 'Hotel Noord').lat)
    const filtered = await client
      .get('/rest/locations/map?systemStatus=offline')
      .loginAs(world.users.admin)
    assert.deepEqual(
      filtered.body().data.map((p: any) => p.name),
      ['Hotel Noord']
    )
  })

  test('a total of thousands is counted once for a few seconds; a small one is always exact', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    largeTotals.clear()
    const total = async () =>
      (await client.get('/rest/locations').qs({ perPage: 5 }).loginAs(world.users.admin)).body()
        .meta.total as number
    const small = await total()
    await Location.create({ name: 'One more', customerId: world.customerA.id, type: 'office' })
    assert.equal(await total(), small + 1, 'a small total follows at once')

    await db.rawQuery(
      `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, created_at, updated_at)
       select ?, 'Bulk ' || n, 'BE', 'Europe/Brussels', 'office', 1, 'live', 'online', now(), now()
       from generate_series(1, 1200) as n`,
      [world.customerA.id]
    )
    const large = await total()
    assert.equal(large, small + 1 + 1200)
    await Location.create({ name: 'Yet another', customerId: world.customerA.id, type: 'office' })
    assert.equal(await total(), large, 'the large total is remembered')
    const page = await client
      .get('/rest/locations')
      .qs({ perPage: 5, search: 'Yet another' })
      .loginAs(world.users.admin)
    assert.equal(page.body().meta.total, 1, 'another filter is counted on its own')
    largeTotals.clear()
    assert.equal(await total(), large + 1)
  })
})

test.group('Locations / list rows name the causes of their network state (issue 32)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const controller = async (vendor: string, status: string) =>
    (
      await db
        .table('controllers')
        .insert({
          alias: `${vendor} ${status}`,
          vendor,
          url: `https://${vendor}.example`,
          status,
          created_at: new Date(),
          updated_at: new Date(),
        })
        .returning('id')
    )[0].id as number
  const devices = (locationId: number, states: string[]) => insertDevices(locationId, states)

  test('each row carries the causes the venue header shows, from one statement for the page', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await buildLocationWorld()
    const unifi = await controller('unifi', 'connected')
    const locked = await controller('omada', 'needs_credentials')
    const zerotier = await controller('zerotier', 'connected')
    const venue = async (name: string, controllerId: number | null, networkStatus: string) =>
      Location.create({
        name,
        customerId: world.customerA.id,
        status: 'live',
        networkStatus: networkStatus as any,
        controllerId,
        controllerSiteId: controllerId ? `site-${name}` : null,
      })
    const terrace = await venue('Causes – terrace', unifi, 'warning')
    await devices(terrace.id, ['offline', 'online', 'upgrading'])
    const hall = await venue('Causes – hall', locked, 'offline')
    await devices(hall.id, ['offline', 'offline'])
    const kiosk = await venue('Causes – kiosk', zerotier, 'warning')
    await devices(kiosk.id, ['pending', 'online'])
    const bar = await venue('Causes – bar', unifi, 'online')
    await devices(bar.id, ['online'])
    const loose = await venue('Causes – no controller', null, 'not_configured')

    // Every statement the request sends for devices goes through here: one for the page, never one per row.
    const statements = recordRawStatements(cleanup)

    const response = await client.get('/rest/locations?search=causes').loginAs(world.users.admin)
    response.assertStatus(200)
    const rows = new Map<number, any>(response.body().data.map((row: any) => [row.id, row]))
    assert.deepEqual(rows.get(terrace.id).network_warnings, [
      { cause: 'offline', count: 1 },
      { cause: 'upgrading', count: 1 },
    ])
    assert.equal(rows.get(terrace.id).device_noun, 'device')
    assert.deepEqual(rows.get(hall.id).network_warnings, [
      { cause: 'controller_needs_credentials', count: 0 },
      { cause: 'offline', count: 2 },
    ])
    assert.deepEqual(rows.get(kiosk.id).network_warnings, [{ cause: 'pending', count: 1 }])
    assert.equal(rows.get(kiosk.id).device_noun, 'member')
    assert.deepEqual(rows.get(bar.id).network_warnings, [])
    assert.deepEqual(rows.get(loose.id).network_warnings, [])
    assert.notProperty(rows.get(terrace.id), 'controller_status', 'the join stays inside')
    assert.lengthOf(
      statements.filter((sql) => sql.includes('network_devices')),
      1,
      'one statement for the page'
    )

    for (const id of [terrace.id, hall.id, kiosk.id]) {
      const detail = (await client.get(`/rest/locations/${id}`).loginAs(world.users.admin)).body()
      assert.deepEqual(rows.get(id).network_warnings, detail.network_warnings, 'as the header')
      assert.equal(rows.get(id).device_noun, detail.device_noun)
    }
  })
})
