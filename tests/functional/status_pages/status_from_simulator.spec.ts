import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { syncController } from '#core/network/services/sync_controller'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'
import { publicIdOf } from '#tests/functional/status_pages/status_world'

/** The headline as a venue's staff would see it, after real syncs against the UniFi simulator. */
test.group('Status page / live network from the simulator', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('all running → power outage when every device drops at once → all running again; the MACs never show', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await db.from('locations').where('id', world.location.id).update({ status: 'live' })
    const publicId = await publicIdOf('locations', world.location.id)
    const headline = async () => (await client.get(`/rest/public/status/${publicId}`)).body()
    const devices = sim().state.devices('default')

    await syncController(world.controller.id)
    assert.equal((await headline()).state, 'all_running')

    for (const device of devices) sim().faults.setDeviceOnline('default', device.mac, false)
    await syncController(world.controller.id)
    const down = await headline()
    assert.equal(down.state, 'power_outage')
    assert.isString(down.last_changed_at)
    const page = await client.get(`/rest/public/status/${publicId}`)
    for (const device of devices)
      assert.notInclude(page.text().toLowerCase(), device.mac.toLowerCase())

    for (const device of devices) sim().faults.setDeviceOnline('default', device.mac, true)
    await syncController(world.controller.id)
    assert.equal((await headline()).state, 'all_running')
  })

  test('devices going down one by one end in "all down"; one down is "degraded"', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await db.from('locations').where('id', world.location.id).update({ status: 'live' })
    const publicId = await publicIdOf('locations', world.location.id)
    const state = async () => (await client.get(`/rest/public/status/${publicId}`)).body().state
    const devices = sim().state.devices('default')
    // An access point: taking a switch or the gateway down would take what hangs off it down too.
    const first = devices.find((device) => device.type === 'uap')!
    const rest = devices.filter((device) => device !== first)

    sim().faults.setDeviceOnline('default', first.mac, false)
    await syncController(world.controller.id)
    assert.equal(await state(), 'degraded')
    // The first went down an hour before the others (the sync stamps each change with its own time).
    await db
      .from('network_devices')
      .where({ location_id: world.location.id, state: 'offline' })
      .update({ updated_at: new Date(Date.now() - 3_600_000) })
    for (const device of rest) sim().faults.setDeviceOnline('default', device.mac, false)
    await syncController(world.controller.id)
    assert.equal(await state(), 'all_down')
  })

  test('a controller that cannot be reached shows "degraded", never an error', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await db.from('locations').where('id', world.location.id).update({ status: 'live' })
    const publicId = await publicIdOf('locations', world.location.id)
    await syncController(world.controller.id)
    sim().faults.failNext(500, 503)
    await syncController(world.controller.id)
    const response = await client.get(`/rest/public/status/${publicId}`)
    response.assertStatus(200)
    assert.equal(response.body().state, 'degraded')
    const page = await fetch(`http://${process.env.HOST}:${process.env.PORT}/status/${publicId}`)
    assert.equal(page.status, 200)
  })
})
