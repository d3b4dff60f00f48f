import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import AuditLog from '#kernel/audit/audit_log'
import Controller from '#core/controllers/models/controller'
import { withConnection } from '#core/controllers/services/controller_connection'
import { CREDENTIALS, siteIdOf, startSimulator } from '#tests/plugins/omada/omada_target'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

const TENANTS_SSID = 'Tenants'

/** A venue bound to the simulator's site through the API, with a full editor, a read-only viewer and a stranger. */
async function omadaVenue(client: ApiClient, sim: OmadaSimulator) {
  const admin = await createUser({ isAdmin: true })
  const { customer, location } = await createTenant()
  const editor = await createUser()
  await grant(editor, 'customer', customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])
  const reader = await createUser()
  await grant(reader, 'location', location.id, ['location_read'])
  const stranger = await createUser()
  await grant(stranger, 'customer', (await createTenant()).customer.id, [
    'customer_read',
    'location_read',
    'location_update',
  ])

  const form = {
    vendor: 'omada',
    alias: 'Omada PPSK',
    url: sim.url,
    ...CREDENTIALS,
    verifyTls: false,
  }
  const created = await client.post('/rest/controllers').json(form).withCsrfToken().loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const bound = await client
    .put(`/rest/locations/${location.id}/network/controller`)
    .json({ controllerId: created.body().id, siteId: siteIdOf(sim) })
    .withCsrfToken()
    .loginAs(admin)
  if (bound.status() !== 200) throw new Error(`not bound: ${bound.status()} ${bound.text()}`)
  const wlans = (
    await client.get(`/rest/locations/${location.id}/network/wlans`).withCsrfToken().loginAs(admin)
  ).body().data
  return {
    admin,
    editor,
    reader,
    stranger,
    location,
    controllerId: created.body().id as number,
    wlans,
    url: `/rest/locations/${location.id}/network/ppsk`,
  }
}

/** The keys as the controller itself holds them, passphrases included. */
async function controllerKeys(sim: OmadaSimulator, controllerId: number, wlanId: string) {
  const controller = await Controller.findOrFail(controllerId)
  return withConnection(controller, (connection) => connection.listPpskKeys!(siteIdOf(sim), wlanId))
}

