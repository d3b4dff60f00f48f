import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { withConnection } from '#core/controllers/services/controller_connection'
import { fetchSite } from '#core/network/services/fetch_site'
import { writeSnapshots } from '#core/network/services/write_snapshots'
import { siteTakenError } from '#core/network/actions/bind_controller'
import { syncController } from '#core/network/services/sync_controller'
import { createTenant } from '#tests/helpers/fixtures'
import {
  buildNetworkWorld,
  siteIdByName,
  useSimulator,
} from '#tests/functional/network/network_world'
import { pollUntil } from '#tests/helpers/poll'

const remoteIds = async (locationId: number) =>
  (await db.from('network_devices').where('location_id', locationId).select('remote_id'))
    .map((row) => row.remote_id as string)
    .sort()

test.group('Network / snapshots only land on venues still bound to their site', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('a site fetched before a rebind or unbind is dropped, not written into the venue', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const ownDevices = await remoteIds(world.location.id)
    assert.isAbove(ownDevices.length, 0)
    const terraceId = (await siteIdByName(world.controller.id, 'terrace'))!
    const started = new Date()
    // A sync that fetched "terrace" for this venue while an admin moved the venue to "default" (its state now).
    const terrace = await withConnection(world.controller, (connection) =>
      fetchSite(connection, terraceId)
    )
    await db.transaction((trx) =>
      writeSnapshots(
        trx,
        [
          {
            controllerId: world.controller.id,
            location: { id: world.location.id, siteId: terraceId, networkStatus: 'online' },
            snapshot: terrace,
          },
        ],
        started
      )
    )
    assert.deepEqual(await remoteIds(world.location.id), ownDevices)
    const wlans = await db.from('location_networks').where('location_id', world.location.id).first()
    assert.notInclude(
      JSON.stringify(wlans.wlans),
      JSON.stringify(terrace.wlans?.[0]?.id ?? 'none-at-all')
    )

    // Unbound meanwhile: nothing is written at all.
    await client
      .delete(`/rest/locations/${world.location.id}/network/controller`)
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(200))
    const main = await withConnection(world.controller, (connection) =>
      fetchSite(connection, world.siteId)
    )
    await db.transaction((trx) =>
      writeSnapshots(
        trx,
        [
          {
            controllerId: world.controller.id,
            location: {
              id: world.location.id,
              siteId: world.siteId,
              networkStatus: 'not_configured',
            },
            snapshot: main,
          },
        ],
        new Date()
      )
    )
    assert.deepEqual(await remoteIds(world.location.id), [])
    const location = await db.from('locations').where('id', world.location.id).first()
    assert.equal(location.network_status, 'not_configured')
  })

  test('binding: a taken site and an id past the integer range are field errors, never a 500', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const { location: second } = await createTenant()
    const url = `/rest/locations/${second.id}/network/controller`
    const taken = await client
      .put(url)
      .json({ controllerId: world.controller.id, siteId: world.siteId })
      .withCsrfToken()
      .loginAs(world.admin)
    taken.assertStatus(422)
    assert.deepEqual(
      taken.body().errors.map((error: any) => [error.field, error.rule]),
      [['siteId', 'unique']]
    )

    const huge = await client
      .put(url)
      .json({ controllerId: 99_999_999_999, siteId: world.siteId })
      .withCsrfToken()
      .loginAs(world.admin)
    huge.assertStatus(422)
    assert.equal(huge.body().errors[0].field, 'controllerId')

    // The unique index is the backstop when two binds race past the check: the same field error.
    const raced = siteTakenError(
      Object.assign(new Error('duplicate key'), {
        code: '23505',
        constraint: 'locations_controller_id_controller_site_id_unique',
      })
    )
    assert.equal(raced?.status, 422)
    assert.deepEqual(
      raced?.errors?.map((error: any) => error.field),
      ['siteId']
    )
    assert.isNull(
      siteTakenError(
        Object.assign(new Error('other'), { code: '23505', constraint: 'users_email_unique' })
      )
    )
  })
})

test.group('Network / a restarted device shows rebooting until it is back', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group, { rebootSeconds: 3 })

  test('syncs during the restart keep "rebooting"; online again afterwards; given up after 15 minutes', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const base = `/rest/locations/${world.location.id}/network`
    const devices = (await client.get(`${base}/devices`).withCsrfToken().loginAs(world.full)).body()
      .data
    const ap = devices.find((device: any) => device.kind === 'ap')
    await client
      .post(`${base}/devices/${ap.id}/reboot`)
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(202))

    // The simulator reports provisioning, then disconnected, while the AP boots: both are still "rebooting" here.
    await syncController(world.controller.id)
    const during = (
      await client.get(`${base}/devices/${ap.id}`).withCsrfToken().loginAs(world.full)
    ).body()
    assert.equal(during.state, 'rebooting')
    const history = (
      await client
        .get(`${base}/history`)
        .qs({ type: 'device_offline' })
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    assert.lengthOf(history, 0)

    await pollUntil(
      async () => {
        await syncController(world.controller.id)
        return (
          (await client.get(`${base}/devices/${ap.id}`).withCsrfToken().loginAs(world.full)).body()
            .state === 'online'
        )
      },
      { timeoutMs: 15_000, intervalMs: 300, what: 'the AP back online' }
    )

    // A reboot the device never comes back from: after the give-up time the vendor's state is shown again.
    const other =
      devices.find((device: any) => device.kind === 'ap' && device.id !== ap.id) ??
      devices.find((device: any) => device.id !== ap.id)
    const mac =
      sim()
        .state.devices('default')
        .find((device) => device.mac === other.mac)?.mac ?? other.mac
    sim().faults.setDeviceOnline('default', mac, false)
    const longAgo = new Date(Date.now() - 16 * 60_000)
    await db
      .from('network_devices')
      .where({ location_id: world.location.id, remote_id: other.id })
      .update({ state: 'rebooting', fingerprint: '', updated_at: longAgo })
    await syncController(world.controller.id)
    const gaveUp = (
      await client.get(`${base}/devices/${other.id}`).withCsrfToken().loginAs(world.full)
    ).body()
    assert.equal(gaveUp.state, 'offline')
  })
})
