import { test } from '@japa/runner'
import { fakeClock, startSimulator } from './helpers/raw_client.js'

const SITE = '/api/s/default'

async function setup(cleanup: (fn: () => Promise<void>) => void) {
  const clock = fakeClock()
  const started = await startSimulator({ flavour: 'classic', clock: clock.now })
  cleanup(() => started.simulator.stop())
  await started.client.login()
  const stations = async () => (await started.client.get(`${SITE}/stat/sta`)).json.data as any[]
  return { ...started, clock, stations }
}

test.group('UniFi simulator | clients', () => {
  test('stat/sta lists wired and wireless clients with the vendor fields', async ({
    assert,
    cleanup,
  }) => {
    const { stations, client } = await setup(cleanup)
    const list = await stations()
    assert.lengthOf(list, 50)
    const wireless = list.filter((c) => !c.is_wired)
    const wired = list.filter((c) => c.is_wired)
    assert.isNotEmpty(wired)
    for (const c of wireless) {
      assert.properties(c, [
        '_id',
        'mac',
        'ip',
        'essid',
        'ap_mac',
        'bssid',
        'channel',
        'radio',
        'signal',
        'rssi',
        'noise',
        'oui',
        'uptime',
        'network_id',
        'authorized',
      ])
      assert.isAtLeast(c.signal, -95)
      assert.isAtMost(c.signal, -30)
    }
    for (const c of wired) assert.properties(c, ['sw_mac', 'sw_port'])
    assert.isTrue(
      list.some((c) => c.is_guest && c.essid === 'Gasten WiFi' && c.ip.startsWith('192.168.2.'))
    )
    assert.isTrue(
      list.some((c) => typeof c.name === 'string'),
      'some clients carry an alias'
    )
    assert.isTrue(list.some((c) => c.oui === 'Ingenico Terminals SAS' || c.oui === 'Apple, Inc.'))

    const one = await client.get(`${SITE}/stat/sta/${wireless[0].mac}`)
    assert.deepEqual(
      one.json.data.map((c: any) => c.mac),
      [wireless[0].mac]
    )
    const known = (await client.get(`${SITE}/rest/user`)).json.data
    assert.isAbove(known.length, 50, 'known users include clients that are offline now')
    const byMac = await client.get(`${SITE}/stat/user/${wireless[0].mac}`)
    assert.equal(byMac.json.data[0]._id, wireless[0].user_id)
  })

  test('authorize-guest sets authorized with an expiry; it lapses; unauthorize revokes', async ({
    assert,
    cleanup,
  }) => {
    const { stations, client, clock, simulator } = await setup(cleanup)
    const guest = (await stations()).find((c) => c.is_guest && !c.authorized)
    assert.exists(guest, 'a guest waiting on the portal')
    const answer = await client.post(`${SITE}/cmd/stamgr`, {
      cmd: 'authorize-guest',
      mac: guest.mac,
      minutes: 30,
      up: 2000,
      down: 10000,
      bytes: 500,
      ap_mac: guest.ap_mac,
    })
    assert.equal(answer.json.meta.rc, 'ok')
    assert.equal(answer.json.data[0].end - answer.json.data[0].start, 30 * 60)
    assert.isTrue((await stations()).find((c) => c.mac === guest.mac).authorized)
    assert.equal(
      simulator.state.guestAuthorizations('default').get(guest.mac),
      clock.now() + 30 * 60_000
    )
    const guests = (await client.get(`${SITE}/stat/guest`)).json.data
    assert.deepInclude(
      guests.find((g: any) => g.mac === guest.mac),
      { expired: false, ap_mac: guest.ap_mac }
    )

    clock.advance(31 * 60_000)
    assert.isFalse((await stations()).find((c) => c.mac === guest.mac).authorized)
    assert.isFalse(simulator.state.guestAuthorizations('default').has(guest.mac))

    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'authorize-guest', mac: guest.mac, minutes: 60 })
    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'unauthorize-guest', mac: guest.mac })
    assert.isFalse((await stations()).find((c) => c.mac === guest.mac).authorized)
  })

  test('authorize-guest for an unknown MAC creates a known user', async ({ assert, cleanup }) => {
    const { client } = await setup(cleanup)
    const mac = '02:11:22:33:44:55'
    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'authorize-guest', mac, minutes: 10 })
    const user = (await client.get(`${SITE}/stat/user/${mac}`)).json.data[0]
    assert.equal(user.mac, mac)
    assert.isTrue(user.is_guest)
  })

  test('fixed IP: set, validated against the subnet and other reservations, removed', async ({
    assert,
    cleanup,
  }) => {
    const { stations, client } = await setup(cleanup)
    const networks = (await client.get(`${SITE}/rest/networkconf`)).json.data
    const lan = networks.find((n: any) => n.purpose === 'corporate' && !n.vlan)
    const [first, second] = (await stations()).filter(
      (c) => c.network_id === lan._id && !c.use_fixedip
    )

    const set = await client.put(`${SITE}/rest/user/${first.user_id}`, {
      _id: first.user_id,
      use_fixedip: true,
      network_id: lan._id,
      fixed_ip: '192.168.1.250',
    })
    assert.equal(set.json.meta.rc, 'ok')
    assert.deepInclude(set.json.data[0], {
      _id: first.user_id,
      use_fixedip: true,
      fixed_ip: '192.168.1.250',
      network_id: lan._id,
    })
    assert.equal((await stations()).find((c) => c.mac === first.mac).ip, '192.168.1.250')

    const taken = await client.put(`${SITE}/rest/user/${second.user_id}`, {
      use_fixedip: true,
      network_id: lan._id,
      fixed_ip: '192.168.1.250',
    })
    assert.equal(taken.status, 400)
    assert.deepEqual(taken.json.meta, { rc: 'error', msg: 'api.err.FixedIpAlreadyUsedByClient' })
    for (const ip of ['10.0.0.5', '192.168.1.1', '192.168.1.255', '192.168.1.300', 'abc']) {
      const bad = await client.put(`${SITE}/rest/user/${second.user_id}`, {
        use_fixedip: true,
        network_id: lan._id,
        fixed_ip: ip,
      })
      assert.equal(bad.json.meta.msg, 'api.err.InvalidFixedIP', ip)
    }
    const unknownNetwork = await client.put(`${SITE}/rest/user/${second.user_id}`, {
      use_fixedip: true,
      network_id: 'ffffffffffffffffffffffff',
      fixed_ip: '192.168.1.20',
    })
    assert.equal(unknownNetwork.json.meta.rc, 'error')

    const removed = await client.put(`${SITE}/rest/user/${first.user_id}`, {
      _id: first.user_id,
      use_fixedip: false,
    })
    assert.isFalse(removed.json.data[0].use_fixedip)
    assert.notProperty(removed.json.data[0], 'fixed_ip')
  })

  test('group/user creates users; duplicates are refused per object', async ({
    assert,
    cleanup,
  }) => {
    const { client } = await setup(cleanup)
    const created = await client.post(`${SITE}/group/user`, {
      objects: [{ data: { mac: '02:aa:bb:cc:dd:ee', name: 'Kassa 3', usergroup_id: 'x' } }],
    })
    assert.equal(created.json.meta.rc, 'ok')
    const user = created.json.data[0].data[0]
    assert.match(user._id, /^[0-9a-f]{24}$/)
    assert.equal(user.name, 'Kassa 3')
    const again = await client.post(`${SITE}/group/user`, {
      objects: [{ data: { mac: '02:aa:bb:cc:dd:ee' } }],
    })
    assert.equal(again.json.data[0].meta.rc, 'error')
  })

  test('kick-sta, block-sta / unblock-sta and forget-sta change stat/sta', async ({
    assert,
    cleanup,
  }) => {
    const { stations, client, clock } = await setup(cleanup)
    const [a, b, c] = (await stations()).filter((x) => !x.is_wired)
    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'kick-sta', mac: a.mac })
    assert.notInclude(
      (await stations()).map((x) => x.mac),
      a.mac
    )
    clock.advance(5000)
    assert.include(
      (await stations()).map((x) => x.mac),
      a.mac
    )

    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'block-sta', mac: b.mac })
    clock.advance(60_000)
    assert.notInclude(
      (await stations()).map((x) => x.mac),
      b.mac
    )
    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'unblock-sta', mac: b.mac })
    assert.include(
      (await stations()).map((x) => x.mac),
      b.mac
    )

    await client.post(`${SITE}/cmd/stamgr`, { cmd: 'forget-sta', macs: [c.mac] })
    assert.notInclude(
      (await stations()).map((x) => x.mac),
      c.mac
    )
    assert.notInclude(
      (await client.get(`${SITE}/rest/user`)).json.data.map((u: any) => u.mac),
      c.mac
    )

    const bad = await client.post(`${SITE}/cmd/stamgr`, { cmd: 'kick-sta', mac: 'not-a-mac' })
    assert.equal(bad.json.meta.rc, 'error')
  })
})
