import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { withConnection } from '#core/controllers/services/controller_connection'
import { fetchSite } from '#core/network/services/fetch_site'
import { writeSnapshots } from '#core/network/services/write_snapshots'
import { syncController } from '#core/network/services/sync_controller'
import { storeSites } from '#core/network/services/store_sites'
import {
  buildNetworkWorld,
  useSimulator,
  type NetworkWorld,
} from '#tests/functional/network/network_world'

const SNAPSHOT_TABLES = [
  'network_devices',
  'network_clients',
  'location_networks',
  'controller_sites',
]

/**
 * Rows inserted, updated and deleted per snapshot table so far in this test's transaction (every test runs in one
 * global transaction, so PostgreSQL's per-transaction counters see exactly what the sync wrote).
 */
async function rowWrites() {
  const { rows } = await db.rawQuery(
    'select relname, n_tup_ins, n_tup_upd, n_tup_del from pg_stat_xact_user_tables where relname = any(?)',
    [SNAPSHOT_TABLES]
  )
  const writes: Record<string, { ins: number; upd: number; del: number }> = {}
  for (const table of SNAPSHOT_TABLES) writes[table] = { ins: 0, upd: 0, del: 0 }
  for (const row of rows)
    writes[row.relname] = {
      ins: Number(row.n_tup_ins),
      upd: Number(row.n_tup_upd),
      del: Number(row.n_tup_del),
    }
  return writes
}

async function writesDuring(work: () => Promise<unknown>) {
  const before = await rowWrites()
  await work()
  const after = await rowWrites()
  return Object.fromEntries(
    SNAPSHOT_TABLES.map((table) => [
      table,
      {
        ins: after[table].ins - before[table].ins,
        upd: after[table].upd - before[table].upd,
        del: after[table].del - before[table].del,
      },
    ])
  )
}

const NONE = { ins: 0, upd: 0, del: 0 }

const storedDevices = async (locationId: number) =>
  db
    .from('network_devices')
    .where('location_id', locationId)
    .orderBy('remote_id')
    .select('remote_id', 'name', 'state', 'fingerprint')

const storedHashes = async (locationId: number) =>
  db
    .from('location_networks')
    .where('location_id', locationId)
    .select('devices_hash', 'clients_hash', 'synced_at')
    .first()

async function fetched(world: NetworkWorld) {
  const snapshot = await withConnection(world.controller, (connection) =>
    fetchSite(connection, world.siteId)
  )
  return {
    controllerId: world.controller.id,
    location: { id: world.location.id, siteId: world.siteId, networkStatus: 'online' },
    snapshot,
  }
}

