import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import { syncController } from '#core/network/services/sync_controller'
import { claimSync } from '#core/network/services/sync_lease'
import { pollUntil } from '#tests/helpers/poll'
import controllerSyncTick from '#core/network/jobs/controller_sync_tick'
import {
  buildNetworkWorld,
  reloadLocation,
  useSimulator,
} from '#tests/functional/network/network_world'

test.group('Network / controller sync', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('stores the snapshot, writes only what changed, removes what disappeared', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const summary = (await syncController(world.controller.id))!
    assert.equal(summary.status, 'connected')
    assert.equal(summary.boundSites, 1)
    assert.equal(summary.devices, sim().state.devices('default').length)
    assert.equal(summary.clients, sim().state.clients('default').length)
    assert.deepEqual(summary.failures, [])

    const stamp = async () =>
      (
        await db
          .from('network_devices')
          .where('location_id', world.location.id)
          .max('updated_at as at')
          .first()
      ).at
    const before = await stamp()
    await syncController(world.controller.id)
    assert.deepEqual(await stamp(), before, 'an unchanged device is not rewritten')
    const wlans = (
      await client
        .get(`/rest/locations/${world.location.id}/network/wlans`)
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    assert.lengthOf(wlans, sim().state.wlans('default').length, 'unchanged lists are kept')
    const subnets = (
      await client
        .get(`/rest/locations/${world.location.id}/network/settings/subnets`)
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    assert.isAbove(subnets.length, 0)

    const site = await db
      .from('controller_sites')
      .where({ controller_id: world.controller.id, remote_id: 'default' })
      .first()
    assert.equal(site.device_count, summary.devices)
    const controller = (await Controller.find(world.controller.id))!
    assert.isNotNull(controller.lastSyncAt)
    assert.isNull(controller.syncClaimedUntil)
  })

  test('a device going offline: warning, then offline when none is left, with history events', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const devices = sim().state.devices('default')
    sim().faults.setDeviceOnline('default', devices[1].mac, false)
    await syncController(world.controller.id)
    assert.equal((await reloadLocation(world.location)).networkStatus, 'warning')

    for (const device of devices) sim().faults.setDeviceOnline('default', device.mac, false)
    await syncController(world.controller.id)
    assert.equal((await reloadLocation(world.location)).networkStatus, 'offline')
    for (const device of devices) sim().faults.setDeviceOnline('default', device.mac, true)
    await syncController(world.controller.id)
    assert.equal((await reloadLocation(world.location)).networkStatus, 'online')

    const history = (
      await client
        .get(`/rest/locations/${world.location.id}/network/history`)
        .qs({ perPage: 100 })
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    const types = history.map((event: any) => event.type)
    assert.include(types, 'device_offline')
    assert.include(types, 'device_online')
    const statuses = history
      .filter((event: any) => event.type === 'network_status')
      .map((event: any) => event.data.to)
    assert.includeMembers(statuses, ['warning', 'offline', 'online'])
    assert.include(types, 'client_count')
    const offline = history.find((event: any) => event.type === 'device_offline' && event.deviceId)
    assert.isString(offline.deviceName)
  })

  test('a controller that is down: status unavailable, its venues offline, no 500 anywhere', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    sim().faults.failNext(500, 503)
    const summary = (await syncController(world.controller.id))!
    assert.equal(summary.status, 'unavailable')
    assert.isAbove(summary.failures.length, 0)
    const controller = (await Controller.find(world.controller.id))!
    assert.equal(controller.status, 'unavailable')
    assert.isNotNull(controller.lastError)
    assert.equal((await reloadLocation(world.location)).networkStatus, 'offline')

    const overview = await client
      .get(`/rest/locations/${world.location.id}/network`)
      .withCsrfToken()
      .loginAs(world.full)
    overview.assertStatus(200)
    assert.equal(overview.body().status, 'offline')
    assert.isAbove(overview.body().counts.devices, 0, 'the last known devices stay visible')
    const devices = (
      await client
        .get(`/rest/locations/${world.location.id}/network/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const reboot = await client
      .post(`/rest/locations/${world.location.id}/network/devices/${devices[1].id}/reboot`)
      .withCsrfToken()
      .loginAs(world.full)
    reboot.assertStatus(503)
    assert.equal(reboot.body().code, 'E_CONTROLLER_UNAVAILABLE')
    const manual = await client
      .post(`/rest/controllers/${world.controller.id}/sync`)
      .withCsrfToken()
      .loginAs(world.admin)
    manual.assertStatus(200)

    sim().faults.reset()
    await syncController(world.controller.id)
    assert.equal((await reloadLocation(world.location)).networkStatus, 'online')
    assert.equal((await Controller.find(world.controller.id))!.status, 'connected')
  })

  test('refused credentials: needs_credentials, writes answer 424, the tick leaves it alone', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    sim().faults.wrongCredentials = true
    sim().faults.expireSessions()
    const summary = (await syncController(world.controller.id))!
    assert.equal(summary.status, 'needs_credentials')
    assert.equal((await Controller.find(world.controller.id))!.status, 'needs_credentials')
    assert.equal((await reloadLocation(world.location)).networkStatus, 'offline')

    const wlans = (
      await client
        .get(`/rest/locations/${world.location.id}/network/wlans`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const write = await client
      .patch(`/rest/locations/${world.location.id}/network/wlans/${wlans[0].id}`)
      .json({ confirmName: wlans[0].name, hidden: true })
      .withCsrfToken()
      .loginAs(world.full)
    write.assertStatus(424)
    assert.equal(write.body().code, 'E_CONTROLLER_NEEDS_CREDENTIALS')

    await db.from('controllers').where('id', world.controller.id).update({ last_sync_at: null })
    await controllerSyncTick(async () => {})
    const row = await db.from('controllers').where('id', world.controller.id).first()
    assert.isNull(row.sync_requested_at)
  })

  test('the tick dispatches due controllers once; a held lease keeps a second sync out', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await db
      .from('controllers')
      .where('id', world.controller.id)
      .update({ last_sync_at: null, status: 'connected' })
    // Recorded instead of dispatched: a real job would run beside the test's transaction.
    const dispatched: number[] = []
    const send = async (id: number) => void dispatched.push(id)
    await controllerSyncTick(send)
    const first = await db.from('controllers').where('id', world.controller.id).first()
    assert.isNotNull(first.sync_requested_at)
    assert.include(dispatched, world.controller.id)
    await controllerSyncTick(send)
    assert.equal(
      dispatched.filter((id) => id === world.controller.id).length,
      1,
      'not dispatched twice while requested'
    )
    await syncController(world.controller.id)
    await controllerSyncTick(send)
    assert.equal(
      dispatched.filter((id) => id === world.controller.id).length,
      1,
      'not due again right after a sync'
    )

    await db.rawQuery(
      "update controllers set sync_claimed_until = clock_timestamp() + interval '1 minute' where id = ?",
      [world.controller.id]
    )
    assert.isNull(await syncController(world.controller.id))
    const busy = await client
      .post(`/rest/controllers/${world.controller.id}/sync`)
      .withCsrfToken()
      .loginAs(world.admin)
    busy.assertStatus(409)
    assert.equal(busy.body().code, 'E_SYNC_IN_PROGRESS')
  })

  test('a sync holds its controller by a short lease renewed while it runs, so a dead worker blocks it briefly', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const leaseEnd = async () => {
      const result = await db.rawQuery(
        `select sync_claimed_until as until, sync_claimed_until <= clock_timestamp() + interval '1 minute' as short
         from controllers where id = ?`,
        [world.controller.id]
      )
      return result.rows[0] as { until: Date | null; short: boolean | null }
    }

    // The default lease: a crashed worker's controller is free again within a minute, not after a sync's timeout.
    const held = (await claimSync(world.controller.id))!
    assert.isTrue((await leaseEnd()).short)
    await held.release({})
    assert.isNull((await leaseEnd()).until)

    const leaseMs = 300
    const renewed = (await claimSync(world.controller.id, leaseMs))!
    const first = (await leaseEnd()).until!
    await pollUntil(
      async () =>
        (await leaseEnd()).until!.getTime() > first.getTime() + leaseMs / 2 ? true : undefined,
      { what: 'the lease renewed by its heartbeat' }
    )
    assert.isNull(await claimSync(world.controller.id), 'held while renewed')
    await renewed.release({})

    // A worker that died: its lease is not renewed, so a sync by hand gets the controller once it runs out.
    await db.rawQuery(
      `update controllers set sync_lease_token = gen_random_uuid(),
         sync_claimed_until = clock_timestamp() + ? * interval '1 millisecond' where id = ?`,
      [leaseMs, world.controller.id]
    )
    const syncByHand = () =>
      client
        .post(`/rest/controllers/${world.controller.id}/sync`)
        .withCsrfToken()
        .loginAs(world.admin)
    const answer = await pollUntil(
      async () => {
        const response = await syncByHand()
        return response.status() === 409 ? undefined : response
      },
      { what: 'the manual sync after the dead lease' }
    )
    answer.assertStatus(200)
    assert.equal(answer.body().status, 'connected')
    assert.isNull((await leaseEnd()).until)
  })

  test('while a device is rebooting, its controller is due every tick, not only after its interval', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await syncController(world.controller.id)
    const dispatched: number[] = []
    const send = async (id: number) => void dispatched.push(id)
    await db.rawQuery(
      "update controllers set last_sync_at = clock_timestamp() - interval '11 seconds' where id = ?",
      [world.controller.id]
    )
    await controllerSyncTick(send)
    assert.notInclude(
      dispatched,
      world.controller.id,
      'nothing rebooting: the 60 s interval applies'
    )

    const device = await db
      .from('network_devices')
      .where('location_id', world.location.id)
      .firstOrFail()
    await db.from('network_devices').where('id', device.id).update({ state: 'rebooting' })
    await controllerSyncTick(send)
    assert.include(dispatched, world.controller.id)
  })
})
