import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import PasswordReset from '#core/auth/models/password_reset'
import db from '@adonisjs/lucid/services/db'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { HttpSession } from '#tests/helpers/http_session'
import { pollUntil } from '#tests/helpers/poll'

function tokenFrom(text: string) {
  const match = text.match(/passwordreset\?token=([A-Za-z0-9_%-]+)/)
  if (!match) throw new Error(`no reset link in mail:\n${text}`)
  return decodeURIComponent(match[1])
}

test.group('Auth / password recovery', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('sends a reset link in the user language over SMTP', async ({ client, assert }) => {
    const user = await createUser({ lang: 'fr', firstname: 'Aline' })
    const response = await client
      .post('/rest/auth/password/recover')
      .json({ email: user.email })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ status: 'sent' })
    const mail = await mailCatcher.waitFor(user.email)
    assert.equal(mail.subject, 'Réinitialisez votre mot de passe Airdeck')
    assert.include(mail.text, 'Bonjour Aline')
    assert.isString(tokenFrom(mail.text ?? ''))
  })

  test('answers the same for an unknown e-mail and sends nothing', async ({ client, assert }) => {
    const response = await client
      .post('/rest/auth/password/recover')
      .json({ email: 'nobody@airdeck.test' })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ status: 'sent' })
    await pollUntil(
      async () => {
        const open = await db
          .from('job_runs')
          .whereIn('status', ['pending', 'running'])
          .where((query) => query.where('job_name', 'auth.password_reset').orWhere('queue', 'mail'))
          .first()
        const done = await db
          .from('job_runs')
          .where('job_name', 'auth.password_reset')
          .where('status', 'completed')
          .first()
        return !open && done
      },
      { what: 'the password-reset job to finish' }
    )
    assert.lengthOf(mailCatcher.all(), 0)
  })

  test('known and unknown addresses cause the same work in the request: one job that looks the address up', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    for (const email of [user.email, 'nobody-else@airdeck.test']) {
      const response = await client
        .post('/rest/auth/password/recover')
        .json({ email })
        .withCsrfToken()
      response.assertStatus(200)
      response.assertBody({ status: 'sent' })
    }
    const runs = await db.from('job_runs').where('job_name', 'auth.password_reset').orderBy('id')
    assert.deepEqual(
      runs.map((run) => run.payload.email),
      [user.email, 'nobody-else@airdeck.test']
    )
    const mail = await mailCatcher.waitFor(user.email)
    assert.isString(tokenFrom(mail.text ?? ''))
  })

  test('a second request soon after is throttled, known e-mail or not', async ({ client }) => {
    for (const email of ['nobody@airdeck.test', (await createUser()).email]) {
      await client.post('/rest/auth/password/recover').json({ email }).withCsrfToken()
      const again = await client.post('/rest/auth/password/recover').json({ email }).withCsrfToken()
      again.assertStatus(429)
      again.assertBodyContains({ code: 'E_RESET_THROTTLED' })
    }
  })

  test('the token resets the password once and ends existing sessions', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const elsewhere = new HttpSession()
    await elsewhere.signIn(user.email, TEST_PASSWORD)
    assert.equal((await elsewhere.request('GET', '/rest/self')).status, 200)

    await client.post('/rest/auth/password/recover').json({ email: user.email }).withCsrfToken()
    const token = tokenFrom((await mailCatcher.waitFor(user.email)).text ?? '')
    const newPassword = 'Fresh-orange-77#'
    const reset = await client
      .post('/rest/auth/password/reset')
      .json({ token, password: newPassword, password_confirmation: newPassword })
      .withCsrfToken()
    reset.assertStatus(200)

    assert.equal(
      (await elsewhere.request('GET', '/rest/self')).status,
      401,
      'the other session ended'
    )
    const reused = await client
      .post('/rest/auth/password/reset')
      .json({ token, password: 'Another-pass-88#', password_confirmation: 'Another-pass-88#' })
      .withCsrfToken()
    reused.assertStatus(400)
    reused.assertBodyContains({ code: 'E_INVALID_RESET_TOKEN' })

    const oldLogin = await client
      .post('/rest/auth/login')
      .json({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
    oldLogin.assertStatus(400)
    const newLogin = await client
      .post('/rest/auth/login')
      .json({ email: user.email, password: newPassword })
      .withCsrfToken()
    newLogin.assertStatus(200)
  })

  test('expired tokens and weak new passwords are refused', async ({ client }) => {
    const user = await createUser()
    await client.post('/rest/auth/password/recover').json({ email: user.email }).withCsrfToken()
    const token = tokenFrom((await mailCatcher.waitFor(user.email)).text ?? '')

    const weak = await client
      .post('/rest/auth/password/reset')
      .json({ token, password: 'weak', password_confirmation: 'weak' })
      .withCsrfToken()
    weak.assertStatus(422)

    await PasswordReset.query()
      .where('user_id', user.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    const expired = await client
      .post('/rest/auth/password/reset')
      .json({ token, password: 'Fresh-orange-77#', password_confirmation: 'Fresh-orange-77#' })
      .withCsrfToken()
    expired.assertStatus(400)
    expired.assertBodyContains({ code: 'E_INVALID_RESET_TOKEN' })
  })
})
