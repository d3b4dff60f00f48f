import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#kernel/audit/audit_log'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

test.group('Auth / login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('signs in with a CSRF token and answers the self record', async ({ assert }) => {
    const user = await createUser({ firstname: 'Ada' })
    const browser = new HttpSession()
    const before = await browser.request('GET', '/rest/secure/csrf-cookie')
    assert.equal(before.status, 204)
    const anonymousSession = browser.cookie('airdeck-session')

    const response = await browser.request('POST', '/rest/auth/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    })
    assert.equal(response.status, 200)
    assert.equal(response.body.id, user.id)
    assert.equal(response.body.firstname, 'Ada')
    assert.notEqual(
      browser.cookie('airdeck-session'),
      anonymousSession,
      'a new session id on login'
    )

    const self = await browser.request('GET', '/rest/self')
    assert.equal(self.status, 200)
    assert.equal(self.body.id, user.id)
  })

  test('a POST without the CSRF header answers 419 JSON, not a redirect', async ({ assert }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    const response = await browser.request(
      'POST',
      '/rest/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { 'x-xsrf-token': 'forged' }
    )
    assert.equal(response.status, 419)
    assert.equal(response.body.code, 'E_BAD_CSRF_TOKEN')
    assert.isString(response.body.message)
  })

  test('a wrong password and an unknown e-mail get the same answer', async ({ assert }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    const wrong = await browser.request('POST', '/rest/auth/login', {
      email: user.email,
      password: 'Wrong-password-1!',
    })
    const unknown = await browser.request('POST', '/rest/auth/login', {
      email: 'nobody@airdeck.test',
      password: 'Wrong-password-1!',
    })
    assert.equal(wrong.status, 400)
    assert.deepEqual(wrong.body, unknown.body)
    assert.equal(wrong.body.code, 'E_INVALID_CREDENTIALS')
  })

  test('messages follow Accept-Language', async ({ client }) => {
    const response = await client
      .post('/rest/auth/login')
      .header('accept-language', 'nl-BE,nl;q=0.9')
      .json({ email: 'nobody@airdeck.test', password: 'Wrong-password-1!' })
      .withCsrfToken()
    response.assertStatus(400)
    response.assertBody({
      code: 'E_INVALID_CREDENTIALS',
      message: 'Inloggen mislukt. Controleer je e-mailadres en wachtwoord.',
    })
  })

  test('missing and malformed fields answer 422 with field errors', async ({ client, assert }) => {
    const response = await client
      .post('/rest/auth/login')
      .json({ email: 'not-an-email', password: 42 })
      .withCsrfToken()
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.code, 'E_VALIDATION_ERROR')
    assert.sameMembers(
      body.errors.map((e: any) => e.field),
      ['email', 'password']
    )
  })

  test('wrong logins for one e-mail are throttled with Retry-After', async ({ client, assert }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client
        .post('/rest/auth/login')
        .json({ email: user.email, password: 'Wrong-password-1!' })
        .withCsrfToken()
      response.assertStatus(400)
    }
    const blocked = await client
      .post('/rest/auth/login')
      .json({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
    blocked.assertStatus(429)
    assert.equal(blocked.body().code, 'E_TOO_MANY_REQUESTS')
    assert.isAbove(Number(blocked.header('retry-after')), 0)
  })

  test('wrong logins from one IP across many e-mails are throttled', async ({ client }) => {
    for (let attempt = 0; attempt < 25; attempt++) {
      await client
        .post('/rest/auth/login')
        .json({ email: `guess-${attempt}@airdeck.test`, password: 'Wrong-password-1!' })
        .withCsrfToken()
    }
    const blocked = await client
      .post('/rest/auth/login')
      .json({ email: 'another@airdeck.test', password: 'Wrong-password-1!' })
      .withCsrfToken()
    blocked.assertStatus(429)
  })

  test('every sign-in attempt is audited', async ({ client, assert }) => {
    const user = await createUser()
    await client
      .post('/rest/auth/login')
      .json({ email: user.email, password: 'Wrong-password-1!' })
      .withCsrfToken()
    await client
      .post('/rest/auth/login')
      .json({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
    const entries = await AuditLog.query().where('actor_email', user.email).orderBy('id')
    assert.deepEqual(
      entries.map((e) => e.action),
      ['auth.login_failed', 'auth.login_succeeded']
    )
    assert.equal(entries[1].actorId, user.id)
    assert.isNotNull(entries[0].ip)
  })

  test('logout ends the session', async ({ assert }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    const logout = await browser.request('POST', '/rest/auth/logout')
    assert.equal(logout.status, 204)
    const self = await browser.request('GET', '/rest/self')
    assert.equal(self.status, 401)
    assert.equal(self.body.code, 'E_UNAUTHORIZED')
  })
})
