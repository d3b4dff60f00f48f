import { test } from '@japa/runner'
import { mapWlan, mapPpsk, ppskId, wlanChangeToUnifi } from '#plugins/unifi/mapping/wlans'
import { ipInSubnet, mapPortProfile, mapSite, mapSubnet } from '#plugins/unifi/mapping/networks'
import { fixtureData } from './fixture.js'

test.group('unifi mapping / wlans (rest/wlanconf)', () => {
  const raw = fixtureData('rest_wlanconf')
  const wlans = raw.map(mapWlan)

  test('security: open, WPA personal, PPSK, enterprise, other', ({ assert }) => {
    assert.deepEqual(
      wlans.map((w) => w.security),
      ['wpa-personal', 'open', 'ppsk', 'wpa-enterprise', 'other']
    )
  })

  test('fields: SSID, flags, passphrase only where it is one, network', ({ assert }) => {
    assert.deepEqual(wlans[0], {
      id: '64b0c1d2e3f4a5b6c7d8b001',
      name: 'Cafe Staff',
      enabled: true,
      hidden: false,
      guest: false,
      security: 'wpa-personal',
      passphrase: 'staff-secret-1',
      networkId: '64b0c1d2e3f4a5b6c7d8a001',
    })
    assert.include(wlans[1], { guest: true, passphrase: null })
    assert.include(wlans[2], { enabled: false, hidden: true, networkId: null })
    assert.isNull(wlans[3].passphrase)
  })

  test('a change maps to a partial body with only the given fields', ({ assert }) => {
    assert.deepEqual(wlanChangeToUnifi({ passphrase: 'new-secret', hidden: true }), {
      x_passphrase: 'new-secret',
      hide_ssid: true,
    })
    assert.deepEqual(wlanChangeToUnifi({ name: 'X', enabled: false, guest: true }), {
      name: 'X',
      enabled: false,
      is_guest: true,
    })
    assert.deepEqual(wlanChangeToUnifi({}), {})
  })

  test('PPSK keys: digest ids, network and VLAN', ({ assert }) => {
    const networks = fixtureData('rest_networkconf')
    const keys = raw[2].private_preshared_keys.map((k: any) => mapPpsk(k, networks))
    assert.deepEqual(keys[0], {
      id: ppskId('room-101-key'),
      name: null,
      passphrase: 'room-101-key',
      networkId: '64b0c1d2e3f4a5b6c7d8a003',
      vlan: 30,
    })
    assert.isNull(keys[1].vlan)
    assert.notEqual(keys[0].id, keys[1].id)
    assert.match(keys[0].id, /^[0-9a-f]{16}$/)
  })
})

test.group('unifi mapping / sites, networks, port profiles', () => {
  test('sites use the short key as id and desc as name', ({ assert }) => {
    assert.deepEqual(fixtureData('self_sites').map(mapSite), [
      { id: 'default', name: 'Default', parentId: null, parentName: null },
      { id: 'k3j9x2lm', name: 'Café Central', parentId: null, parentName: null },
    ])
  })

  test('networkconf → subnets', ({ assert }) => {
    assert.deepEqual(fixtureData('rest_networkconf').map(mapSubnet), [
      {
        id: '64b0c1d2e3f4a5b6c7d8a001',
        name: 'LAN',
        purpose: 'corporate',
        vlan: null,
        cidr: '192.168.1.1/24',
      },
      {
        id: '64b0c1d2e3f4a5b6c7d8a002',
        name: 'Guests',
        purpose: 'guest',
        vlan: 10,
        cidr: '192.168.10.1/24',
      },
      {
        id: '64b0c1d2e3f4a5b6c7d8a003',
        name: 'Residents VLAN',
        purpose: 'vlan',
        vlan: 30,
        cidr: null,
      },
      {
        id: '64b0c1d2e3f4a5b6c7d8a004',
        name: 'Internet 1',
        purpose: 'wan',
        vlan: null,
        cidr: null,
      },
      {
        id: '64b0c1d2e3f4a5b6c7d8a005',
        name: 'VPN',
        purpose: 'other',
        vlan: null,
        cidr: '10.8.0.1/24',
      },
    ])
  })

  test('portconf → port profiles with PoE modes', ({ assert }) => {
    assert.deepEqual(fixtureData('rest_portconf').map(mapPortProfile), [
      { id: '64b0c1d2e3f4a5b6c7d8f001', name: 'All', nativeNetworkId: null, poe: 'auto' },
      {
        id: '64b0c1d2e3f4a5b6c7d8f002',
        name: 'Guests only',
        nativeNetworkId: '64b0c1d2e3f4a5b6c7d8a002',
        poe: 'passive24',
      },
      { id: '64b0c1d2e3f4a5b6c7d8f003', name: 'Disabled', nativeNetworkId: null, poe: null },
    ])
  })

  test('ipInSubnet', ({ assert }) => {
    assert.isTrue(ipInSubnet('192.168.1.50', '192.168.1.1/24'))
    assert.isFalse(ipInSubnet('192.168.2.50', '192.168.1.1/24'))
    assert.isTrue(ipInSubnet('10.1.200.3', '10.1.0.1/16'))
    assert.isFalse(ipInSubnet('300.1.1.1', '10.1.0.1/16'))
    assert.isFalse(ipInSubnet('192.168.1.5', null))
  })
})
