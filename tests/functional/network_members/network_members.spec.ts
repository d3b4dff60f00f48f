import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import AuditLog from '#kernel/audit/audit_log'
import type User from '#core/users/models/user'
import type { ZeroTierSimulator } from '#plugins/zerotier/simulator/simulator_api'
import { createUser } from '#tests/helpers/fixtures'
import {
  NETWORK_NAME,
  networkId,
  settingsFor,
  startSimulator,
} from '#tests/plugins/zerotier/zerotier_target'

const MEMBERS = '/rest/zerotier/network/members'

/** A controller added the way an admin does it: through the tested form. */
async function addController(client: ApiClient, admin: User, simulator: ZeroTierSimulator) {
  const response = await client
    .post('/rest/controllers')
    .json({ vendor: 'zerotier', alias: 'Members HQ', ...settingsFor(simulator) })
    .withCsrfToken()
    .loginAs(admin)
  response.assertStatus(201)
  return response.body().id as number
}

test.group('Network members: list, authorize, rename, remove, print', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let simulator: ZeroTierSimulator
  let network: string
  group.setup(async () => {
    simulator = await startSimulator()
    network = networkId(simulator)
    return () => simulator.stop()
  })
  group.each.setup(() => simulator.faults.reset())

  test('lists every member of the controller networks live, with the networks for the filter', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const controllerId = await addController(client, admin, simulator)
    const response = await client.get(MEMBERS).loginAs(admin)
    response.assertStatus(200)
    const body = response.body()
    assert.deepEqual(body.failures, [])
    assert.includeDeepMembers(body.networks, [
      {
        id: network,
        name: NETWORK_NAME,
        controllerId,
        controllerAlias: 'Members HQ',
        vendorName: 'ZeroTier Central',
      },
    ])
    const ours = body.data.filter((member: any) => member.networkId === network)
    assert.lengthOf(ours, 10)
    const gateway = ours.find((member: any) => member.name === 'venue-gw-01')
    assert.include(gateway, {
      authorized: true,
      pending: false,
      online: true,
      state: 'online',
      controllerId,
      networkName: NETWORK_NAME,
    })
    assert.match(gateway.ip, /^10\./)
    assert.isAtLeast(ours.filter((member: any) => member.pending).length, 2)

    const pending = await client.get(MEMBERS).qs({ network, status: 'pending' }).loginAs(admin)
    assert.isTrue(
      pending.body().data.length >= 2 &&
        pending.body().data.every((member: any) => member.pending && member.networkId === network)
    )
    const offline = await client.get(MEMBERS).qs({ network, online: false }).loginAs(admin)
    assert.isTrue(offline.body().data.every((member: any) => !member.online))
    assert.notInclude(
      offline.body().data.map((member: any) => member.id),
      gateway.id
    )
  })

  test('authorizes a pending member and renames it; both changes are audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const controllerId = await addController(client, admin, simulator)
    const joined = simulator.join(network, { name: 'kassa-nieuw' })

    const authorized = await client
      .patch(`${MEMBERS}/${joined.nodeId}`)
      .json({ controllerId, networkId: network, authorized: true })
      .withCsrfToken()
      .loginAs(admin)
    authorized.assertStatus(200)
    assert.include(authorized.body(), { id: joined.nodeId, authorized: true, pending: false })
    assert.isTrue(
      simulator.state.members(network).find((member) => member.nodeId === joined.nodeId)!.config
        .authorized
    )

    const renamed = await client
      .patch(`${MEMBERS}/${joined.nodeId}`)
      .json({ controllerId, networkId: network, name: 'Kassa 2' })
      .withCsrfToken()
      .loginAs(admin)
    renamed.assertStatus(200)
    assert.equal(renamed.body().name, 'Kassa 2')

    const entries = await AuditLog.query()
      .where('object_type', 'network_member')
      .where('object_id', joined.nodeId)
      .orderBy('id')
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['network_member.authorized', 'network_member.renamed']
    )
    assert.equal(entries[0].actorId, admin.id)
    assert.deepInclude(entries[1].newValues as any, {
      name: 'Kassa 2',
      network_id: network,
      controller_id: controllerId,
    })
  })

  test('deauthorizes, prints a label and removes a member', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const controllerId = await addController(client, admin, simulator)
    const joined = simulator.join(network, { name: 'tijdelijk' })
    const where = { controllerId, networkId: network }
    await client
      .patch(`${MEMBERS}/${joined.nodeId}`)
      .json({ ...where, authorized: true })
      .withCsrfToken()
      .loginAs(admin)
    const off = await client
      .patch(`${MEMBERS}/${joined.nodeId}`)
      .json({ ...where, authorized: false })
      .withCsrfToken()
      .loginAs(admin)
    off.assertStatus(200)
    assert.include(off.body(), { authorized: false, pending: false })

    const label = await client
      .post(`/rest/print/zerotier/${joined.nodeId}`)
      .json(where)
      .withCsrfToken()
      .loginAs(admin)
    label.assertStatus(200)
    assert.equal(label.header('content-type'), 'application/pdf')
    assert.match(label.header('content-disposition') ?? '', /node-[0-9a-f]+\.pdf/)
    assert.isAbove(Number(label.header('content-length')), 1000)

    const removed = await client
      .delete(`${MEMBERS}/${joined.nodeId}`)
      .qs(where)
      .withCsrfToken()
      .loginAs(admin)
    removed.assertStatus(204)
    assert.isUndefined(
      simulator.state.members(network).find((member) => member.nodeId === joined.nodeId)
    )
    const actions = (
      await AuditLog.query()
        .where('object_type', 'network_member')
        .where('object_id', joined.nodeId)
    ).map((entry) => entry.action)
    assert.includeMembers(actions, [
      'network_member.authorized',
      'network_member.deauthorized',
      'network_member.removed',
    ])
  })

  test('bad input: field errors, unknown node or network 404, never a 500', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const controllerId = await addController(client, admin, simulator)
    const gateway = simulator.state
      .members(network)
      .find((member) => member.name === 'venue-gw-01')!

    const nothing = await client
      .patch(`${MEMBERS}/${gateway.nodeId}`)
      .json({ controllerId, networkId: network })
      .withCsrfToken()
      .loginAs(admin)
    nothing.assertStatus(422)
    assert.equal(nothing.body().errors[0].field, 'authorized')

    const badTypes = await client
      .patch(`${MEMBERS}/${gateway.nodeId}`)
      .json({ controllerId: 'x', networkId: network, authorized: 'maybe', name: 'x'.repeat(101) })
      .withCsrfToken()
      .loginAs(admin)
    badTypes.assertStatus(422)
    assert.includeMembers(
      badTypes.body().errors.map((error: any) => error.field),
      ['controllerId', 'authorized', 'name']
    )

    const unknownController = await client
      .patch(`${MEMBERS}/${gateway.nodeId}`)
      .json({ controllerId: controllerId + 999, networkId: network, authorized: true })
      .withCsrfToken()
      .loginAs(admin)
    unknownController.assertStatus(422)
    assert.deepEqual(
      unknownController.body().errors.map((error: any) => [error.field, error.rule]),
      [['controllerId', 'exists']]
    )

    const unknownNode = await client
      .patch(`${MEMBERS}/ffffffffff`)
      .json({ controllerId, networkId: network, authorized: true })
      .withCsrfToken()
      .loginAs(admin)
    unknownNode.assertStatus(404)
    const unknownNetwork = await client
      .patch(`${MEMBERS}/${gateway.nodeId}`)
      .json({ controllerId, networkId: 'not-a-network', authorized: true })
      .withCsrfToken()
      .loginAs(admin)
    unknownNetwork.assertStatus(404)
    const badFilter = await client.get(MEMBERS).qs({ status: 'sleeping' }).loginAs(admin)
    badFilter.assertStatus(422)
  })

  test('an unreachable controller is reported in failures, not as an error', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const controllerId = await addController(client, admin, simulator)
    simulator.faults.failNext(50, 503)
    const response = await client.get(MEMBERS).qs({ controllerId }).loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body().data, [])
    assert.deepEqual(response.body().failures, [
      { controllerId, controllerAlias: 'Members HQ', code: 'E_CONTROLLER_UNAVAILABLE' },
    ])

    const change = await client
      .patch(`${MEMBERS}/abcdef0123`)
      .json({ controllerId, networkId: network, authorized: true })
      .withCsrfToken()
      .loginAs(admin)
    change.assertStatus(503)
    assert.equal(change.body().code, 'E_CONTROLLER_UNAVAILABLE')
  })

  test('admins only: another user gets 403 on every route', async ({ client }) => {
    const user = await createUser()
    const where = { controllerId: 1, networkId: 'x' }
    ;(await client.get(MEMBERS).loginAs(user)).assertStatus(403)
    ;(
      await client
        .patch(`${MEMBERS}/abcdef0123`)
        .json({ ...where, authorized: true })
        .withCsrfToken()
        .loginAs(user)
    ).assertStatus(403)
    ;(
      await client.delete(`${MEMBERS}/abcdef0123`).qs(where).withCsrfToken().loginAs(user)
    ).assertStatus(403)
    ;(
      await client.post('/rest/print/zerotier/abcdef0123').json(where).withCsrfToken().loginAs(user)
    ).assertStatus(403)
    ;(await client.get(MEMBERS)).assertStatus(401)
  })
})
