import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { UnsupportedCapabilityError } from '#core/plugins/plugin_errors'
import peplink, { listOrganizationGroups, listOrganizations } from '#plugins/peplink/index'
import { PeplinkConnection } from '#plugins/peplink/connection'
import { inFailover } from '#plugins/peplink/mapping/wans'
import type { PeplinkSimulator } from '#plugins/peplink/simulator/index'
import { depsWith, peplinkClient } from './deps.js'
import {
  CREDENTIALS,
  ORG_ID,
  contractSite,
  failoverSite,
  settingsFor,
  startSimulator,
} from './peplink_target.js'

const connect = (simulator: PeplinkSimulator) =>
  connectWithPlugin(peplink, settingsFor(simulator), { cacheNamespace: `sim-${randomUUID()}` })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error
  )
const http = createPluginHttp({ verifyTls: false })

test.group('peplink simulator: failover, organisations, PENDING', (group) => {
  let simulator: PeplinkSimulator
  let connection: ControllerConnection
  group.setup(async () => {
    simulator = await startSimulator()
    connection = await connect(simulator)
    return () => simulator.stop()
  })
  group.each.setup(() => simulator.faults.reset())

  const gateway = async (site: string) =>
    (await connection.listDevices(site)).find((d) => d.kind === 'gateway')!

  test('a venue seeded in failover reports its primary WAN down and cellular up', async ({
    assert,
  }) => {
    const router = await gateway(failoverSite(simulator))
    assert.isTrue(inFailover(router.wans))
    const primary = router.wans!.find((w) => w.primary)!
    const cellular = router.wans!.find((w) => w.kind === 'cellular')!
    assert.include(primary, { kind: 'ethernet', up: false })
    assert.include(cellular, { up: true, primary: false })
    assert.isFalse(
      inFailover((await gateway(contractSite(simulator))).wans),
      'the other venue runs on its wired WAN'
    )
  })

  test('failover switched by the faults method and by the control route', async ({ assert }) => {
    const router = await gateway(contractSite(simulator))
    simulator.faults.setFailover(router.serial!, true)
    assert.isTrue(inFailover((await gateway(contractSite(simulator))).wans))

    const response = await http.request({
      method: 'POST',
      url: `${simulator.url}/__sim/faults`,
      body: { failover: { device: router.id, on: false } },
    })
    assert.equal(response.status, 200)
    assert.isFalse(inFailover((await gateway(contractSite(simulator))).wans))
  })

  test('organisations and their groups, for the organisation routes', async ({ assert }) => {
    assert.deepEqual(await listOrganizations(connection), [
      { id: ORG_ID, name: 'Contract organisation' },
    ])
    const groups = await listOrganizationGroups(connection, ORG_ID)
    assert.deepEqual(
      groups.map((g) => [g.name, g.parentId]),
      [
        ['Contract venue', ORG_ID],
        ['Failover venue', ORG_ID],
      ]
    )
    assert.deepEqual(await connection.listSites(), groups)
    assert.equal((await failure(listOrganizationGroups(connection, 'nope')))?.reason, 'not_found')
    const other = { capabilities: new Set() } as unknown as ControllerConnection
    assert.throws(() => listOrganizations(other), UnsupportedCapabilityError as any)
  })

  test('PENDING device details are asked again; still pending, the list record is used', async ({
    assert,
  }) => {
    const { settings, deps, api } = peplinkClient(
      { url: simulator.url, ...CREDENTIALS, verifyTls: false },
      { pending: { retries: 2, delayMs: 5 } }
    )
    const hand = new PeplinkConnection(settings, api, deps.logger)
    simulator.faults.pendingNext(1)
    const retried = (await hand.listDevices(contractSite(simulator))).find(
      (d) => d.kind === 'gateway'
    )!
    assert.isNotNull(retried.wans)
    simulator.faults.pendingNext(100)
    const stale = (await hand.listDevices(contractSite(simulator))).find(
      (d) => d.kind === 'gateway'
    )!
    assert.isNull(stale.wans)
    assert.equal(stale.state, 'online')
  })

  test('the access token is also accepted as a query parameter; the token endpoint wants a form', async ({
    assert,
  }) => {
    const grant = await http.request({
      method: 'POST',
      url: `${simulator.url}/api/oauth2/token`,
      form: {
        client_id: CREDENTIALS.clientId,
        client_secret: CREDENTIALS.clientSecret,
        grant_type: 'client_credentials',
      },
    })
    const { access_token: token, expires_in: expiresIn } = grant.json<any>()
    assert.equal(expiresIn, 172799)
    const orgs = await http.request({
      method: 'GET',
      url: `${simulator.url}/rest/o?access_token=${token}`,
    })
    assert.equal(orgs.json<any>().resp_code, 'SUCCESS')
    const json = await http.request({
      method: 'POST',
      url: `${simulator.url}/api/oauth2/token`,
      body: { grant_type: 'client_credentials' },
    })
    assert.equal(json.status, 400)
    const unknown = await http.request({
      method: 'GET',
      url: `${simulator.url}/rest/o/${ORG_ID}/g/1/ssid`,
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(unknown.status, 404)
  })
})

test.group('peplink simulator: options', () => {
  test('without the client list path the plugin reports no clients', async ({ assert }) => {
    const simulator = await startSimulator({ clientList: false })
    try {
      assert.deepEqual(await (await connect(simulator)).listClients(contractSite(simulator)), [])
    } finally {
      await simulator.stop()
    }
  })

  test('same seed, same network; bulk groups are built on demand', async ({ assert }) => {
    const a = await startSimulator({ generatedGroups: 2_000 })
    const b = await startSimulator({ generatedGroups: 2_000 })
    try {
      const orgs = a.state.organizations()
      assert.lengthOf(orgs, 2)
      assert.match(orgs[1].id, /^[a-z0-9]{6}$/)
      const bulk = orgs[1].id
      assert.lengthOf(a.state.groups(bulk), 2_000)
      const last = a.state.groups(bulk).at(-1)!.id
      assert.deepEqual(a.state.devices(bulk, last), b.state.devices(bulk, last))
      const sites = await (await connect(a)).listSites()
      assert.lengthOf(sites, 2_002)
      const devices = await (await connect(a)).listDevices(sites.at(-1)!.id)
      assert.sameMembers([...new Set(devices.map((d) => d.kind))], ['gateway', 'switch', 'ap'])
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })

  test('a standalone token grant with HTTP Basic credentials works', async ({ assert }) => {
    const simulator = await startSimulator()
    try {
      const basic = Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString(
        'base64'
      )
      const response = await depsWith().http.request({
        method: 'POST',
        url: `${simulator.url}/api/oauth2/token`,
        headers: { authorization: `Basic ${basic}` },
        form: { grant_type: 'client_credentials' },
      })
      assert.equal(response.status, 200)
    } finally {
      await simulator.stop()
    }
  })
})
