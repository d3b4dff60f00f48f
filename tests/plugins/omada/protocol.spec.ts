import { test } from '@japa/runner'
import type { PluginDeps, PluginHttpRequest, PluginHttpResponse } from '#core/plugins/define_plugin'
import {
  ControllerAuthError,
  type ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import { OmadaApi } from '#plugins/omada/client/api'
import { errorFor, readEnvelope } from '#plugins/omada/client/envelope'
import { OmadaSession } from '#plugins/omada/client/session'
import { withDefaults } from '#plugins/omada/settings'

function response(
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): PluginHttpResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return {
    status,
    headers,
    setCookies: [],
    body: text,
    json: () => {
      try {
        return JSON.parse(text)
      } catch {
        throw new ControllerUnexpectedError('not JSON', text)
      }
    },
  }
}

/** A controller scripted per request: `answer(request)` returns the response; every request is recorded. */
function fakeController(answer: (request: PluginHttpRequest, url: URL) => PluginHttpResponse) {
  const requests: Array<{ method: string; url: URL; headers: Record<string, string> }> = []
  const store = new Map<string, unknown>()
  const deps: PluginDeps = {
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    http: {
      async request(request) {
        const url = new URL(request.url)
        requests.push({ method: request.method, url, headers: request.headers ?? {} })
        return answer(request, url)
      },
    },
    cache: {
      get: async <T>(key: string) => (store.get(key) as T) ?? null,
      set: async (key, value) => void store.set(key, value),
      delete: async (key) => void store.delete(key),
    },
    emit() {},
  }
  return { deps, requests }
}

const settings = withDefaults({
  url: 'https://omada.test:8043',
  clientId: 'id',
  clientSecret: 'secret',
})
const envelope = (result?: unknown, errorCode = 0) =>
  response(200, { errorCode, msg: errorCode ? 'error' : 'Success.', result })
let tokenCounter = 0
const tokenAnswer = () =>
  envelope({ accessToken: `t${++tokenCounter}`, refreshToken: `r${tokenCounter}`, expiresIn: 7200 })

test.group('omada client / token and envelope', () => {
  test('-44112 on a call: refresh with the refresh token, replay once, AccessToken= header', async ({
    assert,
  }) => {
    let sitesCalls = 0
    const { deps, requests } = fakeController((_request, url) => {
      if (url.pathname === '/api/info')
        return envelope({ omadacId: 'cid', controllerVer: '5.15.24.18' })
      if (url.pathname === '/openapi/authorize/token') return tokenAnswer()
      return ++sitesCalls === 1 ? envelope(undefined, -44112) : envelope({ totalRows: 0, data: [] })
    })
    const api = new OmadaApi(new OmadaSession(settings, deps))
    assert.deepEqual(await api.sites(), [])
    const grants = requests
      .filter((r) => r.url.pathname === '/openapi/authorize/token')
      .map((r) => r.url.searchParams.get('grant_type'))
    assert.deepEqual(grants, ['client_credentials', 'refresh_token'])
    const calls = requests.filter((r) => r.url.pathname === '/openapi/v1/cid/sites')
    assert.lengthOf(calls, 2)
    assert.match(calls[1].headers.authorization, /^AccessToken=t\d+$/)
    assert.notEqual(calls[0].headers.authorization, calls[1].headers.authorization)
  })

  test('a token refused again after renewal is an auth error, with no further retries', async ({
    assert,
  }) => {
    const { deps, requests } = fakeController((_request, url) => {
      if (url.pathname === '/api/info') return envelope({ omadacId: 'cid' })
      if (url.pathname === '/openapi/authorize/token') return tokenAnswer()
      return envelope(undefined, -44113)
    })
    const error = await new OmadaApi(new OmadaSession(settings, deps)).sites().catch((e) => e)
    assert.instanceOf(error, ControllerAuthError)
    assert.lengthOf(
      requests.filter((r) => r.url.pathname.endsWith('/sites')),
      2
    )
  })

  test('grids: page and pageSize are always sent, and every page is read', async ({ assert }) => {
    const { deps, requests } = fakeController((_request, url) => {
      if (url.pathname === '/api/info') return envelope({ omadacId: 'cid' })
      if (url.pathname === '/openapi/authorize/token') return tokenAnswer()
      const page = Number(url.searchParams.get('page'))
      const size = Number(url.searchParams.get('pageSize'))
      const rows = Array.from({ length: 250 }, (_, i) => ({ mac: `row-${i}` })).slice(
        (page - 1) * size,
        page * size
      )
      return envelope({ totalRows: 250, currentPage: page, currentSize: size, data: rows })
    })
    const rows = await new OmadaApi(new OmadaSession(settings, deps)).clients('site1')
    assert.lengthOf(rows, 250)
    const pages = requests
      .filter((r) => r.url.pathname.endsWith('/clients'))
      .map((r) => [r.url.searchParams.get('page'), r.url.searchParams.get('pageSize')])
    assert.deepEqual(pages, [
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ])
  })

  test('business errors (HTTP 200, negative errorCode) map to the error classes or a rejected command', ({
    assert,
  }) => {
    const reasonOf = (code: number) =>
      (errorFor({ errorCode: code }, 'x') as ControllerRejectedError).reason
    assert.equal(reasonOf(-39007), 'device_offline')
    assert.equal(reasonOf(-39006), 'not_found')
    assert.equal(reasonOf(-34514), 'conflict')
    assert.equal(reasonOf(-34513), 'invalid_value')
    assert.equal(reasonOf(-39008), 'busy')
    assert.equal(reasonOf(-33219), 'conflict')
    assert.equal(reasonOf(-1001), 'invalid_value')
    assert.instanceOf(errorFor({ errorCode: -1005 }, 'x'), ControllerAuthError)
    assert.instanceOf(errorFor({ errorCode: -7131 }, 'x'), ControllerAuthError)
    assert.instanceOf(errorFor({ errorCode: -1600 }, 'x'), ControllerUnexpectedError)
  })

  test('transport answers: Spring 400, 5xx, 429, garbage', ({ assert }) => {
    const spring = response(400, {
      timestamp: '2026-01-01T00:00:00Z',
      status: 400,
      error: 'Bad Request',
      path: '/openapi/v1/cid/sites',
    })
    assert.throws(() => readEnvelope(spring, 'x'), ControllerUnexpectedError as any)
    assert.throws(
      () => readEnvelope(response(502, '<html>502</html>'), 'x'),
      ControllerUnavailableError as any
    )
    assert.throws(
      () => readEnvelope(response(200, '<html>oops'), 'x'),
      ControllerUnexpectedError as any
    )
    try {
      readEnvelope(response(429, {}, { 'retry-after': '9' }), 'x')
      assert.fail('should throw')
    } catch (error) {
      assert.equal((error as ControllerUnavailableError).retryAfterSeconds, 9)
    }
  })

  test('a given controller id skips discovery failures; a missing /api/info without one is unexpected', async ({
    assert,
  }) => {
    const { deps } = fakeController((_request, url) => {
      if (url.pathname === '/api/info') return response(404, 'Not Found')
      if (url.pathname === '/openapi/authorize/token') return tokenAnswer()
      return envelope({ totalRows: 1, data: [{ siteId: 's1', name: 'Venue' }] })
    })
    const given = new OmadaSession(withDefaults({ ...settings, omadacId: 'cid' }), deps)
    assert.lengthOf(await new OmadaApi(given).sites(), 1)
    const error = await new OmadaSession(
      settings,
      fakeController(() => response(404, 'Not Found')).deps
    )
      .open()
      .catch((e) => e)
    assert.instanceOf(error, ControllerUnexpectedError)
  })
})
