import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Location from '#core/locations/models/location'
import AuditLog from '#kernel/audit/audit_log'
import { useSimulator } from '#tests/functional/location_configuration/configuration_world'
import {
  buildInstallWorld,
  finish,
  stockOf,
} from '#tests/functional/location_install/install_world'

const checksPath = (locationId: number) => `/rest/locations/${locationId}/install/checks`
const statusOf = async (locationId: number) => (await Location.find(locationId))!.status

test.group('Location install / finish', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('the checks read the controller live: every configured device adopted, online, at its address; billing fine', async ({
    client,
    assert,
  }) => {
    const world = await buildInstallWorld(client, sim())
    const checks = await client.get(checksPath(world.location.id)).loginAs(world.installer)
    checks.assertStatus(200)
    assert.equal(checks.body().installation.result, 'ok')
    assert.lengthOf(checks.body().installation.devices, 4)
    assert.isTrue(checks.body().installation.devices.every((d: any) => d.result === 'ok'))
    assert.deepInclude(checks.body().billing, { result: 'ok', kind: 'b2b' })

    const view = await client
      .get(`/rest/locations/${world.location.id}/install`)
      .loginAs(world.installer)
    view.assertStatus(200)
    assert.isTrue(view.body().finishable)
    assert.deepInclude(view.body().installers, { id: world.installer.id, name: 'Ines User' })
    assert.equal(view.body().products[0].id, world.enclosure.id)
  })

  test('finishing records the installer, takes the enclosure from stock to the venue and makes it live', async ({
    client,
    assert,
  }) => {
    const world = await buildInstallWorld(client, sim())
    const done = await finish(client, world, { hardware: [{ productId: world.enclosure.id }] })
    done.assertStatus(200)
    assert.equal(done.body().status, 'live')
    assert.equal(done.body().finished.installerId, world.installer.id)
    assert.equal(await statusOf(world.location.id), 'live')
    assert.equal(await stockOf(world.enclosure), 2)
    const allocation = await db
      .from('hardware_allocations')
      .where({ location_id: world.location.id, product_id: world.enclosure.id })
      .firstOrFail()
    assert.deepInclude(allocation, { status: 'allocated', quantity: 1 })
    const history = await AuditLog.query()
      .where({ action: 'location.installation_finished', objectId: String(world.location.id) })
      .firstOrFail()
    assert.equal(history.newValues?.installer_id, world.installer.id)

    const again = await finish(client, world, { hardware: [{ productId: world.enclosure.id }] })
    again.assertStatus(409)
    assert.equal(again.body().code, 'E_LOCATION_WRONG_STATE')
    assert.equal(await stockOf(world.enclosure), 2)
  })

  test('a device answering from another IP than configured: "Device IP mismatch / not correctly connected"', async ({
    client,
    assert,
  }) => {
    const world = await buildInstallWorld(client, sim(), { apIp: '192.168.1.99' })
    const checks = await client.get(checksPath(world.location.id)).loginAs(world.installer)
    const ap = checks.body().installation.devices.find((d: any) => d.ip === '192.168.1.99')
    assert.deepInclude(ap, { result: 'ip_mismatch', reportedIp: '192.168.1.20' })
    assert.equal(checks.body().installation.fix, 'controller')

    const refused = await finish(client, world, { hardware: [{ productId: world.enclosure.id }] })
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_INSTALLATION_NOT_READY')
    assert.deepInclude(refused.body().errors[0], {
      field: 'installation',
      rule: 'device_ip_mismatch',
    })
    assert.include(refused.body().errors[0].message, 'Device IP mismatch / not correctly connected')
    assert.equal(await statusOf(world.location.id), 'ready_for_installation')
    assert.equal(await stockOf(world.enclosure), 3)
  })

  test('an offline device and missing billing are refused with what is missing; nothing moves', async ({
    client,
    assert,
  }) => {
    const world = await buildInstallWorld(client, sim())
    sim().faults.setDeviceOnline('default', '78:8a:20:52:33:ab', false)
    const offline = await finish(client, world, {})
    offline.assertStatus(422)
    assert.equal(offline.body().errors[0].rule, 'device_offline')
    sim().faults.setDeviceOnline('default', '78:8a:20:52:33:ab', true)

    world.location.merge({ subscriptionStatus: 'cancelled' })
    await world.location.save()
    const b2b = await finish(client, world, { hardware: [{ productId: world.enclosure.id }] })
    b2b.assertStatus(422)
    assert.equal(b2b.body().code, 'E_NO_ACTIVE_SUBSCRIPTION')
    const checks = await client.get(checksPath(world.location.id)).loginAs(world.installer)
    assert.deepInclude(checks.body().billing, { result: 'failed', fix: 'subscription' })

    world.customer.merge({ type: 2, paymentMethod: null })
    await world.customer.save()
    const b2c = await finish(client, world, {})
    b2c.assertStatus(422)
    assert.equal(b2c.body().code, 'E_PAYMENT_METHOD_REQUIRED')
    world.customer.merge({ paymentMethod: 2 })
    await world.customer.save()
    ;(await finish(client, world, {})).assertStatus(200)
    assert.equal(await stockOf(world.enclosure), 3)
  })

  test('bad input: an installer that is not one, too little stock (nothing deducted), wrong state', async ({
    client,
    assert,
  }) => {
    const world = await buildInstallWorld(client, sim())
    const notInstaller = await finish(client, world, { installerId: world.admin.id })
    notInstaller.assertStatus(422)
    assert.deepInclude(notInstaller.body().errors[0], {
      field: 'installerId',
      rule: 'installer_role',
    })

    const shape = await finish(client, world, { hardware: [{ productId: 'x', quantity: 0 }] })
    shape.assertStatus(422)

    const tooMany = await finish(client, world, {
      hardware: [{ productId: world.enclosure.id }, { productId: world.enclosure.id, quantity: 5 }],
    })
    tooMany.assertStatus(409)
    assert.equal(tooMany.body().code, 'E_STOCK_INSUFFICIENT')
    assert.equal(await stockOf(world.enclosure), 3)
    assert.equal(await statusOf(world.location.id), 'ready_for_installation')
    const installs = await db.from('location_installs').where('location_id', world.location.id)
    assert.lengthOf(installs, 0)

    await db.from('locations').where('id', world.location.id).update({ status: 'to_deploy' })
    const early = await finish(client, world, {})
    early.assertStatus(409)
    assert.equal(early.body().code, 'E_LOCATION_WRONG_STATE')
  })

  test('controller down: only an admin with a reason finishes; customer users cannot call the flow', async ({
    client,
    assert,
  }) => {
    const world = await buildInstallWorld(client, sim())
    ;(await finish(client, world, {}, world.customerUser)).assertStatus(403)
    ;(await client.get(checksPath(world.location.id)).loginAs(world.customerUser)).assertStatus(403)

    sim().faults.failNext(1000, 503)
    const checks = await client.get(checksPath(world.location.id)).loginAs(world.installer)
    assert.equal(checks.body().installation.result, 'unreadable')
    const installer = await finish(client, world, {})
    installer.assertStatus(422)
    assert.equal(installer.body().errors[0].rule, 'admin_reason_required')
    const admin = await finish(
      client,
      world,
      { overrideReason: 'Controller offline, all APs seen on site' },
      world.admin
    )
    admin.assertStatus(200)
    assert.equal(admin.body().finished.overrideReason, 'Controller offline, all APs seen on site')
    assert.equal(await statusOf(world.location.id), 'live')
  })
})

