import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Controller from '#core/controllers/models/controller'
import Tenant from '#core/tenants/models/tenant'
import { withConnection } from '#core/controllers/services/controller_connection'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'
import { jobsSettled, sweep } from './tenant_world.js'

/** UniFi keys have no name: a rerun finds the tenant's key by its passphrase, and removal by the vendor's key id. */
test.group('Tenants / keys on a UniFi venue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => () => jobsSettled())
  const simulator = useSimulator(group)

  test('create now adds the key on the tenant VLAN, a rerun adds nothing, deactivation removes exactly that key', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, simulator())
    await client
      .put(`/rest/locations/${world.location.id}`)
      .json({ tenant_management: true, ppsk_ssid: 'Huurders', default_tenant_vlan: 30 })
      .withCsrfToken()
      .loginAs(world.admin)
    const url = `/rest/locations/${world.location.id}/network`
    const tenant = (
      await client
        .post(`${url}/tenants`)
        .json({ name: 'Room 4', email: 'room4@example.be', createNow: true })
        .withCsrfToken()
        .loginAs(world.admin)
    ).body()
    assert.equal(tenant.status, 'created')

    const keys = async () => {
      const controller = await Controller.findOrFail(world.controller.id)
      return withConnection(controller, async (connection) => {
        const wlan = (await connection.listWlans!(world.siteId)).find(
          (candidate) => candidate.name === 'Huurders'
        )!
        return connection.listPpskKeys!(world.siteId, wlan.id)
      })
    }
    const mine = (await keys()).filter((key) => key.passphrase === tenant.passphrase)
    assert.lengthOf(mine, 1)
    assert.equal(mine[0].vlan, 30)

    await Tenant.query()
      .where('id', tenant.id)
      .update({ status: 'pending_creation', create_after: new Date(Date.now() - 1000) })
    await sweep(world.location.id)
    assert.equal((await Tenant.findOrFail(tenant.id)).status, 'created')
    assert.lengthOf(
      (await keys()).filter((key) => key.passphrase === tenant.passphrase),
      1,
      'found again by its passphrase, not added twice'
    )

    const before = (await keys()).length
    const gone = await client
      .post(`${url}/tenants/${tenant.id}/deactivate`)
      .withCsrfToken()
      .loginAs(world.admin)
    assert.equal(gone.body().status, 'deactivated')
    const after = await keys()
    assert.lengthOf(after, before - 1)
    assert.notInclude(
      after.map((key) => key.passphrase),
      tenant.passphrase
    )
  })
})
