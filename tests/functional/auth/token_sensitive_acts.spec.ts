import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { securitySettings } from '#core/auth/two_factor/services/staff_policy'
import { declaredRoutes } from '#kernel/http/contract/api_routes'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base()}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json().catch(() => null)) as any }
}

async function issueToken(email: string) {
  const response = await fetch(`${base()}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: 'script' }),
  })
  return ((await response.json()) as { token: string }).token
}

test.group('Auth / a token cannot do what needs a confirmed password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a Bearer token mints no token, changes no security setting, exports no data and ends no sessions', async ({
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const token = await issueToken(admin.email)
    const user = await createUser()
    const userBrowser = new HttpSession()
    await userBrowser.signIn(user.email, TEST_PASSWORD)
    const tokensOf = async (id: number) =>
      Number(
        (await db.from('auth_access_tokens').where('tokenable_id', id).count('* as total'))[0].total
      )

    const mint = await call(token, 'POST', '/rest/users/me/tokens', {
      name: 'renewed',
      expires_in_days: 365,
    })
    assert.equal(mint.status, 401, 'a leaked token cannot renew itself')
    assert.equal(await tokensOf(admin.id), 1)
    assert.equal(
      (
        await call(token, 'PUT', '/rest/admin/security-settings', {
          require_two_factor_for_staff: true,
        })
      ).status,
      401
    )
    assert.isFalse((await securitySettings()).requireTwoFactorForStaff)
    assert.equal((await call(token, 'GET', '/rest/self/data')).status, 401)
    assert.equal((await call(token, 'DELETE', `/rest/users/${user.id}/sessions`)).status, 401)
    assert.equal(
      (await userBrowser.request('GET', '/rest/self')).status,
      200,
      "the user's session still runs"
    )

    assert.equal(
      (await call(token, 'GET', '/rest/self')).status,
      200,
      'the token itself still works for everyday calls'
    )
  })

  test('every route that needs a confirmed password is for a browser session, and refused while impersonating', ({
    assert,
  }) => {
    const confirming = declaredRoutes().filter((route) => route.confirmsPassword)
    assert.isAbove(confirming.length, 8)
    for (const { method, pattern, declaration } of confirming) {
      const access = declaration.access
      assert.deepEqual(
        'guards' in access ? access.guards : undefined,
        ['web'],
        `${method} ${pattern} must be session-only`
      )
      if (pattern === '/rest/impersonate') continue // a second impersonation is refused by the action itself (E_ALREADY_IMPERSONATING)
      assert.isTrue(
        declaration.notWhileImpersonating,
        `${method} ${pattern} must declare notWhileImpersonating`
      )
    }
  })
})
