import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import Location from '#core/locations/models/location'
import AuditLog from '#kernel/audit/audit_log'
import { DEMO_UNIFI, pointDemoController, seedDemoNetwork } from '#database/demo/demo_network'
import { createTenant } from '#tests/helpers/fixtures'

test.group('Demo network / only the seeded rows, never look-alikes by name', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('seeding binds the given venue ids; a real venue named "Demo Bar" and a real "Demo UniFi" stay untouched', async ({
    assert,
  }) => {
    const seeded = await createTenant()
    const lookalike = await createTenant()
    await Location.query().where('id', lookalike.location.id).update({ name: 'Demo Bar' })
    const real = await Controller.create({
      alias: DEMO_UNIFI.alias,
      vendor: 'unifi',
      url: 'https://10.9.9.9:8443',
      username: 'ops',
      settings: { verifyTls: true },
      secrets: { password: 'real-secret' },
      status: 'connected',
      syncIntervalSeconds: 60,
    })

    const demo = await db.transaction((trx) =>
      seedDemoNetwork(
        trx,
        [{ locationId: seeded.location.id, siteId: 'demo-bar' }],
        'https://127.0.0.1:18443'
      )
    )
    assert.isFalse(demo.settings.verifyTls as boolean)
    assert.equal((await Location.findOrFail(seeded.location.id)).controllerId, demo.id)
    assert.isNull((await Location.findOrFail(lookalike.location.id)).controllerId)
    const bound = await AuditLog.query()
      .where({ action: 'location.network_bound', objectId: String(seeded.location.id) })
      .firstOrFail()
    assert.isNull(bound.actorId)
    assert.isNotNull(
      await AuditLog.query()
        .where({ action: 'controller.created', objectId: String(demo.id) })
        .first()
    )

    const pointed = await db.transaction((trx) =>
      pointDemoController(trx, 'https://127.0.0.1:40001')
    )
    assert.equal(pointed?.id, demo.id)
    assert.equal((await Controller.findOrFail(demo.id)).url, 'https://127.0.0.1:40001')
    assert.equal((await Controller.findOrFail(real.id)).url, 'https://10.9.9.9:8443')
    const moved = await AuditLog.query()
      .where({ action: 'controller.updated', objectId: String(demo.id) })
      .firstOrFail()
    assert.deepEqual(moved.oldValues, { url: 'https://127.0.0.1:18443' })
  })

  test('without a seeded demo controller nothing is rewritten, whatever the aliases', async ({
    assert,
  }) => {
    const real = await Controller.create({
      alias: DEMO_UNIFI.alias,
      vendor: 'unifi',
      url: 'https://10.9.9.9:8443',
      username: 'ops',
      settings: {},
      secrets: { password: 'real-secret' },
      status: 'connected',
      syncIntervalSeconds: 60,
    })
    assert.isNull(
      await db.transaction((trx) => pointDemoController(trx, 'https://127.0.0.1:40002'))
    )
    assert.equal((await Controller.findOrFail(real.id)).url, 'https://10.9.9.9:8443')
  })
})
