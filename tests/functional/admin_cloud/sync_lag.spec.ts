import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import { syncController } from '#core/network/services/sync_controller'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'
import { createUser } from '#tests/helpers/fixtures'

/** Sync lag counts from the last good sync: a failing sync moves last_sync_at, not last_good_sync_at. */
test.group('Admin operations view / sync lag', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('a good sync sets the last good sync; a failing one keeps it, and the controller shows as failing with its lag', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    await syncController(world.controller.id)
    const good = (await Controller.findOrFail(world.controller.id)).lastGoodSyncAt
    assert.isNotNull(good)
    assert.equal(
      good!.toMillis(),
      (await Controller.findOrFail(world.controller.id)).lastSyncAt!.toMillis()
    )

    sim().faults.failNext(500, 503)
    await syncController(world.controller.id)
    const after = await Controller.findOrFail(world.controller.id)
    assert.equal(after.status, 'unavailable')
    assert.isAbove(after.lastSyncAt!.toMillis(), good!.toMillis())
    assert.equal(after.lastGoodSyncAt!.toMillis(), good!.toMillis())

    // Summed over this hour and the one before: the two syncs may straddle the turn of an hour.
    const hours = await db
      .from('controller_sync_hours')
      .where('starts_at', '>=', db.raw("date_trunc('hour', clock_timestamp()) - interval '1 hour'"))
      .select(db.raw('sum(syncs)::int as syncs'), db.raw('sum(failed)::int as failed'))
      .first()
    assert.deepEqual(hours, { syncs: 2, failed: 1 })

    const admin = await createUser({ isAdmin: true })
    const response = await client.get('/rest/admin/cloud').loginAs(admin)
    const vendor = response
      .body()
      .controllers.data.vendors.find((row: any) => row.vendor === after.vendor)
    const failing = vendor.failing_controllers.find((row: any) => row.id === after.id)
    assert.equal(failing.status, 'unavailable')
    assert.isNotNull(failing.last_error)
    assert.equal(new Date(failing.last_good_sync_at).getTime(), good!.toMillis())
  })
})
