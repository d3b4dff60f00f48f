import { test } from '@japa/runner'
import { fakeClock, RawClient, startSimulator } from './helpers/raw_client.js'

test.group('UniFi simulator | classic login flow', () => {
  test('GET / redirects to /manage, login sets unifises, calls answer the legacy envelope', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'classic' })
    cleanup(() => simulator.stop())

    const root = await client.request('GET', '/')
    assert.equal(root.status, 302)
    assert.equal(root.headers.location, '/manage')

    const before = await client.get('/api/self/sites')
    assert.equal(before.status, 401)
    assert.deepEqual(before.json, { meta: { rc: 'error', msg: 'api.err.LoginRequired' }, data: [] })

    const login = await client.login()
    assert.equal(login.status, 200)
    assert.deepEqual(login.json, { meta: { rc: 'ok' }, data: [] })
    assert.isTrue(client.cookies.has('unifises'))

    const sites = await client.get('/api/self/sites')
    assert.equal(sites.json.meta.rc, 'ok')
    assert.deepInclude(sites.json.data[0], { name: 'default', desc: 'Default', role: 'admin' })
    assert.match(sites.json.data[0]._id, /^[0-9a-f]{24}$/)

    // No CSRF on classic: a command goes through with the cookie alone.
    const stats = await client.get('/api/stat/sites')
    assert.equal(stats.json.data[0].health.find((h: any) => h.subsystem === 'wlan').num_ap, 7)

    const sysinfo = await client.get('/api/s/default/stat/sysinfo')
    assert.equal(sysinfo.json.data[0].version, '9.0.114')

    const logout = await client.request('POST', '/logout')
    assert.equal(logout.status, 200)
    assert.equal((await client.get('/api/self')).status, 401)
  })

  test('wrong credentials answer 400 api.err.Invalid; /proxy/network does not exist', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'classic' })
    cleanup(() => simulator.stop())
    const wrong = await client.login('admin', 'nope')
    assert.equal(wrong.status, 400)
    assert.deepEqual(wrong.json, { meta: { rc: 'error', msg: 'api.err.Invalid' }, data: [] })
    await client.login()
    assert.equal((await client.request('GET', '/proxy/network/api/self/sites')).status, 404)
    assert.equal(
      (await client.request('POST', '/api/auth/login', { username: 'admin', password: 'secret' }))
        .status,
      404
    )
  })
})

test.group('UniFi simulator | UniFi OS login flow', () => {
  test('GET / is 200; login sets TOKEN (JWT carrying csrfToken) and x-csrf-token', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os' })
    cleanup(() => simulator.stop())

    const root = await client.request('GET', '/')
    assert.equal(root.status, 200)
    assert.match(String(root.headers['content-type']), /text\/html/)

    const login = await client.login()
    assert.equal(login.status, 200)
    assert.equal(login.json.username, 'admin')
    const token = client.cookies.get('TOKEN')!
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    assert.equal(payload.csrfToken, login.headers['x-csrf-token'])
    assert.equal(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg, 'HS256')

    const sites = await client.get('/api/self/sites')
    assert.equal(sites.json.meta.rc, 'ok')
    assert.equal((await client.request('GET', '/api/self/sites')).status, 404)
    assert.equal((await client.request('GET', '/api/users/self')).json.username, 'admin')
  })

  test('non-GET calls need the matching x-csrf-token', async ({ assert, cleanup }) => {
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os' })
    cleanup(() => simulator.stop())
    await client.login()
    const csrf = client.csrf
    const mac = simulator.state.clients('default')[0].mac

    client.csrf = undefined
    const missing = await client.post('/api/s/default/cmd/stamgr', { cmd: 'kick-sta', mac })
    assert.equal(missing.status, 401)
    assert.equal(missing.json.meta.msg, 'api.err.LoginRequired')
    client.csrf = 'not-the-token'
    assert.equal(
      (await client.post('/api/s/default/cmd/stamgr', { cmd: 'kick-sta', mac })).status,
      401
    )
    client.csrf = csrf
    assert.equal(
      (await client.post('/api/s/default/cmd/stamgr', { cmd: 'kick-sta', mac })).json.meta.rc,
      'ok'
    )
    // GET needs no CSRF header.
    client.csrf = undefined
    assert.equal((await client.get('/api/s/default/stat/device')).status, 200)
  })

  test('wrong credentials 401 {code,message}; throttled logins 429; rememberMe accepted', async ({
    assert,
    cleanup,
  }) => {
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os' })
    cleanup(() => simulator.stop())
    const wrong = await client.login('admin', 'bad')
    assert.equal(wrong.status, 401)
    assert.properties(wrong.json, ['code', 'message'])

    simulator.faults.throttleNextLogins(2)
    for (let i = 0; i < 2; i++) {
      const throttled = await client.login()
      assert.equal(throttled.status, 429)
      assert.equal(throttled.json.code, 'AUTHENTICATION_FAILED_LIMIT_REACHED')
    }
    assert.equal((await client.login()).status, 200)
    assert.match(simulator.requests.at(-1)!.path, /\/api\/auth\/login/)
    assert.deepInclude(simulator.requests.at(-1)!.body as object, { rememberMe: true })

    simulator.faults.wrongCredentials = true
    assert.equal((await new RawClient(simulator.url, '/proxy/network').login()).status, 401)
  })

  test('expired sessions answer 401 LoginRequired until the client logs in again', async ({
    assert,
    cleanup,
  }) => {
    const clock = fakeClock()
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os', clock: clock.now })
    cleanup(() => simulator.stop())
    await client.login()
    simulator.faults.expireSessions()
    const expired = await client.get('/api/s/default/stat/sta')
    assert.equal(expired.status, 401)
    assert.deepEqual(expired.json, {
      meta: { rc: 'error', msg: 'api.err.LoginRequired' },
      data: [],
    })
    await client.login()
    assert.equal((await client.get('/api/s/default/stat/sta')).status, 200)

    // Sessions also end by themselves (30 days with rememberMe).
    clock.advance(31 * 86_400_000)
    assert.equal((await client.get('/api/s/default/stat/sta')).status, 401)
  })

  test('logout ends the session', async ({ assert, cleanup }) => {
    const { simulator, client } = await startSimulator({ flavour: 'unifi-os' })
    cleanup(() => simulator.stop())
    await client.login()
    assert.equal((await client.request('POST', '/api/auth/logout')).status, 200)
    assert.equal((await client.get('/api/self')).status, 401)
  })
})
