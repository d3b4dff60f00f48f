import { test } from '@japa/runner'
import { RawClient, startSimulator } from './helpers/raw_client.js'

const BASE = '/proxy/network/integration/v1'

async function setup(cleanup: (fn: () => Promise<void>) => void) {
  const started = await startSimulator({
    flavour: 'unifi-os',
    apiKey: 'test-key',
    generatedSites: 30,
    rebootSeconds: 5,
  })
  cleanup(() => started.simulator.stop())
  const api = new RawClient(started.simulator.url)
  const get = (path: string) =>
    api.request('GET', BASE + path, undefined, { 'x-api-key': 'test-key' })
  const post = (path: string, body: unknown) =>
    api.request('POST', BASE + path, body, { 'x-api-key': 'test-key' })
  const siteId = (await get('/sites?limit=1')).json.data[0].id as string
  return { ...started, api, get, post, siteId }
}

test.group('UniFi simulator | Integration API', () => {
  test('needs X-API-KEY; errors have the documented shape', async ({ assert, cleanup }) => {
    const { api } = await setup(cleanup)
    const refused = await api.request('GET', `${BASE}/info`, undefined, { 'x-api-key': 'wrong' })
    assert.equal(refused.status, 401)
    assert.properties(refused.json, [
      'statusCode',
      'statusName',
      'message',
      'timestamp',
      'requestPath',
      'requestId',
    ])
    assert.equal(refused.json.requestPath, `${BASE}/info`)
  })

  test('info and paginated sites', async ({ assert, cleanup }) => {
    const { get } = await setup(cleanup)
    assert.equal((await get('/info')).json.applicationVersion, '9.0.114')
    const page = await get('/sites?offset=25&limit=10')
    assert.deepInclude(page.json, { offset: 25, limit: 10, count: 5, totalCount: 30 })
    assert.deepInclude(page.json.data[0], { internalReference: 'site-26', name: 'Venue 26' })
    assert.match(
      page.json.data[0].id,
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    )
    assert.equal((await get('/sites')).json.limit, 25)
    assert.equal((await get('/sites?limit=500')).status, 400)
  })

  test('devices, device detail, RESTART and POWER_CYCLE change the same network', async ({
    assert,
    cleanup,
  }) => {
    const { get, post, siteId, simulator } = await setup(cleanup)
    const devices = (await get(`/sites/${siteId}/devices`)).json.data
    assert.lengthOf(devices, 10)
    const ap = devices.find((d: any) => d.features.includes('accessPoint'))
    assert.equal(ap.state, 'ONLINE')
    const detail = (await get(`/sites/${siteId}/devices/${ap.id}`)).json
    assert.properties(detail, ['firmwareVersion', 'uplink', 'interfaces'])
    const switchDetail = (await get(`/sites/${siteId}/devices/${detail.uplink.deviceId}`)).json
    assert.isTrue(switchDetail.interfaces.ports.some((p: any) => p.poe?.state === 'UP'))

    const restarted = await post(`/sites/${siteId}/devices/${ap.id}/actions`, { action: 'RESTART' })
    assert.equal(restarted.status, 200)
    assert.notEqual(
      simulator.state.devices('site-1').find((d) => d.mac === ap.macAddress)!.state,
      1
    )
    const refused = await post(`/sites/${siteId}/devices/${ap.id}/actions`, { action: 'RESTART' })
    assert.equal(refused.status, 400)

    const other = devices.filter((d: any) => d.features.includes('accessPoint'))[1]
    const otherDetail = (await get(`/sites/${siteId}/devices/${other.id}`)).json
    const portIdx = simulator.state.devices('site-1').find((x) => x.mac === other.macAddress)!
      .uplink.uplink_remote_port
    const cycled = await post(
      `/sites/${siteId}/devices/${otherDetail.uplink.deviceId}/interfaces/ports/${portIdx}/actions`,
      { action: 'POWER_CYCLE' }
    )
    assert.equal(cycled.status, 200)
    assert.notEqual(
      simulator.state.devices('site-1').find((d) => d.mac === other.macAddress)!.state,
      1
    )
  })

  test('clients with filter, and guest access actions', async ({ assert, cleanup }) => {
    const { get, post, siteId, simulator } = await setup(cleanup)
    const all = (await get(`/sites/${siteId}/clients?limit=200`)).json
    assert.equal(all.totalCount, 50)
    const guest = simulator.state.clients('site-1').find((c) => c.is_guest && !c.authorized)!
    const filtered = await get(
      `/sites/${siteId}/clients?filter=${encodeURIComponent(`macAddress.eq('${guest.mac}')`)}`
    )
    assert.lengthOf(filtered.json.data, 1)
    const client = filtered.json.data[0]
    assert.deepInclude(client, { macAddress: guest.mac, type: 'WIRELESS' })
    assert.deepEqual(client.access, { type: 'GUEST', authorized: false })
    assert.equal(
      (await get(`/sites/${siteId}/clients?filter=${encodeURIComponent('bogus(')}`)).status,
      400
    )

    const granted = await post(`/sites/${siteId}/clients/${client.id}/actions`, {
      action: 'AUTHORIZE_GUEST_ACCESS',
      timeLimitMinutes: 60,
    })
    assert.equal(granted.status, 200)
    assert.properties(granted.json.grantedAuthorization, [
      'authorizedAt',
      'expiresAt',
      'authorizationMethod',
    ])
    assert.isTrue(simulator.state.clients('site-1').find((c) => c.mac === guest.mac)!.authorized)

    const revoked = await post(`/sites/${siteId}/clients/${client.id}/actions`, {
      action: 'UNAUTHORIZE_GUEST_ACCESS',
    })
    assert.exists(revoked.json.revokedAuthorization)
    assert.isFalse(simulator.state.clients('site-1').find((c) => c.mac === guest.mac)!.authorized)
    assert.equal(
      (
        await post(`/sites/${siteId}/clients/${client.id}/actions`, {
          action: 'AUTHORIZE_GUEST_ACCESS',
        })
      ).status,
      400
    )
  })
})
