import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import SocialLogin from '#core/auth/social/models/social_login'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { replaceProvider } from '#core/auth/social/social_providers'
import { SIM_CLIENT, SocialBrowser, startProviders } from './social_browser.js'

const PEOPLE = [
  { email: 'ann@gmail.test', name: 'Ann Peeters' },
  { email: 'bob@gmail.test', name: 'Bob Janssens' },
]

test.group('Social login / account round trips against the OIDC simulators', (group) => {
  let providers: Awaited<ReturnType<typeof startProviders>>
  group.setup(async () => {
    providers = await startProviders(PEOPLE)
    return () => providers.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('attach Google on the profile, sign in with it, password login refused until detached', async ({
    assert,
  }) => {
    const user = await createUser()
    const profile = new SocialBrowser()
    await profile.app.signIn(user.email, TEST_PASSWORD)
    assert.deepEqual((await profile.app.request('GET', '/rest/auth/social/providers')).body, {
      providers: ['google', 'microsoft'],
    })

    const attached = await profile.roundTrip('/rest/self/social/google', 'ann@gmail.test')
    assert.equal(attached.landed, '/account/profile?attached=google')
    const listed = await profile.app.request('GET', '/rest/self/social')
    assert.deepEqual(
      listed.body.data.map((l: any) => [l.provider, l.email]),
      [['google', 'ann@gmail.test']]
    )
    const row = await SocialLogin.query().where('user_id', user.id).firstOrFail()
    assert.equal(row.subject.length, 21, 'keyed by the Google subject, not the e-mail')

    const password = await new SocialBrowser().app.signIn(user.email, TEST_PASSWORD)
    assert.equal(password.status, 403)
    assert.equal(password.body.code, 'E_PASSWORD_LOGIN_DISABLED')
    const dutchBrowser = new SocialBrowser()
    await dutchBrowser.app.request('GET', '/rest/secure/csrf-cookie')
    const dutch = await dutchBrowser.app.request(
      'POST',
      '/rest/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      { 'accept-language': 'nl' }
    )
    assert.match(dutch.body.message, /wachtwoord is uitgeschakeld/)
    const wrong = await new SocialBrowser().app.signIn(user.email, 'Not-the-password-1!')
    assert.equal(
      wrong.body.code,
      'E_INVALID_CREDENTIALS',
      'a wrong password learns nothing about the account'
    )

    const google = new SocialBrowser()
    await google.app.request('GET', '/rest/secure/csrf-cookie')
    const signedIn = await google.roundTrip('/rest/auth/google', 'ann@gmail.test')
    assert.equal(signedIn.landed, '/auth?social=google')
    assert.equal((await google.app.request('GET', '/rest/self')).body.id, user.id)

    assert.equal((await profile.app.request('DELETE', '/rest/self/social/google')).status, 423)
    await profile.app.request('POST', '/rest/secure/confirm-password', { password: TEST_PASSWORD })
    assert.equal((await profile.app.request('DELETE', '/rest/self/social/google')).status, 204)
    assert.equal((await new SocialBrowser().app.signIn(user.email, TEST_PASSWORD)).status, 200)
  })

  test('every refusal of spec §8: no user linked, linked to another user, already attached', async ({
    assert,
  }) => {
    const [first, second] = [await createUser(), await createUser()]
    const stranger = new SocialBrowser()
    await stranger.app.request('GET', '/rest/secure/csrf-cookie')
    assert.equal(
      (await stranger.roundTrip('/rest/auth/microsoft', 'bob@gmail.test')).landed,
      '/auth?error=E_SOCIAL_NO_USER&provider=microsoft'
    )
    assert.equal((await stranger.app.request('GET', '/rest/self')).status, 401)

    const one = new SocialBrowser()
    await one.app.signIn(first.email, TEST_PASSWORD)
    assert.equal(
      (await one.roundTrip('/rest/self/social/microsoft', 'bob@gmail.test')).landed,
      '/account/profile?attached=microsoft'
    )
    assert.equal(
      (await one.roundTrip('/rest/self/social/microsoft', 'ann@gmail.test')).landed,
      '/account/profile?error=E_SOCIAL_ALREADY_ATTACHED&provider=microsoft'
    )
    const row = await SocialLogin.query().where('user_id', first.id).firstOrFail()
    assert.match(row.subject, /^[0-9a-f-]{36}:[0-9a-f-]{36}$/, 'Microsoft: tenant id and object id')

    const two = new SocialBrowser()
    await two.app.signIn(second.email, TEST_PASSWORD)
    assert.equal(
      (await two.roundTrip('/rest/self/social/microsoft', 'bob@gmail.test')).landed,
      '/account/profile?error=E_SOCIAL_LINKED_TO_OTHER_USER&provider=microsoft'
    )
    assert.equal((await two.app.request('POST', '/rest/self/social/linkedin', {})).status, 404)
    replaceProvider('google', null)
    try {
      assert.deepEqual((await two.app.request('GET', '/rest/auth/social/providers')).body, {
        providers: ['microsoft'],
      })
      assert.equal(
        (await two.app.request('POST', '/rest/auth/google', {})).body.code,
        'E_SOCIAL_PROVIDER_NOT_CONFIGURED'
      )
    } finally {
      replaceProvider('google', { issuer: providers.google.issuer, client: SIM_CLIENT })
    }

    const viaMicrosoft = await stranger.roundTrip('/rest/auth/microsoft', 'bob@gmail.test')
    assert.equal(viaMicrosoft.landed, '/auth?social=microsoft')
    assert.equal((await stranger.app.request('GET', '/rest/self')).body.id, first.id)
  })

  test('tampered state, nonce, PKCE challenge, a replayed code and lost cookies are all refused', async ({
    assert,
  }) => {
    const user = await createUser()
    const owner = new SocialBrowser()
    await owner.app.signIn(user.email, TEST_PASSWORD)
    await owner.roundTrip('/rest/self/social/google', 'ann@gmail.test')
    const failed = '/auth?error=E_SOCIAL_LOGIN_FAILED&provider=google'

    const tampered: Array<(url: URL) => void> = [
      (url) => url.searchParams.set('state', 'forged-state'),
      (url) => url.searchParams.set('nonce', 'forged-nonce'),
      (url) => url.searchParams.set('code_challenge', 'A'.repeat(43)),
    ]
    for (const tamper of tampered) {
      const browser = new SocialBrowser()
      await browser.app.request('GET', '/rest/secure/csrf-cookie')
      assert.equal(
        (await browser.roundTrip('/rest/auth/google', 'ann@gmail.test', tamper)).landed,
        failed
      )
      assert.equal((await browser.app.request('GET', '/rest/self')).status, 401)
    }

    // The code from a genuine round trip is replayed on a second callback, and a browser without the flow's cookies.
    const browser = new SocialBrowser()
    await browser.app.request('GET', '/rest/secure/csrf-cookie')
    const started = await browser.app.request('POST', '/rest/auth/google', {})
    const authorize = new URL(started.body.redirectUrl)
    authorize.searchParams.set('login_hint', 'ann@gmail.test')
    const callback = await browser.throughProvider(authorize.toString())
    const names = ['social_google_state', 'social_google_verifier', 'social_google_nonce']
    const cookie = names.map((name) => `${name}=${browser.app.cookie(name)}`).join('; ')
    assert.equal((await browser.follow(callback)).landed, '/auth?social=google')
    const replayed = await fetch(callback, { redirect: 'manual', headers: { cookie } })
    assert.equal(replayed.headers.get('location'), failed, 'the code was used once already')
    assert.equal(
      (await new SocialBrowser().follow(callback)).landed,
      failed,
      'without the flow cookies'
    )
  })
  test('a user with two-factor authentication gets the challenge after the provider, not a session', async ({
    assert,
  }) => {
    const user = await createUser({ twoFaEnabled: true })
    await UserTwoFactor.create({
      userId: user.id,
      method: 'totp',
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      confirmedAt: DateTime.now(),
    })
    await SocialLogin.create({
      userId: user.id,
      provider: 'google',
      subject: providers.google.subjectOf('bob@gmail.test'),
      email: 'bob@gmail.test',
    })
    const browser = new SocialBrowser()
    await browser.app.request('GET', '/rest/secure/csrf-cookie')
    assert.equal(
      (await browser.roundTrip('/rest/auth/google', 'bob@gmail.test')).landed,
      '/auth?social=google&two_factor=totp'
    )
    assert.equal((await browser.app.request('GET', '/rest/self')).status, 401)
  })
})
