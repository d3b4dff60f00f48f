import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { Agent } from 'undici'
import { createPluginHttp } from '#core/plugins/plugin_http'
import type { PluginDeps } from '#core/plugins/define_plugin'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import { ControllerAuthError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import { portalTime } from '#plugins/omada/client/hotspot'
import { OmadaSession } from '#plugins/omada/client/session'
import omada from '#plugins/omada/index'
import { withDefaults } from '#plugins/omada/settings'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { settingsFor, siteIdOf, startSimulator } from './omada_target.js'

const connect = (settings: Record<string, unknown>) =>
  connectWithPlugin(omada, settings, { cacheNamespace: `portal-${randomUUID()}` })

test.group('omada external portal and grids against the simulator', (group) => {
  let simulator: OmadaSimulator
  let site: string
  group.setup(async () => {
    simulator = await startSimulator({
      portalTimeUnit: 'microseconds',
      hotspotOperators: [{ name: 'portal', password: 'portal-pw' }],
    })
    site = siteIdOf(simulator)
    return () => simulator.stop()
  })

  test('`time` is a duration in the configured unit', ({ assert }) => {
    assert.equal(portalTime(30, 'milliseconds'), 1_800_000)
    assert.equal(portalTime(30, 'microseconds'), 1_800_000_000)
  })

  test('with a hotspot operator, guests are authorized through extPortal/auth with Csrf-Token and the session cookie', async ({
    assert,
  }) => {
    const connection = await connect(
      settingsFor(simulator, {
        hotspotOperatorName: 'portal',
        hotspotOperatorPassword: 'portal-pw',
        portalTimeUnit: 'microseconds',
      })
    )
    const guest = (await connection.listClients(site)).find((c) => c.guest && !c.wired)!
    await connection.revokeGuest!(site, guest.mac)
    const before = Date.now()
    await connection.authorizeGuest!(site, { mac: guest.mac, minutes: 45 })
    const last = simulator.state.portalAuths.at(-1)!.body
    assert.include(last, {
      clientMac: guest.mac.toUpperCase().replaceAll(':', '-'),
      time: 45 * 60 * 1_000_000,
      authType: 4,
      site: 'Contract venue',
    })
    assert.properties(last, ['apMac', 'ssidName', 'radioId'])
    const end = simulator.state.authorizations(site).get(last.clientMac as string)!
    assert.approximately(end - before, 45 * 60_000, 5_000)
    assert.isTrue((await connection.listClients(site)).find((c) => c.mac === guest.mac)?.authorized)
  })

  test('a wrong hotspot operator is an auth error', async ({ assert }) => {
    const connection = await connect(
      settingsFor(simulator, { hotspotOperatorName: 'portal', hotspotOperatorPassword: 'wrong' })
    )
    const guest = (await connection.listClients(site)).find((c) => c.guest && !c.wired)!
    const error = await connection.authorizeGuest!(site, { mac: guest.mac, minutes: 5 }).catch(
      (e) => e
    )
    assert.instanceOf(error, ControllerAuthError)
  })

  test('the portal redirect helper sends the guest to the portal the way the controller does', async ({
    assert,
  }) => {
    const guest = simulator.state.clients(site).find((c) => c.guest)!
    const query = new URLSearchParams({
      site: 'Contract venue',
      clientMac: guest.mac,
      portal: 'https://portal.test/omada',
      clientIp: '1',
    })
    const answer = await fetch(`${simulator.url}/__sim/portal-redirect?${query}`, {
      redirect: 'manual',
      dispatcher: insecure(),
    } as RequestInit)
    assert.equal(answer.status, 302)
    const location = new URL(answer.headers.get('location')!)
    assert.equal(location.origin + location.pathname, 'https://portal.test/omada')
    for (const name of [
      'clientMac',
      'apMac',
      'ssidName',
      't',
      'radioId',
      'site',
      'redirectUrl',
      'clientIp',
    ]) {
      assert.isTrue(location.searchParams.has(name), name)
    }
  })

  test('a big site is read over several pages; a grid call without page/pageSize gets the Spring 400', async ({
    assert,
  }) => {
    const big = await startSimulator({
      sites: [{ name: 'Big', switches: 2, aps: 6, wiredClients: 30, wirelessClients: 240 }],
    })
    try {
      const connection = await connect(settingsFor(big))
      const clients = await connection.listClients(big.state.siteIdByName('Big')!)
      assert.lengthOf(clients, big.state.clients(big.state.siteIdByName('Big')!).length)
      assert.isAbove(clients.length, 200)
      assert.isAtLeast(big.requests.filter((r) => /\/clients\?/.test(r.path)).length, 3)
      const session = new OmadaSession(withDefaults(settingsFor(big) as any), depsFor())
      const error: any = await session.call('GET', '/sites').catch((e) => e)
      assert.instanceOf(error, ControllerUnexpectedError)
      assert.match(error.detail, /HTTP 400/)
    } finally {
      await big.stop()
    }
  })
})

const insecure = () => new Agent({ connect: { rejectUnauthorized: false } })

function depsFor(): PluginDeps {
  const store = new Map<string, unknown>()
  return {
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    http: createPluginHttp({ verifyTls: false }),
    cache: {
      get: async <T>(key: string) => (store.get(key) as T) ?? null,
      set: async (key: string, value: unknown) => void store.set(key, value),
      delete: async (key: string) => void store.delete(key),
    },
    emit() {},
  }
}
