import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#kernel/audit/audit_log'
import { syncController } from '#core/network/services/sync_controller'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'

test.group('Network / device groups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('CRUD with validation: at least one device, each of this venue', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const base = `/rest/locations/${world.location.id}/network/devicegroups`
    const devices = (
      await client
        .get(`/rest/locations/${world.location.id}/network/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data

    const empty = await client
      .post(base)
      .json({ name: 'Tills', type: 'pos', deviceIds: [] })
      .withCsrfToken()
      .loginAs(world.full)
    empty.assertStatus(422)
    assert.equal(empty.body().errors[0].field, 'deviceIds')
    const foreign = await client
      .post(base)
      .json({ name: 'Tills', type: 'pos', deviceIds: [devices[0].id, 'not-here'] })
      .withCsrfToken()
      .loginAs(world.full)
    foreign.assertStatus(422)
    assert.equal(foreign.body().errors[0].field, 'deviceIds.1')
    await client
      .post(base)
      .json({ name: '', type: 'pos', deviceIds: [devices[0].id] })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(422))
    await client
      .post(base)
      .json({ name: 'x', type: 'spaceship', deviceIds: [devices[0].id] })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(422))

    const created = await client
      .post(base)
      .json({ name: 'Tills', type: 'pos', deviceIds: [devices[1].id, devices[2].id] })
      .withCsrfToken()
      .loginAs(world.full)
    created.assertStatus(201)
    assert.equal(created.body().health, 'online')
    assert.lengthOf(created.body().devices, 2)
    const id = created.body().id

    const updated = await client
      .patch(`${base}/${id}`)
      .json({ name: 'Music', type: 'music', deviceIds: [devices[1].id] })
      .withCsrfToken()
      .loginAs(world.full)
    updated.assertStatus(200)
    assert.equal(updated.body().name, 'Music')
    assert.lengthOf(updated.body().devices, 1)
    const list = await client.get(base).withCsrfToken().loginAs(world.reader)
    assert.deepEqual(
      list.body().data.map((g: any) => g.id),
      [id]
    )
    await client
      .get(`${base}/${id}`)
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(404))
    await client
      .get(`/rest/locations/${world.otherLocation.id}/network/devicegroups/${id}`)
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(404))
    await client
      .delete(`${base}/${id}`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(403))
    await client
      .delete(`${base}/${id}`)
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(204))
    await client
      .get(`${base}/${id}`)
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(404))
    assert.isNotNull(
      await AuditLog.query()
        .where({ action: 'device_group.deleted', objectId: String(id) })
        .first()
    )
  })

  test('health follows the devices: one down → warning, all down → offline, back → online', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const aps = sim()
      .state.devices('default')
      .filter((device) => device.type === 'uap')
    const devices = (
      await client
        .get(`/rest/locations/${world.location.id}/network/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const ids = aps.map((ap) => devices.find((d: any) => d.mac === ap.mac).id)
    const base = `/rest/locations/${world.location.id}/network/devicegroups`
    const id = (
      await client
        .post(base)
        .json({ name: 'WiFi', type: 'other', deviceIds: ids })
        .withCsrfToken()
        .loginAs(world.full)
    ).body().id
    const health = async () =>
      (await client.get(`${base}/${id}`).withCsrfToken().loginAs(world.full)).body().health

    sim().faults.setDeviceOnline('default', aps[0].mac, false)
    await syncController(world.controller.id)
    assert.equal(await health(), 'warning')
    for (const ap of aps) sim().faults.setDeviceOnline('default', ap.mac, false)
    await syncController(world.controller.id)
    assert.equal(await health(), 'offline')
    for (const ap of aps) sim().faults.setDeviceOnline('default', ap.mac, true)
    await syncController(world.controller.id)
    assert.equal(await health(), 'online')
  })
})
