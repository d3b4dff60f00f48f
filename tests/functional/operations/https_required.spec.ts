import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { HttpSession } from '#tests/helpers/http_session'
import { clearRateLimits } from '#tests/helpers/rate_limits'

/**
 * Production cookies are Secure: a browser on plain http drops them, so the sign-in failed its CSRF check and said
 * "Your session has expired". The server sees the request came over http with Secure cookies and says HTTPS is needed.
 */
test.group('Operations / sign-in over plain http with Secure cookies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => {
    const secure = app.config.get<boolean>('app.http.cookie.secure')
    return () => app.config.set('app.http.cookie.secure', secure)
  })

  /** A browser that keeps no cookie it was given: what happens to Secure cookies on http. */
  async function signInDroppingCookies(language: string) {
    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    for (const name of ['XSRF-TOKEN', 'airdeck-session']) browser.forgetCookie(name)
    return browser.request(
      'POST',
      '/rest/auth/login',
      { email: 'someone@airdeck.test', password: 'whatever-it-is' },
      { 'accept-language': language }
    )
  }

  test('answers 403 E_HTTPS_REQUIRED, translated, instead of an expired session', async ({
    assert,
  }) => {
    app.config.set('app.http.cookie.secure', true)
    const english = await signInDroppingCookies('en')
    assert.equal(english.status, 403)
    assert.equal(english.body.code, 'E_HTTPS_REQUIRED')
    assert.match(english.body.message, /HTTPS/)
    const dutch = await signInDroppingCookies('nl')
    assert.equal(dutch.body.code, 'E_HTTPS_REQUIRED')
    assert.match(dutch.body.message, /aanmelden vraagt HTTPS/)
  })

  test('without Secure cookies the same request is the usual 419', async ({ assert }) => {
    app.config.set('app.http.cookie.secure', false)
    const answer = await signInDroppingCookies('en')
    assert.equal(answer.status, 419)
    assert.equal(answer.body.code, 'E_BAD_CSRF_TOKEN')
  })
})
