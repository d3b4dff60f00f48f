import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#kernel/audit/audit_log'
import { createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

/** No proxy is trusted by default (TRUSTED_PROXIES unset): the client's own address counts, whatever it claims. */
test.group('Auth / client IP behind no trusted proxy', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('rotating X-Forwarded-For does not escape the per-IP sign-in limit', async ({ assert }) => {
    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 27; attempt++) {
      const forged = { 'x-forwarded-for': `203.0.113.${attempt + 1}` }
      const response = await browser.request(
        'POST',
        '/rest/auth/login',
        { email: `guess-${attempt}@airdeck.test`, password: 'Wrong-password-1!' },
        forged
      )
      statuses.push(response.status)
    }
    assert.deepEqual(statuses.slice(0, 25), Array(25).fill(400))
    assert.deepEqual(statuses.slice(25), [429, 429])
  })

  test('the audit log keeps the real address, not the forged one', async ({ assert }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    await browser.request(
      'POST',
      '/rest/auth/login',
      { email: user.email, password: 'Wrong-password-1!' },
      { 'x-forwarded-for': '198.51.100.66' }
    )
    const entry = await AuditLog.query()
      .where('actor_email', user.email)
      .where('action', 'auth.login_failed')
      .firstOrFail()
    assert.equal(entry.ip, '127.0.0.1')
  })
})
