import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'

test.group('Network / firmware of devices and device groups', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('each device shows its firmware and the upgrade the vendor offers, kept in the snapshot', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const simDevices = sim().state.devices('default')
    assert.isAbove(
      simDevices.filter((device) => device.upgradable).length,
      0,
      'the seed offers at least one upgrade'
    )
    assert.isAbove(
      simDevices.filter((device) => !device.upgradable).length,
      0,
      'and leaves at least one device up to date'
    )

    const devices = (
      await client
        .get(`/rest/locations/${world.location.id}/network/devices`)
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    for (const simDevice of simDevices) {
      const device = devices.find((candidate: any) => candidate.mac === simDevice.mac)
      assert.equal(device.firmware, simDevice.version, simDevice.name)
      assert.equal(
        device.firmwareUpgrade,
        simDevice.upgradable ? simDevice.upgrade_to_firmware : null,
        simDevice.name
      )
    }
    const stored = await db
      .from('network_devices')
      .where('location_id', world.location.id)
      .whereNotNull('firmware_upgrade')
    assert.lengthOf(stored, simDevices.filter((device) => device.upgradable).length)

    const one = devices.find((device: any) => device.firmwareUpgrade)
    const single = await client
      .get(`/rest/locations/${world.location.id}/network/devices/${one.id}`)
      .withCsrfToken()
      .loginAs(world.reader)
    assert.equal(single.body().firmwareUpgrade, one.firmwareUpgrade)
  })

  test('a device group says how many of its devices can be upgraded', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const devices = (
      await client
        .get(`/rest/locations/${world.location.id}/network/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const created = await client
      .post(`/rest/locations/${world.location.id}/network/devicegroups`)
      .json({
        name: 'Everything',
        type: 'other',
        deviceIds: devices.map((device: any) => device.id),
      })
      .withCsrfToken()
      .loginAs(world.full)
    created.assertStatus(201)
    const expected = devices.filter((device: any) => device.firmwareUpgrade).length
    assert.equal(created.body().upgradable, expected)
    assert.lengthOf(created.body().devices, devices.length)
    const member = created.body().devices.find((device: any) => device.firmwareUpgrade)
    assert.equal(member.firmware, devices.find((device: any) => device.id === member.id).firmware)

    // A group of up-to-date devices only has nothing to upgrade.
    const upToDate = devices
      .filter((device: any) => !device.firmwareUpgrade)
      .map((device: any) => device.id)
    await client
      .post(`/rest/locations/${world.location.id}/network/devicegroups`)
      .json({ name: 'Current', type: 'music', deviceIds: upToDate })
      .withCsrfToken()
      .loginAs(world.full)
    const groups = (
      await client
        .get(`/rest/locations/${world.location.id}/network/devicegroups`)
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    assert.deepEqual(
      groups.map((deviceGroup: any) => [
        deviceGroup.name,
        deviceGroup.upgradable,
        deviceGroup.devices.length,
      ]),
      [
        ['Current', 0, upToDate.length],
        ['Everything', expected, devices.length],
      ]
    )
  })
})
