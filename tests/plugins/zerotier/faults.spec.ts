import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import {
  ControllerAuthError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import { isCertificateError } from '#core/controllers/services/controller_errors'
import zerotier from '#plugins/zerotier/index'
import type { ZeroTierSimulator } from '#plugins/zerotier/simulator/simulator_api'
import { LIMITED_TOKEN, networkId, settingsFor, startSimulator } from './zerotier_target.js'

const connect = (settings: Record<string, unknown>, options: { timeoutMs?: number } = {}) =>
  connectWithPlugin(zerotier, settings, { cacheNamespace: `faults-${randomUUID()}`, ...options })

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error
  )

test.group('zerotier faults: Central down', () => {
  test('connection refused is unavailable', async ({ assert }) => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const connection = await connect({
      url: `https://127.0.0.1:${port}`,
      token: 'some-token-value',
    })
    assert.instanceOf(await failure(connection.testConnection()), ControllerUnavailableError)
  })
})

test.group('zerotier faults', (group) => {
  let simulator: ZeroTierSimulator
  let site: string
  group.setup(async () => {
    simulator = await startSimulator()
    site = networkId(simulator)
    return () => simulator.stop()
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
  })

  test('certificate verification on (the default) refuses a self-signed certificate', async ({
    assert,
  }) => {
    const { verifyTls: _optOut, ...unset } = settingsFor(simulator)
    const error = await failure((await connect(unset)).testConnection())
    assert.instanceOf(error, ControllerUnavailableError)
    assert.isTrue(isCertificateError(error), String(error?.detail))
  })

  test('test connection reads the status and the networks once each', async ({ assert }) => {
    const info = await (await connect(settingsFor(simulator))).testConnection()
    assert.deepEqual(info, { version: '1.0.0', flavour: 'central', webUiUrl: simulator.url })
    assert.deepEqual(
      simulator.requests.map((r) => `${r.method} ${r.path}`),
      ['GET /api/v1/status', 'GET /api/v1/network']
    )
  })

  test('slow Central: latency beyond the timeout is unavailable', async ({ assert }) => {
    simulator.faults.latencyMs = 1_500
    const connection = await connect(settingsFor(simulator), { timeoutMs: 400 })
    const error = await failure(connection.listSites())
    assert.instanceOf(error, ControllerUnavailableError)
    assert.match(error.message, /within 400 ms/)
  })

  test('a request that hangs is unavailable, the next one works', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator), { timeoutMs: 600 })
    simulator.faults.hangNext(1)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnavailableError)
    assert.isAbove((await connection.listDevices(site)).length, 0)
  })

  test('5xx (an HTML page from the proxy) is unavailable', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    for (const status of [500, 502, 503]) {
      simulator.faults.failNext(1, status)
      const error = await failure(connection.listDevices(site))
      assert.instanceOf(error, ControllerUnavailableError)
      assert.include(error.message, String(status))
    }
  })

  test('garbage (not JSON, or JSON of another shape) is unexpected', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.garbageNext(1)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnexpectedError)
    simulator.faults.garbageNext(1)
    assert.instanceOf(await failure(connection.testConnection()), ControllerUnexpectedError)
  })

  test('wrong token and the wrong-credentials mode are auth errors', async ({ assert }) => {
    const wrong = await connect(settingsFor(simulator, { token: 'not-the-right-token' }))
    assert.instanceOf(await failure(wrong.testConnection()), ControllerAuthError)
    simulator.faults.wrongCredentials = true
    const right = await connect(settingsFor(simulator))
    assert.instanceOf(await failure(right.listSites()), ControllerAuthError)
  })

  test('a revoked token (the "expired" fault) is an auth error: a static token cannot be renewed', async ({
    assert,
  }) => {
    const connection = await connect(settingsFor(simulator))
    await connection.listDevices(site)
    simulator.faults.expireSessions()
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerAuthError)
    assert.lengthOf(simulator.requests, 2, 'no retry of a refused token')
    simulator.faults.reset()
    assert.isAbove((await connection.listDevices(site)).length, 0)
  })

  test('a token without access to the network is an auth error; its own networks work', async ({
    assert,
  }) => {
    const connection = await connect(settingsFor(simulator, { token: LIMITED_TOKEN }))
    const sites = await connection.listSites()
    assert.deepEqual(
      sites.map((s) => s.name),
      ['Venue other']
    )
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerAuthError)
    assert.isAbove((await connection.listDevices(sites[0].id)).length, 0)
  })

  test('rate-limited (injected) is unavailable with the Retry-After', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.rateLimitNext(1, 7)
    const error = await failure(connection.listDevices(site))
    assert.instanceOf(error, ControllerUnavailableError)
    assert.equal(error.retryAfterSeconds, 7)
    assert.isAbove((await connection.listDevices(site)).length, 0)
  })

  test('both Authorization schemes work', async ({ assert }) => {
    for (const authScheme of ['token', 'bearer']) {
      const connection = await connect(settingsFor(simulator, { authScheme }))
      assert.isAbove((await connection.listSites()).length, 0)
    }
  })
})

test.group("zerotier faults: Central's own rate limit", (group) => {
  let simulator: ZeroTierSimulator
  /** The simulator's clock runs ahead by this much: a test moves it past the rate-limit window. */
  let clockAhead = 0
  group.setup(async () => {
    simulator = await startSimulator({
      rateLimitPerSecond: 5,
      clock: () => Date.now() + clockAhead,
    })
    return () => simulator.stop()
  })

  test('a burst over the per-second limit gets 429s, mapped to unavailable; the window passes', async ({
    assert,
  }) => {
    const connection = await connect(settingsFor(simulator))
    const results = await Promise.all(
      Array.from({ length: 12 }, () => failure(connection.listSites()))
    )
    const limited = results.filter((r) => r instanceof ControllerUnavailableError)
    assert.isAtLeast(limited.length, 7)
    assert.isTrue(
      limited.every((error) => error.retryAfterSeconds === 1 && /rate-limits/.test(error.message))
    )
    clockAhead += 1_100
    assert.isAbove((await connection.listSites()).length, 0)
  })
})