/** Rows a test outside the per-test transaction leaves: everything of its venue, customer, controller and product. */
async function removeWorld(world: Awaited<ReturnType<typeof buildInstallWorld>>) {
  const columns = await db.rawQuery(
    "select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('location_id', 'controller_id', 'product_id') and table_name not in ('locations', 'controllers', 'products')"
  )
  const ids: Record<string, number> = {
    location_id: world.location.id,
    controller_id: world.controller.id,
    product_id: world.enclosure.id,
  }
  for (const { table_name: table, column_name: column } of columns.rows)
    await db.from(table).where(column, ids[column]).delete()
  await db.from('locations').where('customer_id', world.customer.id).delete()
  await db.from('controllers').where('id', world.controller.id).delete()
  await db.from('products').where('id', world.enclosure.id).delete()
  await db.from('network_config_files').whereIn('id', [world.fits.id, world.older.id]).delete()
  await db.from('customers').where('id', world.customer.id).delete()
  await db.from('groups').where('id', world.customer.groupId!).delete()
}

/** Outside the per-test transaction, so that the two finishes really run on separate connections at once. */
test.group('Location install / two installers at once', (group) => {
  const sim = useSimulator(group)

  test('two finishes of the same venue at once: one live venue, one stock deduction, the other a 409', async ({
    client,
    assert,
    cleanup,
  }) => {
    const world = await buildInstallWorld(client, sim())
    cleanup(() => removeWorld(world))
    const answers = await Promise.all(
      [world.installer, world.admin].map((user) =>
        finish(client, world, { hardware: [{ productId: world.enclosure.id }] }, user)
      )
    )
    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [200, 409]
    )
    assert.equal(await statusOf(world.location.id), 'live')
    assert.equal(await stockOf(world.enclosure), 2)
    const allocations = await db
      .from('hardware_allocations')
      .where('location_id', world.location.id)
    assert.lengthOf(allocations, 1)
    assert.lengthOf(await db.from('location_installs').where('location_id', world.location.id), 1)
  })
})
