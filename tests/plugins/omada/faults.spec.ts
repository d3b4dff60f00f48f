import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import {
  ControllerAuthError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import omada from '#plugins/omada/index'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { settingsFor, siteIdOf, startSimulator } from './omada_target.js'

const connect = (
  settings: Record<string, unknown>,
  options: { timeoutMs?: number; cacheNamespace?: string } = {}
) =>
  connectWithPlugin(omada, settings, {
    cacheNamespace: options.cacheNamespace ?? `faults-${randomUUID()}`,
    ...options,
  })

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error
  )
const grants = (simulator: OmadaSimulator) =>
  simulator.requests
    .filter((r) => r.path.startsWith('/openapi/authorize/token'))
    .map((r) => new URL(r.path, 'http://x').searchParams.get('grant_type'))
const deviceCalls = (simulator: OmadaSimulator) =>
  simulator.requests.filter((r) => /\/devices\?/.test(r.path))

test.group('omada faults: controller down', () => {
  test('connection refused is unavailable', async ({ assert }) => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const error = await failure(
      connect({
        url: `https://127.0.0.1:${port}`,
        clientId: 'a',
        clientSecret: 'b',
        verifyTls: false,
      })
    )
    assert.instanceOf(error, ControllerUnavailableError)
  })
})

test.group('omada faults', (group) => {
  let simulator: OmadaSimulator
  let site: string
  group.setup(async () => {
    simulator = await startSimulator()
    site = siteIdOf(simulator)
    return () => simulator.stop()
  })
  group.each.setup(() => {
    simulator.faults.reset()
    simulator.clearRequests()
  })

  test('certificate verification on refuses the self-signed certificate', async ({ assert }) => {
    const error = await failure(connect(settingsFor(simulator, { verifyTls: true })))
    assert.instanceOf(error, ControllerUnavailableError)
  })

  test('slow controller: latency beyond the timeout is unavailable', async ({ assert }) => {
    simulator.faults.latencyMs = 1_500
    const error = await failure(connect(settingsFor(simulator), { timeoutMs: 400 }))
    assert.instanceOf(error, ControllerUnavailableError)
  })

  test('a request that hangs is unavailable, the next one works', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator), { timeoutMs: 600 })
    simulator.faults.hangNext(1)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnavailableError)
    assert.isAbove((await connection.listDevices(site)).length, 0)
  })

  test('expired token (-44112): refreshed once, then the call is replayed', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    await connection.listDevices(site)
    simulator.clearRequests()
    simulator.faults.expireSessions()
    assert.isAbove((await connection.listDevices(site)).length, 0)
    assert.deepEqual(grants(simulator), ['refresh_token'])
    assert.lengthOf(deviceCalls(simulator), 2)
  })

  test('invalid token (-44113): a new client-credentials token, then the replay', async ({
    assert,
  }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.clearRequests()
    simulator.faults.invalidateTokens()
    assert.isAbove((await connection.listClients(site)).length, 0)
    assert.deepEqual(grants(simulator), ['client_credentials'])
  })

  test('spent refresh token (-44114): falls back to client credentials', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.clearRequests()
    simulator.faults.expireSessions()
    simulator.faults.expireRefreshTokens()
    assert.isAbove((await connection.listDevices(site)).length, 0)
    assert.deepEqual(grants(simulator), ['refresh_token', 'client_credentials'])
  })

  test('connections of one controller share one token', async ({ assert }) => {
    const cacheNamespace = `shared-${randomUUID()}`
    const first = await connect(settingsFor(simulator), { cacheNamespace })
    const second = await connect(settingsFor(simulator), { cacheNamespace })
    await Promise.all([first.listClients(site), second.listClients(site)])
    assert.deepEqual(grants(simulator), ['client_credentials'])
  })

  test('wrong credentials and a wrong controller id are auth errors', async ({ assert }) => {
    assert.instanceOf(
      await failure(connect(settingsFor(simulator, { clientSecret: 'nope' }))),
      ControllerAuthError
    )
    assert.instanceOf(
      await failure(connect(settingsFor(simulator, { omadacId: 'not-this-controller' }))),
      ControllerAuthError
    )
    simulator.faults.wrongCredentials = true
    assert.instanceOf(await failure(connect(settingsFor(simulator))), ControllerAuthError)
  })

  test('a token the controller keeps refusing is an auth error, not a loop', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.invalidateTokens()
    simulator.faults.wrongCredentials = true
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerAuthError)
  })

  test('a garbage answer is unexpected', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.garbageNext(1)
    assert.instanceOf(await failure(connection.listClients(site)), ControllerUnexpectedError)
  })

  test('5xx is unavailable, on a call and on the token request', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.failNext(1, 502)
    assert.instanceOf(await failure(connection.listDevices(site)), ControllerUnavailableError)
    assert.isAbove((await connection.listDevices(site)).length, 0)
    simulator.faults.failNext(2, 503)
    assert.instanceOf(await failure(connect(settingsFor(simulator))), ControllerUnavailableError)
  })

  test('rate limited: unavailable with retry-after', async ({ assert }) => {
    const connection = await connect(settingsFor(simulator))
    simulator.faults.rateLimitNext(1, 17)
    const error = await failure(connection.listSites())
    assert.instanceOf(error, ControllerUnavailableError)
    assert.equal(error.retryAfterSeconds, 17)
  })

  test('throttled token request: unavailable with retry-after', async ({ assert }) => {
    simulator.faults.throttleNextLogins(1)
    const error = await failure(connect(settingsFor(simulator)))
    assert.instanceOf(error, ControllerUnavailableError)
    assert.isAbove(error.retryAfterSeconds, 0)
  })
})
