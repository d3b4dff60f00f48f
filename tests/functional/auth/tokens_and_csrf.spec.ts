import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import CustomerLog from '#core/customers/models/customer_log'
import User from '#core/users/models/user'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { HttpSession } from '#tests/helpers/http_session'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

function bearer(token: string, path: string, init: RequestInit = {}) {
  return fetch(`${base()}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(init.headers ?? {}),
    },
  })
}

async function issueToken(email: string, password = TEST_PASSWORD) {
  const response = await fetch(`${base()}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ email, password, name: 'script' }),
  })
  return ((await response.json()) as { token: string }).token
}

test.group('Auth / Bearer headers never unlock a cookie session', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a session cookie with a junk Bearer token and no XSRF header changes nothing', async ({
    assert,
  }) => {
    const user = await createUser({ firstname: 'Before' })
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    const junk = { 'authorization': 'Bearer x', 'x-xsrf-token': '' }
    const update = await browser.request('PUT', '/rest/self', { firstname: 'Forged' }, junk)
    assert.oneOf(update.status, [401, 419])
    const read = await browser.request('GET', '/rest/self', undefined, {
      authorization: 'Bearer x',
    })
    assert.equal(read.status, 401, 'an invalid token is a 401, not a fall-back to the cookie')
    await user.refresh()
    assert.equal(user.firstname, 'Before')
    assert.equal(
      (await browser.request('GET', '/rest/self')).status,
      200,
      'the session itself still works'
    )
  })

  test('a session cookie with a junk Bearer token cannot create a customer log', async ({
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const browser = new HttpSession()
    await browser.signIn(admin.email, TEST_PASSWORD)
    const created = await browser.request('POST', '/rest/customers', {
      name: 'Csrf Test',
      type: 1,
      country: 'BE',
      language: 'nl',
    })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    const customerId = created.body.id
    const before = await CustomerLog.query().where('customer_id', customerId).count('* as n')
    const log = await browser.request(
      'POST',
      `/rest/customers/${customerId}/logs`,
      { message: 'forged' },
      { 'authorization': 'Bearer x', 'x-xsrf-token': '' }
    )
    assert.oneOf(log.status, [401, 419])
    const after = await CustomerLog.query().where('customer_id', customerId).count('* as n')
    assert.equal(after[0].$extras.n, before[0].$extras.n)
  })

  test('a valid token alone still needs no CSRF', async ({ assert }) => {
    const user = await createUser()
    const token = await issueToken(user.email)
    const update = await bearer(token, '/rest/self', {
      method: 'PUT',
      body: JSON.stringify({ firstname: 'Script' }),
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(update.status, 200)
  })
})

test.group('Auth / tokens end with the password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('a password reset revokes every personal access token', async ({ client, assert }) => {
    const user = await createUser()
    const token = await issueToken(user.email)
    assert.equal((await bearer(token, '/rest/self')).status, 200)

    await client.post('/rest/auth/password/recover').json({ email: user.email }).withCsrfToken()
    const text = (await mailCatcher.waitFor(user.email)).text ?? ''
    const resetToken = decodeURIComponent(text.match(/passwordreset\?token=([A-Za-z0-9_%-]+)/)![1])
    const fresh = 'Fresh-orange-77#'
    await client
      .post('/rest/auth/password/reset')
      .json({ token: resetToken, password: fresh, password_confirmation: fresh })
      .withCsrfToken()

    assert.equal((await bearer(token, '/rest/self')).status, 401)
    const mint = await bearer(token, '/rest/users/me/tokens', {
      method: 'POST',
      body: JSON.stringify({ name: 'x' }),
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(mint.status, 401)
  })

  test('a password change revokes tokens when the user asks, and keeps them otherwise', async ({
    assert,
  }) => {
    const user = await createUser()
    const kept = await issueToken(user.email)
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    const second = 'Second-pass-2026!'
    assert.equal(
      (
        await browser.request('PUT', '/rest/self/password', {
          current_password: TEST_PASSWORD,
          password: second,
          password_confirmation: second,
        })
      ).status,
      204
    )
    assert.equal((await bearer(kept, '/rest/self')).status, 200)

    const third = 'Third-pass-2026!'
    const change = await browser.request('PUT', '/rest/self/password', {
      current_password: second,
      password: third,
      password_confirmation: third,
      revoke_tokens: true,
    })
    assert.equal(change.status, 204)
    assert.equal((await bearer(kept, '/rest/self')).status, 401)
    assert.equal(
      (await browser.request('GET', '/rest/self')).status,
      200,
      'the session that changed it stays'
    )
    assert.isNotNull(await User.find(user.id))
  })
})
