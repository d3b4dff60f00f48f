import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import PartnerGrant from '#core/access/models/partner_grant'
import { invalidateAccess } from '#core/access/services/access_stamps'
import { MAP_PIN_LIMIT } from '#core/locations/map/map_answer'
import { buildMapIndex, cachedMapIndex, mapDataChanged } from '#core/locations/map/map_index'
import { setNetworkStatuses } from '#core/network/services/set_network_statuses'
import { as, buildLocationWorld, type LocationWorld, type Role } from './world.js'
import { insertDevices, recordRawStatements } from '#tests/helpers/network_causes'

/** Issue 28 item 3: GET /rest/locations/map for an area and zoom, clustered on the server when many. */

const BELGIUM = { west: 2.5, south: 49.4, east: 6.5, north: 51.6, zoom: 7 }
const WORLD = { west: -180, south: -85, east: 180, north: 85, zoom: 1 }

async function place(world: LocationWorld) {
  await world.locationA.merge({ latitude: 51.05, longitude: 3.72 }).save()
  await world.locationB.merge({ latitude: 50.93, longitude: 5.33, networkStatus: 'warning' }).save()
  const paris = await Location.create({
    name: 'Bistro Paris',
    customerId: world.customerA.id,
    networkStatus: 'offline',
    latitude: 48.86,
    longitude: 2.35,
  })
  const fiji = await Location.create({
    name: 'Resort Fiji',
    customerId: world.customerA.id,
    networkStatus: 'online',
    latitude: -17.7,
    longitude: 179.4,
  })
  const samoa = await Location.create({
    name: 'Beach Samoa',
    customerId: world.customerB.id,
    networkStatus: 'online',
    latitude: -13.8,
    longitude: -171.8,
  })
  await Location.create({ name: 'Nowhere yet', customerId: world.customerA.id })
  return { paris, fiji, samoa }
}

function mapOf(client: any, world: LocationWorld, role: Role, area: object) {
  return as(client.get('/rest/locations/map').qs(area), world, role)
}

/** Venues spread on a grid over western Europe, written in one statement as an import would (no model hooks). */
async function manyVenues(customerId: number, count: number) {
  const rows = Array.from({ length: count }, (_, index) => {
    const lat = 43 + (index % 40) * 0.25
    const lng = -4 + Math.floor(index / 40) * 0.5
    return `(${customerId}, 'Venue ${index}', 'BE', 'Europe/Brussels', 'office', 1, 'live', '${index === 7 ? 'offline' : 'online'}', ${lat}, ${lng}, now(), now())`
  })
  await db.rawQuery(
    `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, latitude, longitude, created_at, updated_at) values ${rows.join(', ')}`
  )
  mapDataChanged()
}

