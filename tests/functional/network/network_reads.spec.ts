import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'

const READS = [
  '',
  '/devices',
  '/clients',
  '/wlans',
  '/settings/subnets',
  '/settings/profiles',
  '/history',
  '/devicegroups',
]

test.group('Network / reads from the snapshot', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('overview after binding: status, controller, counts, networks, capabilities', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const response = await client
      .get(`/rest/locations/${world.location.id}/network`)
      .withCsrfToken()
      .loginAs(world.full)
    response.assertStatus(200)
    const overview = response.body()
    const devices = sim().state.devices('default')
    const clients = sim().state.clients('default')
    assert.equal(overview.status, 'online')
    assert.equal(overview.siteId, 'default')
    assert.equal(overview.controller.id, world.controller.id)
    assert.equal(overview.counts.devices, devices.length)
    assert.equal(overview.counts.devicesOnline, devices.length)
    assert.equal(overview.counts.clients, clients.length)
    assert.equal(overview.counts.wiredClients + overview.counts.wirelessClients, clients.length)
    assert.equal(overview.counts.gateways, 1)
    assert.include(overview.capabilities, 'updateWlan')
    assert.isAbove(overview.networks.private.length + overview.networks.public.length, 0)
    assert.isFalse(overview.rebootInProgress)
    assert.isNotNull(overview.lastSyncAt)
  })

  test('devices, clients (paginated, searchable), wlans, subnets, profiles', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const base = `/rest/locations/${world.location.id}/network`
    const devices = (
      await client.get(`${base}/devices`).withCsrfToken().loginAs(world.reader)
    ).body().data
    assert.lengthOf(devices, sim().state.devices('default').length)
    assert.equal(devices[0].kind, 'gateway')
    assert.isTrue(devices.every((device: any) => device.online && Array.isArray(device.ports)))
    const one = await client
      .get(`${base}/devices/${devices[1].id}`)
      .withCsrfToken()
      .loginAs(world.reader)
    one.assertStatus(200)
    assert.equal(one.body().id, devices[1].id)
    await client
      .get(`${base}/devices/nope`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(404))

    const page = await client
      .get(`${base}/clients`)
      .qs({ perPage: 4 })
      .withCsrfToken()
      .loginAs(world.reader)
    page.assertStatus(200)
    assert.lengthOf(page.body().data, 4)
    assert.equal(page.body().meta.total, sim().state.clients('default').length)
    const target = page.body().data[2]
    const search = await client
      .get(`${base}/clients`)
      .qs({ search: target.mac.slice(-5) })
      .withCsrfToken()
      .loginAs(world.reader)
    assert.include(
      search.body().data.map((c: any) => c.mac),
      target.mac
    )
    const wired = await client
      .get(`${base}/clients`)
      .qs({ kind: 'wired' })
      .withCsrfToken()
      .loginAs(world.reader)
    assert.isTrue(wired.body().data.every((c: any) => c.wired))
    assert.isTrue(wired.body().data.some((c: any) => c.uplinkName))
    await client
      .get(`${base}/clients`)
      .qs({ kind: 'bogus' })
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(422))

    const wlans = (await client.get(`${base}/wlans`).withCsrfToken().loginAs(world.reader)).body()
      .data
    assert.equal(wlans.length, sim().state.wlans('default').length)
    assert.properties(wlans[0], [
      'id',
      'name',
      'kind',
      'security',
      'passphrase',
      'hidden',
      'enabled',
    ])
    const subnets = (
      await client.get(`${base}/settings/subnets`).withCsrfToken().loginAs(world.reader)
    ).body().data
    assert.isTrue(subnets.some((subnet: any) => subnet.cidr))
    await client
      .get(`${base}/settings/profiles`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(200))
  })

  test('private passphrases go only to those who may change the network; guest passphrases to every reader', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const base = `/rest/locations/${world.location.id}/network`
    const vendorWlans = sim().state.wlans('default')
    const privateWithKey = vendorWlans.find((w) => !w.is_guest && w.x_passphrase)!
    const guestWithKey = vendorWlans.find((w) => w.is_guest && w.x_passphrase)

    const asReader = (
      await client.get(`${base}/wlans`).withCsrfToken().loginAs(world.reader)
    ).body().data
    const readerPrivate = asReader.find((w: any) => w.name === privateWithKey.name)
    assert.isNull(readerPrivate.passphrase)
    assert.isTrue(readerPrivate.passphraseHidden)
    if (guestWithKey)
      assert.equal(
        asReader.find((w: any) => w.name === guestWithKey.name).passphrase,
        guestWithKey.x_passphrase
      )
    const overview = (await client.get(base).withCsrfToken().loginAs(world.reader)).body()
    assert.isTrue(overview.networks.private.every((w: any) => w.passphrase === null))

    const asManager = (await client.get(`${base}/wlans`).withCsrfToken().loginAs(world.full)).body()
      .data
    const managerPrivate = asManager.find((w: any) => w.name === privateWithKey.name)
    assert.equal(managerPrivate.passphrase, privateWithKey.x_passphrase)
    assert.isFalse(managerPrivate.passphraseHidden)
  })

  test('who may read: admin, full and read-only users yes; another customer 404; anonymous 401', async ({
    client,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    for (const path of READS) {
      const url = `/rest/locations/${world.location.id}/network${path}`
      for (const user of [world.admin, world.full, world.reader])
        await client
          .get(url)
          .withCsrfToken()
          .loginAs(user)
          .then((r) => r.assertStatus(200))
      await client
        .get(url)
        .withCsrfToken()
        .loginAs(world.stranger)
        .then((r) => r.assertStatus(404))
      await client.get(url).then((r) => r.assertStatus(401))
    }
    await client
      .get(`/rest/locations/999999/network`)
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(404))
  })

  test('an unbound venue is not configured and shows empty lists', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    const overview = await client
      .get(`/rest/locations/${world.otherLocation.id}/network`)
      .withCsrfToken()
      .loginAs(world.stranger)
    overview.assertStatus(200)
    assert.equal(overview.body().status, 'not_configured')
    assert.isNull(overview.body().controller)
    assert.deepEqual(overview.body().capabilities, [])
    const devices = await client
      .get(`/rest/locations/${world.otherLocation.id}/network/devices`)
      .withCsrfToken()
      .loginAs(world.stranger)
    assert.deepEqual(devices.body().data, [])
    const reboot = await client
      .post(`/rest/locations/${world.otherLocation.id}/network/commands/reboot`)
      .withCsrfToken()
      .loginAs(world.stranger)
    reboot.assertStatus(409)
    reboot.assertBodyContains({ code: 'E_NETWORK_NOT_CONFIGURED' })
  })

  test('binding: admins only, a known site, one venue per site; unbinding clears the snapshot', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const bindUrl = `/rest/locations/${world.otherLocation.id}/network/controller`
    await client
      .put(bindUrl)
      .json({ controllerId: world.controller.id, siteId: 'terrace' })
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(403))
    const taken = await client
      .put(bindUrl)
      .json({ controllerId: world.controller.id, siteId: 'default' })
      .withCsrfToken()
      .loginAs(world.admin)
    taken.assertStatus(422)
    assert.equal(taken.body().errors[0].field, 'siteId')
    const unknown = await client
      .put(bindUrl)
      .json({ controllerId: world.controller.id, siteId: 'no-such-site' })
      .withCsrfToken()
      .loginAs(world.admin)
    unknown.assertStatus(422)
    const badController = await client
      .put(bindUrl)
      .json({ controllerId: 999999, siteId: 'terrace' })
      .withCsrfToken()
      .loginAs(world.admin)
    assert.equal(badController.body().errors[0].field, 'controllerId')
    await client
      .put(bindUrl)
      .json({})
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(422))

    const bound = await client
      .put(bindUrl)
      .json({ controllerId: world.controller.id, siteId: 'terrace' })
      .withCsrfToken()
      .loginAs(world.admin)
    bound.assertStatus(200)
    assert.equal(bound.body().status, 'online')
    assert.equal(bound.body().counts.devices, sim().state.devices('terrace').length)

    const unbound = await client.delete(bindUrl).withCsrfToken().loginAs(world.admin)
    unbound.assertStatus(200)
    assert.equal(unbound.body().status, 'not_configured')
    assert.equal(unbound.body().counts.devices, 0)
  })
})
