import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { HttpSession } from '#tests/helpers/http_session'
import { clearRateLimits } from '#tests/helpers/rate_limits'

/** `%` (a broken percent escape) made the CSRF guard's URL decoding throw: a 500 on every write route. */
test.group('Kernel / a malformed X-XSRF-TOKEN header', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('is a 419 E_BAD_CSRF_TOKEN like any invalid token, signed in or not', async ({ assert }) => {
    const anonymous = new HttpSession()
    await anonymous.request('GET', '/rest/secure/csrf-cookie')
    for (const token of ['%', '%E0%A4%A', 'abc%zz']) {
      const answer = await anonymous.request(
        'POST',
        '/rest/auth/login',
        { email: 'nobody@airdeck.test', password: 'x' },
        { 'x-xsrf-token': token }
      )
      assert.equal(answer.status, 419, token)
      assert.equal(answer.body.code, 'E_BAD_CSRF_TOKEN')
    }

    const user = await createUser()
    const browser = new HttpSession()
    assert.equal((await browser.signIn(user.email, TEST_PASSWORD)).status, 200)
    const put = await browser.request(
      'PUT',
      '/rest/self',
      { firstname: 'Changed' },
      { 'x-xsrf-token': '%' }
    )
    assert.equal(put.status, 419)
    assert.equal(put.body.code, 'E_BAD_CSRF_TOKEN')
    const del = await browser.request('DELETE', '/rest/users/me/tokens/1', undefined, {
      'x-xsrf-token': '%',
    })
    assert.equal(del.status, 419)

    const fine = await browser.request('PUT', '/rest/self', { firstname: 'Changed' })
    assert.equal(fine.status, 200, 'the real token still works')
  })
})
