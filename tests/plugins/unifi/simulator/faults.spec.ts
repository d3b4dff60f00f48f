import { test } from '@japa/runner'
import { RawClient, startSimulator } from './helpers/raw_client.js'

test.group('UniFi simulator | faults and control surface', () => {
  test('failNext, garbageNext, latencyMs and reset', async ({ assert, cleanup }) => {
    const { simulator, client } = await startSimulator({ flavour: 'classic' })
    cleanup(() => simulator.stop())
    await client.login()

    simulator.faults.failNext(2, 503)
    assert.equal((await client.get('/api/self/sites')).status, 503)
    assert.equal((await client.get('/api/self/sites')).status, 503)
    assert.equal((await client.get('/api/self/sites')).status, 200)

    simulator.faults.garbageNext(1)
    const garbage = await client.get('/api/self/sites')
    assert.equal(garbage.status, 200)
    assert.isUndefined(garbage.json)

    simulator.faults.latencyMs = 150
    const started = Date.now()
    await client.get('/api/self')
    assert.isAtLeast(Date.now() - started, 140)

    simulator.faults.failNext(5)
    simulator.faults.reset()
    assert.equal(simulator.faults.latencyMs, 0)
    assert.equal((await client.get('/api/self')).status, 200)
  })

  test('hangNext leaves the request unanswered until the client gives up', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'classic' })
    cleanup(() => simulator.stop())
    await client.login()
    simulator.faults.hangNext(1)
    await assert.rejects(() => client.request('GET', '/api/self', undefined, {}, 300), /timeout/)
    assert.equal((await client.get('/api/self')).status, 200)
  })

  test('the request log records vendor calls; clearRequests empties it', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os' })
    cleanup(() => simulator.stop())
    await client.login()
    await client.post('/api/s/default/cmd/stamgr', { cmd: 'kick-sta', mac: '02:00:00:00:00:01' })
    const last = simulator.requests.at(-1)!
    assert.deepInclude(last, {
      method: 'POST',
      path: '/proxy/network/api/s/default/cmd/stamgr',
      status: 200,
    })
    assert.deepEqual(last.body, { cmd: 'kick-sta', mac: '02:00:00:00:00:01' })
    simulator.clearRequests()
    assert.lengthOf(simulator.requests, 0)
  })

  test('the /__sim/ control surface injects faults and shows state for other processes', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os', generatedSites: 3 })
    cleanup(() => simulator.stop())
    const control = new RawClient(simulator.url)
    await client.login()

    const faults = await control.request('POST', '/__sim/faults', {
      failNext: { count: 1, status: 500 },
      latencyMs: 0,
    })
    assert.equal(faults.json.failNext.count, 1)
    assert.equal((await client.get('/api/self/sites')).status, 500)

    await control.request('POST', '/__sim/faults', { expireSessions: true })
    assert.equal((await client.get('/api/self/sites')).status, 401)
    await client.login()

    const ap = simulator.state.devices('site-2').find((d) => d.type === 'uap')!
    await control.request('POST', '/__sim/faults', {
      deviceOnline: { site: 'site-2', mac: ap.mac, online: false },
    })
    const state = await control.request('GET', '/__sim/state?site=site-2')
    assert.equal(state.json.devices.find((d: any) => d.mac === ap.mac).state, 0)
    assert.properties(state.json, ['clients', 'knownUsers', 'wlans', 'guestAuthorizations'])

    await control.request('POST', '/__sim/faults', { throttleNextLogins: 1 })
    assert.equal((await client.login()).status, 429)

    const log = await control.request('GET', '/__sim/requests?limit=2')
    assert.lengthOf(log.json, 2)
    await control.request('DELETE', '/__sim/requests')
    assert.lengthOf(simulator.requests, 0)

    const added = await control.request('POST', '/__sim/sites', {
      name: 'venue-x',
      desc: 'Venue X',
      aps: 2,
      switches: 1,
    })
    assert.equal(added.status, 201)
    assert.include(simulator.state.siteNames(), 'venue-x')
    assert.lengthOf(simulator.state.devices('venue-x'), 4)
  })

  test('portal redirect helper sends the guest to <portal>/guest/s/<site>/ with ap, id, t, url, ssid', async ({
    assert,
    cleanup,
  }) => {
    const { simulator } = await startSimulator({ flavour: 'unifi-os' })
    cleanup(() => simulator.stop())
    const guest = simulator.state.clients('default').find((c) => c.is_guest)!
    const control = new RawClient(simulator.url)
    const answer = await control.request(
      'GET',
      `/__sim/portal-redirect?site=default&mac=${guest.mac}&portal=https://portal.example/&url=${encodeURIComponent('http://nu.nl/')}`
    )
    assert.equal(answer.status, 302)
    const location = new URL(answer.headers.location!)
    assert.equal(location.origin + location.pathname, 'https://portal.example/guest/s/default/')
    assert.equal(location.searchParams.get('id'), guest.mac)
    assert.equal(location.searchParams.get('ap'), guest.ap_mac)
    assert.equal(location.searchParams.get('url'), 'http://nu.nl/')
    assert.equal(location.searchParams.get('ssid'), 'Gasten WiFi')
    assert.approximately(Number(location.searchParams.get('t')), Date.now() / 1000, 5)
  })
})
