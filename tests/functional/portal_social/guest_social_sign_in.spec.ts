import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import {
  buildPortalWorld,
  formFields,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
} from '../portal_public/portal_world.js'
import { SIM_GUEST_CLIENT, SocialBrowser, startProviders } from '../social_login/social_browser.js'

const GUESTS = [{ email: 'gina.guest@gmail.test', name: 'Gina Guest' }]
const SOCIAL_PORTAL = {
  settings: {
    loginProviders: ['google', 'microsoft', 'facebook'],
    landingUrl: 'https://landing.example/welcome',
    analytics: { tagManagerId: 'GTM-AB12CD3', pixelId: '123456789012' },
  },
  secrets: {
    providers: {
      google: SIM_GUEST_CLIENT,
      microsoft: SIM_GUEST_CLIENT,
    },
  },
}

test.group('Guest portal / social sign-in (Google, Microsoft) and analytics', (group) => {
  let providers: Awaited<ReturnType<typeof startProviders>>
  group.setup(async () => {
    providers = await startProviders(GUESTS)
    return () => providers.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  /** Opens the portal page as the AP's redirect, posts its form with a provider's button, goes through the provider. */
  async function viaProvider(
    browser: SocialBrowser,
    guest: { mac: string; ap: string },
    provider: string,
    form: Record<string, string>,
    tamper: (url: URL) => void = () => {}
  ) {
    const page = await browser.app.request('GET', siteEntryUrl(SITE, guest), undefined, {
      accept: 'text/html',
    })
    const posted = await browser.app.request('POST', '/guest/social', {
      ...formFields(page.body as string),
      provider,
      ...form,
    })
    if (posted.status !== 303)
      return { page, landed: null, status: posted.status, body: posted.body }
    const authorize = new URL(posted.headers.get('location')!)
    authorize.searchParams.set('login_hint', GUESTS[0].email)
    tamper(authorize)
    return { page, ...(await browser.follow(authorize.toString())) }
  }

  test('Google: the page offers the configured providers, the round trip signs the guest in on the controller', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, SOCIAL_PORTAL)
    const guest = unauthorizedGuest(sim)
    const result = await viaProvider(new SocialBrowser(), guest, 'google', {
      terms: 'true',
      optIn: 'true',
    })

    const html = result.page.body as string
    assert.include(html, 'value="google"')
    assert.include(html, 'value="microsoft"')
    assert.notInclude(
      html,
      'value="facebook"',
      'a provider switched on without keys is not offered'
    )
    assert.isBelow(Buffer.byteLength(html), 60_000)
    const csp = result.page.headers.get('content-security-policy')!
    assert.include(
      csp,
      `form-action 'self' https://landing.example ${new URL(providers.google.url).origin}`
    )
    assert.include(csp, "script-src 'nonce-")
    assert.include(csp, 'https://www.googletagmanager.com https://connect.facebook.net;')
    assert.include(html, 'GTM-AB12CD3')

    assert.equal(result.landed, 'https://landing.example/welcome')
    assert.isTrue(
      sim.state.guestAuthorizations(SITE).has(guest.mac),
      'the simulated controller lets the device through'
    )
    const row = await db.from('portal_clients').where('portal_id', world.portal.id).firstOrFail()
    assert.deepInclude(row, {
      email: 'gina.guest@gmail.test',
      firstname: 'Gina',
      email_opt_in: true,
      mac: guest.mac,
    })
  })

  test('Microsoft through the same code; unticked terms, a tampered state and a portal without keys are refused', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, SOCIAL_PORTAL)

    const noTerms = await viaProvider(new SocialBrowser(), unauthorizedGuest(sim), 'microsoft', {})
    assert.equal(noTerms.status, 422)
    assert.include(noTerms.body as string, 'Accept the terms of use to continue.')

    const forged = await viaProvider(
      new SocialBrowser(),
      unauthorizedGuest(sim),
      'microsoft',
      { terms: 'true' },
      (url) => url.searchParams.set('state', 'forged')
    )
    assert.equal(forged.status, 400)
    assert.include(forged.body as string, 'Signing in with Microsoft did not work')

    const guest = unauthorizedGuest(sim)
    const ok = await viaProvider(new SocialBrowser(), guest, 'microsoft', { terms: 'true' })
    assert.equal(ok.landed, 'https://landing.example/welcome')
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(guest.mac))
    assert.lengthOf(await db.from('portal_clients').where('portal_id', world.portal.id), 1)

    const stored = await client
      .post(`/rest/portal/${world.location.id}/login`)
      .json({ providerKeys: { google: { clientId: 'other-app', clientSecret: 'other-secret' } } })
      .withCsrfToken()
      .loginAs(world.admin)
    stored.assertStatus(200)
    assert.includeMembers(stored.body().providers_configured, ['google', 'microsoft'])
    assert.notInclude(stored.text(), 'other-secret', 'secrets are never returned')

    world.portal.secrets = JSON.stringify({})
    await world.portal.save()
    const keyless = await viaProvider(new SocialBrowser(), unauthorizedGuest(sim), 'google', {
      terms: 'true',
    })
    assert.equal(keyless.status, 400)
    assert.notInclude(keyless.page.body as string, 'value="google"')
  })
})
