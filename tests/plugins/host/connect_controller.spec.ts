import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { errors as vineErrors } from '@vinejs/vine'
import { connectController, requireCapability } from '#core/plugins/connect_controller'
import { UnknownPluginError } from '#core/plugins/plugin_registry'
import { UnsupportedCapabilityError } from '#core/plugins/plugin_errors'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import { SITE, settingsFor, startSimulator } from '../unifi/unifi_target.js'

test.group('plugin host / connectController', (group) => {
  let simulator: UnifiSimulator
  group.setup(async () => {
    simulator = await startSimulator('unifi-os')
    return () => simulator.stop()
  })

  test('connects an enabled plugin by id and binds capabilities', async ({ assert }) => {
    const connection = await connectController('unifi', settingsFor(simulator), {
      cacheNamespace: `host-${randomUUID()}`,
    })
    try {
      const info = await connection.testConnection()
      assert.equal(info.flavour, 'unifi-os')
      const listWlans = requireCapability(connection, 'listWlans')
      assert.isAbove((await listWlans(SITE)).length, 0)
      assert.throws(
        () => requireCapability(connection, 'setDeviceAuthorized'),
        UnsupportedCapabilityError as any
      )
    } finally {
      await connection.close()
    }
  })

  test('settings go through the plugin validator first', async ({ assert }) => {
    const withoutPort = { ...settingsFor(simulator), url: 'https://127.0.0.1' }
    const error = await connectController('unifi', withoutPort, { cacheNamespace: 'x' }).catch(
      (e) => e
    )
    assert.instanceOf(error, vineErrors.E_VALIDATION_ERROR)
    assert.equal(error.messages[0].field, 'url')
    const noPassword = { url: simulator.url, username: 'a' }
    assert.instanceOf(
      await connectController('unifi', noPassword, { cacheNamespace: 'x' }).catch((e) => e),
      vineErrors.E_VALIDATION_ERROR
    )
  })

  test('an unknown vendor is refused', async ({ assert }) => {
    const error = await connectController('meraki', {}, { cacheNamespace: 'x' }).catch((e) => e)
    assert.instanceOf(error, UnknownPluginError)
  })
})
