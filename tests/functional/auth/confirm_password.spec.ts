import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

test.group('Auth / password confirmation for sensitive actions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a sensitive route answers 423 until the password is confirmed', async ({ assert }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)

    const locked = await browser.request('GET', '/rest/self/data')
    assert.equal(locked.status, 423)
    assert.equal(locked.body.code, 'E_PASSWORD_CONFIRMATION_REQUIRED')

    const wrong = await browser.request('POST', '/rest/secure/confirm-password', {
      password: 'Not-my-pass-1!',
    })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.code, 'E_WRONG_PASSWORD')
    assert.equal(wrong.body.errors[0].field, 'password')

    const confirmed = await browser.request('POST', '/rest/secure/confirm-password', {
      password: TEST_PASSWORD,
    })
    assert.equal(confirmed.status, 204)

    const data = await browser.request('GET', '/rest/self/data')
    assert.equal(data.status, 200)
    assert.match(
      data.headers.get('content-disposition') ?? '',
      /attachment; filename="airdeck-my-data-/
    )
    assert.equal(data.body.profile.email, user.email)
    assert.notProperty(data.body.profile, 'password')
  })

  test('confirmation is per session', async ({ assert }) => {
    const user = await createUser()
    const first = new HttpSession()
    const second = new HttpSession()
    await first.signIn(user.email, TEST_PASSWORD)
    await second.signIn(user.email, TEST_PASSWORD)
    await first.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    assert.equal((await first.request('GET', '/rest/self/data')).status, 200)
    assert.equal((await second.request('GET', '/rest/self/data')).status, 423)
  })

  test('confirming requires a session and is throttled', async ({ client, assert }) => {
    const anonymous = await client
      .post('/rest/secure/confirm-password')
      .json({ password: 'x' })
      .withCsrfToken()
    anonymous.assertStatus(401)

    const user = await createUser()
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    for (let i = 0; i < 5; i++)
      await browser.request('POST', '/rest/secure/confirm-password', { password: 'Not-my-pass-1!' })
    const blocked = await browser.request('POST', '/rest/secure/confirm-password', {
      password: TEST_PASSWORD,
    })
    assert.equal(blocked.status, 429)
  })
})
