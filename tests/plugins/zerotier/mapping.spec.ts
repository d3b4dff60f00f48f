import { test } from '@japa/runner'
import { mapDevice, mapMember, memberState } from '#plugins/zerotier/mapping/members'
import { mapSite } from '#plugins/zerotier/mapping/networks'
import type { CentralMember, CentralNetwork } from '#plugins/zerotier/client/vendor_types'
import { fixture } from './fixture.js'

const NOW = 1_795_600_000_000
const FIVE_MINUTES = 300_000
const NETWORK = '8056c2e21c000001'
const members = () => fixture<CentralMember[]>('network_member')
const byNode = (node: string) => members().find((m) => m.nodeId === node)!

test.group('zerotier mapping / members and networks', () => {
  test('networks become sites named by config.name, else by id', ({ assert }) => {
    assert.deepEqual(fixture<CentralNetwork[]>('network').map(mapSite), [
      { id: '8056c2e21c000001', name: 'Venue Oost', parentId: null, parentName: null },
      { id: '8056c2e21c000002', name: '8056c2e21c000002', parentId: null, parentName: null },
    ])
  })

  test('an authorized member seen 10 s ago: online, IPv4 first, version, authorized', ({
    assert,
  }) => {
    assert.deepEqual(mapDevice(byNode('a1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES), {
      id: 'a1b2c3d4e5',
      mac: null,
      name: 'venue-gw-01',
      kind: 'other',
      model: null,
      firmware: '1.14.2',
      authorized: true,
      description: 'Router in de meterkast',
      ip: '10.147.17.1',
      state: 'online',
      uptimeSeconds: null,
      uplinkMac: null,
      uplinkPort: null,
      ports: [],
    })
  })

  test('online is lastSeen within the threshold; the threshold is inclusive', ({ assert }) => {
    const kassa = byNode('b1b2c3d4e5') // seen 10 000 s ago
    assert.equal(memberState(kassa, NOW, FIVE_MINUTES), 'offline')
    assert.equal(memberState(kassa, NOW, 10_000_000), 'online')
    assert.equal(memberState(kassa, NOW, 9_999_999), 'offline')
  })

  test('the version comes from vMajor/vMinor/vRev when clientVersion is empty; -1 means unknown', ({
    assert,
  }) => {
    assert.equal(mapDevice(byNode('b1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES).firmware, '1.12.2')
    assert.isNull(mapDevice(byNode('d1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES).firmware)
  })

  test('never authorized is pending and nameless (named by node id); deauthorized is not pending', ({
    assert,
  }) => {
    const joining = mapDevice(byNode('c1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES)
    assert.include(joining, { state: 'pending', authorized: false, name: 'c1b2c3d4e5', ip: null })
    const refused = mapMember(byNode('d1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES)
    assert.include(refused, {
      pending: false,
      authorized: false,
      state: 'offline',
      physicalAddress: null,
    })
  })

  test('lastSeen 0 falls back to the deprecated lastOnline, and to unknown without either', ({
    assert,
  }) => {
    assert.equal(
      mapMember(byNode('d1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES).lastSeen?.getTime(),
      1_795_599_000_000
    )
    const reset = mapMember(byNode('e1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES)
    assert.include(reset, { state: 'unknown', lastSeen: null, physicalAddress: null, hidden: true })
    assert.deepEqual(reset.ipAssignments, [])
  })

  test('the member view keeps every address, the description and the bridge flag', ({ assert }) => {
    const gateway = mapMember(byNode('a1b2c3d4e5'), NETWORK, NOW, FIVE_MINUTES)
    assert.deepEqual(gateway.ipAssignments, ['fd80:56c2:e21c::1', '10.147.17.1'])
    assert.include(gateway, {
      description: 'Router in de meterkast',
      activeBridge: true,
      clientVersion: '1.14.2',
      networkId: NETWORK,
    })
  })
})
