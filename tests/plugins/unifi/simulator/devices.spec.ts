import { test } from '@japa/runner'
import { fakeClock, startSimulator } from './helpers/raw_client.js'

const SITE = '/api/s/default'

async function setup(cleanup: (fn: () => Promise<void>) => void, rebootSeconds = 10) {
  const clock = fakeClock()
  const started = await startSimulator({ flavour: 'unifi-os', clock: clock.now, rebootSeconds })
  cleanup(() => started.simulator.stop())
  await started.client.login()
  const devices = async () => (await started.client.get(`${SITE}/stat/device`)).json.data as any[]
  const clientMacs = async () =>
    ((await started.client.get(`${SITE}/stat/sta`)).json.data as any[]).map((c) => c.mac)
  return { ...started, clock, devices, clientMacs }
}

test.group('UniFi simulator | devices and topology', () => {
  test('stat/device carries the fields topology needs: gateway → switches → APs', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, clock } = await setup(cleanup)
    const list = await devices()
    assert.lengthOf(list, 10)
    for (const device of list) {
      assert.properties(device, [
        '_id',
        'mac',
        'name',
        'type',
        'model',
        'version',
        'ip',
        'state',
        'adopted',
        'uptime',
        'port_table',
        'port_overrides',
        'uplink',
      ])
      assert.match(device._id, /^[0-9a-f]{24}$/)
      assert.match(device.mac, /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/)
      assert.equal(device.state, 1)
    }
    const gateway = list.find((d) => ['ugw', 'udm', 'uxg'].includes(d.type))
    const switches = list.filter((d) => d.type === 'usw')
    const aps = list.filter((d) => d.type === 'uap')
    assert.lengthOf(switches, 2)
    assert.lengthOf(aps, 7)
    assert.isTrue(gateway.port_table.some((p: any) => p.name === 'WAN'))
    assert.equal(switches[0].uplink.uplink_mac, gateway.mac)
    for (const ap of aps) {
      const sw = switches.find((s) => s.mac === ap.uplink.uplink_mac)
      assert.exists(sw, 'every AP hangs off a switch')
      const port = sw.port_table.find((p: any) => p.port_idx === ap.uplink.uplink_remote_port)
      assert.isTrue(port.poe_enable)
      assert.isAbove(Number(port.poe_power), 0)
      assert.isNotEmpty(ap.vap_table)
      assert.sameMembers(
        [...new Set(ap.vap_table.map((v: any) => v.essid))],
        ['Personeel', 'Gasten WiFi', 'Huurders']
      )
    }
    // Uptime advances with the clock.
    const uptime = gateway.uptime
    clock.advance(60_000)
    assert.equal((await devices()).find((d) => d.mac === gateway.mac).uptime, uptime + 60)
    // macs filter (POST) and the basic list.
    const filtered = await client.post(`${SITE}/stat/device`, { macs: [aps[0].mac] })
    assert.deepEqual(
      filtered.json.data.map((d: any) => d.mac),
      [aps[0].mac]
    )
    const basic = await client.get(`${SITE}/stat/device-basic`)
    assert.lengthOf(basic.json.data, 10)
    assert.properties(basic.json.data[0], ['mac', 'state', 'type', 'adopted'])
  })

  test('a site is generated the same way every time from its seed', async ({ assert, cleanup }) => {
    const a = await startSimulator({ flavour: 'classic', generatedSites: 3, randomSeed: 7 })
    const b = await startSimulator({ flavour: 'classic', generatedSites: 3, randomSeed: 7 })
    cleanup(async () => (await a.simulator.stop(), await b.simulator.stop()))
    assert.deepEqual(
      a.simulator.state.devices('site-2').map((d) => [d._id, d.mac, d.name]),
      b.simulator.state.devices('site-2').map((d) => [d._id, d.mac, d.name])
    )
    assert.notDeepEqual(
      a.simulator.state.devices('site-1')[0].mac,
      a.simulator.state.devices('site-2')[0].mac
    )
  })

  test('restart: provisioning, offline for rebootSeconds with its clients gone, then back', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, clock, clientMacs, simulator } = await setup(cleanup, 10)
    const ap = (await devices()).find((d) => d.type === 'uap')
    const apClients = simulator.state
      .clients('default')
      .filter((c) => c.ap_mac === ap.mac)
      .map((c) => c.mac)
    assert.isNotEmpty(apClients)

    const reboot = await client.post(`${SITE}/cmd/devmgr`, {
      cmd: 'restart',
      mac: ap.mac,
      reboot_type: 'soft',
    })
    assert.deepEqual(reboot.json, { meta: { rc: 'ok' }, data: [] })
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 5)
    clock.advance(3000)
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 0)
    const during = await clientMacs()
    for (const mac of apClients) assert.notInclude(during, mac)

    const again = await client.post(`${SITE}/cmd/devmgr`, { cmd: 'restart', macs: [ap.mac] })
    assert.equal(again.json.meta.rc, 'error')

    clock.advance(7001)
    const back = (await devices()).find((d) => d.mac === ap.mac)
    assert.equal(back.state, 1)
    assert.isBelow(back.uptime, 2)
    const after = await clientMacs()
    for (const mac of apClients) assert.include(after, mac)
  })

  test('upgrade: the offered firmware is installed (upgrading, offline, back); unknown mac answers rc:error', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, clock } = await setup(cleanup, 10)
    const device = (await devices()).find((d) => d.upgradable && d.state === 1)
    assert.exists(device, 'a device with an upgrade offered')
    const offered = device.upgrade_to_firmware
    assert.notEqual(device.version, offered)

    const upgrade = await client.post(`${SITE}/cmd/devmgr`, {
      cmd: 'upgrade',
      mac: device.mac.toUpperCase(),
    })
    assert.deepEqual(upgrade.json, { meta: { rc: 'ok' }, data: [] })
    const during = (await devices()).find((d) => d.mac === device.mac)
    assert.equal(during.state, 4)
    assert.equal(during.version, offered)
    assert.isFalse(during.upgradable)
    assert.notProperty(during, 'upgrade_to_firmware')
    clock.advance(3000)
    assert.equal((await devices()).find((d) => d.mac === device.mac).state, 0)
    clock.advance(7001)
    assert.equal((await devices()).find((d) => d.mac === device.mac).state, 1)

    const unknown = await client.post(`${SITE}/cmd/devmgr`, {
      cmd: 'upgrade',
      mac: '00:00:00:00:00:01',
    })
    assert.equal(unknown.status, 400)
    assert.deepEqual(unknown.json.meta, { rc: 'error', msg: 'api.err.UnknownDevice' })
  })

  test('hard restart of a PoE switch also reboots the APs it powers', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, clock } = await setup(cleanup, 10)
    const list = await devices()
    const sw = list.find(
      (d) =>
        d.type === 'usw' && list.some((a) => a.uplink?.uplink_mac === d.mac && a.type === 'uap')
    )
    const powered = list.filter((a) => a.type === 'uap' && a.uplink.uplink_mac === sw.mac)
    await client.post(`${SITE}/cmd/devmgr`, { cmd: 'restart', macs: [sw.mac], reboot_type: 'hard' })
    clock.advance(10_001)
    const after = await devices()
    for (const ap of powered) {
      const now = after.find((d) => d.mac === ap.mac)
      assert.equal(now.state, 1)
      assert.isBelow(now.uptime, 5, 'the AP booted again')
    }
  })

  test('power-cycle a PoE port reboots the AP behind it; unpowered ports answer rc:error', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, clock } = await setup(cleanup, 10)
    const list = await devices()
    const ap = list.find((d) => d.type === 'uap')
    const sw = list.find((d) => d.mac === ap.uplink.uplink_mac)
    const cycled = await client.post(`${SITE}/cmd/devmgr`, {
      cmd: 'power-cycle',
      mac: sw.mac,
      port_idx: ap.uplink.uplink_remote_port,
    })
    assert.equal(cycled.json.meta.rc, 'ok')
    clock.advance(2000)
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 0)

    const lastPort = sw.port_table.at(-1).port_idx
    const idle = await client.post(`${SITE}/cmd/devmgr`, {
      cmd: 'power-cycle',
      mac: sw.mac,
      port_idx: lastPort,
    })
    assert.equal(idle.status, 400)
    assert.equal(idle.json.meta.rc, 'error')
  })

  test('port_overrides replace the whole array and show in port_table; PoE off takes the AP down', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, clock } = await setup(cleanup, 10)
    const list = await devices()
    const ap = list.find((d) => d.type === 'uap')
    const sw = list.find((d) => d.mac === ap.uplink.uplink_mac)
    const profiles = (await client.get(`${SITE}/rest/portconf`)).json.data
    const guestProfile = profiles.find((p: any) => p.name.startsWith('Gasten'))
    assert.sameMembers(profiles.map((p: any) => p.name).slice(0, 2), ['All', 'Disabled'])
    assert.lengthOf((await client.get(`${SITE}/list/portconf`)).json.data, profiles.length)
    const portIdx = ap.uplink.uplink_remote_port

    const first = await client.put(`${SITE}/rest/device/${sw._id}`, {
      port_overrides: [
        { port_idx: portIdx, poe_mode: 'off' },
        { port_idx: 12, portconf_id: guestProfile._id },
      ],
    })
    assert.equal(first.json.meta.rc, 'ok')
    const updated = first.json.data[0]
    assert.equal(updated.port_table.find((p: any) => p.port_idx === portIdx).poe_mode, 'off')
    assert.equal(
      updated.port_table.find((p: any) => p.port_idx === 12).portconf_id,
      guestProfile._id
    )
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 0)

    // Whole-array replace: port 12 loses its override, PoE comes back and the AP boots.
    await client.put(`${SITE}/rest/device/${sw._id}`, {
      port_overrides: [{ port_idx: portIdx, poe_mode: 'auto' }],
    })
    const now = (await devices()).find((d) => d.mac === sw.mac)
    assert.deepEqual(now.port_overrides, [{ port_idx: portIdx, poe_mode: 'auto' }])
    assert.notEqual(
      now.port_table.find((p: any) => p.port_idx === 12).portconf_id,
      guestProfile._id
    )
    clock.advance(10_001)
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 1)

    const bad = await client.put(`${SITE}/rest/device/${sw._id}`, {
      port_overrides: [{ port_idx: 99 }],
    })
    assert.equal(bad.json.meta.rc, 'error')
  })

  test('setDeviceOnline takes a device and its clients away and back; commands to it fail meanwhile', async ({
    assert,
    cleanup,
  }) => {
    const { devices, client, simulator } = await setup(cleanup)
    const ap = (await devices()).find((d) => d.type === 'uap')
    simulator.faults.setDeviceOnline('default', ap.mac, false)
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 0)
    assert.isFalse(simulator.state.clients('default').some((c) => c.ap_mac === ap.mac))
    const refused = await client.post(`${SITE}/cmd/devmgr`, { cmd: 'restart', mac: ap.mac })
    assert.equal(refused.json.meta.rc, 'error')
    simulator.faults.setDeviceOnline('default', ap.mac, true)
    assert.equal((await devices()).find((d) => d.mac === ap.mac).state, 1)
    assert.isTrue(simulator.state.clients('default').some((c) => c.ap_mac === ap.mac))
  })

  test('networks: corporate, guest VLAN 20, tenant VLAN, WAN; unknown site is an error', async ({
    assert,
    cleanup,
  }) => {
    const { client } = await setup(cleanup)
    const networks = (await client.get(`${SITE}/rest/networkconf`)).json.data
    assert.deepInclude(networks[0], { purpose: 'corporate', ip_subnet: '192.168.1.1/24' })
    assert.deepInclude(networks[1], { purpose: 'guest', ip_subnet: '192.168.2.1/24', vlan: 20 })
    assert.isTrue(networks.some((n: any) => n.vlan === 30))
    assert.isTrue(networks.some((n: any) => n.purpose === 'wan'))
    const unknown = await client.get('/api/s/nope/stat/device')
    assert.equal(unknown.json.meta.rc, 'error')
  })
})
