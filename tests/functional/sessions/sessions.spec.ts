import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'
import {
  ABSOLUTE_LIFETIME_MS,
  SESSION_INFO_KEY,
  touchSessionInfo,
} from '#core/auth/sessions/session_info'

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function browserAs(email: string, userAgent: string) {
  const browser = new HttpSession()
  await browser.request('GET', '/rest/secure/csrf-cookie', undefined, { 'user-agent': userAgent })
  const login = await browser.request(
    'POST',
    '/rest/auth/login',
    { email, password: TEST_PASSWORD },
    { 'user-agent': userAgent }
  )
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  return browser
}

test.group('Sessions and sign-ins', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a user sees their sessions and sign-ins and ends another session; nobody else can', async ({
    assert,
  }) => {
    const user = await createUser()
    const laptop = await browserAs(user.email, CHROME_WINDOWS)
    const phone = await browserAs(user.email, FIREFOX_ANDROID)
    await new HttpSession().signIn(user.email, 'Wrong-password-1!')

    const list = await laptop.request('GET', '/rest/self/sessions')
    assert.equal(list.status, 200)
    assert.lengthOf(list.body.data, 2)
    const [current, other] = list.body.data
    assert.deepInclude(current, {
      current: true,
      browser: 'Chrome 131',
      os: 'Windows',
      device: 'desktop',
      ip: '127.0.0.1',
    })
    assert.deepInclude(other, {
      current: false,
      browser: 'Firefox 128',
      os: 'Android',
      device: 'mobile',
    })
    assert.notInclude(
      JSON.stringify(list.body),
      laptop.cookie('airdeck-session')!,
      'the session id itself is never shown'
    )

    const signIns = await laptop.request('GET', '/rest/self/sign-ins')
    assert.deepEqual(
      signIns.body.data.map((entry: any) => entry.result),
      ['login_failed', 'login_succeeded', 'login_succeeded']
    )

    const stranger = await browserAs((await createUser()).email, CHROME_WINDOWS)
    assert.equal((await stranger.request('DELETE', `/rest/self/sessions/${other.id}`)).status, 404)
    assert.equal((await phone.request('GET', '/rest/self')).status, 200)

    assert.equal((await laptop.request('DELETE', `/rest/self/sessions/${other.id}`)).status, 204)
    assert.equal(
      (await phone.request('GET', '/rest/self')).status,
      401,
      'the ended session is signed out'
    )
    assert.equal((await laptop.request('GET', '/rest/self')).status, 200)
    assert.lengthOf((await laptop.request('GET', '/rest/self/sessions')).body.data, 1)
  })

  test('an admin ends every session of a user, after confirming the password', async ({
    assert,
  }) => {
    const user = await createUser()
    const first = await browserAs(user.email, CHROME_WINDOWS)
    const second = await browserAs(user.email, FIREFOX_ANDROID)
    const admin = await createUser({ isAdmin: true })
    const adminBrowser = await browserAs(admin.email, CHROME_WINDOWS)

    assert.equal(
      (await adminBrowser.request('DELETE', `/rest/users/${user.id}/sessions`)).status,
      423
    )
    await adminBrowser.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    const ended = await adminBrowser.request('DELETE', `/rest/users/${user.id}/sessions`)
    assert.equal(ended.status, 200)
    assert.equal(ended.body.ended, 2)
    assert.equal((await first.request('GET', '/rest/self')).status, 401)
    assert.equal((await second.request('GET', '/rest/self')).status, 401)
    assert.equal((await first.request('DELETE', `/rest/users/${admin.id}/sessions`)).status, 401)

    const notAdmin = await browserAs(user.email, CHROME_WINDOWS)
    assert.equal((await notAdmin.request('DELETE', `/rest/users/${admin.id}/sessions`)).status, 403)
  })

  test('the /secure aliases of sign-in and password recovery answer like the /auth routes', async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = new HttpSession()
    await browser.request('GET', '/rest/secure/csrf-cookie')
    const login = await browser.request('POST', '/rest/secure/login', {
      email: user.email,
      password: TEST_PASSWORD,
    })
    assert.equal(login.status, 200)
    assert.equal(login.body.id, user.id)
    const recover = await browser.request('POST', '/rest/secure/password/recover', {
      email: 'nobody@airdeck.test',
    })
    assert.equal(recover.status, 200)
    const reset = await browser.request('POST', '/rest/secure/password/reset', {
      token: 'nope',
      password: 'Another-pass-2026!',
      password_confirmation: 'Another-pass-2026!',
    })
    assert.equal(reset.body.code, 'E_INVALID_RESET_TOKEN')
  })

  test('a session older than the absolute lifetime is cleared; last seen moves at most once a minute', async ({
    assert,
  }) => {
    const values = new Map<string, unknown>()
    const session = {
      get: (key: string) => values.get(key),
      put: (key: string, value: unknown) => values.set(key, value),
      clear: () => values.clear(),
    }
    const ctx = { session, request: { ip: () => '198.51.100.4' } } as never
    const now = Date.now()
    values.set(SESSION_INFO_KEY, {
      signed_in_at: now - 5 * 60_000,
      seen_at: now - 30_000,
      ip: '203.0.113.1',
      user_agent: null,
    })
    values.set('auth_web', 4)
    touchSessionInfo(ctx)
    assert.equal(
      (values.get(SESSION_INFO_KEY) as any).seen_at,
      now - 30_000,
      'seen within the minute: unchanged'
    )
    values.set(SESSION_INFO_KEY, {
      signed_in_at: now - 5 * 60_000,
      seen_at: now - 120_000,
      ip: '203.0.113.1',
      user_agent: null,
    })
    touchSessionInfo(ctx)
    assert.deepInclude(values.get(SESSION_INFO_KEY) as any, { ip: '198.51.100.4' })
    values.set(SESSION_INFO_KEY, {
      signed_in_at: now - ABSOLUTE_LIFETIME_MS - 1000,
      seen_at: now,
      ip: '203.0.113.1',
      user_agent: null,
    })
    touchSessionInfo(ctx)
    assert.isUndefined(values.get('auth_web'), 'signed out after 24 hours, however active')
  })
})
