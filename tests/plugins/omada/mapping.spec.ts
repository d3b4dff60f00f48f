import { test } from '@japa/runner'
import { clientContext, mapClients } from '#plugins/omada/mapping/clients'
import {
  deviceState,
  mapDevice,
  mapPort,
  mapWans,
  uptimeSeconds,
} from '#plugins/omada/mapping/devices'
import { toOmadaMac } from '#plugins/omada/mapping/macs'
import { mapSubnet } from '#plugins/omada/mapping/networks'
import { mapPpskKey, mapWlan, parseWlanKey, wlanKey } from '#plugins/omada/mapping/wlans'
import { fixtureResult } from './fixture.js'

test.group('omada mapping', () => {
  test('MACs: AA-BB-… at the vendor edge, aa:bb:… in the contract', ({ assert }) => {
    assert.equal(toOmadaMac('aa:bb:cc:dd:ee:0f'), 'AA-BB-CC-DD-EE-0F')
    assert.equal(toOmadaMac('aabb.ccdd.ee0f'), 'AA-BB-CC-DD-EE-0F')
    assert.isNull(toOmadaMac('no-such-device'))
  })

  test('devices: kind, state from detailStatus, uptime string, uplink, ports and WANs', ({
    assert,
  }) => {
    const [gateway, sw, ap] = fixtureResult('devices')
    const ports = fixtureResult('switch_ports_overview').map(mapPort)
    const mappedGw = mapDevice(gateway, { wans: mapWans(fixtureResult('wan_status')) })
    assert.include(mappedGw, {
      id: '50-C7-BF-11-22-33',
      mac: '50:c7:bf:11:22:33',
      kind: 'gateway',
      state: 'online',
      serial: 'Y223456789',
    })
    assert.equal(mappedGw.uptimeSeconds, 12 * 86400 + 3 * 3600 + 4 * 60 + 5)
    assert.deepEqual(mappedGw.wans, [
      { id: 'wan-1', name: 'WAN1', kind: 'ethernet', up: true, primary: true, ip: '84.1.2.3' },
      { id: 'wan-2', name: 'WAN/LAN2', kind: 'ethernet', up: false, primary: false, ip: null },
    ])
    const mappedSw = mapDevice(sw, { ports })
    assert.include(mappedSw, {
      kind: 'switch',
      uplinkMac: '50:c7:bf:11:22:33',
      uplinkPort: 3,
      wans: null,
    })
    assert.deepEqual(mappedSw.ports[0], {
      index: 2,
      name: 'Port2',
      up: true,
      speedMbps: 1000,
      poe: { mode: 'auto', powering: true },
      profileId: 'p-all',
    })
    assert.deepEqual(mappedSw.ports[1].poe, { mode: 'off', powering: false })
    assert.equal(mappedSw.ports[1].name, 'Port 5')
    assert.isNull(mappedSw.ports[2].poe)
    assert.equal(mappedSw.ports[2].speedMbps, 10_000)
    assert.include(mapDevice(ap), { kind: 'ap', state: 'rebooting', uptimeSeconds: null })
  })

  test('device states: detailStatus bands, status as fallback', ({ assert }) => {
    assert.equal(deviceState({ detailStatus: 12 }), 'upgrading')
    assert.equal(deviceState({ detailStatus: 15 }), 'online')
    assert.equal(deviceState({ detailStatus: 31 }), 'offline')
    assert.equal(deviceState({ detailStatus: 22 }), 'pending')
    assert.equal(deviceState({ status: 0 }), 'offline')
    assert.equal(deviceState({ status: 2 }), 'pending')
    assert.equal(deviceState({}), 'unknown')
    assert.equal(uptimeSeconds(3600), 3600)
    assert.equal(uptimeSeconds('42'), 42)
  })

  test('clients: signal from rssi, guest authorization, fixed IP from reservations, network from the subnet', ({
    assert,
  }) => {
    const networks = fixtureResult('lan_networks')
    const clients = mapClients(
      fixtureResult('clients'),
      clientContext(networks, fixtureResult('dhcp_reservations'))
    )
    const [guest, printer, tenant] = clients
    assert.include(guest, {
      mac: 'a4:83:e7:01:02:03',
      name: null,
      wired: false,
      guest: true,
      authorized: true,
      signalDbm: -61,
      signal: 'good',
    })
    assert.include(guest, {
      networkId: 'net-guest',
      vlan: 20,
      uplinkMac: 'a8:42:a1:77:88:99',
      ssid: 'Guest WiFi',
    })
    assert.include(printer, {
      wired: true,
      name: 'Printer kantoor',
      fixedIp: '192.168.0.50',
      uplinkMac: '50:c7:bf:44:55:66',
      uplinkPort: 6,
    })
    assert.include(printer, { signal: null, signalDbm: null, networkId: 'net-default', ssid: null })
    assert.include(tenant, { signal: 'unstable', fixedIp: null, networkId: null })
  })

  test("subnets: portal network is the guests', VLAN-only has no CIDR", ({ assert }) => {
    const [lan, guest, tenant] = fixtureResult('lan_networks').map(mapSubnet)
    assert.deepEqual(lan, {
      id: 'net-default',
      name: 'Default',
      purpose: 'corporate',
      vlan: 1,
      cidr: '192.168.0.1/24',
    })
    assert.equal(guest.purpose, 'guest')
    assert.include(tenant, { purpose: 'vlan', cidr: null, vlan: 30 })
  })

  test('WLANs: group + SSID id, hidden from broadcast, passphrase from the detail; PPSK keys by name', ({
    assert,
  }) => {
    const networks = fixtureResult('lan_networks')
    const wlan = mapWlan('grp1', fixtureResult('ssid_detail'), networks)
    assert.deepEqual(wlan, {
      id: 'grp1:ssid-staff',
      name: 'Staff',
      enabled: true,
      hidden: true,
      guest: false,
      security: 'wpa-personal',
      passphrase: 'koffie-molen-4821',
      networkId: 'net-tenant',
    })
    assert.deepEqual(parseWlanKey(wlanKey('a', 'b')), { wlanId: 'a', ssidId: 'b' })
    const [unit, lobby] = fixtureResult('ppsk_profile').ppsk.map((k: any) =>
      mapPpskKey(k, networks)
    )
    assert.deepEqual(unit, {
      id: 'Unit 1',
      name: 'Unit 1',
      passphrase: 'unit-one-secret',
      networkId: 'net-tenant',
      vlan: 30,
    })
    assert.include(lobby, { vlan: null, networkId: null })
  })
})
