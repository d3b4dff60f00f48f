import { test } from '@japa/runner'
import {
  ControllerAuthError,
  ControllerRejectedError,
  ControllerUnavailableError,
  ControllerUnexpectedError,
} from '#core/plugins/plugin_errors'
import { StillPendingError } from '#plugins/peplink/client/api_client'
import { rebootDevice } from '#plugins/peplink/commands/reboot'
import { depsWith, peplinkClient, scriptedHttp } from './deps.js'

const SIM_URL = 'https://ic2.test'
const SETTINGS = { url: SIM_URL, clientId: 'cid', clientSecret: 'secret' }
const token = (n: number, expiresIn = 172799) => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  expires_in: expiresIn,
  token_type: 'Bearer',
})
const ok = (data: unknown) => ({ resp_code: 'SUCCESS', data })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => error
  )

test.group('peplink protocol / OAuth2 tokens', () => {
  test('client credentials are posted form-encoded and the token is sent as Bearer', async ({
    assert,
  }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o', 200, ok([{ id: 'org1', name: 'Org' }])],
    ])
    const { api } = peplinkClient(SETTINGS, { deps: depsWith(script.http) })
    assert.deepEqual(await api.organizations(), [{ id: 'org1', name: 'Org' }])
    assert.deepEqual(script.seen[0].form, {
      client_id: 'cid',
      client_secret: 'secret',
      grant_type: 'client_credentials',
    })
    assert.isUndefined(script.seen[0].body)
    assert.equal(script.seen[1].headers?.authorization, 'Bearer a1')
  })

  test('a token about to expire is refreshed before use, without a 401', async ({ assert }) => {
    let now = 1_000_000
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1, 3600)],
      ['GET /rest/o', 200, ok([])],
      ['POST /api/oauth2/token', 200, token(2, 3600)],
      ['GET /rest/o', 200, ok([])],
    ])
    const { api } = peplinkClient(SETTINGS, { deps: depsWith(script.http), now: () => now })
    await api.organizations()
    now += 3600_000 - 30_000
    await api.organizations()
    assert.include(script.seen[2].form, {
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'cid',
    })
    assert.equal(script.seen[3].headers?.authorization, 'Bearer a2')
    assert.lengthOf(script.remaining, 0)
  })

  test('a 401 renews once (refresh refused → new grant) and replays the call', async ({
    assert,
  }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o', 401, 'Unauthorized'],
      ['POST /api/oauth2/token', 400, { error: 'invalid_grant' }],
      ['POST /api/oauth2/token', 200, token(2)],
      ['GET /rest/o', 200, ok([{ id: 'o', name: 'O' }])],
    ])
    const { api } = peplinkClient(SETTINGS, { deps: depsWith(script.http) })
    assert.lengthOf(await api.organizations(), 1)
    assert.deepEqual(
      script.seen.map((r) => r.form?.grant_type ?? r.headers?.authorization),
      ['client_credentials', 'Bearer a1', 'refresh_token', 'client_credentials', 'Bearer a2']
    )
  })

  test('a fresh token refused again is an auth error', async ({ assert }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o', 401, 'Unauthorized'],
      ['POST /api/oauth2/token', 200, token(2)],
      ['GET /rest/o', 401, 'Unauthorized'],
    ])
    const { api } = peplinkClient(SETTINGS, { deps: depsWith(script.http) })
    const error = await failure(api.organizations())
    assert.instanceOf(error, ControllerAuthError)
    assert.match(error.message, /fresh token/)
  })

  test('refused client credentials are an auth error; a token answer without a token is unexpected', async ({
    assert,
  }) => {
    const refused = scriptedHttp([['POST /api/oauth2/token', 401, { error: 'invalid_client' }]])
    assert.instanceOf(
      await failure(peplinkClient(SETTINGS, { deps: depsWith(refused.http) }).tokens.grantNow()),
      ControllerAuthError
    )
    const empty = scriptedHttp([['POST /api/oauth2/token', 200, { token_type: 'Bearer' }]])
    assert.instanceOf(
      await failure(peplinkClient(SETTINGS, { deps: depsWith(empty.http) }).tokens.grantNow()),
      ControllerUnexpectedError
    )
  })
})

