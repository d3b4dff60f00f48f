import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createHash, randomBytes } from 'node:crypto'
import {
  SignJWT,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
} from 'jose'
import SocialLogin from '#core/auth/social/models/social_login'
import { createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { SIM_CLIENT, SocialBrowser, startProviders } from './social_browser.js'

const PEOPLE = [{ email: 'ann@gmail.test', name: 'Ann Peeters' }]
const FAILED = '/auth?error=E_SOCIAL_LOGIN_FAILED&provider=google'
const REDIRECT_URI = 'http://127.0.0.1:9/callback'

test.group(
  'Social login / the OpenID Connect protocol as the provider library enforces it',
  (group) => {
    let providers: Awaited<ReturnType<typeof startProviders>>
    group.setup(async () => {
      providers = await startProviders(PEOPLE)
      return () => providers.stop()
    })
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(() => clearRateLimits())

    /** Ann's Google login on a new user; a fresh browser signs in with it and says where it landed. */
    async function annSignsIn() {
      const browser = new SocialBrowser()
      await browser.app.request('GET', '/rest/secure/csrf-cookie')
      return browser.roundTrip('/rest/auth/google', 'ann@gmail.test')
    }
    async function linkAnn() {
      const user = await createUser()
      await SocialLogin.create({
        userId: user.id,
        provider: 'google',
        subject: providers.google.subjectOf('ann@gmail.test'),
        email: 'ann@gmail.test',
      })
      return user
    }
    const jwksFetches = () =>
      providers.google.requests.filter((r) => r.path === new URL(providers.google.jwksUri).pathname)
        .length

    test('PKCE is required: no challenge is refused at authorize, no verifier at the token endpoint; the nonce is echoed', async ({
      assert,
    }) => {
      const google = providers.google
      const discovery: any = await (
        await fetch(`${google.issuer}/.well-known/openid-configuration`)
      ).json()
      assert.deepEqual(discovery.code_challenge_methods_supported, ['S256'])
      const authorize = (params: Record<string, string>) => {
        const url = new URL(discovery.authorization_endpoint)
        url.search = new URLSearchParams({
          client_id: SIM_CLIENT.clientId,
          response_type: 'code',
          scope: 'openid email profile',
          redirect_uri: REDIRECT_URI,
          state: 'the-state',
          login_hint: 'ann@gmail.test',
          ...params,
        }).toString()
        return new SocialBrowser().throughProvider(url.toString())
      }
      const exchange = (code: string, verifier?: string) =>
        fetch(discovery.token_endpoint, {
          method: 'POST',
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: REDIRECT_URI,
            client_id: SIM_CLIENT.clientId,
            client_secret: SIM_CLIENT.clientSecret,
            ...(verifier ? { code_verifier: verifier } : {}),
          }),
        })

      const withoutChallenge = new URL(await authorize({ nonce: 'n-1' }))
      assert.equal(withoutChallenge.searchParams.get('error'), 'invalid_request')
      assert.match(withoutChallenge.searchParams.get('error_description')!, /PKCE/)
      assert.isNull(withoutChallenge.searchParams.get('code'))

      const verifier = randomBytes(32).toString('base64url')
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      const pkce = { code_challenge: challenge, code_challenge_method: 'S256', nonce: 'nonce-42' }
      const first = new URL(await authorize(pkce)).searchParams.get('code')!
      const noVerifier = await exchange(first)
      assert.equal(noVerifier.status, 400)
      assert.equal(((await noVerifier.json()) as any).error, 'invalid_grant')

      const second = new URL(await authorize(pkce)).searchParams.get('code')!
      const wrongVerifier = await exchange(second, randomBytes(32).toString('base64url'))
      assert.equal(((await wrongVerifier.json()) as any).error, 'invalid_grant')

      const third = new URL(await authorize(pkce)).searchParams.get('code')!
      const answer = await exchange(third, verifier)
      assert.equal(answer.status, 200)
      const { id_token: idToken } = (await answer.json()) as { id_token: string }
      const { payload, protectedHeader } = await jwtVerify(
        idToken,
        createRemoteJWKSet(new URL(discovery.jwks_uri)),
        { issuer: discovery.issuer, audience: SIM_CLIENT.clientId, algorithms: ['RS256'] }
      )
      assert.equal(payload.nonce, 'nonce-42')
      assert.equal(payload.email, 'ann@gmail.test')
      assert.equal(payload.email_verified, true)
      assert.equal(protectedHeader.kid, google.signingKid)
    })

    test('through our server: an authorize without the PKCE challenge and an echoed foreign nonce are refused', async ({
      assert,
    }) => {
      await linkAnn()
      for (const tamper of [
        (url: URL) => url.searchParams.delete('code_challenge'),
        (url: URL) => url.searchParams.set('nonce', 'someone-elses-nonce'),
      ]) {
        const browser = new SocialBrowser()
        await browser.app.request('GET', '/rest/secure/csrf-cookie')
        assert.equal(
          (await browser.roundTrip('/rest/auth/google', 'ann@gmail.test', tamper)).landed,
          FAILED
        )
        assert.equal((await browser.app.request('GET', '/rest/self')).status, 401)
      }
      assert.equal((await annSignsIn()).landed, '/auth?social=google')
    })

    test('RFC 9207: a callback naming another issuer, or none from a provider that promises one, is refused before the code is used', async ({
      assert,
    }) => {
      await linkAnn()
      const google = providers.google
      /** Ann's round trip, with the provider's answer altered on its way back to us. */
      async function withCallback(alter: (callback: URL) => void) {
        const browser = new SocialBrowser()
        await browser.app.request('GET', '/rest/secure/csrf-cookie')
        const started = await browser.app.request('POST', '/rest/auth/google', {})
        const authorize = new URL((started.body as { redirectUrl: string }).redirectUrl)
        authorize.searchParams.set('login_hint', 'ann@gmail.test')
        const callback = new URL(await browser.throughProvider(authorize.toString()))
        assert.equal(callback.searchParams.get('iss'), google.issuer, 'the simulator names itself')
        alter(callback)
        const tokenCalls = google.requests.filter((r) => r.path.endsWith('/token')).length
        const { landed } = await browser.follow(callback.toString())
        const used = google.requests.filter((r) => r.path.endsWith('/token')).length > tokenCalls
        return { landed, used, self: (await browser.app.request('GET', '/rest/self')).status }
      }

      for (const alter of [
        (callback: URL) => callback.searchParams.set('iss', 'https://accounts.attacker.test'),
        (callback: URL) => callback.searchParams.set('iss', `${google.issuer}/`),
        (callback: URL) => callback.searchParams.delete('iss'),
      ])
        assert.deepEqual(await withCallback(alter), { landed: FAILED, used: false, self: 401 })
      assert.deepEqual(await withCallback(() => {}), {
        landed: '/auth?social=google',
        used: true,
        self: 200,
      })
    })

    test('key rotation: a token signed by a rotated-in key is accepted after our client refetches the JWKS', async ({
      assert,
    }) => {
      const user = await linkAnn()
      const google = providers.google
      const before = await annSignsIn()
      assert.equal(before.landed, '/auth?social=google')
      const oldKid = google.signingKid

      const newKid = await google.rotateKeys()
      const published: any = await (await fetch(google.jwksUri)).json()
      assert.deepEqual(
        published.keys.map((key: { kid: string }) => key.kid),
        [newKid, oldKid]
      )
      const fetchesBefore = jwksFetches()
      const rotated = new SocialBrowser()
      await rotated.app.request('GET', '/rest/secure/csrf-cookie')
      let signedWith = ''
      google.tamperNextIdToken((idToken) => {
        signedWith = decodeProtectedHeader(idToken).kid!
        return idToken
      })
      assert.equal(
        (await rotated.roundTrip('/rest/auth/google', 'ann@gmail.test')).landed,
        '/auth?social=google'
      )
      assert.equal(signedWith, newKid)
      assert.equal((await rotated.app.request('GET', '/rest/self')).body.id, user.id)
      assert.equal(jwksFetches(), fetchesBefore + 1, 'the unknown kid made our client refetch')

      await google.retireOldKeys()
      assert.deepEqual(
        ((await (await fetch(google.jwksUri)).json()) as any).keys.map(
          (key: { kid: string }) => key.kid
        ),
        [newKid]
      )
      assert.equal((await annSignsIn()).landed, '/auth?social=google')
    })

    test('an ID token with a bad signature, or signed by a key the provider never published, is refused', async ({
      assert,
    }) => {
      await linkAnn()
      const google = providers.google
      google.tamperNextIdToken((idToken) => {
        const [header, payload, signature] = idToken.split('.')
        const flipped = signature[20] === 'A' ? 'B' : 'A'
        return [header, payload, signature.slice(0, 20) + flipped + signature.slice(21)].join('.')
      })
      assert.equal((await annSignsIn()).landed, FAILED)

      const { privateKey } = await generateKeyPair('RS256')
      google.tamperNextIdToken((idToken) =>
        new SignJWT(decodeJwt(idToken))
          .setProtectedHeader({ alg: 'RS256', kid: google.signingKid, typ: 'JWT' })
          .sign(privateKey)
      )
      assert.equal((await annSignsIn()).landed, FAILED)
      assert.equal(
        (await annSignsIn()).landed,
        '/auth?social=google',
        'the genuine token still passes'
      )
    })
  }
)
