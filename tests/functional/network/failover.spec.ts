import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { startPeplinkSimulator, type PeplinkSimulator } from '#plugins/peplink/simulator/index'
import { siteIdOf } from '#plugins/peplink/site_ids'
import { syncController } from '#core/network/services/sync_controller'
import { runsOnFailover, siteNetworkStatus } from '#core/network/services/network_state'
import type { DeviceWan } from '#core/plugins/controller_contract'
import { reloadLocation } from '#tests/functional/network/network_world'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

const ORG = 'flvr01'
const CREDENTIALS = { clientId: 'failover-test', clientSecret: 'Failover-secret-2026' }

/** A Peplink organisation with a venue on its main line and one whose router runs on cellular (failover). */
function useFailoverSimulator(group: { setup: (fn: () => Promise<() => Promise<void>>) => void }) {
  const holder: { sim?: PeplinkSimulator } = {}
  group.setup(async () => {
    holder.sim = await startPeplinkSimulator({
      ...CREDENTIALS,
      seed: 5,
      organizations: [
        {
          id: ORG,
          name: 'Failover org',
          groups: [
            { name: 'Beach', aps: 1 },
            { name: 'Harbour', aps: 1, failover: true },
          ],
        },
      ],
    })
    return () => holder.sim!.stop()
  })
  return () => holder.sim!
}

async function failoverWorld(client: any, sim: PeplinkSimulator) {
  const admin = await createUser({ isAdmin: true })
  const beach = await createTenant()
  const harbour = await createTenant()
  const reader = await createUser()
  await grant(reader, 'location', harbour.location.id, ['location_read'])
  const created = await client
    .post('/rest/controllers')
    .json({ vendor: 'peplink', url: sim.url, ...CREDENTIALS, verifyTls: false })
    .withCsrfToken()
    .loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const [beachGroup, harbourGroup] = sim.state.groups(ORG)
  for (const [location, group] of [
    [beach.location, beachGroup],
    [harbour.location, harbourGroup],
  ] as const) {
    const bound = await client
      .put(`/rest/locations/${location.id}/network/controller`)
      .json({ controllerId: created.body().id, siteId: siteIdOf(ORG, group.id) })
      .withCsrfToken()
      .loginAs(admin)
    if (bound.status() !== 200) throw new Error(`not bound: ${bound.status()} ${bound.text()}`)
  }
  const router = (groupId: number) =>
    sim.state
      .devices(ORG, groupId)
      .find((device) => /balance|max/i.test(String(device.product_name)))!
  return {
    admin,
    reader,
    controllerId: created.body().id as number,
    beach: beach.location,
    harbour: harbour.location,
    beachRouter: router(beachGroup.id),
    harbourRouter: router(harbourGroup.id),
  }
}

