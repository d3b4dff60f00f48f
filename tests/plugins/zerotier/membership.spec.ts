import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { connectWithPlugin, requireCapability } from '#core/plugins/connect_controller'
import { UnsupportedCapabilityError } from '#core/plugins/plugin_errors'
import zerotier, {
  listNetworkMembers,
  setMemberAuthorized,
  updateMemberDetails,
} from '#plugins/zerotier/index'
import type { ZeroTierSimulator } from '#plugins/zerotier/simulator/simulator_api'
import { expectRejection } from '../contract/contract_context.js'
import { networkId, settingsFor, startSimulator } from './zerotier_target.js'

/** What the shared suite cannot check on a membership network: the verbs only ZeroTier has, and its device shape. */
test.group('zerotier membership (through the contract)', (group) => {
  let simulator: ZeroTierSimulator
  let connection: ControllerConnection
  let site: string
  group.setup(async () => {
    simulator = await startSimulator()
    site = networkId(simulator)
    connection = await connectWithPlugin(zerotier, settingsFor(simulator), {
      cacheNamespace: `zt-${randomUUID()}`,
    })
    return () => simulator.stop()
  })
  group.each.setup(() => simulator.faults.reset())

  test('devices: members as kind "other", node ids, no MAC or ports; no clients', async ({
    assert,
  }) => {
    const devices = await connection.listDevices(site)
    assert.lengthOf(devices, 10)
    for (const device of devices) {
      assert.match(device.id, /^[0-9a-f]{10}$/)
      assert.equal(device.kind, 'other')
      assert.isNull(device.mac)
      assert.deepEqual(device.ports, [])
      assert.isBoolean(device.authorized)
    }
    const states = devices.map((d) => d.state)
    assert.includeMembers(states, ['online', 'offline', 'pending'])
    const gateway = devices.find((d) => d.name === 'venue-gw-01')!
    assert.include(gateway, { state: 'online', authorized: true })
    assert.match(gateway.ip!, /^10\.\d+\.\d+\.\d+$/)
    assert.match(gateway.firmware!, /^\d+\.\d+\.\d+$/)
    assert.deepEqual(await connection.listClients(site), [])
  })

  test('online follows lastSeen: a member not heard from for an hour is offline', async ({
    assert,
  }) => {
    const gateway = (await connection.listDevices(site)).find((d) => d.name === 'venue-gw-01')!
    simulator.faults.setMemberOnline(site, gateway.id, false)
    assert.equal(
      (await connection.listDevices(site)).find((d) => d.id === gateway.id)!.state,
      'offline'
    )
    simulator.faults.setMemberOnline(site, gateway.id, true)
    assert.equal(
      (await connection.listDevices(site)).find((d) => d.id === gateway.id)!.state,
      'online'
    )
  })

  test('a node joins: pending, then authorized and given an address, then deauthorized', async ({
    assert,
  }) => {
    const joined = simulator.join(site, { name: 'kassa-nieuw' })
    const setAuthorized = requireCapability(connection, 'setDeviceAuthorized')
    let device = (await connection.listDevices(site)).find((d) => d.id === joined.nodeId)!
    assert.include(device, { state: 'pending', authorized: false, ip: null })

    await setAuthorized(site, joined.nodeId, true)
    device = (await connection.listDevices(site)).find((d) => d.id === joined.nodeId)!
    assert.include(device, { state: 'online', authorized: true })
    assert.isNotNull(device.ip)

    await setAuthorized(site, joined.nodeId, true)
    await setAuthorized(site, joined.nodeId, false)
    device = (await connection.listDevices(site)).find((d) => d.id === joined.nodeId)!
    assert.include(device, { state: 'online', authorized: false })
    await expectRejection(setAuthorized(site, 'no-such-device', true), 'not_found')
    await expectRejection(setAuthorized(site, '0123456789', true), 'not_found')
  })

  test('rename a member; an empty name is refused; an unknown member is not found', async ({
    assert,
  }) => {
    const rename = requireCapability(connection, 'renameDevice')
    const [first] = await connection.listDevices(site)
    await rename(site, first.id, '  Kassa bar  ')
    assert.equal(
      (await connection.listDevices(site)).find((d) => d.id === first.id)!.name,
      'Kassa bar'
    )
    assert.equal(
      simulator.state.members(site).find((m) => m.nodeId === first.id)!.name,
      'Kassa bar'
    )
    await expectRejection(rename(site, first.id, '   '), 'invalid_value')
    await expectRejection(rename(site, 'abcdefabcd', 'x'), 'not_found')
    await rename(site, first.id, first.name)
  })

  test('remove a member: gone from the list, a second removal is not found', async ({ assert }) => {
    const remove = requireCapability(connection, 'removeDevice')
    const joined = simulator.join(site, { name: 'weg-ermee' })
    await remove(site, joined.nodeId)
    assert.notInclude(
      (await connection.listDevices(site)).map((d) => d.id),
      joined.nodeId
    )
    await expectRejection(remove(site, joined.nodeId), 'not_found')
  })

  test('an unknown network is not found', async () => {
    await expectRejection(connection.listDevices('0123456789abcdef'), 'not_found')
    await expectRejection(
      requireCapability(connection, 'removeDevice')('not-a-network', '0123456789'),
      'not_found'
    )
  })
})

