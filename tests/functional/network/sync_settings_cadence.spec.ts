import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { withConnection } from '#core/controllers/services/controller_connection'
import { syncController } from '#core/network/services/sync_controller'
import SyncControllerJob from '#core/network/jobs/sync_controller_job'
import {
  buildNetworkWorld,
  useSimulator,
  type NetworkWorld,
} from '#tests/functional/network/network_world'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'

/** UniFi's settings lists: the WLANs, the networks (subnets) and the port profiles. */
const SETTINGS_PATHS = /\/rest\/(wlanconf|networkconf|portconf)$/
const ROW_PATHS = /\/stat\/(device|sta)$/

/** The simulator's requests made by `work`, as settings reads and device/client reads. */
async function vendorReads(sim: UnifiSimulator, work: () => Promise<unknown>) {
  const from = sim.requests.length
  await work()
  const paths = sim.requests.slice(from).map((request) => request.path.split('?')[0])
  return {
    settings: paths.filter((path) => SETTINGS_PATHS.test(path)).length,
    rows: paths.filter((path) => ROW_PATHS.test(path)).length,
  }
}

const storedSettings = (world: NetworkWorld) =>
  db
    .from('location_networks')
    .where('location_id', world.location.id)
    .select('wlans', 'subnets', 'port_profiles', 'fingerprint', 'settings_read_at')
    .first()

/** As if the settings were last read `minutes` ago. */
const settingsReadAgo = (world: NetworkWorld, minutes: number) =>
  db.rawQuery(
    `update location_networks set settings_read_at = clock_timestamp() - ? * interval '1 minute' where location_id = ?`,
    [minutes, world.location.id]
  )

test.group(
  'Network / the periodic sync reads the settings lists only when they are due',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const frozenAt = Date.parse('2026-11-28T12:00:00Z')
    const sim = useSimulator(group, { clock: () => frozenAt })

    test('devices and clients on every sync; WLANs, subnets and port profiles once the refresh time has passed', async ({
      client,
      assert,
    }) => {
      const world = await buildNetworkWorld(client, sim())
      // Binding read everything once.
      const bound = await storedSettings(world)
      assert.isNotNull(bound.settings_read_at)
      assert.isAbove(bound.wlans.length, 0)

      const periodic = await vendorReads(sim(), () =>
        syncController(world.controller.id, { settings: 'due' })
      )
      assert.deepEqual(periodic, { settings: 0, rows: 2 }, 'read only the devices and clients')
      const kept = await storedSettings(world)
      assert.deepEqual(kept, bound, 'the stored lists and their read time stay as they were')

      // Someone renames a WLAN on the controller itself: the periodic sync does not ask until the lists are due.
      const [wlan] = bound.wlans
      const renameOnController = (name: string) =>
        withConnection(world.controller, (connection) =>
          connection.updateWlan!(world.siteId, wlan.id, { name })
        )
      await renameOnController('Renamed on the controller')
      try {
        await settingsReadAgo(world, 14)
        await syncController(world.controller.id, { settings: 'due' })
        assert.deepEqual(
          (await storedSettings(world)).wlans,
          bound.wlans,
          'not due yet at 14 minutes'
        )

        await settingsReadAgo(world, 16)
        const due = await vendorReads(sim(), () =>
          syncController(world.controller.id, { settings: 'due' })
        )
        assert.deepEqual(due, { settings: 3, rows: 2 })
        const refreshed = await storedSettings(world)
        assert.include(
          refreshed.wlans.map((row: { name: string }) => row.name),
          'Renamed on the controller'
        )
        assert.notEqual(refreshed.fingerprint, bound.fingerprint)
        assert.isAbove(
          new Date(refreshed.settings_read_at).getTime(),
          Date.now() - 60_000,
          'read just now'
        )
      } finally {
        await renameOnController(wlan.name)
      }
    })

    test('the job the tick dispatches is the periodic sync', async ({ client, assert }) => {
      const world = await buildNetworkWorld(client, sim())
      const reads = await vendorReads(sim(), () =>
        new SyncControllerJob().handle({ controllerId: world.controller.id })
      )
      assert.deepEqual(reads, { settings: 0, rows: 2 })
    })

    test('a change made through Airdeck has its lists read on the very next periodic sync', async ({
      client,
      assert,
    }) => {
      const world = await buildNetworkWorld(client, sim())
      const [wlan] = (await storedSettings(world)).wlans
      const edit = await client
        .patch(`/rest/locations/${world.location.id}/network/wlans/${wlan.id}`)
        .json({ confirmName: wlan.name, hidden: !wlan.hidden })
        .withCsrfToken()
        .loginAs(world.full)
      edit.assertStatus(200)
      assert.isNull((await storedSettings(world)).fingerprint, 'marked for a second look')

      const next = await vendorReads(sim(), () =>
        syncController(world.controller.id, { settings: 'due' })
      )
      assert.deepEqual(next, { settings: 3, rows: 2 })
      const confirmed = await storedSettings(world)
      assert.isString(confirmed.fingerprint)
      assert.equal(confirmed.wlans.find((row: any) => row.id === wlan.id).hidden, !wlan.hidden)
      const after = await vendorReads(sim(), () =>
        syncController(world.controller.id, { settings: 'due' })
      )
      assert.deepEqual(after, { settings: 0, rows: 2 }, 'then not again until due')
    })

    test('Sync now reads everything; the API can ask for the periodic reads; a wrong choice is refused', async ({
      client,
      assert,
    }) => {
      const world = await buildNetworkWorld(client, sim())
      const sync = (body?: Record<string, unknown>) => {
        const request = client
          .post(`/rest/controllers/${world.controller.id}/sync`)
          .withCsrfToken()
          .loginAs(world.admin)
        return body ? request.json(body) : request
      }
      let answer: Awaited<ReturnType<typeof sync>> | undefined
      const now = await vendorReads(sim(), async () => (answer = await sync()))
      answer!.assertStatus(200)
      assert.deepEqual(now, { settings: 3, rows: 2 })

      const periodic = await vendorReads(
        sim(),
        async () => (answer = await sync({ settings: 'due' }))
      )
      answer!.assertStatus(200)
      assert.equal(answer!.body().unchangedSites, 1)
      assert.deepEqual(periodic, { settings: 0, rows: 2 })

      const wrong = await vendorReads(
        sim(),
        async () => (answer = await sync({ settings: 'some' }))
      )
      answer!.assertStatus(422)
      assert.equal(answer!.body().code, 'E_VALIDATION_ERROR')
      assert.equal(answer!.body().errors[0].field, 'settings')
      assert.deepEqual(wrong, { settings: 0, rows: 0 }, 'refused before any vendor call')
    })
  }
)
