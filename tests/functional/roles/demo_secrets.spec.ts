import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PERMISSION_KEYS } from '#core/access/permissions'
import type Location from '#core/locations/models/location'
import { createUser, grant } from '#tests/helpers/fixtures'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'
import { tenantWorld, useOmada } from '#tests/functional/tenants/tenant_world'

/** A demo account holding every key on the customer of `location`, as the demo seed gives Demo Bar's account. */
async function demoAccountOf(location: Location) {
  const demo = await createUser({ accountRole: 'demo_customer' })
  await grant(demo, 'customer', location.customerId, [...PERMISSION_KEYS])
  return demo
}

test.group('Roles / a demo account reads no secret: WLAN passphrases', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('staff network passphrases are hidden from the demo account as from a read-only user; guest ones stay', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const demo = await demoAccountOf(world.location)
    const base = `/rest/locations/${world.location.id}/network`
    const vendorWlans = sim().state.wlans('default')
    const staff = vendorWlans.find((wlan) => !wlan.is_guest && wlan.x_passphrase)!
    const guest = vendorWlans.find((wlan) => wlan.is_guest && wlan.x_passphrase)

    const wlans = await client.get(`${base}/wlans`).loginAs(demo)
    wlans.assertStatus(200)
    const shown = wlans.body().data.find((wlan: any) => wlan.name === staff.name)
    assert.deepInclude(shown, { passphrase: null, passphraseHidden: true })
    assert.notInclude(wlans.text(), staff.x_passphrase)
    if (guest)
      assert.equal(
        wlans.body().data.find((wlan: any) => wlan.name === guest.name).passphrase,
        guest.x_passphrase
      )

    const overview = await client.get(base).loginAs(demo)
    overview.assertStatus(200)
    assert.isTrue(overview.body().networks.private.every((wlan: any) => wlan.passphrase === null))
    assert.notInclude(overview.text(), staff.x_passphrase)

    const venue = await client.get(`/rest/locations/${world.location.id}`).loginAs(demo)
    assert.notInclude(
      venue.body().permissions,
      'location_update',
      'the demo account holds the read keys of its grants only'
    )
    assert.include(venue.body().permissions, 'location_read')
  })
})

test.group('Roles / a demo account reads no secret: tenant keys', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const omada = useOmada(group)

  test('a tenant key and the tenant mail (key, QR code, page link) are not shown to the demo account', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const demo = await demoAccountOf(world.location)
    const tenant = (
      await client
        .post(`${world.url}/tenants`)
        .json({ name: 'Mira', email: 'mira@example.be' })
        .withCsrfToken()
        .loginAs(world.editor)
    ).body()
    assert.isString(tenant.passphrase)

    const list = await client.get(`${world.url}/tenants`).loginAs(demo)
    list.assertStatus(200)
    assert.notInclude(list.text(), tenant.passphrase)
    const one = await client.get(`${world.url}/tenants/${tenant.id}`).loginAs(demo)
    one.assertStatus(403)
    assert.notInclude(one.text(), tenant.passphrase)
    const mail = await client.get(`${world.url}/tenants/${tenant.id}/mail`).loginAs(demo)
    mail.assertStatus(403)
    assert.notInclude(mail.text(), tenant.passphrase)
  })
})