test.group('zerotier membership functions for core routes', (group) => {
  let simulator: ZeroTierSimulator
  let connection: ControllerConnection
  let site: string
  group.setup(async () => {
    simulator = await startSimulator()
    site = networkId(simulator)
    connection = await connectWithPlugin(zerotier, settingsFor(simulator), {
      cacheNamespace: `zt-${randomUUID()}`,
    })
    return () => simulator.stop()
  })

  test('list members with authorization state, last seen and every address', async ({ assert }) => {
    const members = await listNetworkMembers(connection, site)
    assert.lengthOf(members, 10)
    assert.lengthOf(
      members.filter((m) => m.pending),
      2
    )
    assert.lengthOf(
      members.filter((m) => !m.authorized && !m.pending),
      1
    )
    const gateway = members.find((m) => m.name === 'venue-gw-01')!
    assert.include(gateway, {
      networkId: site,
      authorized: true,
      pending: false,
      state: 'online',
      activeBridge: true,
    })
    assert.instanceOf(gateway.lastSeen, Date)
    assert.isAbove(gateway.ipAssignments.length, 0)
    assert.isString(gateway.physicalAddress)
  })

  test('authorize and deauthorize by node id (any case)', async ({ assert }) => {
    const joined = simulator.join(site)
    const authorized = await setMemberAuthorized(
      connection,
      site,
      joined.nodeId.toUpperCase(),
      true
    )
    assert.include(authorized, { nodeId: joined.nodeId, authorized: true, pending: false })
    const refused = await setMemberAuthorized(connection, site, joined.nodeId, false)
    assert.include(refused, { authorized: false, pending: false })
    const described = await updateMemberDetails(connection, site, joined.nodeId, {
      name: 'Tablet',
      description: 'Bediening',
    })
    assert.include(described, { name: 'Tablet', description: 'Bediening' })
  })

  test('a connection of another vendor is refused', async ({ assert }) => {
    const other = { capabilities: new Set() } as unknown as ControllerConnection
    await assert.rejects(() => listNetworkMembers(other, site), UnsupportedCapabilityError as any)
    await assert.rejects(
      () => setMemberAuthorized(other, site, '0123456789', true),
      UnsupportedCapabilityError as any
    )
  })

  test('a connection restricted to one network refuses the others', async () => {
    const restricted = await connectWithPlugin(
      zerotier,
      settingsFor(simulator, { network: networkId(simulator, 'Venue other') }),
      {
        cacheNamespace: `zt-${randomUUID()}`,
      }
    )
    await expectRejection(restricted.listDevices(site), 'not_found')
  })
})