test.group('Network / PPSK keys on an Omada venue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let sim: OmadaSimulator
  group.setup(async () => {
    sim = await startSimulator()
    return () => sim.stop()
  })
  group.each.setup(() => sim.faults.reset())

  test('a reader lists the keys of the PPSK network with their VLAN, never a passphrase', async ({
    client,
    assert,
  }) => {
    const venue = await omadaVenue(client, sim)
    const response = await client.get(venue.url).withCsrfToken().loginAs(venue.reader)
    response.assertStatus(200)
    const { data, wlans } = response.body()
    assert.sameMembers(
      data.map((key: any) => key.name),
      ['Unit 1', 'Unit 2']
    )
    assert.isTrue(data.every((key: any) => key.wlanName === TENANTS_SSID && key.vlan === 30))
    const stored = await controllerKeys(sim, venue.controllerId, data[0].wlanId)
    for (const key of stored) assert.notInclude(response.text(), key.passphrase)
    assert.notInclude(JSON.stringify(data), 'passphrase')
    // The staff WPA network may take keys too; the guest network may not.
    assert.sameMembers(
      wlans.map((wlan: any) => wlan.name),
      ['Staff', TENANTS_SSID]
    )

    await client
      .get(venue.url)
      .withCsrfToken()
      .loginAs(venue.stranger)
      .then((r) => r.assertStatus(404))
    await client.get(venue.url).then((r) => r.assertStatus(401))
  })

  test('an editor adds a key: the passphrase is in that answer only, reaches the controller, and is audited without it', async ({
    client,
    assert,
  }) => {
    const venue = await omadaVenue(client, sim)
    const tenants = venue.wlans.find((wlan: any) => wlan.name === TENANTS_SSID)
    const body = { wlanId: tenants.id, name: 'Unit 3', passphrase: 'unit-three-secret', vlan: 31 }

    await client
      .post(venue.url)
      .json(body)
      .withCsrfToken()
      .loginAs(venue.reader)
      .then((r) => r.assertStatus(403))
    const added = await client.post(venue.url).json(body).withCsrfToken().loginAs(venue.editor)
    added.assertStatus(201)
    assert.deepInclude(added.body(), {
      name: 'Unit 3',
      wlanName: TENANTS_SSID,
      vlan: 31,
      passphrase: 'unit-three-secret',
    })
    assert.equal(added.header('cache-control'), 'no-store')

    const onController = (await controllerKeys(sim, venue.controllerId, tenants.id)).find(
      (key) => key.name === 'Unit 3'
    )
    assert.deepInclude(onController, { passphrase: 'unit-three-secret', vlan: 31 })

    const listed = await client.get(venue.url).withCsrfToken().loginAs(venue.editor)
    assert.include(
      listed.body().data.map((key: any) => key.id),
      added.body().id
    )
    assert.notInclude(listed.text(), 'unit-three-secret')

    const audit = await AuditLog.query()
      .where('action', 'network.add_ppsk_key')
      .where('object_id', String(venue.location.id))
      .firstOrFail()
    assert.deepInclude(audit.newValues, { key_name: 'Unit 3', vlan: 31, wlan_name: TENANTS_SSID })
    assert.notInclude(JSON.stringify(audit.newValues), 'unit-three-secret')
    const history = (
      await client
        .get(`/rest/locations/${venue.location.id}/network/history`)
        .qs({ type: 'command' })
        .withCsrfToken()
        .loginAs(venue.editor)
    ).body().data
    assert.equal(history[0].data.command, 'add_ppsk_key')
    assert.notInclude(JSON.stringify(history), 'unit-three-secret')
  })

  test('a key without a passphrase gets a generated one; a WPA personal network becomes a PPSK one', async ({
    client,
    assert,
  }) => {
    const venue = await omadaVenue(client, sim)
    const staff = venue.wlans.find((wlan: any) => wlan.name === 'Staff')
    const added = await client
      .post(venue.url)
      .json({ wlanId: staff.id, name: 'Office', vlan: 1 })
      .withCsrfToken()
      .loginAs(venue.editor)
    added.assertStatus(201)
    assert.match(added.body().passphrase, /^[A-Za-z2-9]{16}$/)
    const wlans = (
      await client
        .get(`/rest/locations/${venue.location.id}/network/wlans`)
        .withCsrfToken()
        .loginAs(venue.editor)
    ).body().data
    assert.equal(wlans.find((wlan: any) => wlan.id === staff.id).security, 'ppsk')
    const keys = (await client.get(venue.url).withCsrfToken().loginAs(venue.editor)).body().data
    assert.includeMembers(
      keys.filter((key: any) => key.wlanId === staff.id).map((key: any) => key.name),
      ['Office', 'Shared passphrase']
    )
  })

  test('bad input: key length 8–63, one VLAN per key, a network that can hold keys; refusals by the vendor are 422', async ({
    client,
    assert,
  }) => {
    const venue = await omadaVenue(client, sim)
    const tenants = venue.wlans.find((wlan: any) => wlan.name === TENANTS_SSID)
    const guest = venue.wlans.find((wlan: any) => wlan.kind === 'public')
    const post = (body: Record<string, unknown>) =>
      client
        .post(venue.url)
        .json(body)
        .header('accept-language', 'en')
        .withCsrfToken()
        .loginAs(venue.editor)
    const fieldOf = async (body: Record<string, unknown>) => {
      const response = await post(body)
      response.assertStatus(422)
      return response.body().errors.map((error: any) => `${error.field}:${error.rule}`)
    }
    const base = { wlanId: tenants.id, name: 'Unit 9', vlan: 30 }
    assert.deepEqual(await fieldOf({ ...base, passphrase: 'short12' }), ['passphrase:minLength'])
    assert.deepEqual(await fieldOf({ ...base, passphrase: 'x'.repeat(64) }), [
      'passphrase:maxLength',
    ])
    assert.deepEqual(await fieldOf({ ...base, passphrase: 'naïve-passphrase' }), [
      'passphrase:regex',
    ])
    assert.deepEqual(await fieldOf({ wlanId: tenants.id, name: 'Unit 9' }), ['vlan:required'])
    assert.deepEqual(await fieldOf({ ...base, vlan: [30, 31] }), ['vlan:number'])
    assert.deepEqual(await fieldOf({ ...base, vlan: 4095 }), ['vlan:range'])
    assert.deepEqual(await fieldOf({ ...base, wlanId: 'no-such-wlan' }), ['wlanId:exists'])
    assert.deepEqual(await fieldOf({ ...base, wlanId: guest.id }), ['wlanId:ppsk_network'])
    assert.deepEqual(await fieldOf({ ...base, name: '' }), ['name:required'])

    const duplicate = await post({ ...base, name: 'Unit 1', passphrase: 'another-secret' })
    duplicate.assertStatus(422)
    assert.equal(duplicate.body().code, 'E_CONTROLLER_REJECTED')
    assert.match(duplicate.body().message, /conflicts/)
    assert.lengthOf(
      await AuditLog.query()
        .where('action', 'network.add_ppsk_key')
        .where('object_id', String(venue.location.id)),
      0
    )
  })

  test('removing a key: 204, gone on the controller, audited; an unknown or foreign id is 404', async ({
    client,
    assert,
  }) => {
    const venue = await omadaVenue(client, sim)
    const keys = (await client.get(venue.url).withCsrfToken().loginAs(venue.editor)).body().data
    const unit1 = keys.find((key: any) => key.name === 'Unit 1')

    await client
      .delete(`${venue.url}/${unit1.id}`)
      .withCsrfToken()
      .loginAs(venue.reader)
      .then((r) => r.assertStatus(403))
    await client
      .delete(`${venue.url}/${unit1.id}`)
      .withCsrfToken()
      .loginAs(venue.editor)
      .then((r) => r.assertStatus(204))
    assert.notInclude(
      (await controllerKeys(sim, venue.controllerId, unit1.wlanId)).map((key) => key.name),
      'Unit 1'
    )
    await client
      .delete(`${venue.url}/${unit1.id}`)
      .withCsrfToken()
      .loginAs(venue.editor)
      .then((r) => r.assertStatus(404))
    await client
      .delete(`${venue.url}/garbage`)
      .withCsrfToken()
      .loginAs(venue.editor)
      .then((r) => r.assertStatus(404))
    const forged = `${unit1.id.split('.')[0]}.${'A'.repeat(32)}`
    await client
      .delete(`${venue.url}/${forged}`)
      .withCsrfToken()
      .loginAs(venue.editor)
      .then((r) => r.assertStatus(404))

    const audit = await AuditLog.query()
      .where('action', 'network.remove_ppsk_key')
      .where('object_id', String(venue.location.id))
      .firstOrFail()
    assert.deepInclude(audit.newValues, { key_name: 'Unit 1', vlan: 30 })
  })

  test('a controller that is down answers 503, never 500; a vendor without PPSK 422 before any login; an unbound venue 409', async ({
    client,
    assert,
  }) => {
    const venue = await omadaVenue(client, sim)
    sim.faults.failNext(20, 502)
    const down = await client.get(venue.url).withCsrfToken().loginAs(venue.editor)
    assert.oneOf(down.status(), [503])
    assert.oneOf(down.body().code, ['E_CONTROLLER_UNAVAILABLE', 'E_CONTROLLER_FAILED'])
    sim.faults.reset()

    const admin = await createUser({ isAdmin: true })
    const other = await createTenant()
    const unbound = await client
      .get(`/rest/locations/${other.location.id}/network/ppsk`)
      .withCsrfToken()
      .loginAs(admin)
    unbound.assertStatus(409)
    assert.equal(unbound.body().code, 'E_NETWORK_NOT_CONFIGURED')

    const membership = await Controller.create({
      alias: 'Members only',
      vendor: 'zerotier',
      url: 'https://127.0.0.1:9',
      username: null,
      settings: {},
      secrets: { token: 'x' },
      status: 'connected',
    } as any)
    other.location.merge({ controllerId: membership.id, controllerSiteId: 'network-1' })
    await other.location.save()
    const unsupported = await client
      .get(`/rest/locations/${other.location.id}/network/ppsk`)
      .withCsrfToken()
      .loginAs(admin)
    unsupported.assertStatus(422)
    assert.equal(unsupported.body().code, 'E_CAPABILITY_UNSUPPORTED')
  })
})
