import { test } from '@japa/runner'
import { SimulatorFaults } from '#core/plugins/simulator_kit/sim_faults'
import { startSimServer, type SimServer } from '#core/plugins/simulator_kit/sim_server'

/** The kit on plain HTTP with a tiny vendor: echoes what it parsed. */
test.group('plugin host / simulator kit', (group) => {
  let server: SimServer
  let expired = 0
  group.setup(async () => {
    server = await startSimServer({
      name: 'kit-test',
      tls: false,
      faults: new SimulatorFaults({ expireSessions: () => expired++ }),
      vendor: (request) => ({
        status: 200,
        body: { method: request.method, path: request.path, body: request.body ?? null },
      }),
      control: (request) =>
        request.path === '/__sim/state' ? { status: 200, body: { own: true } } : undefined,
      failure: (status) => ({ status, body: { vendorError: status } }),
    })
    return () => server.stop()
  })
  group.each.setup(() => {
    server.faults.reset()
    server.clearRequests()
  })

  const call = (path: string, init?: RequestInit) => fetch(server.url + path, init)
  const control = (body: unknown) =>
    call('/__sim/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('parses JSON and form-encoded bodies and logs vendor requests only', async ({ assert }) => {
    const form = await call('/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=a%20b',
    })
    assert.deepEqual(((await form.json()) as any).body, {
      grant_type: 'client_credentials',
      client_id: 'a b',
    })
    const jsonBody = await call('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":[1]}',
    })
    assert.deepEqual(((await jsonBody.json()) as any).body, { x: [1] })
    await call('/__sim/faults')
    const log = (await (await call('/__sim/requests')).json()) as any[]
    assert.deepEqual(
      log.map((entry: any) => entry.path),
      ['/oauth/token', '/api']
    )
  })

  test('a one-shot fault goes to the request that arrives after it is set, not to one still sleeping out a latency', async ({
    assert,
  }) => {
    server.faults.latencyMs = 300
    const slow = call('/slow')
    while (server.inFlight() === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    server.faults.latencyMs = 0
    server.faults.garbageNext(1)
    const slowAnswer = await slow
    assert.equal(slowAnswer.status, 200)
    assert.deepInclude(await slowAnswer.json(), { path: '/slow' })
    const next = await call('/next')
    assert.match(await next.text(), /^<html>/)
  })

  test('one-shot faults: fail with the vendor shape, rate limit with Retry-After, garbage, then normal again', async ({
    assert,
  }) => {
    await control({
      failNext: { count: 1, status: 503 },
      rateLimitNext: { count: 1, retryAfterSeconds: 7 },
      garbageNext: 1,
    })
    const failed = await call('/a')
    assert.equal(failed.status, 503)
    assert.deepEqual(await failed.json(), { vendorError: 503 })
    const limited = await call('/a')
    assert.equal(limited.status, 429)
    assert.equal(limited.headers.get('retry-after'), '7')
    await limited.arrayBuffer()
    const garbage = await call('/a')
    assert.match(await garbage.text(), /^<html>/)
    assert.equal((await call('/a')).status, 200)
  })

  test('latency, login faults and expired sessions are applied through the control route', async ({
    assert,
  }) => {
    const snapshot = await (
      await control({
        latencyMs: 30,
        wrongCredentials: true,
        throttleNextLogins: 2,
        expireSessions: true,
      })
    ).json()
    assert.include(snapshot, { latencyMs: 30, wrongCredentials: true, throttleNextLogins: 2 })
    assert.equal(expired, 1)
    assert.isTrue(server.faults.takeThrottle())
    const started = Date.now()
    await (await call('/slow')).arrayBuffer()
    assert.isAtLeast(Date.now() - started, 25)
    assert.deepEqual(await (await call('/__sim/state')).json(), { own: true })
    assert.equal((await call('/__sim/unknown')).status, 404)
  })
})
