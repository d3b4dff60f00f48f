import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'
import { clearAccessCaches } from '#core/access/services/access_cache'
import { buildLocationWorld } from '../locations/world.js'

/** The shortcuts that make authenticated reads cheap (docs/benchmarks.md) must not change what a caller gets. */
const base = () => `http://${process.env.HOST}:${process.env.PORT}`

async function issueToken(email: string) {
  const response = await fetch(`${base()}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'bench' }),
  })
  return (await response.json()) as { token: string; id: number }
}

function bearer(token: string, path: string, headers: Record<string, string> = {}) {
  return fetch(`${base()}${path}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...headers },
  })
}

test.group('Kernel / cost of authenticated reads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a Bearer read without cookies gets no session and no CSRF cookie; browser sessions keep both', async ({
    assert,
  }) => {
    const user = await createUser()
    const { token } = await issueToken(user.email)
    const read = await bearer(token, '/rest/self')
    assert.equal(read.status, 200)
    assert.deepEqual(read.headers.getSetCookie(), [])
    assert.equal(read.headers.get('x-frame-options'), 'DENY', 'security headers still apply')
    assert.isNotNull(read.headers.get('content-security-policy'))

    const browser = new HttpSession()
    const signIn = await browser.signIn(user.email, TEST_PASSWORD)
    assert.equal(signIn.status, 200)
    // The sign-in writes the session, so it sets both; reads that change nothing right after it set neither
    // (tests/functional/auth/unchanged_session.spec.ts).
    assert.isTrue(signIn.headers.getSetCookie().some((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    assert.equal((await browser.request('GET', '/rest/self')).status, 200)
    browser.forgetCookie('XSRF-TOKEN')
    const forged = await browser.request('PUT', '/rest/self', { firstname: 'Forged' })
    assert.equal(forged.status, 419, 'a cookie session still needs the CSRF token')
  })

  test('a token records its last use at most once a minute, and only when the secret is right', async ({
    assert,
  }) => {
    const user = await createUser()
    const { token, id } = await issueToken(user.email)
    const lastUsed = async () =>
      (await db.from('auth_access_tokens').where('id', id).first()).last_used_at as Date | null
    assert.isNull(await lastUsed())

    assert.equal((await bearer(token, '/rest/self')).status, 200)
    const first = await lastUsed()
    assert.isNotNull(first)
    assert.equal((await bearer(token, '/rest/self')).status, 200)
    assert.equal((await lastUsed())!.getTime(), first!.getTime(), 'not rewritten within the minute')

    const wrongSecret = `adk_${token.slice(4, token.indexOf('.') + 1)}${'x'.repeat(40)}`
    await db
      .from('auth_access_tokens')
      .where('id', id)
      .update({ last_used_at: new Date(Date.now() - 120_000) })
    // As if two minutes had passed: this process has kept the token's row (core/auth/services/signed_in_cache.ts).
    clearAccessCaches()
    const stale = await lastUsed()
    assert.equal((await bearer(wrongSecret, '/rest/self')).status, 401)
    assert.equal((await lastUsed())!.getTime(), stale!.getTime(), 'a wrong secret writes nothing')
    assert.equal((await bearer(token, '/rest/self')).status, 200)
    assert.isAbove((await lastUsed())!.getTime(), stale!.getTime() + 60_000)
  })

  test('the map answers 304 to its own ETag until a pin changes; list totals on and past the last page', async ({
    assert,
  }) => {
    const world = await buildLocationWorld()
    const { token } = await issueToken(world.users.admin.email)
    const first = await bearer(token, '/rest/locations/map')
    assert.equal(first.status, 200)
    assert.equal(first.headers.get('cache-control'), 'private, no-cache')
    const etag = first.headers.get('etag')!
    assert.isString(etag)
    assert.equal(
      (await bearer(token, '/rest/locations/map', { 'if-none-match': etag })).status,
      304
    )

    await Location.query().where('id', world.locationA.id).update({ network_status: 'offline' })
    const changed = await bearer(token, '/rest/locations/map', { 'if-none-match': etag })
    assert.equal(changed.status, 200)
    assert.notEqual(changed.headers.get('etag'), etag)
    assert.include(
      ((await changed.json()) as any).data.find((pin: any) => pin.id === world.locationA.id),
      { network_status: 'offline' }
    )

    const page = (await (await bearer(token, '/rest/locations?perPage=1')).json()) as any
    assert.equal(page.data.length, 1)
    assert.equal(page.meta.total, 2)
    assert.equal(page.meta.lastPage, 2)
    const past = (await (await bearer(token, '/rest/locations?perPage=1&page=5')).json()) as any
    assert.deepEqual(past.data, [])
    assert.equal(past.meta.total, 2)
  })
})