test.group('Network / failover detected by the sync (spec §4)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useFailoverSimulator(group)
  group.each.setup(() => {
    for (const orgGroup of sim().state.groups(ORG)) {
      const router = sim()
        .state.devices(ORG, orgGroup.id)
        .find((device) => /balance|max/i.test(String(device.product_name)))!
      sim().faults.setFailover(String(router.id), orgGroup.name === 'Harbour')
    }
  })

  test('a router with its primary WAN down and cellular up puts the venue in failover, restricted to the essentials', async ({
    client,
    assert,
  }) => {
    const world = await failoverWorld(client, sim())
    await syncController(world.controllerId)
    assert.equal((await reloadLocation(world.harbour)).networkStatus, 'failover')
    assert.equal((await reloadLocation(world.beach)).networkStatus, 'online')

    const harbour = await client
      .get(`/rest/locations/${world.harbour.id}/network`)
      .withCsrfToken()
      .loginAs(world.reader)
    harbour.assertStatus(200)
    assert.equal(harbour.body().status, 'failover')
    assert.deepEqual(harbour.body().restrictedTo, ['point_of_sale', 'payments', 'music'])
    const beach = await client
      .get(`/rest/locations/${world.beach.id}/network`)
      .withCsrfToken()
      .loginAs(world.admin)
    assert.isNull(beach.body().restrictedTo)

    const listed = await client
      .get('/rest/locations')
      .qs({ systemStatus: 'failover', perPage: 100 })
      .withCsrfToken()
      .loginAs(world.admin)
    listed.assertStatus(200)
    assert.deepEqual(
      listed.body().data.map((row: { id: number }) => row.id),
      [world.harbour.id]
    )
    assert.deepEqual(listed.body().data[0].network_vendor, {
      id: 'peplink',
      name: 'Peplink InControl2',
    })
  })

  test('the line coming back ends failover, and each move is in the venue history', async ({
    client,
    assert,
  }) => {
    const world = await failoverWorld(client, sim())
    await syncController(world.controllerId)
    sim().faults.setFailover(String(world.harbourRouter.id), false)
    sim().faults.setFailover(String(world.beachRouter.id), true)
    await syncController(world.controllerId)
    assert.equal((await reloadLocation(world.harbour)).networkStatus, 'online')
    assert.equal((await reloadLocation(world.beach)).networkStatus, 'failover')

    const history = (
      await client
        .get(`/rest/locations/${world.harbour.id}/network/history`)
        .qs({ perPage: 100, type: 'network_status' })
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    const moves = history.map((event: any) => event.data.to)
    assert.includeMembers(moves, ['failover', 'online'])
  })

  test('a router that went offline altogether is offline, not in failover', async ({
    client,
    assert,
  }) => {
    const world = await failoverWorld(client, sim())
    for (const device of sim().state.devices(ORG, sim().state.groups(ORG)[1].id))
      sim().faults.setDeviceOnline(String(device.id), false)
    try {
      await syncController(world.controllerId)
      assert.equal((await reloadLocation(world.harbour)).networkStatus, 'offline')
    } finally {
      for (const device of sim().state.devices(ORG, sim().state.groups(ORG)[1].id))
        sim().faults.setDeviceOnline(String(device.id), true)
    }
  })

  test('the rule: a primary WAN down and a cellular WAN up, on an online device', ({ assert }) => {
    const wan = (kind: DeviceWan['kind'], primary: boolean, up: boolean): DeviceWan => ({
      id: `${kind}-${primary}`,
      name: kind,
      kind,
      primary,
      up,
      ip: null,
    })
    const failover = [wan('ethernet', true, false), wan('cellular', false, true)]
    assert.isTrue(runsOnFailover({ state: 'online', wans: failover }))
    assert.isFalse(
      runsOnFailover({ state: 'offline', wans: failover }),
      'stale links of an offline device'
    )
    assert.isFalse(
      runsOnFailover({
        state: 'online',
        wans: [wan('ethernet', true, true), wan('cellular', false, false)],
      }),
      'on the main line'
    )
    assert.isFalse(
      runsOnFailover({
        state: 'online',
        wans: [wan('ethernet', true, false), wan('wifi', false, true)],
      }),
      'a Wi-Fi WAN is no cellular backup'
    )
    assert.isFalse(
      runsOnFailover({
        state: 'online',
        wans: [wan('ethernet', true, false), wan('cellular', false, false)],
      }),
      'everything down'
    )
    assert.isFalse(runsOnFailover({ state: 'online' }), 'a vendor that reports no WANs')

    const ap = { state: 'online' as const }
    assert.equal(siteNetworkStatus([{ state: 'online', wans: failover }, ap]), 'failover')
    assert.equal(
      siteNetworkStatus([{ state: 'online', wans: failover }, { state: 'offline' }]),
      'failover',
      'failover wins over warning'
    )
    assert.equal(siteNetworkStatus([ap, { state: 'offline' }]), 'warning')
    assert.equal(siteNetworkStatus([]), 'no_devices')
  })
})
