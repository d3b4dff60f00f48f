import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import RecoveryCode from '#core/auth/two_factor/models/recovery_code'
import AuditLog from '#kernel/audit/audit_log'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'
import { enableTotp } from '#tests/functional/two_factor/two_factor_helpers'

/** The user's own credentials and proofs of identity: never an admin's to change while signed in as them. */
const USERS_OWN: Array<[string, string, unknown?]> = [
  ['POST', '/rest/users/me/tokens', { name: 'kept after the stop', expires_in_days: 365 }],
  ['DELETE', '/rest/users/me/tokens/1'],
  ['GET', '/rest/self/data'],
  [
    'PUT',
    '/rest/self/password',
    {
      current_password: TEST_PASSWORD,
      password: 'Chosen-by-support-1!',
      password_confirmation: 'Chosen-by-support-1!',
    },
  ],
  ['POST', '/rest/secure/two-factor-recovery-codes'],
  ['DELETE', '/rest/secure/two-factor-authentication'],
  ['POST', '/rest/secure/two-factor-authentication', { method: 'email' }],
  ['GET', '/rest/secure/two-factor-qr-code'],
  ['POST', '/rest/secure/confirmed-two-factor-authentication', { code: '123456' }],
  ['DELETE', '/rest/self/sessions/abc'],
  ['POST', '/rest/self/social/google'],
  ['DELETE', '/rest/self/social/google'],
]

test.group('Impersonation / the user’s own credentials', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('while impersonating, tokens, two-factor, password, sessions, social logins and the data export are refused', async ({
    assert,
  }) => {
    const user = await createUser({ lang: 'nl' })
    await enableTotp(user)
    const codesOf = async () =>
      (await RecoveryCode.query().where('userId', user.id).orderBy('id')).map(
        (code) => code.codeHash
      )
    const codesBefore = await codesOf()
    const admin = await createUser({ isAdmin: true })
    const browser = new HttpSession()
    assert.equal((await browser.signIn(admin.email, TEST_PASSWORD)).status, 200)
    assert.equal(
      (await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD }))
        .status,
      204
    )
    assert.equal(
      (await browser.request('POST', '/rest/impersonate', { user_id: user.id })).status,
      200
    )

    for (const [method, path, body] of USERS_OWN) {
      const response = await browser.request(method, path, body)
      assert.equal(response.status, 403, `${method} ${path}: ${JSON.stringify(response.body)}`)
      assert.equal(response.body.code, 'E_IMPERSONATION_FORBIDDEN_ACTION', `${method} ${path}`)
    }
    const dutch = await browser.request('POST', '/rest/users/me/tokens', { name: 'x' })
    assert.match(
      dutch.body.message,
      /^Niet tijdens het aanmelden als een andere gebruiker: /,
      "in the user's language"
    )

    const attempt = await AuditLog.query()
      .where('action', 'impersonation.request')
      .where('object_type', 'request')
      .orderBy('id')
      .firstOrFail()
    assert.deepEqual(
      [attempt.actorId, attempt.impersonatorId, attempt.newValues?.status],
      [user.id, admin.id, 403],
      'the refused attempt is on record with the admin'
    )
    assert.equal((await browser.request('GET', '/rest/self')).status, 200, 'reads stay open')
    assert.equal(
      (await browser.request('PUT', '/rest/self', { lang: 'fr' })).status,
      200,
      'so does helping with the profile'
    )
    const tokens = await db
      .from('auth_access_tokens')
      .where('tokenable_id', user.id)
      .count('* as total')
    assert.equal(Number(tokens[0].total), 0, 'no token was minted for the user')
    const factor = await UserTwoFactor.findOrFail(user.id)
    assert.deepEqual(
      [factor.method, factor.confirmedAt !== null],
      ['totp', true],
      'two-factor is still on, unchanged'
    )
    assert.deepEqual(await codesOf(), codesBefore, 'the recovery codes are the same')
    assert.equal(
      (await new HttpSession().signIn(user.email, TEST_PASSWORD)).body.two_factor,
      true,
      'the password is unchanged and the second step still asked'
    )

    assert.equal((await browser.request('DELETE', '/rest/impersonate')).status, 200)
    const own = await browser.request('POST', '/rest/users/me/tokens', { name: 'the admin’s own' })
    assert.equal(own.status, 201, 'back as the admin, the admin’s own acts work again')
  })

  test('the OpenAPI document marks these routes and lists the refusal', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    for (const [method, path] of USERS_OWN) {
      const documented = path
        .replace('/tokens/1', '/tokens/{id}')
        .replace('/sessions/abc', '/sessions/{id}')
        .replace('/social/google', '/social/{provider}')
      const operation = document.paths[documented]?.[method.toLowerCase()]
      assert.isTrue(operation?.['x-not-while-impersonating'], `${method} ${documented}`)
      assert.include(
        operation['x-error-codes'],
        'E_IMPERSONATION_FORBIDDEN_ACTION',
        `${method} ${documented}`
      )
    }
  })
})
