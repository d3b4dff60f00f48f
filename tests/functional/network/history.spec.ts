import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { syncController } from '#core/network/services/sync_controller'
import { historyWindow } from '#core/network/history/history_buckets'
import { networkHistory } from '#core/network/queries/network_history'
import {
  buildNetworkWorld,
  siteIdByName,
  useSimulator,
} from '#tests/functional/network/network_world'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

interface Point {
  at: Date
  granularity?: 'raw' | 'hour'
  samples?: number
  up?: number
  measured?: number
  clients?: number | null
  clientsMax?: number | null
  devicesOnline?: number | null
  devicesTotal?: number | null
}

function insertPoints(locationId: number, points: Point[]) {
  return db.table('network_history_points').multiInsert(
    points.map((point) => {
      const samples = point.samples ?? 1
      const measured = point.measured ?? samples
      const reading = (value: number | null | undefined, fallback: number) =>
        measured ? (value === undefined ? fallback : value) : null
      return {
        location_id: locationId,
        granularity: point.granularity ?? 'raw',
        at: point.at,
        samples,
        up_samples: point.up ?? samples,
        measured_samples: measured,
        clients: reading(point.clients, 10),
        clients_max: reading(point.clientsMax ?? point.clients, 10),
        devices_online: reading(point.devicesOnline, 4),
        devices_total: reading(point.devicesTotal, 4),
      }
    })
  )
}

const pointsOf = (locationId: number) =>
  db
    .from('network_history_points')
    .where('location_id', locationId)
    .orderBy('at')
    .orderBy('granularity')

