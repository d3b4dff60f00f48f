import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import SocialLogin from '#core/auth/social/models/social_login'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { SocialBrowser, startOauthProviders, startProviders } from './social_browser.js'

const PEOPLE = [
  { email: 'fien@facebook.test', name: 'Fien De Smet' },
  { email: 'lars@linkedin.test', name: 'Lars Van den Broeck' },
]

/** Issue 30 item 7: Facebook and LinkedIn through ally's own drivers, against their local simulators. */
test.group(
  'Social login / Facebook and LinkedIn (ally drivers) against their simulators',
  (group) => {
    let oauth: Awaited<ReturnType<typeof startOauthProviders>>
    let oidc: Awaited<ReturnType<typeof startProviders>>
    group.setup(async () => {
      oidc = await startProviders(PEOPLE)
      oauth = await startOauthProviders(PEOPLE)
      return async () => {
        await oauth.stop()
        await oidc.stop()
      }
    })
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => clearRateLimits())

    for (const [provider, person] of [
      ['facebook', PEOPLE[0].email],
      ['linkedin', PEOPLE[1].email],
    ] as const) {
      test(`${provider}: attach on the profile, then sign in with it; keyed by the provider's id`, async ({
        assert,
      }) => {
        const user = await createUser()
        const profile = new SocialBrowser()
        await profile.app.signIn(user.email, TEST_PASSWORD)
        assert.includeMembers(
          (await profile.app.request('GET', '/rest/auth/social/providers')).body.providers,
          ['google', 'microsoft', 'facebook', 'linkedin']
        )
        const attached = await profile.roundTrip(`/rest/self/social/${provider}`, person)
        assert.equal(attached.landed, `/account/profile?attached=${provider}`)
        const row = await SocialLogin.query().where('user_id', user.id).firstOrFail()
        assert.equal(row.provider, provider)
        assert.equal(row.subject, oauth[provider].subjectOf(person))
        assert.equal(row.email, person)

        const browser = new SocialBrowser()
        await browser.app.request('GET', '/rest/secure/csrf-cookie')
        const signedIn = await browser.roundTrip(`/rest/auth/${provider}`, person)
        assert.equal(signedIn.landed, `/auth?social=${provider}`)
        assert.equal((await browser.app.request('GET', '/rest/self')).body.id, user.id)
        assert.equal(
          (await new SocialBrowser().app.signIn(user.email, TEST_PASSWORD)).status,
          403,
          'password sign-in is off while the login is attached'
        )
      })

      test(`${provider}: a person who cancels at the provider, a forged state and a stranger are refused`, async ({
        assert,
      }) => {
        const user = await createUser()
        const owner = new SocialBrowser()
        await owner.app.signIn(user.email, TEST_PASSWORD)
        await owner.roundTrip(`/rest/self/social/${provider}`, person)
        const failed = `/auth?error=E_SOCIAL_LOGIN_FAILED&provider=${provider}`

        const denied = new SocialBrowser()
        await denied.app.request('GET', '/rest/secure/csrf-cookie')
        const cancelled = await denied.roundTrip(`/rest/auth/${provider}`, person, (url) => {
          url.searchParams.delete('login_hint')
          url.searchParams.set('cancel', '1')
        })
        assert.equal(cancelled.landed, failed)
        assert.equal((await denied.app.request('GET', '/rest/self')).status, 401)

        const forged = new SocialBrowser()
        await forged.app.request('GET', '/rest/secure/csrf-cookie')
        const mismatch = await forged.roundTrip(`/rest/auth/${provider}`, person, (url) =>
          url.searchParams.set('state', 'forged-state')
        )
        assert.equal(mismatch.landed, failed)
        assert.equal((await forged.app.request('GET', '/rest/self')).status, 401)

        const other = provider === 'facebook' ? PEOPLE[1].email : PEOPLE[0].email
        const stranger = new SocialBrowser()
        await stranger.app.request('GET', '/rest/secure/csrf-cookie')
        assert.equal(
          (await stranger.roundTrip(`/rest/auth/${provider}`, other)).landed,
          `/auth?error=E_SOCIAL_NO_USER&provider=${provider}`
        )
      })
    }

    test('the simulators answer as the real services do: Graph fields, LinkedIn userinfo, their error shapes', async ({
      assert,
    }) => {
      const browser = new SocialBrowser()
      await browser.app.request('GET', '/rest/secure/csrf-cookie')
      const started = await browser.app.request('POST', '/rest/auth/facebook', {})
      const authorize = new URL(started.body.redirectUrl)
      assert.equal(authorize.pathname, '/v26.0/dialog/oauth')
      assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256')
      assert.include(authorize.searchParams.get('scope')!, 'email')
      assert.match(authorize.searchParams.get('redirect_uri')!, /\/auth\/facebook\/callback$/)

      const linkedin = await browser.app.request('POST', '/rest/auth/linkedin', {})
      const linkedinUrl = new URL(linkedin.body.redirectUrl)
      assert.equal(linkedinUrl.pathname, '/oauth/v2/authorization')
      assert.equal(linkedinUrl.searchParams.get('scope'), 'openid profile email')

      const badToken = await fetch(`${oauth.facebook.base}/v26.0/me?fields=id,email`, {
        headers: { authorization: 'Bearer nope' },
      })
      assert.equal(badToken.status, 400)
      assert.deepInclude(((await badToken.json()) as any).error, {
        type: 'OAuthException',
        code: 190,
      })
      const badSecret = await fetch(`${oauth.linkedin.base}/oauth/v2/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'x',
          client_id: 'nobody',
        }),
      })
      assert.equal(badSecret.status, 401)
      assert.equal(((await badSecret.json()) as any).error, 'invalid_client')
    })
  }
)
