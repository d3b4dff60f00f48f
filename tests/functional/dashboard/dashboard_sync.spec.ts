import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { syncController } from '#core/network/services/sync_controller'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'

test.group('Dashboard / after a sync', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('an access point taken offline in the UniFi simulator needs attention after one sync, since when it went', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await db.from('locations').where('id', world.location.id).update({ status: 'live' })
    await syncController(world.controller.id)
    const attentionOf = async () => {
      const response = await client.get('/rest/dashboard').loginAs(world.full)
      response.assertStatus(200)
      return response.body()
    }
    const before = await client.get('/rest/dashboard').loginAs(world.admin)
    const fleet = before.body().cards.find((card: any) => card.id === 'fleet').data
    assert.isAbove(fleet.devicesTotal, 0)
    assert.equal(
      fleet.devicesOnline,
      fleet.devicesTotal,
      'every device online after the first sync'
    )

    const ap = sim()
      .state.devices('default')
      .find((device) => device.type === 'uap')!
    const wentOffline = Date.now()
    sim().faults.setDeviceOnline('default', ap.mac, false)
    await syncController(world.controller.id)

    const admin = (await client.get('/rest/dashboard').loginAs(world.admin)).body()
    const row = admin.cards
      .find((card: any) => card.id === 'attention')
      .data.items.find((item: any) => item.locationId === world.location.id)
    assert.equal(row.kind, 'venue_warning')
    assert.isAtLeast(new Date(row.since).getTime(), wentOffline - 1000)
    assert.deepEqual(
      row.devices.map((device: any) => [device.kind, device.name]),
      [['ap', ap.name]]
    )
    const after = admin.cards.find((card: any) => card.id === 'fleet').data
    assert.equal(after.devicesOnline, after.devicesTotal - 1)

    const customer = await attentionOf()
    const venue = customer.cards
      .find((card: any) => card.id === 'venues')
      .data.items.find((item: any) => item.locationId === world.location.id)
    assert.equal(venue.health, 'warning')
  })
})
