import { test } from '@japa/runner'
import { cidrContains } from '#core/network/services/ipv4'
import {
  clientCountWorthRecording,
  deriveNetworkStatus,
  groupHealth,
  networkWarnings,
} from '#core/network/services/network_state'
import { clientRow, deviceRow } from '#core/network/services/snapshot_rows'

test.group('Network rules', () => {
  test('a fixed IP must be a usable address of the subnet', ({ assert }) => {
    assert.isTrue(cidrContains('192.168.1.1/24', '192.168.1.50'))
    assert.isFalse(cidrContains('192.168.1.1/24', '192.168.1.1'), 'the gateway')
    assert.isFalse(cidrContains('192.168.1.1/24', '192.168.1.0'), 'the network address')
    assert.isFalse(cidrContains('192.168.1.1/24', '192.168.1.255'), 'the broadcast address')
    assert.isFalse(cidrContains('192.168.1.1/24', '192.168.2.10'))
    assert.isTrue(cidrContains('10.0.0.1/16', '10.0.200.3'))
    assert.isFalse(cidrContains('10.0.0.1/33', '10.0.0.3'))
    assert.isFalse(cidrContains('192.168.1.1/24', '192.168.1.300'))
  })

  test('network status and device group health from device states', ({ assert }) => {
    assert.equal(deriveNetworkStatus(['online', 'online']), 'online')
    assert.equal(deriveNetworkStatus(['online', 'rebooting']), 'warning')
    assert.equal(deriveNetworkStatus(['offline', 'rebooting']), 'offline')
    assert.equal(deriveNetworkStatus([]), 'no_devices')
    assert.equal(deriveNetworkStatus(['online'], false), 'offline')
    assert.equal(groupHealth([true, true]), 'online')
    assert.equal(groupHealth([true, false]), 'warning')
    assert.equal(groupHealth([false]), 'offline')
    assert.equal(groupHealth([]), 'offline')
  })

  test('a warning names its causes: the controller out of reach, then devices by state', ({
    assert,
  }) => {
    const none = { offline: 0, pending: 0, rebooting: 0, upgrading: 0, unknown: 0 }
    assert.deepEqual(networkWarnings('connected', none), [])
    assert.deepEqual(networkWarnings('connected', { ...none, pending: 1 }), [
      { cause: 'pending', count: 1 },
    ])
    assert.deepEqual(networkWarnings('unavailable', { ...none, offline: 2, upgrading: 1 }), [
      { cause: 'controller_unreachable', count: 0 },
      { cause: 'offline', count: 2 },
      { cause: 'upgrading', count: 1 },
    ])
    assert.deepEqual(networkWarnings('needs_credentials', none), [
      { cause: 'controller_needs_credentials', count: 0 },
    ])
    assert.deepEqual(networkWarnings(null, none), [])
  })

  test('client counts are recorded on a real move or hourly', ({ assert }) => {
    const now = new Date('2026-01-01T12:00:00Z')
    const recent = new Date('2026-01-01T11:50:00Z')
    assert.isTrue(clientCountWorthRecording(null, 3, null, now))
    assert.isFalse(clientCountWorthRecording(40, 43, recent, now))
    assert.isTrue(clientCountWorthRecording(40, 48, recent, now))
    assert.isTrue(clientCountWorthRecording(40, 40, new Date('2026-01-01T10:59:00Z'), now))
  })

  test('uptime does not change a fingerprint; a state change does', ({ assert }) => {
    const device = {
      id: 'd1',
      mac: 'aa:bb:cc:dd:ee:ff',
      name: 'AP',
      kind: 'ap' as const,
      model: null,
      firmware: null,
      ip: null,
      state: 'online' as const,
      uptimeSeconds: 10,
      uplinkMac: null,
      uplinkPort: null,
      ports: [],
    }
    assert.equal(
      deviceRow(1, device).fingerprint,
      deviceRow(1, { ...device, uptimeSeconds: 999 }).fingerprint
    )
    assert.notEqual(
      deviceRow(1, device).fingerprint,
      deviceRow(1, { ...device, state: 'offline' }).fingerprint
    )
    const client = {
      mac: 'aa:bb:cc:dd:ee:01',
      name: null,
      hostname: 'pos',
      ip: '10.0.0.2',
      fixedIp: null,
      wired: true,
      guest: false,
      authorized: false,
      ssid: null,
      uplinkMac: null,
      uplinkPort: 3,
      signalDbm: null,
      signal: null,
      vendor: null,
      vlan: null,
      networkId: null,
      uptimeSeconds: 5,
    }
    assert.equal(
      clientRow(1, client).fingerprint,
      clientRow(1, { ...client, uptimeSeconds: 50 }).fingerprint
    )
    assert.notEqual(
      clientRow(1, client).fingerprint,
      clientRow(1, { ...client, ip: '10.0.0.3' }).fingerprint
    )
  })
})