test.group('Network / history charts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('every sync writes one raw point per bound venue with its devices and clients', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const terraceId = (await siteIdByName(world.controller.id, 'terrace'))!
    await client
      .put(`/rest/locations/${world.otherLocation.id}/network/controller`)
      .json({ controllerId: world.controller.id, siteId: terraceId })
      .withCsrfToken()
      .loginAs(world.admin)
    // Binding synced each venue once; now the controller is synced twice.
    await syncController(world.controller.id)
    await syncController(world.controller.id)

    const main = await pointsOf(world.location.id)
    assert.lengthOf(main, 3)
    const devices = sim().state.devices('default').length
    for (const point of main) {
      assert.include(point, {
        granularity: 'raw',
        samples: 1,
        up_samples: 1,
        measured_samples: 1,
        devices_online: devices,
        devices_total: devices,
      })
      assert.equal(point.clients, sim().state.clients('default').length)
      assert.equal(point.clients_max, sim().state.clients('default').length)
    }
    const terrace = await pointsOf(world.otherLocation.id)
    assert.lengthOf(terrace, 3)
    assert.equal(terrace[2].devices_total, sim().state.devices('terrace').length)
  })

  test('a venue with every device down is sampled down; an unreachable controller gives a down sample without readings', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    for (const device of sim().state.devices('default'))
      sim().faults.setDeviceOnline('default', device.mac, false)
    await syncController(world.controller.id)
    sim().faults.reset()
    sim().faults.failNext(500, 503)
    await syncController(world.controller.id)

    const [bound, allDown, unreachable] = await pointsOf(world.location.id)
    assert.include(bound, { up_samples: 1, measured_samples: 1 })
    assert.include(allDown, { samples: 1, up_samples: 0, measured_samples: 1, devices_online: 0 })
    assert.include(unreachable, {
      samples: 1,
      up_samples: 0,
      measured_samples: 0,
      clients: null,
      devices_online: null,
      clients_max: null,
    })

    // Uptime counts the two down samples; the clients average only the two samples that could count them.
    const series = (
      await client
        .get(`/rest/locations/${world.location.id}/network/history/series`)
        .withCsrfToken()
        .loginAs(world.reader)
    ).body()
    assert.equal(series.uptimePercent, 33.33)
    assert.equal(series.clientsAvg, (bound.clients + allDown.clients) / 2)
  })

  test('the endpoint: every bucket of each range, null where nothing was sampled, uptime from the samples', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await db.from('network_history_points').where('location_id', world.location.id).delete()
    // Two hours back, on a 15-minute boundary: three samples, one of them down without readings.
    const bucket = new Date(historyWindow('24h').starts.at(-9)!)
    await insertPoints(world.location.id, [
      { at: new Date(bucket.getTime() + MINUTE), clients: 12, devicesOnline: 4 },
      { at: new Date(bucket.getTime() + 6 * MINUTE), clients: 18, devicesOnline: 3 },
      { at: new Date(bucket.getTime() + 11 * MINUTE), up: 0, measured: 0 },
      // Older than 24 hours: only in the longer ranges.
      {
        at: new Date(bucket.getTime() - 30 * HOUR),
        granularity: 'hour',
        samples: 120,
        up: 60,
        clients: 30,
        clientsMax: 44,
      },
    ])

    const day = await client
      .get(`/rest/locations/${world.location.id}/network/history/series`)
      .withCsrfToken()
      .loginAs(world.reader)
    day.assertStatus(200)
    const series = day.body()
    assert.equal(series.range, '24h')
    assert.equal(series.bucketMinutes, 15)
    assert.lengthOf(series.points, 96)
    assert.equal(new Date(series.to).getTime() - new Date(series.from).getTime(), 24 * HOUR)
    const point = series.points.find((p: any) => p.at === bucket.toISOString())
    assert.deepEqual(point, {
      at: bucket.toISOString(),
      uptimePercent: 66.67,
      clients: 15,
      clientsMax: 18,
      devicesOnline: 3.5,
      devicesTotal: 4,
    })
    const empty = series.points.filter((p: any) => p.at !== bucket.toISOString())
    assert.isTrue(
      empty.every(
        (p: any) => p.uptimePercent === null && p.clients === null && p.clientsMax === null
      ),
      'a gap, not a zero'
    )
    assert.include(series, { uptimePercent: 66.67, clientsAvg: 15, clientsPeak: 18 })

    const week = (
      await client
        .get(`/rest/locations/${world.location.id}/network/history/series`)
        .qs({ range: '7d' })
        .withCsrfToken()
        .loginAs(world.reader)
    ).body()
    assert.equal(week.bucketMinutes, 60)
    assert.lengthOf(week.points, 168)
    assert.equal(week.points.filter((p: any) => p.uptimePercent !== null).length, 2)
    assert.equal(week.uptimePercent, 50.41, '62 of 123 samples up')
    assert.equal(week.clientsPeak, 44)
    assert.equal(week.clientsAvg, 29.8, '(12 + 18 + 120 × 30) / 122')

    const month = (
      await client
        .get(`/rest/locations/${world.location.id}/network/history/series`)
        .qs({ range: '30d' })
        .withCsrfToken()
        .loginAs(world.reader)
    ).body()
    assert.equal(month.bucketMinutes, 360)
    assert.lengthOf(month.points, 120)

    const none = (
      await client
        .get(`/rest/locations/${world.otherLocation.id}/network/history/series`)
        .qs({ range: '7d' })
        .withCsrfToken()
        .loginAs(world.stranger)
    ).body()
    assert.lengthOf(none.points, 168)
    assert.include(none, { uptimePercent: null, clientsAvg: null, clientsPeak: null })
  })

  test('bad range 422; a foreign or unknown venue 404; anonymous 401; every reader of the venue 200', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const url = `/rest/locations/${world.location.id}/network/history/series`
    for (const range of ['1y', '24H', '7d; drop table']) {
      const response = await client.get(url).qs({ range }).withCsrfToken().loginAs(world.reader)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, 'range')
    }
    await client
      .get(url)
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(404))
    await client.get(url).then((r) => r.assertStatus(401))
    await client
      .get('/rest/locations/999999/network/history/series')
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(404))
    for (const user of [world.admin, world.full, world.reader])
      await client
        .get(url)
        .qs({ range: '30d' })
        .withCsrfToken()
        .loginAs(user)
        .then((r) => r.assertStatus(200))
    // The events list at /network/history is untouched.
    const events = await client
      .get(`/rest/locations/${world.location.id}/network/history`)
      .withCsrfToken()
      .loginAs(world.reader)
    events.assertStatus(200)
    assert.property(events.body(), 'meta')
  })

  test('reads raw and hourly points alike: the chart is the same before and after the retention ran', async ({
    client,
    assert,
  }) => {
    const { location } = await buildNetworkWorld(client, sim())
    await db.from('network_history_points').where('location_id', location.id).delete()
    const now = new Date('2026-03-10T12:30:00.000Z')
    const hour = new Date('2026-03-08T10:00:00.000Z')
    await insertPoints(location.id, [
      { at: new Date(hour.getTime() + 5 * MINUTE), clients: 10, devicesOnline: 4 },
      { at: new Date(hour.getTime() + 25 * MINUTE), clients: 20, devicesOnline: 2, clientsMax: 25 },
      { at: new Date(hour.getTime() + 45 * MINUTE), up: 0, measured: 0 },
    ])
    const before = await networkHistory(location.id, '7d', now)
    const { rollUpHistory } = await import('#core/network/history/roll_up_history')
    await rollUpHistory(now)
    assert.deepEqual(await networkHistory(location.id, '7d', now), before)
    const point = before.points.find((p) => p.at === hour.toISOString())
    assert.deepEqual(point, {
      at: hour.toISOString(),
      uptimePercent: 66.67,
      clients: 15,
      clientsMax: 25,
      devicesOnline: 3,
      devicesTotal: 4,
    })
  })
  test('retention: raw points past 48 h fold into hourly points, merged across runs; old hourly points go; idempotent', async ({
    client,
    assert,
  }) => {
    const { location } = await buildNetworkWorld(client, sim())
    await db.from('network_history_points').where('location_id', location.id).delete()
    const { rollUpHistory } = await import('#core/network/history/roll_up_history')
    const now = new Date('2026-03-10T12:30:00.000Z')
    const at = (iso: string) => new Date(iso)
    await insertPoints(location.id, [
      // The hour 12:00 two days back straddles the cutoff (12:30): two points expire now, two half an hour later.
      { at: at('2026-03-08T12:10:00.000Z'), clients: 10, devicesOnline: 4 },
      { at: at('2026-03-08T12:20:00.000Z'), up: 0, measured: 0 },
      { at: at('2026-03-08T12:40:00.000Z'), clients: 40, clientsMax: 41, devicesOnline: 1 },
      { at: at('2026-03-08T12:50:00.000Z'), clients: 30, devicesOnline: 3 },
      { at: at('2026-03-08T09:59:59.000Z'), clients: 7 },
      { at: at('2026-03-10T12:00:00.000Z'), clients: 8 },
      { at: at('2025-12-10T12:00:00.000Z'), granularity: 'hour', samples: 120 },
      { at: at('2025-12-11T00:00:00.000Z'), granularity: 'hour', samples: 120 },
    ])

    const first = await rollUpHistory(now)
    assert.equal(first.hourlyPointsWritten, 2)
    assert.equal(first.hourlyPointsDeleted, 1, 'hourly points past 90 days')
    const rows = async () =>
      (await pointsOf(location.id)).map((row) => ({ ...row, at: new Date(row.at).toISOString() }))
    const afterFirst = await rows()
    assert.deepEqual(
      afterFirst.map((row) => `${row.granularity} ${row.at}`),
      [
        'hour 2025-12-11T00:00:00.000Z',
        'hour 2026-03-08T09:00:00.000Z',
        'hour 2026-03-08T12:00:00.000Z',
        'raw 2026-03-08T12:40:00.000Z',
        'raw 2026-03-08T12:50:00.000Z',
        'raw 2026-03-10T12:00:00.000Z',
      ]
    )
    assert.include(afterFirst[2], {
      samples: 2,
      up_samples: 1,
      measured_samples: 1,
      clients: 10,
      clients_max: 10,
      devices_online: 4,
    })

    assert.deepEqual(await rollUpHistory(now), { hourlyPointsWritten: 0, hourlyPointsDeleted: 0 })
    assert.deepEqual(await rows(), afterFirst, 'a second run with the same clock changes nothing')

    await rollUpHistory(new Date(now.getTime() + 30 * MINUTE))
    const merged = (await rows()).find((row) => row.at === '2026-03-08T12:00:00.000Z')!
    // Weighted over the three samples that carried readings: (10 + 40 + 30) / 3 clients, (4 + 1 + 3) / 3 devices.
    assert.include(merged, {
      granularity: 'hour',
      samples: 4,
      up_samples: 3,
      measured_samples: 3,
      clients_max: 41,
    })
    assert.closeTo(merged.clients, 80 / 3, 0.001)
    assert.closeTo(merged.devices_online, 8 / 3, 0.001)
    assert.deepEqual(
      (await rows()).filter((row) => row.granularity === 'raw').map((row) => row.at),
      ['2026-03-10T12:00:00.000Z']
    )
  })
})
