import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'

/**
 * Every /rest route, with hostile path parameters and bodies, signed out,
 * as a plain user and as an admin with a Bearer token (no CSRF in the
 * way): nothing may answer 500, and every error keeps the envelope.
 */
const HOSTILE_PARAMS = ['abc', '-1', '0', '1e999', '99999999999999999999', "1' or '1'='1", '%00', 'x'.repeat(300)]
const HOSTILE_BODIES: unknown[] = [
  {},
  [],
  'a string',
  42,
  null,
  { email: { $gt: '' }, password: ['a'], name: null, firstname: {}, lang: 1, token: { a: 1 }, page: 'x' },
  { email: 'x'.repeat(5000), password: 'y'.repeat(5000), name: '<script>alert(1)</script>', permissions: 'all' },
  { id: -1, subject_type: 'user', subject_id: 'x', default_site: 'x', vat: '🙂', country: 'XX', status: 'bogus' },
]

function restRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/rest'))
    .flatMap((route) => route.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, pattern: route.pattern })))
}

async function send(method: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${url}`, {
    method,
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text }
}

test.group('Kernel / hostile input on every route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.timeout(120_000)

  test('no route answers 500', async ({ assert }) => {
    await createTenant()
    const admin = await createUser({ isAdmin: true })
    const member = await createUser()
    const tokens = [
      undefined,
      (await User.accessTokens.create(member)).value!.release(),
      (await User.accessTokens.create(admin)).value!.release(),
    ]
    const routes = restRoutes()
    assert.isAbove(routes.length, 20)

    for (const { method, pattern } of routes) {
      for (const token of tokens) {
        for (const [index, param] of HOSTILE_PARAMS.entries()) {
          const url = pattern.replace(/:[a-z_]+\??/gi, encodeURIComponent(param))
          const body = HOSTILE_BODIES[index % HOSTILE_BODIES.length]
          const { status, text } = await send(method, `${url}?page=${encodeURIComponent(param)}&token=${encodeURIComponent(param)}`, body, token)
          assert.isBelow(status, 500, `${method} ${url} answered ${status}: ${text.slice(0, 300)}`)
          if (status >= 400) assert.match(text, /"code":"E_[A-Z_]+"/, `${method} ${url} error envelope`)
          if (!pattern.includes(':')) break
        }
        if (method === 'POST' || method === 'PUT') {
          for (const body of HOSTILE_BODIES) {
            const { status, text } = await send(method, pattern.replace(/:[a-z_]+/gi, '1'), body, token)
            assert.isBelow(status, 500, `${method} ${pattern} with ${JSON.stringify(body)?.slice(0, 80)} answered ${status}: ${text.slice(0, 300)}`)
          }
        }
      }
      await clearRateLimits()
    }
  })
})
