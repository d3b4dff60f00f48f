import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { HttpSession } from '#tests/helpers/http_session'
import { startSmsSimulator, type SmsSimulator } from '#core/auth/two_factor/sms/sms_simulator'
import { useSmsAccount } from '#core/auth/two_factor/sms/sms_sender'
import Mail from '#core/mail/models/mail'
import { mobileNumberOrNull } from '#core/auth/two_factor/services/mobile_numbers'
import { authenticatorCode, signedInBrowser } from './two_factor_helpers.js'

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]

test.group('Two-factor / mail and SMS codes, required for staff', (group) => {
  let sms: SmsSimulator
  group.setup(async () => {
    sms = await startSmsSimulator()
    useSmsAccount({
      apiUrl: sms.url,
      accountSid: sms.accountSid,
      authToken: sms.authToken,
      from: 'Airdeck',
    })
    return async () => {
      useSmsAccount(undefined)
      await sms.stop()
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('a mailed code sets up and signs in; resending is throttled; the outbox never shows the code', async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = await signedInBrowser(user)
    const started = await browser.request('POST', '/rest/secure/two-factor-authentication', {
      method: 'email',
    })
    assert.equal(started.status, 200)
    assert.equal(started.body.status, 'pending')
    const setupCode = codeIn((await mailCatcher.waitFor(user.email)).text!)
    const stored = await Mail.query()
      .where('user_id', user.id)
      .where('kind', 'two_factor_code')
      .firstOrFail()
    assert.notInclude(stored.text, setupCode)

    const early = await browser.request('POST', '/rest/secure/two-factor-confirm-code')
    assert.equal(early.status, 429)
    assert.equal(early.body.code, 'E_TWO_FACTOR_RESEND_THROTTLED')
    const confirmed = await browser.request(
      'POST',
      '/rest/secure/confirmed-two-factor-authentication',
      { code: setupCode }
    )
    assert.equal(confirmed.status, 200)
    assert.lengthOf(confirmed.body.recovery_codes, 10)
    await browser.request('POST', '/rest/auth/logout')

    mailCatcher.clear()
    const login = await browser.signIn(user.email, TEST_PASSWORD)
    assert.equal(login.body.method, 'email')
    assert.match(login.body.sent_to, /^us•••@airdeck\.test$/)
    const loginCode = codeIn((await mailCatcher.waitFor(user.email)).text!)
    assert.equal(
      (await browser.request('POST', '/rest/secure/two-factor-challenge', { code: loginCode }))
        .status,
      200
    )
  })

  test('SMS needs a mobile number: a landline is refused, a mobile gets the code through the SMS API', async ({
    assert,
  }) => {
    const user = await createUser({ phone: '+32 2 555 12 34' })
    const browser = await signedInBrowser(user)
    const landline = await browser.request('POST', '/rest/secure/two-factor-authentication', {
      method: 'sms',
    })
    assert.equal(landline.status, 422)
    assert.equal(landline.body.code, 'E_SMS_NEEDS_MOBILE')
    assert.equal(landline.body.errors[0].field, 'phone')

    const mobile = await browser.request('POST', '/rest/secure/two-factor-authentication', {
      method: 'sms',
      phone: '0470 12 34 56',
    })
    assert.equal(mobile.status, 200)
    assert.equal(mobile.body.sent_to, '+32 ••• 456')
    const text = sms.messages.at(-1)!
    assert.equal(text.to, '+32470123456')
    assert.equal(
      (
        await browser.request('POST', '/rest/secure/confirmed-two-factor-authentication', {
          code: codeIn(text.body),
        })
      ).status,
      200
    )
    const status = await browser.request('GET', '/rest/secure/two-factor-authentication')
    assert.deepInclude(status.body, { state: 'enabled', method: 'sms', recovery_codes_left: 10 })

    await sms.faults.apply({ failNext: 1 })
    await browser.request('POST', '/rest/auth/logout')
    const unavailable = await browser.signIn(user.email, TEST_PASSWORD)
    assert.equal(unavailable.status, 503, 'a code that did not leave is not reported as sent')
    assert.equal(unavailable.body.code, 'E_SMS_UNAVAILABLE')
  })

  test('an admin requires two-factor for staff: a partner without it reaches only the set-up', async ({
    assert,
    client,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const adminBrowser = await signedInBrowser(admin)
    const required = await adminBrowser.request('PUT', '/rest/admin/security-settings', {
      require_two_factor_for_staff: true,
    })
    assert.equal(required.status, 200)
    assert.isTrue(required.body.require_two_factor_for_staff)

    const staff = await createUser({ isAdmin: true })
    const token = await client
      .post('/rest/auth/token')
      .json({ email: staff.email, password: TEST_PASSWORD })
    token.assertStatus(403)
    assert.equal(token.body().code, 'E_TWO_FACTOR_SETUP_REQUIRED')

    const browser = await signedInBrowser(staff)
    const blocked = await browser.request('GET', '/rest/users')
    assert.equal(blocked.status, 403)
    assert.equal(blocked.body.code, 'E_TWO_FACTOR_SETUP_REQUIRED')
    assert.isTrue(
      (await browser.request('GET', '/rest/secure/two-factor-authentication')).body.setup_required
    )
    assert.equal((await browser.request('GET', '/rest/self')).status, 200)

    await browser.request('POST', '/rest/secure/two-factor-authentication', { method: 'totp' })
    const qr = await browser.request('GET', '/rest/secure/two-factor-qr-code')
    await browser.request('POST', '/rest/secure/confirmed-two-factor-authentication', {
      code: authenticatorCode(qr.body.secret),
    })
    assert.equal((await browser.request('GET', '/rest/users')).status, 200)

    const customerUser = await createUser()
    const free = new HttpSession()
    assert.equal((await free.signIn(customerUser.email, TEST_PASSWORD)).status, 200)
    assert.equal(
      (await free.request('GET', '/rest/self/sign-ins')).status,
      200,
      'customer users are not staff'
    )
  })

  test("mobile numbers are told from landlines by each country's numbering plan", ({ assert }) => {
    const mobiles = {
      '0470 12 34 56': '+32470123456',
      '+31 6 12345678': '+31612345678',
      '0033 6 12 34 56 78': '+33612345678',
      '+49 151 23456789': '+4915123456789',
      '+352 621 123 456': '+352621123456',
      '+44 7700 900123': '+447700900123',
    }
    for (const [input, e164] of Object.entries(mobiles))
      assert.equal(mobileNumberOrNull(input), e164, input)
    for (const landline of [
      '02 555 12 34',
      '+31 20 123 4567',
      '+33 1 23 45 67 89',
      '+49 30 1234567',
      '+1 212 555 0100',
      '12345',
      '',
    ]) {
      assert.isNull(mobileNumberOrNull(landline), landline)
    }
  })
})