test.group('peplink protocol / envelope', () => {
  const call = async (status: number, body: unknown, headers?: Record<string, string>) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o', status, body, headers],
    ])
    return failure(peplinkClient(SETTINGS, { deps: depsWith(script.http) }).api.organizations())
  }

  test('resp_code errors map to rejections and auth errors', async ({ assert }) => {
    const offline = await call(200, { resp_code: 'FAIL', message: 'Device is offline' })
    assert.instanceOf(offline, ControllerRejectedError)
    assert.equal(offline.reason, 'device_offline')
    assert.equal(
      (await call(404, { resp_code: 'NOT_FOUND', message: 'Group not found' })).reason,
      'not_found'
    )
    assert.equal((await call(404, '<html>Not Found</html>')).reason, 'not_found')
    assert.equal(
      (await call(400, { resp_code: 'INVALID_INPUT', message: 'bad id' })).reason,
      'invalid_value'
    )
    assert.instanceOf(await call(200, { resp_code: 'UNAUTHORIZED' }), ControllerAuthError)
    assert.instanceOf(await call(403, { resp_code: 'FORBIDDEN' }), ControllerAuthError)
  })

  test('answers without an envelope are unexpected', async ({ assert }) => {
    assert.instanceOf(await call(200, { data: [] }), ControllerUnexpectedError)
    assert.instanceOf(await call(200, '<html>maintenance'), ControllerUnexpectedError)
  })

  test('429 is unavailable with Retry-After (seconds or a date), 5 s without one', async ({
    assert,
  }) => {
    assert.equal(
      (await call(429, 'Too Many Requests', { 'retry-after': '12' })).retryAfterSeconds,
      12
    )
    const date = new Date(Date.now() + 30_000).toUTCString()
    const dated = await call(429, '', { 'retry-after': date })
    assert.isAtLeast(dated.retryAfterSeconds, 28)
    assert.equal((await call(429, '')).retryAfterSeconds, 5)
    assert.instanceOf(await call(503, '<html>'), ControllerUnavailableError)
  })

  test('PENDING reads are asked again until they succeed', async ({ assert }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o/o1/g/7/d/9', 200, { resp_code: 'PENDING' }],
      ['GET /rest/o/o1/g/7/d/9', 200, { resp_code: 'PENDING' }],
      ['GET /rest/o/o1/g/7/d/9', 200, ok({ id: 9, status: 'online' })],
    ])
    const { api } = peplinkClient(SETTINGS, {
      deps: depsWith(script.http),
      pending: { delayMs: 5 },
    })
    assert.deepEqual(await api.device('o1', '7', '9'), { id: 9, status: 'online' })
  })

  test('a read still PENDING after the retries is unavailable', async ({ assert }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ...Array.from(
        { length: 3 },
        () => ['GET /rest/o/o1/g/7/d/9', 200, { resp_code: 'PENDING' }] as [string, number, unknown]
      ),
    ])
    const { api } = peplinkClient(SETTINGS, {
      deps: depsWith(script.http),
      pending: { retries: 2, delayMs: 5 },
    })
    const error = await failure(api.device('o1', '7', '9'))
    assert.instanceOf(error, StillPendingError)
    assert.instanceOf(error, ControllerUnavailableError)
    assert.isAbove(error.retryAfterSeconds, 0)
  })
})

test.group('peplink protocol / reboot', () => {
  const devices = ok([
    { id: 9, status: 'online', sn: '1111-2222-3333' },
    { id: 10, status: 'offline' },
  ])

  test('falls back to the group-scoped path when the organisation-scoped one is missing; PENDING counts as queued', async ({
    assert,
  }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o/o1/g/7/d', 200, devices],
      ['POST /rest/o/o1/d/9/reboot', 404, 'Not Found'],
      ['POST /rest/o/o1/g/7/d/9/reboot', 200, { resp_code: 'PENDING' }],
    ])
    const { api } = peplinkClient(SETTINGS, { deps: depsWith(script.http) })
    await rebootDevice(api, { orgId: 'o1', groupId: '7' }, '9')
    assert.lengthOf(script.remaining, 0)
  })

  test('an offline or unknown device is refused before any command', async ({ assert }) => {
    const script = scriptedHttp([
      ['POST /api/oauth2/token', 200, token(1)],
      ['GET /rest/o/o1/g/7/d', 200, devices],
      ['GET /rest/o/o1/g/7/d', 200, devices],
    ])
    const { api } = peplinkClient(SETTINGS, { deps: depsWith(script.http) })
    assert.equal(
      (await failure(rebootDevice(api, { orgId: 'o1', groupId: '7' }, '10'))).reason,
      'device_offline'
    )
    assert.equal(
      (await failure(rebootDevice(api, { orgId: 'o1', groupId: '7' }, '11'))).reason,
      'not_found'
    )
    assert.isFalse(script.seen.some((r) => r.method === 'POST' && r.url.endsWith('/reboot')))
  })
})
