import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { HttpSession } from '#tests/helpers/http_session'

const passwordErrors = (body: any) =>
  (body.errors ?? [])
    .filter((error: any) => error.field === 'password')
    .map((error: any) => [error.rule, error.message])

const register = {
  firstname: 'Annelies',
  name: 'Vandenbroucke',
  email: 'annelies.vandenbroucke@airdeck.test',
  lang: 'nl',
}

/** Issue 30 item 3: breached and common passwords, and the person's own name, refused with the reason (zxcvbn-ts). */
test.group('Passwords / guessable ones refused with the reason', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('registration refuses Password1! and the own name, saying why, in the four languages', async ({
    client,
    assert,
  }) => {
    const reasons: Record<string, [string, string, string]> = {
      'en': ['Password1!', 'password_common', 'This password is one of the most used ones'],
      'nl-BE,nl;q=0.9': [
        'Vandenbroucke-2026!',
        'password_personal',
        'Dit wachtwoord bestaat uit je eigen naam of e-mailadres',
      ],
      'fr-BE': [
        'Annelies.Vandenbroucke1!',
        'password_personal',
        'Ce mot de passe est fait de votre nom',
      ],
      'de-DE': ['Welkom2026!', 'password_common', 'Dieses Passwort gehört zu den meistgenutzten'],
    }
    for (const [language, [password, rule, message]] of Object.entries(reasons)) {
      const response = await client
        .post('/rest/auth/register')
        .header('accept-language', language)
        .json({ ...register, password, password_confirmation: password })
        .withCsrfToken()
      response.assertStatus(422)
      const [found] = passwordErrors(response.body())
      assert.equal(found?.[0], rule, password)
      assert.include(found?.[1], message, `${password} in ${language}`)
    }
    const other = await client
      .post('/rest/auth/register')
      .json({ ...register, password: 'Summer2024!', password_confirmation: 'Summer2024!' })
      .withCsrfToken()
    assert.deepEqual(passwordErrors(other.body()), [
      [
        'password_word',
        'A single word is easy to guess, even with digits or signs added. Use a few unrelated words',
      ],
    ])
    const fine = await client
      .post('/rest/auth/register')
      .json({ ...register, password: 'Zebra-lamp-42!', password_confirmation: 'Zebra-lamp-42!' })
      .withCsrfToken()
    fine.assertStatus(202)
  })

  test("a password change refuses the account's own name; a strong one passes", async ({
    assert,
  }) => {
    const user = await createUser({ firstname: 'Griet', name: 'Wouters' })
    const session = new HttpSession()
    await session.signIn(user.email, TEST_PASSWORD)
    const own = await session.request('PUT', '/rest/self/password', {
      current_password: TEST_PASSWORD,
      password: 'GrietWouters#1',
      password_confirmation: 'GrietWouters#1',
    })
    assert.equal(own.status, 422)
    assert.deepEqual(
      passwordErrors(own.body).map(([rule]: string[]) => rule),
      ['password_personal']
    )
    const changed = await session.request('PUT', '/rest/self/password', {
      current_password: TEST_PASSWORD,
      password: 'Brand-new-pass-9#',
      password_confirmation: 'Brand-new-pass-9#',
    })
    assert.equal(changed.status, 204)
  })

  test("a reset refuses the account's own address and the most common passwords; the token stays usable", async ({
    client,
    assert,
  }) => {
    const user = await createUser({ email: 'marieke.claes@airdeck.test' })
    await client.post('/rest/auth/password/recover').json({ email: user.email }).withCsrfToken()
    const mail = await mailCatcher.waitFor(user.email)
    const token = decodeURIComponent(mail.text!.match(/passwordreset\?token=([A-Za-z0-9_%-]+)/)![1])
    for (const [password, rule] of [
      ['Marieke.Claes!', 'password_personal'],
      ['Password1!', 'password_common'],
      ['Qwerty123!', 'password_common'],
    ]) {
      const refused = await client
        .post('/rest/auth/password/reset')
        .json({ token, password, password_confirmation: password })
        .withCsrfToken()
      refused.assertStatus(422)
      assert.deepEqual(
        passwordErrors(refused.body()).map(([found]: string[]) => found),
        [rule],
        password
      )
    }
    const reset = await client
      .post('/rest/auth/password/reset')
      .json({ token, password: 'Fresh-orange-77#', password_confirmation: 'Fresh-orange-77#' })
      .withCsrfToken()
    reset.assertStatus(200)
    const account = await User.findOrFail(user.id)
    assert.notEqual(account.password, user.password)
  })
})
