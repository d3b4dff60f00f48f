import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { connectWithPlugin } from '#core/plugins/connect_controller'
import {
  ControllerAuthError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import unifi from '#plugins/unifi/index'
import { withDefaults, type UnifiSettingsInput } from '#plugins/unifi/settings'
import { isCertificateError } from '#core/controllers/services/controller_errors'
import type { UnifiFlavour, UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import { SITE, settingsFor, startSimulator } from './unifi_target.js'

const connect = (
  settings: Record<string, unknown>,
  options: { timeoutMs?: number; cacheNamespace?: string } = {}
) =>
  connectWithPlugin(unifi, settings, {
    cacheNamespace: options.cacheNamespace ?? `faults-${randomUUID()}`,
    ...options,
  })

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error
  )
const logins = (simulator: UnifiSimulator) =>
  simulator.requests.filter((r) => /\/api\/(auth\/)?login$/.test(r.path))

test.group('unifi faults: controller down', () => {
  test('connection refused is unavailable', async ({ assert }) => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as { port: number }).port
    await new Promise<void>((resolve) => server.close(() => resolve()))
    const error = await failure(
      connect({ url: `https://127.0.0.1:${port}`, username: 'a', password: 'b' })
    )
    assert.instanceOf(error, ControllerUnavailableError)
  })
})

for (const flavour of ['classic', 'unifi-os'] as UnifiFlavour[]) {
  test.group(`unifi faults (${flavour})`, (group) => {
    let simulator: UnifiSimulator
    group.setup(async () => {
      simulator = await startSimulator(flavour)
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

    test('certificate verification is on unless verifyTls is false explicitly', async ({
      assert,
    }) => {
      const { verifyTls: _optOut, ...unset } = settingsFor(simulator)
      assert.isTrue(withDefaults(unset as UnifiSettingsInput).verifyTls)
      assert.isFalse(withDefaults({ ...unset, verifyTls: false } as UnifiSettingsInput).verifyTls)
      const error = await failure(connect(unset))
      assert.instanceOf(error, ControllerUnavailableError)
      assert.isTrue(isCertificateError(error), String(error?.detail))
      assert.lengthOf(logins(simulator), 0)
    })

    test('slow controller: latency beyond the timeout is unavailable', async ({ assert }) => {
      simulator.faults.latencyMs = 1_500
      const error = await failure(connect(settingsFor(simulator), { timeoutMs: 400 }))
      assert.instanceOf(error, ControllerUnavailableError)
      assert.match(error.message, /within 400 ms/)
    })

    test('a request that hangs is unavailable, the next one works', async ({ assert }) => {
      const connection = await connect(settingsFor(simulator), { timeoutMs: 600 })
      simulator.faults.hangNext(1)
      assert.instanceOf(await failure(connection.listDevices(SITE)), ControllerUnavailableError)
      assert.isAbove((await connection.listDevices(SITE)).length, 0)
    })

    test('expired session: one transparent re-login, then the call is replayed', async ({
      assert,
    }) => {
      const connection = await connect(settingsFor(simulator))
      await connection.listDevices(SITE)
      simulator.clearRequests()
      simulator.faults.expireSessions()
      const devices = await connection.listDevices(SITE)
      assert.isAbove(devices.length, 0)
      assert.lengthOf(logins(simulator), 1)
      assert.deepEqual(
        simulator.requests.filter((r) => r.path.endsWith('/stat/device')).map((r) => r.status),
        [401, 200]
      )
    })

    test('connections of one controller share one login', async ({ assert }) => {
      const cacheNamespace = `shared-${randomUUID()}`
      const first = await connect(settingsFor(simulator), { cacheNamespace })
      const second = await connect(settingsFor(simulator), { cacheNamespace })
      await Promise.all([first.listClients(SITE), second.listClients(SITE)])
      assert.lengthOf(logins(simulator), 1)
    })

    test('wrong credentials are an auth error', async ({ assert }) => {
      const wrongPassword = await failure(connect(settingsFor(simulator, { password: 'nope' })))
      assert.instanceOf(wrongPassword, ControllerAuthError)
      simulator.faults.wrongCredentials = true
      assert.instanceOf(await failure(connect(settingsFor(simulator))), ControllerAuthError)
    })

    test('a garbage answer is unexpected', async ({ assert }) => {
      const connection = await connect(settingsFor(simulator))
      simulator.faults.garbageNext(1)
      const error = await failure(connection.listClients(SITE))
      assert.instanceOf(error, ControllerUnexpectedError)
    })

    test('5xx is unavailable, on a call and on login', async ({ assert }) => {
      const connection = await connect(settingsFor(simulator))
      simulator.faults.failNext(1, 502)
      assert.instanceOf(await failure(connection.listDevices(SITE)), ControllerUnavailableError)
      assert.isAbove((await connection.listDevices(SITE)).length, 0)
      simulator.faults.failNext(2, 503)
      assert.instanceOf(await failure(connect(settingsFor(simulator))), ControllerUnavailableError)
    })

    test('login throttled: unavailable with retry-after', async ({ assert }) => {
      simulator.faults.throttleNextLogins(1)
      const error = await failure(connect(settingsFor(simulator)))
      assert.instanceOf(error, ControllerUnavailableError)
      assert.isAbove(error.retryAfterSeconds, 0)
    }).skip(flavour !== 'unifi-os', 'UniFi OS only')
  })
}
