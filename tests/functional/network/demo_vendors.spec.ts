import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
import User from '#core/users/models/user'
import { withConnection } from '#core/controllers/services/controller_connection'
import { syncController } from '#core/network/services/sync_controller'
import { DEMO_ACCOUNTS, seedDemoData } from '#database/demo/demo_data'
import { DEMO_CONTROLLER_FLAG, pointDemoController } from '#database/demo/demo_network'
import { DEMO_SIMULATORS, type RunningDemoSimulator } from '#database/demo/demo_simulators'

/**
 * What `npm start` shows: the demo seed's controllers, one per vendor, pointed at the demo simulators the server
 * runs (here started by the test), bind venues to sites those simulators really serve.
 */
test.group('Demo network / four vendors side by side', (group) => {
  let simulators: RunningDemoSimulator[] = []
  group.setup(async () => {
    simulators = await Promise.all(DEMO_SIMULATORS.map((start) => start()))
    return () => Promise.all(simulators.map((simulator) => simulator.stop())).then(() => {})
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("every seeded venue is bound to a site of its vendor's simulator, and the sync shows one Peplink venue in failover", async ({
    assert,
    client,
  }) => {
    await db.transaction((trx) => seedDemoData(trx))
    const demoControllers = await Controller.query()
      .whereRaw('(settings ->> ?) = ?', [DEMO_CONTROLLER_FLAG, 'true'])
      .orderBy('id')
    assert.sameMembers(
      demoControllers.map((controller) => controller.vendor),
      ['unifi', 'omada', 'peplink', 'zerotier']
    )
    // The seed writes the states the venues will have; forget them so the sync has to find them.
    await db
      .from('locations')
      .whereNotNull('controller_id')
      .update({ network_status: 'not_configured' })

    for (const simulator of simulators) {
      const controller = (await db.transaction((trx) =>
        pointDemoController(trx, simulator.url, simulator.vendor)
      ))!
      assert.equal(controller.vendor, simulator.vendor)
      const sites = await withConnection(controller, (connection) => connection.listSites())
      const bound = await Location.query().where('controller_id', controller.id)
      assert.isAbove(bound.length, 0, `${simulator.vendor} serves a demo venue`)
      for (const location of bound)
        assert.include(
          sites.map((site) => site.id),
          location.controllerSiteId!,
          `${location.name} is bound to a served site`
        )
      if (simulator.vendor === 'unifi')
        assert.include(
          sites.map((site) => site.id),
          'default',
          'the UniFi demo serves the default site'
        )
      const summary = (await syncController(controller.id))!
      assert.deepEqual(summary.failures, [], simulator.vendor)
    }

    const statuses = Object.fromEntries(
      (await Location.query().whereNotNull('controller_id')).map((location) => [
        location.name,
        location.networkStatus,
      ])
    )
    assert.equal(statuses['Zomerbar – food truck'], 'failover')
    assert.equal(statuses['Zomerbar – festival stage'], 'online')
    assert.equal(statuses['Zomerbar – Kapermolen park'], 'online')
    assert.equal(statuses['Demo Bar'], 'warning', 'the broken AP of the demo bar')
    assert.equal(Object.values(statuses).filter((status) => status === 'failover').length, 1)

    // Issue 32: the seeded plans fit the synced devices, but for one deliberate example whose badge says what to do.
    const admin = await User.findByOrFail('email', DEMO_ACCOUNTS.admin)
    const listed = await client.get('/rest/locations').qs({ perPage: 100 }).loginAs(admin)
    listed.assertStatus(200)
    const flagged = listed.body().data.filter((row: any) => row.plan_exceeded)
    assert.deepEqual(
      flagged.map((row: any) => row.name),
      ['Zomerbar – Kapermolen park']
    )
    assert.deepInclude(flagged[0], {
      devices: 4,
      plan: 1,
      plan_max_devices: 3,
      plan_upgrade: { plan: 2, name: 'Business', max_devices: 10 },
    })
    const detail = await client.get(`/rest/locations/${flagged[0].id}`).loginAs(admin)
    assert.deepInclude(detail.body(), {
      plan_exceeded: true,
      plan_upgrade: { plan: 2, name: 'Business', max_devices: 10 },
    })
  })

  test('the ZeroTier venue counts members and names the cause of its warning (issue 32 item 14)', async ({
    client,
    assert,
  }) => {
    await db.transaction((trx) => seedDemoData(trx))
    const simulator = simulators.find((running) => running.vendor === 'zerotier')!
    const controller = (await db.transaction((trx) =>
      pointDemoController(trx, simulator.url, simulator.vendor)
    ))!
    await syncController(controller.id)
    const venue = await Location.query().where('controller_id', controller.id).firstOrFail()
    const admin = await User.query().where('is_admin', true).firstOrFail()
    const overview = (await client.get(`/rest/locations/${venue.id}/network`).loginAs(admin)).body()
    assert.equal(overview.status, 'warning')
    assert.equal(overview.deviceNoun, 'member')
    assert.equal(
      overview.counts.others,
      overview.counts.devices,
      'members are neither gateways, switches nor access points'
    )
    assert.deepEqual(
      overview.warnings,
      [{ cause: 'pending', count: overview.counts.devices - overview.counts.devicesOnline }],
      'the member waiting for authorization'
    )
    // The venue header's badge carries the same cause, from the venue's own answer.
    const detail = (await client.get(`/rest/locations/${venue.id}`).loginAs(admin)).body()
    assert.equal(detail.network_status, 'warning')
    assert.equal(detail.device_noun, 'member')
    assert.deepEqual(detail.network_warnings, overview.warnings)
    // And so does its row in the venues list.
    const list = (
      await client.get(`/rest/locations?search=${encodeURIComponent(venue.name)}`).loginAs(admin)
    ).body()
    const row = list.data.find((entry: any) => entry.id === venue.id)
    assert.equal(row.device_noun, 'member')
    assert.deepEqual(row.network_warnings, overview.warnings)
  })
})
