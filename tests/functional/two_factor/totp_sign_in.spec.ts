import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import AuditLog from '#kernel/audit/audit_log'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'
import { authenticatorCode, enableTotp } from './two_factor_helpers.js'

test.group('Two-factor / authenticator app', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('set-up with a QR code, then a two-step sign-in: reused codes refused, a recovery code works once', async ({
    assert,
  }) => {
    const user = await createUser()
    const { browser, secret, qr, recoveryCodes } = await enableTotp(user)
    assert.match(qr.url, /^otpauth:\/\/totp\/Airdeck:.*secret=[A-Z2-7]{32}/)
    assert.include(qr.svg, '<svg')
    assert.lengthOf(recoveryCodes, 10)
    assert.lengthOf(new Set(recoveryCodes), 10)

    const stored = await UserTwoFactor.findOrFail(user.id)
    const raw = await UserTwoFactor.query()
      .where('user_id', user.id)
      .pojo<{ totp_secret: string }>()
      .firstOrFail()
    assert.equal(stored.totpSecret, secret)
    assert.notInclude(raw.totp_secret, secret, 'the seed is encrypted at rest')
    assert.isTrue((await browser.request('GET', '/rest/self')).body.two_fa)
    assert.equal(
      (await browser.request('GET', '/rest/secure/two-factor-qr-code')).status,
      409,
      'the seed is never shown again'
    )
    await browser.request('POST', '/rest/auth/logout')

    const phone = new HttpSession()
    const step1 = await phone.signIn(user.email, TEST_PASSWORD)
    assert.deepEqual(step1.body, { two_factor: true, method: 'totp', sent_to: null })
    assert.equal(
      (await phone.request('GET', '/rest/self')).status,
      401,
      'the password alone does not sign in'
    )

    const wrong = await phone.request('POST', '/rest/secure/two-factor-challenge', {
      code: '000000',
    })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.code, 'E_INVALID_TWO_FACTOR_CODE')
    assert.equal(wrong.body.message, 'Invalid 2FA code.')

    const nextCode = authenticatorCode(secret, 1)
    const signedIn = await phone.request('POST', '/rest/secure/two-factor-challenge', {
      code: nextCode,
    })
    assert.equal(signedIn.status, 200)
    assert.equal(signedIn.body.id, user.id)
    assert.equal((await phone.request('GET', '/rest/self')).status, 200)
    await phone.request('POST', '/rest/auth/logout')

    await phone.signIn(user.email, TEST_PASSWORD)
    const reused = await phone.request('POST', '/rest/secure/two-factor-challenge', {
      code: nextCode,
    })
    assert.equal(reused.status, 422, 'a code works once')
    const older = await phone.request('POST', '/rest/secure/two-factor-challenge', {
      code: authenticatorCode(secret),
    })
    assert.equal(older.status, 422, 'an earlier step than the last used one is refused too')

    const recovery = await phone.request('POST', '/rest/secure/two-factor-challenge', {
      recovery_code: recoveryCodes[3],
    })
    assert.equal(recovery.status, 200)
    await phone.request('POST', '/rest/auth/logout')
    await phone.signIn(user.email, TEST_PASSWORD)
    const recoveryAgain = await phone.request('POST', '/rest/secure/two-factor-challenge', {
      recovery_code: recoveryCodes[3],
    })
    assert.equal(recoveryAgain.status, 422)
    assert.equal(recoveryAgain.body.errors[0].field, 'recovery_code')

    const actions = (await AuditLog.query().where('actor_id', user.id)).map((row) => row.action)
    assert.includeMembers(actions, [
      'auth.two_factor_enabled',
      'auth.two_factor_failed',
      'auth.two_factor_succeeded',
    ])
  })

  test('a seed stored before the switch to otpauth (encrypted at rest as it was) still signs in, once per code (issue 30)', async ({
    assert,
  }) => {
    const user = await createUser()
    // A seed the hand-written implementation generated, stored through the model as it stored it.
    const oldSeed = 'GJZRNK5NI6HRGKO7I627445WCJJRZSCX'
    await UserTwoFactor.create({
      userId: user.id,
      method: 'totp',
      totpSecret: oldSeed,
      lastUsedStep: null,
      confirmedAt: DateTime.now(),
    })
    await user.merge({ twoFaEnabled: true }).save()
    const raw = await UserTwoFactor.query()
      .where('user_id', user.id)
      .pojo<{ totp_secret: string }>()
      .firstOrFail()
    assert.notInclude(raw.totp_secret, oldSeed, 'the seed is encrypted at rest')

    const phone = new HttpSession()
    assert.deepInclude((await phone.signIn(user.email, TEST_PASSWORD)).body, { method: 'totp' })
    const code = authenticatorCode(oldSeed)
    const signedIn = await phone.request('POST', '/rest/secure/two-factor-challenge', { code })
    assert.equal(signedIn.status, 200)
    await phone.request('POST', '/rest/auth/logout')
    await phone.signIn(user.email, TEST_PASSWORD)
    const replayed = await phone.request('POST', '/rest/secure/two-factor-challenge', { code })
    assert.equal(replayed.status, 422, 'a code works once')
  })

  test('wrong codes are throttled with Retry-After, and the CLI token needs a code too', async ({
    assert,
    client,
  }) => {
    const user = await createUser()
    const { secret } = await enableTotp(user)

    const noCode = await client
      .post('/rest/auth/token')
      .json({ email: user.email, password: TEST_PASSWORD })
    noCode.assertStatus(401)
    assert.equal(noCode.body().code, 'E_TWO_FACTOR_REQUIRED')
    const token = await client.post('/rest/auth/token').json({
      email: user.email,
      password: TEST_PASSWORD,
      two_factor_code: authenticatorCode(secret, 1),
    })
    token.assertStatus(201)

    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal(
        (await browser.request('POST', '/rest/secure/two-factor-challenge', { code: '123456' }))
          .status,
        422
      )
    }
    const blocked = await browser.request('POST', '/rest/secure/two-factor-challenge', {
      code: authenticatorCode(secret, -1),
    })
    assert.equal(blocked.status, 429, 'even a right code waits once the allowance is used up')
    assert.isAbove(Number(blocked.headers.get('retry-after')), 0)
  })

  test('turning it off needs the password confirmed; a challenge without a right password is a 419', async ({
    assert,
  }) => {
    const user = await createUser()
    const { secret } = await enableTotp(user)
    const anonymous = new HttpSession()
    await anonymous.request('GET', '/rest/secure/csrf-cookie')
    const noChallenge = await anonymous.request('POST', '/rest/secure/two-factor-challenge', {
      code: '123456',
    })
    assert.equal(noChallenge.status, 419)
    assert.equal(noChallenge.body.code, 'E_TWO_FACTOR_CHALLENGE_EXPIRED')

    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    assert.equal(
      (
        await browser.request('POST', '/rest/secure/two-factor-challenge', {
          code: authenticatorCode(secret, 1),
        })
      ).status,
      200
    )
    const unconfirmed = await browser.request('DELETE', '/rest/secure/two-factor-authentication')
    assert.equal(unconfirmed.status, 423)
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    assert.equal(
      (await browser.request('DELETE', '/rest/secure/two-factor-authentication')).status,
      204
    )
    assert.isFalse((await User.findOrFail(user.id)).twoFaEnabled)
    assert.isNull(await UserTwoFactor.find(user.id))
    assert.equal(
      (await browser.request('GET', '/rest/secure/two-factor-authentication')).body.state,
      'not_set_up'
    )
  })
})
