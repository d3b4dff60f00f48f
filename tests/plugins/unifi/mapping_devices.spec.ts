import { test } from '@japa/runner'
import { mapDevice } from '#plugins/unifi/mapping/devices'
import { mapClients } from '#plugins/unifi/mapping/clients'
import { fixtureData } from './fixture.js'

test.group('unifi mapping / devices (stat/device)', () => {
  const devices = fixtureData('stat_device').map(mapDevice)
  const byName = (name: string) => devices.find((d) => d.name === name)!

  test('device types fold onto kinds', ({ assert }) => {
    assert.deepEqual(
      devices.map((d) => d.kind),
      ['gateway', 'switch', 'ap', 'ap', 'ap', 'other']
    )
  })

  test('firmware upgrade, serial and WAN links', ({ assert }) => {
    const device = mapDevice({
      _id: 'x',
      mac: 'F0:9F:C2:10:00:01',
      type: 'udm',
      version: '4.0.6',
      upgradable: true,
      upgrade_to_firmware: '4.1.13',
      serial: 'F09FC2100001',
      wan1: { ip: '203.0.113.4', up: false, name: 'wan' },
      wan2: { up: true },
    })
    assert.equal(device.firmwareUpgrade, '4.1.13')
    assert.equal(device.serial, 'F09FC2100001')
    assert.deepEqual(device.wans, [
      { id: 'wan1', name: 'wan', kind: 'ethernet', up: false, primary: true, ip: '203.0.113.4' },
      { id: 'wan2', name: 'WAN2', kind: 'ethernet', up: true, primary: false, ip: null },
    ])
    const current = mapDevice({
      _id: 'y',
      mac: 'f0:9f:c2:10:00:02',
      type: 'uap',
      upgradable: false,
      upgrade_to_firmware: '9',
    })
    assert.isNull(current.firmwareUpgrade)
    assert.isNull(current.wans)
  })

  test('state codes fold onto states', ({ assert }) => {
    assert.deepEqual(
      devices.map((d) => d.state),
      ['online', 'online', 'offline', 'upgrading', 'pending', 'offline']
    )
  })

  test('identity, firmware, uplink and fallbacks', ({ assert }) => {
    const sw = byName('Switch bar')
    assert.include(sw, {
      id: '64b0c1d2e3f4a5b6c7d8e902',
      mac: 'f0:9f:c2:10:00:02',
      model: 'US8P60',
      firmware: '6.6.61.15220',
      ip: '192.168.1.10',
      uptimeSeconds: 3600,
      uplinkMac: 'f0:9f:c2:10:00:01',
      uplinkPort: 1,
    })
    assert.equal(devices[0].mac, 'f0:9f:c2:10:00:01')
    assert.isNull(devices[0].uplinkMac)
    assert.equal(devices[3].name, 'f0:9f:c2:10:00:04')
    assert.deepEqual(devices[3].ports, [])
    assert.isNull(devices[5].uptimeSeconds)
  })

  test('port_table becomes ports with PoE and profiles (overrides win)', ({ assert }) => {
    const [p1, p2, p3, uplink] = byName('Switch bar').ports
    assert.deepEqual(p1, {
      index: 1,
      name: 'Port 1',
      up: true,
      speedMbps: 1000,
      poe: { mode: 'auto', powering: true },
      profileId: '64b0c1d2e3f4a5b6c7d8f002',
    })
    assert.deepEqual(p2, {
      index: 2,
      name: 'Port 2',
      up: false,
      speedMbps: null,
      poe: { mode: 'off', powering: false },
      profileId: null,
    })
    assert.deepEqual(p3.poe, { mode: 'passive24', powering: false })
    assert.equal(p3.name, 'Port 3')
    assert.isNull(uplink.poe)
    assert.equal(byName('Gateway').ports[1].profileId, '64b0c1d2e3f4a5b6c7d8f001')
  })
})

test.group('unifi mapping / clients (stat/sta)', () => {
  const clients = mapClients(fixtureData('stat_sta'))

  test('skips rows without a usable MAC and normalizes the rest', ({ assert }) => {
    assert.deepEqual(
      clients.map((c) => c.mac),
      ['3c:22:fb:aa:00:01', 'a4:83:e7:aa:00:02', '00:11:32:aa:00:03']
    )
  })

  test('wireless client: signal quality, SSID, AP, fixed IP, vendor', ({ assert }) => {
    assert.deepEqual(clients[0], {
      mac: '3c:22:fb:aa:00:01',
      name: 'Anna (staff)',
      hostname: 'Annas-iPhone',
      ip: '192.168.1.101',
      fixedIp: '192.168.1.101',
      wired: false,
      guest: false,
      authorized: true,
      ssid: 'Cafe Staff',
      uplinkMac: 'f0:9f:c2:10:00:03',
      uplinkPort: null,
      signalDbm: -52,
      signal: 'excellent',
      vendor: 'Apple',
      vlan: 0,
      networkId: '64b0c1d2e3f4a5b6c7d8a001',
      uptimeSeconds: 1200,
    })
    assert.include(clients[1], {
      guest: true,
      authorized: false,
      signal: 'poor',
      signalDbm: -79,
      vlan: 10,
      fixedIp: null,
    })
  })

  test('wired client: switch port, no signal, fixed_ip ignored without use_fixedip', ({
    assert,
  }) => {
    assert.include(clients[2], {
      wired: true,
      ssid: null,
      uplinkMac: 'f0:9f:c2:10:00:02',
      uplinkPort: 3,
      signal: null,
      signalDbm: null,
      fixedIp: null,
      vendor: 'Synology',
      name: null,
    })
  })
})
