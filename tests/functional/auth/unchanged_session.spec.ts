import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { HttpSession } from '#tests/helpers/http_session'

/** The names of the cookies an answer sets. */
const cookiesSet = (headers: Headers) =>
  headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('=')))

/** Runs `act` with the process clock moved `ms` ahead (the test server runs in this process). */
async function later<T>(ms: number, act: () => Promise<T>) {
  const realNow = Date.now
  Date.now = () => realNow() + ms
  try {
    return await act()
  } finally {
    Date.now = realNow
  }
}

async function signedInBrowser() {
  const user = await createUser({ firstname: 'Quiet' })
  const browser = new HttpSession()
  const signIn = await browser.signIn(user.email, TEST_PASSWORD)
  return { user, browser, signIn }
}

test.group('Sessions / an unchanged session is not written back', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('reads right after a write set no cookie; the kept cookies still sign writes', async ({
    assert,
  }) => {
    const { browser, signIn } = await signedInBrowser()
    assert.equal(signIn.status, 200)
    assert.includeMembers(cookiesSet(signIn.headers), ['airdeck-session', 'XSRF-TOKEN'])

    const read = await browser.request('GET', '/rest/self')
    assert.equal(read.status, 200)
    assert.deepEqual(cookiesSet(read.headers), [], 'nothing changed, so no cookie is re-sent')
    assert.equal(read.body.firstname, 'Quiet')

    const write = await browser.request('PUT', '/rest/self', { firstname: 'Still' })
    assert.equal(write.status, 200, 'the XSRF cookie the browser kept is still accepted')
    assert.equal((await browser.request('GET', '/rest/self')).body.firstname, 'Still')
  })

  test('once the last write is a minute old, the next answer renews both cookies', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    await browser.request('GET', '/rest/self')
    const renewed = await later(61_000, () => browser.request('GET', '/rest/self'))
    assert.equal(renewed.status, 200)
    assert.includeMembers(cookiesSet(renewed.headers), ['airdeck-session', 'XSRF-TOKEN'])
    const afterRenewal = await later(62_000, () => browser.request('GET', '/rest/self'))
    assert.deepEqual(cookiesSet(afterRenewal.headers), [], 'renewed a second ago')
  })

  test('an XSRF cookie of another session, or none, is replaced at once', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const other = await signedInBrowser()
    browser.setCookie('XSRF-TOKEN', other.browser.cookie('XSRF-TOKEN')!)

    const read = await browser.request('GET', '/rest/self')
    assert.include(cookiesSet(read.headers), 'XSRF-TOKEN', 'a token this session refuses')
    assert.equal(
      (await browser.request('PUT', '/rest/self', { firstname: 'Mended' })).status,
      200,
      'the replacement signs writes'
    )

    browser.forgetCookie('XSRF-TOKEN')
    const bare = await browser.request('GET', '/rest/self')
    assert.include(cookiesSet(bare.headers), 'XSRF-TOKEN', 'no token at all')
  })

  test('the web app asking for an XSRF token always gets one', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.request('GET', '/rest/secure/csrf-cookie')
    assert.equal(answer.status, 204)
    assert.include(cookiesSet(answer.headers), 'XSRF-TOKEN')
  })

  test('a change to the session is written and its cookie re-sent; signing out clears it', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const confirm = await browser.request('POST', '/rest/secure/confirm-password', {
      password: TEST_PASSWORD,
    })
    assert.equal(confirm.status, 204)
    assert.include(cookiesSet(confirm.headers), 'airdeck-session', 'the confirmation is stored')

    const out = await browser.request('POST', '/rest/auth/logout')
    assert.oneOf(out.status, [200, 204])
    assert.equal((await browser.request('GET', '/rest/self')).status, 401)
  })

  test('an anonymous session (no sign-in) is committed as before', async ({ assert }) => {
    const browser = new HttpSession()
    const first = await browser.request('GET', '/rest/secure/csrf-cookie')
    assert.include(cookiesSet(first.headers), 'airdeck-session')
    const again = await browser.request('GET', '/rest/init')
    assert.include(cookiesSet(again.headers), 'airdeck-session', 'kept alive on every answer')
  })
})

test.group('Sessions / signed cookies remembered per process', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('a verified session cookie is remembered; a tampered or foreign one is still refused', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const genuine = browser.cookie('airdeck-session')!
    assert.equal((await browser.request('GET', '/rest/self')).status, 200)
    assert.equal((await browser.request('GET', '/rest/self')).status, 200, 'remembered')

    const decoded = decodeURIComponent(genuine)
    const cut = decoded.lastIndexOf('.')
    const signature = decoded.slice(cut + 1)
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    browser.setCookie(
      'airdeck-session',
      encodeURIComponent(`${decoded.slice(0, cut + 1)}${flipped}`)
    )
    assert.equal((await browser.request('GET', '/rest/self')).status, 401, 'a changed signature')

    const other = await signedInBrowser()
    const otherValue = decodeURIComponent(other.browser.cookie('airdeck-session')!)
    const forged = `${otherValue.slice(0, otherValue.lastIndexOf('.'))}.${signature}`
    browser.setCookie('airdeck-session', encodeURIComponent(forged))
    assert.equal(
      (await browser.request('GET', '/rest/self')).status,
      401,
      'another value, this signature'
    )

    browser.setCookie('airdeck-session', genuine)
    assert.equal((await browser.request('GET', '/rest/self')).status, 200)
  })
})