test.group('Locations / the map by area and zoom', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => mapDataChanged())

  test('an area answers the venues inside it as short pins, with the totals for the legend', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const { paris } = await place(world)
    const response = await mapOf(client, world, 'admin', BELGIUM)
    response.assertStatus(200)
    const body = response.body()
    assert.isFalse(body.clustered)
    assert.deepEqual(body.clusters, [])
    assert.deepEqual(body.pins, [
      {
        id: world.locationA.id,
        name: 'Brasserie Alpha',
        lat: 51.05,
        lng: 3.72,
        state: 'online',
      },
      {
        id: world.locationB.id,
        name: 'Bakery Beta',
        lat: 50.93,
        lng: 5.33,
        state: 'warning',
      },
    ])
    // Totals cover every area: the legend and the home view do not depend on where the user looks.
    assert.equal(body.total, 5)
    assert.equal(body.unplaced, 1)
    assert.deepEqual(body.states, { online: 3, warning: 1, offline: 1 })
    assert.deepEqual(body.bounds, [-171.8, -17.7, 179.4, 51.05])

    const france = await mapOf(client, world, 'admin', {
      ...BELGIUM,
      west: 2,
      south: 48,
      north: 49.5,
    })
    assert.deepEqual(
      france.body().pins.map((pin: any) => pin.id),
      [paris.id]
    )
    const filtered = await mapOf(client, world, 'admin', { ...WORLD, systemStatus: 'warning' })
    assert.deepEqual(
      filtered.body().pins.map((pin: any) => pin.name),
      ['Bakery Beta']
    )
  })

  test('an area across the date line holds the venues on both sides of it', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const { fiji, samoa } = await place(world)
    const response = await mapOf(client, world, 'admin', {
      west: 170,
      south: -30,
      east: -165,
      north: 0,
      zoom: 4,
    })
    assert.sameMembers(
      response.body().pins.map((pin: any) => pin.id),
      [fiji.id, samoa.id]
    )
  })

  test('above the pin limit the server clusters: counts, the worst state and the zoom that opens each', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    await manyVenues(world.customerB.id, MAP_PIN_LIMIT + 100)
    const response = await mapOf(client, world, 'admin', WORLD)
    response.assertStatus(200)
    const body = response.body()
    assert.isTrue(body.clustered)
    assert.isAbove(body.clusters.length, 0)
    assert.isBelow(body.clusters.length + body.pins.length, MAP_PIN_LIMIT)
    const counted =
      body.clusters.reduce((sum: number, cluster: any) => sum + cluster.count, 0) + body.pins.length
    assert.equal(counted, MAP_PIN_LIMIT + 100, 'every venue is in one cluster or pin')
    for (const cluster of body.clusters) {
      assert.sameMembers(Object.keys(cluster), ['lat', 'lng', 'count', 'worst', 'zoom'])
      assert.isAbove(cluster.zoom, WORLD.zoom)
    }
    assert.includeMembers(
      body.clusters.map((cluster: any) => cluster.worst),
      ['offline'],
      'the cluster holding the offline venue shows it'
    )
    assert.equal(
      body.clusters.filter((cluster: any) => cluster.worst === 'offline').length,
      1,
      'only that one'
    )

    // Closer in, a corner of the grid holds fewer than the limit: its venues come as pins again.
    const corner = await mapOf(client, world, 'admin', {
      west: -4.1,
      south: 42.9,
      east: -2.9,
      north: 45,
      zoom: 9,
    })
    assert.isFalse(corner.body().clustered)
    assert.lengthOf(corner.body().pins, 9 * 3)
  })

  test('each role sees only its venues, also when the admin asked first', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const { paris, fiji, samoa } = await place(world)
    const ids = async (role: Role) => {
      const response = await mapOf(client, world, role, WORLD)
      response.assertStatus(200)
      return response.body().pins.map((pin: any) => pin.id)
    }
    assert.lengthOf(await ids('admin'), 5)
    const customerA = [world.locationA.id, paris.id, fiji.id]
    assert.sameMembers(await ids('partner'), customerA)
    assert.sameMembers(await ids('full'), customerA)
    assert.sameMembers(await ids('readonly'), customerA)
    assert.sameMembers(await ids('other'), [world.locationB.id, samoa.id])
    const partner = await mapOf(client, world, 'partner', WORLD)
    assert.equal(partner.body().total, 3)
    assert.deepEqual(partner.body().states, { online: 2, offline: 1 })
    ;(await mapOf(client, world, 'anonymous', WORLD)).assertStatus(401)
  })

  test('a grant revoked or moved shows on the very next request, cached index or not', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const { samoa } = await place(world)
    const ids = async () =>
      (await mapOf(client, world, 'partner', WORLD)).body().pins.map((pin: any) => pin.id)
    assert.lengthOf(await ids(), 3)
    // Moved to customer B: the visible query has the same shape, only its bound ids differ. A write that bypasses the
    // models renews the access stamps itself, as the product's own such writes do (docs/security.md).
    await PartnerGrant.query()
      .where('subject_id', world.customerA.id)
      .update({ subjectId: world.customerB.id })
    await invalidateAccess('everyone')
    assert.sameMembers(await ids(), [world.locationB.id, samoa.id])
    await PartnerGrant.query().where('subject_id', world.customerB.id).delete()
    await invalidateAccess('everyone')
    assert.deepEqual(await ids(), [])
  })

  test('an unchanged map is a 304; a venue that changes state shows on the next request', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    await place(world)
    const first = await mapOf(client, world, 'admin', BELGIUM)
    const etag = first.header('etag')
    assert.match(etag, /^"[\w-]+"$/)
    assert.equal(first.header('cache-control'), 'private, no-cache')
    const again = await mapOf(client, world, 'admin', BELGIUM).header('if-none-match', etag)
    again.assertStatus(304)
    assert.equal(again.text(), '')

    await world.locationA.merge({ networkStatus: 'offline' }).save()
    const changed = await mapOf(client, world, 'admin', BELGIUM).header('if-none-match', etag)
    changed.assertStatus(200)
    assert.notEqual(changed.header('etag'), etag)
    assert.equal(
      changed.body().pins.find((pin: any) => pin.id === world.locationA.id).state,
      'offline'
    )
  })

  test('a save that changes nothing the map reads keeps the cached indexes; a move or a group change forgets them', async ({
    assert,
  }) => {
    const world = await buildLocationWorld()
    let builds = 0
    const index = () =>
      cachedMapIndex('forget-on-change', async () => {
        builds++
        return buildMapIndex([], 0)
      })
    await index()
    await world.locationA.merge({ comments: 'New router in the cellar', room: 'Cellar' }).save()
    await world.customerA.merge({ phone: '+32 11 22 33 44' }).save()
    await index()
    assert.equal(builds, 1, 'a comment and a phone number leave the map alone')

    await world.locationA.merge({ latitude: 51.2, longitude: 4.4 }).save()
    await index()
    assert.equal(builds, 2, 'a venue moved')
    await world.customerA.merge({ groupId: null }).save()
    await index()
    assert.equal(builds, 3, 'who sees the venues changed')
    await world.locationB.delete()
    await index()
    assert.equal(builds, 4, 'a venue removed')
  })

  test('a network state a sync moves (one statement, no model) shows on the next request', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    await place(world)
    const state = async () =>
      (await mapOf(client, world, 'admin', BELGIUM))
        .body()
        .pins.find((pin: any) => pin.id === world.locationA.id).state
    assert.equal(await state(), 'online')
    await db.transaction(async (trx) => {
      await setNetworkStatuses(trx, [
        { location: { id: world.locationA.id, networkStatus: 'online' }, status: 'offline' },
      ])
      assert.equal(await state(), 'online', 'not before the sync commits')
    })
    assert.equal(await state(), 'offline')
  })

  test('a pin that is not online names its causes as the venues list does, counted once per index (issue 32)', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await buildLocationWorld()
    await place(world)
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
    const kiosk = await Location.create({
      name: 'Kiosk Antwerp',
      customerId: world.customerA.id,
      status: 'live',
      networkStatus: 'warning',
      controllerId: zerotier,
      controllerSiteId: 'kiosk-net',
      latitude: 51.22,
      longitude: 4.4,
    })
    await insertDevices(kiosk.id, ['pending', 'online'], 'other')
    const statements = recordRawStatements(cleanup)

    const pins = async () =>
      new Map<number, any>(
        (await mapOf(client, world, 'admin', BELGIUM)).body().pins.map((pin: any) => [pin.id, pin])
      )
    const first = await pins()
    assert.deepEqual(first.get(kiosk.id), {
      id: kiosk.id,
      name: 'Kiosk Antwerp',
      lat: 51.22,
      lng: 4.4,
      state: 'warning',
      device_noun: 'member',
      network_warnings: [{ cause: 'pending', count: 1 }],
    })
    assert.notProperty(first.get(world.locationA.id), 'network_warnings', 'online: nothing to name')
    assert.notProperty(first.get(world.locationB.id), 'network_warnings', 'no controller, no cause')
    await pins()
    assert.lengthOf(
      statements.filter((sql) => sql.includes('network_devices')),
      1,
      'one grouped statement when the index is built, none while it is cached'
    )

    const listed = (await as(client.get('/rest/locations?search=kiosk'), world, 'admin')).body()
    assert.deepEqual(listed.data[0].network_warnings, first.get(kiosk.id).network_warnings)
  })

  test('a bad area or zoom is a 422 naming each field', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const fields = async (area: object) => {
      const response = await mapOf(client, world, 'admin', area).header('accept-language', 'en')
      response.assertStatus(422)
      const body = response.body()
      assert.equal(body.code, 'E_VALIDATION_ERROR')
      for (const error of body.errors) assert.notMatch(error.message, /^[\w.]+$/, error.rule)
      return body.errors.map((error: any) => `${error.field}:${error.rule}`)
    }
    assert.deepEqual(await fields({ ...BELGIUM, zoom: 23 }), ['zoom:range'])
    assert.deepEqual(await fields({ ...BELGIUM, zoom: -1 }), ['zoom:range'])
    assert.deepEqual(await fields({ ...BELGIUM, zoom: 'far' }), ['zoom:number'])
    assert.deepEqual(await fields({ ...BELGIUM, west: -181 }), ['west:range'])
    assert.deepEqual(await fields({ ...BELGIUM, north: 91 }), ['north:range'])
    assert.deepEqual(await fields({ ...BELGIUM, south: 52, north: 50 }), ['north:map_area'])
    assert.sameMembers(await fields({ west: 2.5, zoom: 7 }), [
      'south:required',
      'east:required',
      'north:required',
    ])
  })
})
