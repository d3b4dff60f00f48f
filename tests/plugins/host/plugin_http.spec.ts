import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { ControllerUnavailableError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import { fakeOutboundResolution } from '#kernel/outbound/outbound_policy'

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test.group('plugin host / http', (group) => {
  let base = ''
  const server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/json' }).end()
    } else if (req.url === '/json') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['a=1; Path=/', 'b=2; HttpOnly'],
      })
      res.end(JSON.stringify({ method: req.method }))
    } else if (req.url === '/echo') {
      let body = ''
      req
        .on('data', (chunk) => (body += chunk))
        .on('end', () => res.end(JSON.stringify({ type: req.headers['content-type'], body })))
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2_000)
    } else {
      res.end('<html>not json</html>')
    }
  })
  group.setup(async () => {
    base = await listen(server)
    return () => new Promise<void>((resolve) => server.close(() => resolve()))
  })

  test('returns status, lower-case headers, Set-Cookie values and JSON', async ({ assert }) => {
    const response = await createPluginHttp({ verifyTls: true }).request({
      method: 'GET',
      url: `${base}/json`,
    })
    assert.equal(response.status, 200)
    assert.equal(response.headers['content-type'], 'application/json')
    assert.deepEqual(response.setCookies, ['a=1; Path=/', 'b=2; HttpOnly'])
    assert.deepEqual(response.json(), { method: 'GET' })
  })

  test('does not follow redirects unless asked', async ({ assert }) => {
    const http = createPluginHttp({ verifyTls: true })
    const direct = await http.request({ method: 'GET', url: `${base}/redirect` })
    assert.equal(direct.status, 302)
    assert.equal(direct.headers.location, '/json')
    const followed = await http.request({
      method: 'GET',
      url: `${base}/redirect`,
      followRedirects: true,
    })
    assert.equal(followed.status, 200)
  })

  test('sends JSON and form bodies', async ({ assert }) => {
    const http = createPluginHttp({ verifyTls: true })
    const json = await http.request({ method: 'POST', url: `${base}/echo`, body: { a: 1 } })
    assert.deepEqual(json.json(), { type: 'application/json', body: '{"a":1}' })
    const form = await http.request({
      method: 'POST',
      url: `${base}/echo`,
      form: { grant_type: 'client_credentials' },
    })
    assert.deepEqual(form.json(), {
      type: 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials',
    })
  })

  test('garbage is an unexpected error only when parsed', async ({ assert }) => {
    const response = await createPluginHttp({ verifyTls: true }).request({
      method: 'GET',
      url: `${base}/html`,
    })
    assert.equal(response.status, 200)
    assert.throws(() => response.json(), ControllerUnexpectedError as any)
  })

  test('a timeout is unavailable', async ({ assert }) => {
    const started = Date.now()
    const error = await createPluginHttp({ verifyTls: true, timeoutMs: 300 })
      .request({ method: 'GET', url: `${base}/slow` })
      .catch((e) => e)
    assert.instanceOf(error, ControllerUnavailableError)
    assert.match(error.message, /within 300 ms/)
    assert.isBelow(Date.now() - started, 1_500)
  })

  test('connection refused is unavailable', async ({ assert }) => {
    const closed = createServer()
    const url = await listen(closed)
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const error = await createPluginHttp({ verifyTls: true })
      .request({ method: 'GET', url })
      .catch((e) => e)
    assert.instanceOf(error, ControllerUnavailableError)
    assert.match(error.detail, /ECONNREFUSED/)
    assert.equal(error.message, 'the controller is unreachable')
  })

  test('failures name the service the client talks to, not always "the controller"', async ({
    assert,
  }) => {
    const closed = createServer()
    const url = await listen(closed)
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const http = createPluginHttp({ verifyTls: true, timeoutMs: 300, peer: 'Mailchimp' })
    const refused = await http.request({ method: 'GET', url }).catch((e) => e)
    assert.equal(refused.message, 'Mailchimp is unreachable')
    const late = await http.request({ method: 'GET', url: `${base}/slow` }).catch((e) => e)
    assert.equal(late.message, 'Mailchimp did not answer within 300 ms')
    const html = await http.request({ method: 'GET', url: `${base}/html` })
    assert.throws(() => html.json(), 'Mailchimp answered something that is not JSON')
  })

  test('every plugin request goes through the outbound guard: private names, plain http off loopback and loopback when not allowed are refused unconnected', async ({
    assert,
  }) => {
    const restore = fakeOutboundResolution({
      'lan.test': ['10.0.0.1'],
      'home.test': ['192.168.1.1'],
    })
    try {
      const http = createPluginHttp({ verifyTls: true })
      for (const url of [
        'https://lan.test:8443/api',
        'https://home.test/api',
        'https://10.0.0.1:8443/',
        'http://lan.test:8080/',
      ]) {
        const error = await http.request({ method: 'GET', url }).catch((e) => e)
        assert.instanceOf(error, ControllerUnavailableError, url)
        assert.equal(error.message, 'the address is not allowed', url)
      }
      assert.equal(
        (await http.request({ method: 'GET', url: `${base}/json` })).status,
        200,
        'plain http to loopback is allowed in the test settings'
      )
      const strict = createPluginHttp({
        verifyTls: true,
        policy: { allowLoopback: false, allowHttp: true },
      })
      const refused = await strict.request({ method: 'GET', url: `${base}/json` }).catch((e) => e)
      assert.equal(refused.message, 'the address is not allowed')
    } finally {
      restore()
    }
  })
})