test.group('Network / a sync writes only what changed', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // A still clock: signals and reboots do not move between two syncs, so "unchanged" is exactly that.
  const frozenAt = Date.parse('2026-11-28T12:00:00Z')
  const sim = useSimulator(group, { clock: () => frozenAt })

  test('an unchanged re-sync writes no snapshot row, only its sync time and history point', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const first = (await syncController(world.controller.id))!
    assert.equal(first.status, 'connected')
    const hashes = await storedHashes(world.location.id)
    assert.isString(hashes.devices_hash)
    assert.isString(hashes.clients_hash)
    const points = async () =>
      Number(
        (
          await db
            .from('network_history_points')
            .where('location_id', world.location.id)
            .count('* as n')
            .first()
        ).n
      )
    const pointsBefore = await points()

    let second: Awaited<ReturnType<typeof syncController>> = null
    const writes = await writesDuring(async () => {
      second = await syncController(world.controller.id)
    })
    assert.equal(second!.unchangedSites, 1)
    assert.deepEqual(writes.network_devices, NONE)
    assert.deepEqual(writes.network_clients, NONE)
    assert.deepEqual(writes.location_networks, { ins: 0, upd: 1, del: 0 }, 'the sync time only')
    assert.deepEqual(writes.controller_sites, NONE, 'the site list and its counts did not move')
    assert.equal(await points(), pointsBefore + 1, 'the history still gets its point')
    const after = await storedHashes(world.location.id)
    assert.equal(after.devices_hash, hashes.devices_hash)
    assert.isAbove(new Date(after.synced_at).getTime(), new Date(hashes.synced_at).getTime())
  })

  test('a changed device is written and only it; a removed device disappears', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await syncController(world.controller.id)
    const before = await storedDevices(world.location.id)

    // The vendor renames one device: that row is rewritten, no other, and the clients are not touched.
    const renamed = await fetched(world)
    const target = renamed.snapshot.devices.at(-1)!
    target.name = 'Renamed on the controller'
    const writes = await writesDuring(() =>
      db.transaction((trx) => writeSnapshots(trx, [renamed], new Date()))
    )
    assert.deepEqual(writes.network_devices, { ins: 0, upd: 1, del: 0 })
    assert.deepEqual(writes.network_clients, NONE, 'the clients list did not change')
    const after = await storedDevices(world.location.id)
    const moved = after.filter(
      (row, index) => JSON.stringify(row) !== JSON.stringify(before[index])
    )
    assert.deepEqual(
      moved.map((row) => [row.remote_id, row.name]),
      [[target.id, 'Renamed on the controller']]
    )

    // The vendor no longer reports a device (forgotten on the controller): its row goes, the others stay.
    const item = await fetched(world)
    const gone = item.snapshot.devices.pop()!
    const removal = await writesDuring(() =>
      db.transaction((trx) => writeSnapshots(trx, [item], new Date()))
    )
    assert.deepEqual(removal.network_devices, { ins: 0, upd: 0, del: 1 })
    assert.deepEqual(removal.network_clients, NONE)
    const left = await storedDevices(world.location.id)
    assert.lengthOf(left, before.length - 1)
    assert.notInclude(
      left.map((row) => row.remote_id),
      gone.id
    )

    // The real answer again: the device comes back as the vendor reports it, written once.
    const back = await writesDuring(() => syncController(world.controller.id))
    assert.deepEqual(back.network_devices, { ins: 1, upd: 0, del: 0 })
    assert.deepEqual(await storedDevices(world.location.id), before)
  })

  test('a row a command marked for a second look is read again although the vendor answer is the same', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await syncController(world.controller.id)
    const [device] = await storedDevices(world.location.id)
    // As a restart command leaves it until a sync sees the device again (fingerprint reset).
    await db
      .from('network_devices')
      .where({ location_id: world.location.id, remote_id: device.remote_id })
      .update({ state: 'upgrading', fingerprint: '' })

    const summary = (await syncController(world.controller.id))!
    assert.equal(summary.unchangedSites, 0)
    const [again] = await storedDevices(world.location.id)
    assert.equal(again.state, device.state)
    assert.equal(again.fingerprint, device.fingerprint)
    assert.equal((await syncController(world.controller.id))!.unchangedSites, 1)
  })

  test('a sync that fails half-way through a site leaves the stored state whole; the next one repairs it', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await syncController(world.controller.id)
    const devicesBefore = await storedDevices(world.location.id)
    const hashesBefore = await storedHashes(world.location.id)
    const target = sim().state.devices('default')[0]
    // Everything behind it goes down with it: devices and clients change.
    sim().faults.setDeviceOnline('default', target.mac, false)

    // The database refuses the site's history point: the last statement of its batch, after its rows were written.
    await db.rawQuery(`create function refuse_synced_point() returns trigger language plpgsql as $$
      begin
        if new.measured_samples = 1 then raise exception 'interrupted for the test'; end if;
        return new;
      end $$`)
    await db.rawQuery(
      'create trigger refuse_synced_point before insert on network_history_points for each row execute function refuse_synced_point()'
    )
    const interrupted = (await syncController(world.controller.id))!
    assert.lengthOf(interrupted.failures, 1)
    assert.deepEqual(await storedDevices(world.location.id), devicesBefore, 'no row half-written')
    const hashesAfterFailure = await storedHashes(world.location.id)
    assert.equal(hashesAfterFailure.devices_hash, hashesBefore.devices_hash)
    assert.equal(hashesAfterFailure.clients_hash, hashesBefore.clients_hash)

    await db.rawQuery('drop trigger refuse_synced_point on network_history_points')
    const repaired = (await syncController(world.controller.id))!
    assert.deepEqual(repaired.failures, [])
    assert.equal(repaired.unchangedSites, 0)
    const vendor = await fetched(world)
    const states = Object.fromEntries(
      vendor.snapshot.devices.map((device) => [device.id, device.state])
    )
    const devices = await storedDevices(world.location.id)
    assert.notDeepEqual(devices, devicesBefore)
    assert.deepEqual(
      Object.fromEntries(devices.map((row) => [row.remote_id, row.state])),
      states,
      "the stored devices are the vendor's again"
    )
    assert.notEqual((await storedHashes(world.location.id)).devices_hash, hashesBefore.devices_hash)
    assert.equal((await syncController(world.controller.id))!.unchangedSites, 1)
  })

  test('the site list: a renamed site is updated, a gone one removed, the others left alone', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const sites = await withConnection(world.controller, (connection) => connection.listSites())
    assert.isAbove(sites.length, 2)
    const [renamed, gone, ...kept] = sites
    const writes = await writesDuring(() =>
      storeSites(world.controller.id, [{ ...renamed, name: 'Renamed site' }, ...kept])
    )
    assert.deepEqual(writes.controller_sites, { ins: 0, upd: 1, del: 1 })
    const stored = await db
      .from('controller_sites')
      .where('controller_id', world.controller.id)
      .orderBy('remote_id')
      .select('remote_id', 'name')
    assert.sameMembers(
      stored.map((row) => row.remote_id),
      [renamed.id, ...kept.map((site) => site.id)]
    )
    assert.notInclude(
      stored.map((row) => row.remote_id),
      gone.id
    )
    assert.equal(stored.find((row) => row.remote_id === renamed.id)?.name, 'Renamed site')

    const back = await writesDuring(() => storeSites(world.controller.id, sites))
    assert.deepEqual(back.controller_sites, { ins: 1, upd: 1, del: 0 })
  })
})
