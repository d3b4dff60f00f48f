import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'
import { buildLocationWorld } from '#tests/functional/locations/world'

/** The facts the web app turns into sentences ("Ada Admin renamed the WiFi network “A” to “B”"). */
test.group('Locations / history carries what a sentence needs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('a WiFi rename keeps the old and new name; a reboot names the device; the actor has a name', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    world.full.merge({ firstname: 'Ada', name: 'Admin' })
    await world.full.save()
    const base = `/rest/locations/${world.location.id}`
    const wlan = (
      await client.get(`${base}/network/wlans`).withCsrfToken().loginAs(world.full)
    ).body().data[0]
    const renamed = await client
      .patch(`${base}/network/wlans/${wlan.id}`)
      .json({
        confirmName: wlan.name,
        name: 'Personeel Plus',
        passphrase: 'NewSecret123',
        hidden: true,
      })
      .withCsrfToken()
      .loginAs(world.full)
    renamed.assertStatus(200)
    const ap = (await client.get(`${base}/network/devices`).withCsrfToken().loginAs(world.full))
      .body()
      .data.find((device: any) => device.kind === 'ap')
    await client
      .post(`${base}/network/devices/${ap.id}/reboot`)
      .withCsrfToken()
      .loginAs(world.full)
      .then((response) => response.assertStatus(202))

    const log = (await client.get(`${base}/log`).withCsrfToken().loginAs(world.reader)).body().data
    const reboot = log.find((entry: any) => entry.action === 'network.reboot_device')
    assert.deepInclude(reboot.new_values, { device: ap.id, device_name: ap.name })
    assert.deepInclude(reboot.actor, { name: 'Ada Admin', email: world.full.email })
    const update = log.find((entry: any) => entry.action === 'network.update_wlan')
    assert.deepEqual(update.old_values, { name: wlan.name, hidden: false })
    assert.deepInclude(update.new_values, {
      name: 'Personeel Plus',
      hidden: true,
      changed: ['name', 'passphrase', 'hidden'],
    })
    assert.notInclude(JSON.stringify(update), 'NewSecret123')

    const events = (
      await client
        .get(`${base}/network/history`)
        .qs({ type: 'command' })
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    const event = events.find((candidate: any) => candidate.data.command === 'update_wlan')
    assert.deepEqual(event.data.before, { name: wlan.name, hidden: false })
    assert.equal(event.data.by, 'Ada Admin')
  })
})

test.group('Locations / coordinates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('out-of-range coordinates are a field error on create and update, never clamped', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    for (const [field, value] of [
      ['latitude', 95],
      ['latitude', -90.5],
      ['longitude', 181],
      ['longitude', -180.01],
    ] as const) {
      const created = await client
        .post('/rest/locations')
        .json({ customer_id: world.customerA.id, name: 'Out of range', [field]: value })
        .loginAs(world.users.full)
        .withCsrfToken()
      created.assertStatus(422)
      assert.deepEqual(
        created.body().errors.map((error: any) => [error.field, error.rule]),
        [[field, 'range']],
        `create ${field} ${value}`
      )
      const updated = await client
        .put(`/rest/locations/${world.locationA.id}`)
        .json({ [field]: value })
        .loginAs(world.users.admin)
        .withCsrfToken()
      updated.assertStatus(422)
      assert.equal(updated.body().errors[0].field, field)
    }
    const edge = await client
      .post('/rest/locations')
      .json({
        customer_id: world.customerA.id,
        name: 'North pole bar',
        latitude: 90,
        longitude: -180,
      })
      .loginAs(world.users.full)
      .withCsrfToken()
    edge.assertStatus(201)
    assert.include(edge.body(), { latitude: 90, longitude: -180 })
  })
})
