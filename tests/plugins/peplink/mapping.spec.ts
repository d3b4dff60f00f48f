import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { mapClients } from '#plugins/peplink/mapping/clients'
import { deviceKind, mapDevice, needsDetail } from '#plugins/peplink/mapping/devices'
import { inFailover, mapWans } from '#plugins/peplink/mapping/wans'
import { mapGroup } from '#plugins/peplink/mapping/sites'
import { parseSiteId, siteIdOf } from '#plugins/peplink/site_ids'

/** A recorded InControl answer from ./fixtures, as its `data`. */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')).data

test.group('peplink mapping / devices', () => {
  const list = fixture('devices')

  test('product names fold onto kinds; interfaces make an unknown product a gateway', ({
    assert,
  }) => {
    assert.deepEqual(
      list.map((d: any) => deviceKind(d)),
      ['gateway', 'switch', 'ap', 'gateway', 'other']
    )
    assert.equal(deviceKind({ product_name: 'UBR Plus', interfaces: [{ id: 1 }] }), 'gateway')
    assert.deepEqual(list.map(needsDetail), [true, true, false, true, true])
  })

  test('status, MAC, serial, firmware and names', ({ assert }) => {
    const [router, sw, ap, transit, mystery] = list.map((d: any) => mapDevice(d))
    assert.include(router, {
      id: '4101',
      mac: '00:1a:dd:c3:d4:01',
      serial: '1933-A1B2-C3D4',
      firmware: '8.4.1 build 5195',
      state: 'online',
      model: 'Balance 20X',
    })
    assert.isNull(sw.mac, 'a MAC with a space is not a MAC')
    assert.include(ap, { mac: '00:1a:dd:c3:d4:03', state: 'offline', kind: 'ap' })
    assert.include(transit, { state: 'unknown', name: '1933-A1B2-C3D7', mac: '00:1a:dd:c3:d4:04' })
    assert.include(mystery, { firmware: null, serial: null, kind: 'other' })
    assert.notProperty(
      router,
      'firmwareUpgrade',
      'InControl says nothing about upgrades: left unknown'
    )
  })

  test('a router in failover: primary WAN down, cellular up', ({ assert }) => {
    const device = mapDevice(list[0], fixture('device_router_failover'))
    assert.deepEqual(device.wans, [
      { id: '1', name: 'WAN', kind: 'ethernet', up: false, primary: true, ip: null },
      { id: '2', name: 'Wi-Fi WAN', kind: 'wifi', up: false, primary: false, ip: null },
      { id: '3', name: 'Cellular', kind: 'cellular', up: true, primary: false, ip: '10.64.12.9' },
    ])
    assert.isTrue(inFailover(device.wans))
    assert.equal(device.ip, '10.64.12.9')
    assert.lengthOf(device.ports, 2)
    assert.isNull(device.ports[0].poe)
  })

  test('WAN priorities decide the primary; without them wired links are primary and standby counts as up', ({
    assert,
  }) => {
    const normal = mapWans([
      { id: 1, type: 'ethernet', status: 'Connected', priority: 1, ip: '203.0.113.5' },
      { id: 2, type: 'gobi', status: 'Standby', priority: 2 },
    ])!
    assert.deepEqual(
      normal.map((w) => [w.primary, w.up]),
      [
        [true, true],
        [false, true],
      ]
    )
    assert.isFalse(inFailover(normal))
    const unprioritised = mapWans([
      { id: 1, type: 'ethernet', status: 'No Cable' },
      { id: 2, type: 'cellular', status: 'Connected' },
    ])!
    assert.deepEqual(
      unprioritised.map((w) => [w.kind, w.primary, w.up]),
      [
        ['ethernet', true, false],
        ['cellular', false, true],
      ]
    )
    assert.isTrue(inFailover(unprioritised))
    const cellularFirst = mapWans([
      { id: 1, type: 'gobi', status: 'Connected', priority: 1 },
      { id: 2, type: 'ethernet', status: 'Standby', priority: 2 },
    ])!
    assert.deepEqual(
      cellularFirst.map((w) => w.primary),
      [true, false]
    )
    assert.isNull(mapWans([]))
  })

  test('switch ports sorted by index with PoE powering only when delivering on a live link', ({
    assert,
  }) => {
    const device = mapDevice(
      { id: 4102, product_name: 'SD Switch 8-Port PoE', status: 'online' },
      fixture('device_switch')
    )
    assert.isNull(device.wans)
    assert.deepEqual(
      device.ports.map((p) => [p.index, p.up, p.speedMbps, p.poe]),
      [
        [1, true, 100, { mode: 'auto', powering: false }],
        [2, true, 1000, { mode: 'auto', powering: true }],
        [3, false, null, { mode: 'off', powering: false }],
      ]
    )
  })
})

test.group('peplink mapping / clients and sites', () => {
  test('online clients only, wired when no radio, MACs normalised, signal from dBm', ({
    assert,
  }) => {
    const clients = mapClients(fixture('clients'))
    assert.deepEqual(
      clients.map((c) => [c.mac, c.wired, c.ssid, c.signalDbm, c.signal, c.vendor]),
      [
        ['a4:83:e7:01:02:03', false, 'Gasten WiFi', -58, 'good', 'Apple, Inc.'],
        ['00:0b:4f:01:02:03', true, null, null, null, 'Ingenico'],
        ['3c:22:fb:01:02:03', false, 'Personeel', null, null, null],
      ]
    )
  })

  test('a group is a site inside its organisation', ({ assert }) => {
    assert.deepEqual(mapGroup({ id: 't00nnt', name: 'Horeca BV' }, { id: 12, name: 'Strand' }), {
      id: 't00nnt:12',
      name: 'Strand',
      parentId: 't00nnt',
      parentName: 'Horeca BV',
    })
    assert.deepEqual(parseSiteId(siteIdOf('t00nnt', 12)), { orgId: 't00nnt', groupId: '12' })
    assert.throws(() => parseSiteId('12'))
  })
})
