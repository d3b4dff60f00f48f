import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
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

test.group('Users / personal access tokens', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('the CLI exchanges credentials for a token that works as Bearer without CSRF', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const issued = await client
      .post('/rest/auth/token')
      .json({ email: user.email, password: TEST_PASSWORD, name: 'laptop' })
    issued.assertStatus(201)
    const { token, id, name } = issued.body()
    assert.match(token, /^adk_/)
    assert.equal(name, 'laptop')

    const self = await bearer(token, '/rest/self')
    assert.equal(self.status, 200)
    const update = await bearer(token, '/rest/self', {
      method: 'PUT',
      body: JSON.stringify({ firstname: 'Cli' }),
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(update.status, 200, 'no CSRF for Bearer requests')

    const list = await client.get('/rest/users/me/tokens').loginAs(user)
    list.assertStatus(200)
    assert.equal(list.body().meta.total, 1)
    assert.notProperty(list.body().data[0], 'token', 'the secret is shown once')

    const removed = await bearer(token, `/rest/users/me/tokens/${id}`, { method: 'DELETE' })
    assert.equal(removed.status, 204)
    assert.equal((await bearer(token, '/rest/self')).status, 401)
  })

  test('wrong credentials, forged and foreign tokens are refused', async ({ client, assert }) => {
    const user = await createUser()
    const other = await createUser()
    const wrong = await client
      .post('/rest/auth/token')
      .json({ email: user.email, password: 'Wrong-pass-1!' })
    wrong.assertStatus(400)
    assert.equal((await bearer('adk_forged.token', '/rest/self')).status, 401)

    const theirs = await client
      .post('/rest/auth/token')
      .json({ email: other.email, password: TEST_PASSWORD })
    const mine = await client
      .post('/rest/auth/token')
      .json({ email: user.email, password: TEST_PASSWORD })
    const steal = await bearer(mine.body().token, `/rest/users/me/tokens/${theirs.body().id}`, {
      method: 'DELETE',
    })
    assert.equal(steal.status, 404)
    assert.equal((await bearer(theirs.body().token, '/rest/self')).status, 200)
    assert.equal(
      (await bearer(mine.body().token, '/rest/users/me/tokens/abc', { method: 'DELETE' })).status,
      404
    )
  })

  test('creating a token from the web app needs a recent password confirmation', async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    const locked = await browser.request('POST', '/rest/users/me/tokens', { name: 'integration' })
    assert.equal(locked.status, 423)
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    const created = await browser.request('POST', '/rest/users/me/tokens', {
      name: 'integration',
      expires_in_days: 30,
    })
    assert.equal(created.status, 201)
    assert.isString(created.body.token)
    assert.isString(created.body.expires_at)
  })

  test('a token with a lifetime outside 1–365 days or an empty or too long name is refused field by field', async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.signIn(user.email, TEST_PASSWORD)
    await browser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    const cases = [
      { body: { name: 'integration', expires_in_days: 0 }, field: 'expires_in_days' },
      { body: { name: 'integration', expires_in_days: 400 }, field: 'expires_in_days' },
      { body: { name: '', expires_in_days: 30 }, field: 'name' },
      { body: { name: '   ' }, field: 'name' },
      { body: { name: 'x'.repeat(101) }, field: 'name' },
    ]
    for (const { body, field } of cases) {
      const refused = await browser.request('POST', '/rest/users/me/tokens', body)
      const what = JSON.stringify(body).slice(0, 60)
      assert.equal(refused.status, 422, what)
      assert.equal(refused.body.code, 'E_VALIDATION_ERROR', what)
      assert.isString(refused.body.message, what)
      assert.deepEqual(
        refused.body.errors.map((error: { field: string }) => error.field),
        [field],
        what
      )
    }
    const list = await browser.request('GET', '/rest/users/me/tokens')
    assert.equal(list.body.meta.total, 0, 'no refused token was minted')
  })

  test('the CLI token exchange refuses a too long token name; a blank one means the default name', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const refused = await client
      .post('/rest/auth/token')
      .json({ email: user.email, password: TEST_PASSWORD, name: 'x'.repeat(101) })
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_VALIDATION_ERROR')
    assert.deepEqual(
      refused.body().errors.map((error: { field: string }) => error.field),
      ['name']
    )
    // Trimmed to empty, a name counts as none (vine.convertEmptyStringsToNull in start/validator.ts): the default.
    const blank = await client
      .post('/rest/auth/token')
      .json({ email: user.email, password: TEST_PASSWORD, name: '   ' })
    blank.assertStatus(201)
    assert.equal(blank.body().name, 'airdeck-cli')
  })
})
