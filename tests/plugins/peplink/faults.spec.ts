import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import {
  ControllerAuthError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import peplink from '#plugins/peplink/index'
import type { PeplinkSimulator } from '#plugins/peplink/simulator/index'
import { contractSite, settingsFor, startSimulator } from './peplink_target.js'

const connect = (
  settings: Record<string, unknown>,
  options: { timeoutMs?: number; cacheNamespace?: string } = {}
) =>
  connectWithPlugin(peplink, settings, {
    cacheNamespace: options.cacheNamespace ?? `faults-${randomUUID()}`,
    ...options,
  })

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error
  )
const tokenRequests = (simulator: PeplinkSimulator) =>
  simulator.requests.filter((r) => r.path === '/api/oauth2/token')

test.group('peplink faults: InControl down', () => {
  test('connection refused is unavailable', async ({ assert }) => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const error = await failure(
      connect({ url: `https://127.0.0.1:${port}`, clientId: 'a', clientSecret: 'b' })
    )
    assert.instanceOf(error, ControllerUnavailableError)
  })
})

test.group('peplink faults', (group) => {
  let simulator: PeplinkSimulator
  let site: string
  group.setup(async () => {
    simulator = await startSimulator()
    site = contractSite(simulator)
    return () => simulator.stop()
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
  })

  test('certificate verification on refuses the self-signed certificate', async ({ assert }) => {
    assert.instanceOf(
      await failure(connect(settingsFor(simulator, { verifyTls: true }))),
      ControllerUnavailableError
    )
    assert.lengthOf(tokenRequests(simulator), 0)
  })

  test('slow InControl: latency beyond the timeout is unavailable', async ({ assert }) => {
    simulator.faults.latencyMs = 1_500
    const error = await failure(connect(settingsFor(simulator), { timeoutMs: 400 }))
    assert.instanceOf(error, ControllerUnavailableError)
    assert.match(error.message, /within 400 ms/)
  })

  test('a request that hangs is unavailable, the next one works', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator), { timeoutMs: 600 })
    simulator.faults.hangNext(1)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnavailableError)
    assert.isAbove((await connection.listDevices(site)).length, 0)
  })

  test('expired token: one refresh, then the call is replayed', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    await connection.listSites()
    simulator.clearRequests()
    simulator.faults.expireSessions()
    assert.isAbove((await connection.listSites()).length, 0)
    const tokens = tokenRequests(simulator)
    assert.lengthOf(tokens, 1)
    assert.equal((tokens[0].body as Record<string, string>).grant_type, 'refresh_token')
    assert.deepEqual(
      simulator.requests.filter((r) => r.path === '/rest/o').map((r) => r.status),
      [401, 200]
    )
  })

  test('401 everywhere, the token endpoint included, is an auth error', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.failNext(3, 401)
    assert.instanceOf(await failure(connection.listSites()), ControllerAuthError)
  })

  test('connections of one controller share one token', async ({ assert }) => {
    const cacheNamespace = `shared-${randomUUID()}`
    const first = await connect(settingsFor(simulator), { cacheNamespace })
    const second = await connect(settingsFor(simulator), { cacheNamespace })
    await Promise.all([first.listDevices(site), second.listDevices(site)])
    assert.lengthOf(tokenRequests(simulator), 1)
  })

  test('wrong credentials are an auth error', async ({ assert }) => {
    assert.instanceOf(
      await failure(connect(settingsFor(simulator, { clientSecret: 'nope' }))),
      ControllerAuthError
    )
    simulator.faults.wrongCredentials = true
    assert.instanceOf(await failure(connect(settingsFor(simulator))), ControllerAuthError)
  })

  test('a garbage answer is unexpected', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.garbageNext(1)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnexpectedError)
  })

  test('5xx is unavailable, on a call and on the token request', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.failNext(1, 502)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnavailableError)
    assert.isAbove((await connection.listDevices(site)).length, 0)
    simulator.faults.failNext(1, 503)
    assert.instanceOf(await failure(connect(settingsFor(simulator))), ControllerUnavailableError)
  })

  test('rate limited: unavailable with the Retry-After time', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.rateLimitNext(1, 7)
    const error = await failure(connection.listDevices(site))
    assert.instanceOf(error, ControllerUnavailableError)
    assert.equal(error.retryAfterSeconds, 7)
    assert.isAbove((await connection.listDevices(site)).length, 0)
  })

  test('token requests throttled: unavailable with a retry time', async ({ assert }) => {
    simulator.faults.throttleNextLogins(1)
    const error = await failure(connect(settingsFor(simulator)))
    assert.instanceOf(error, ControllerUnavailableError)
    assert.isAbove(error.retryAfterSeconds, 0)
  })

  test('an unknown site is refused as not found, a malformed one too', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    const unknown = await failure(connection.listDevices('c0ntr4:999999'))
    assert.equal(unknown?.reason, 'not_found')
    assert.equal((await failure(connection.listDevices('not-a-site')))?.reason, 'not_found')
  })
})
