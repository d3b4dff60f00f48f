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
import {
  SIM_GUEST_CLIENT,
  SocialBrowser,
  startOauthProviders,
} from '../social_login/social_browser.js'

const GUESTS = [{ email: 'gust.guest@social.test', name: 'Gust Gastmans' }]
const PORTAL = {
  settings: {
    loginProviders: ['facebook', 'linkedin'],
    landingUrl: 'https://landing.example/welcome',
  },
  secrets: { providers: { facebook: SIM_GUEST_CLIENT, linkedin: SIM_GUEST_CLIENT } },
}
const LABELS = { facebook: 'Facebook', linkedin: 'LinkedIn' } as const

/** Issue 30 item 7: guests sign in with Facebook or LinkedIn through the venue's own OAuth client. */
test.group('Guest portal / social sign-in with Facebook and LinkedIn', (group) => {
  let oauth: Awaited<ReturnType<typeof startOauthProviders>>
  group.setup(async () => {
    oauth = await startOauthProviders(GUESTS)
    return () => oauth.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  async function viaProvider(
    guest: { mac: string; ap: string },
    provider: string,
    tamper: (url: URL) => void = () => {}
  ) {
    const browser = new SocialBrowser()
    const page = await browser.app.request('GET', siteEntryUrl(SITE, guest), undefined, {
      accept: 'text/html',
    })
    const posted = await browser.app.request('POST', '/guest/social', {
      ...formFields(page.body as string),
      provider,
      terms: 'true',
    })
    if (posted.status !== 303) throw new Error(`not started: ${posted.status}`)
    const authorize = new URL(posted.headers.get('location')!)
    authorize.searchParams.set('login_hint', GUESTS[0].email)
    tamper(authorize)
    return { page, authorize, ...(await browser.follow(authorize.toString())) }
  }

  for (const provider of ['facebook', 'linkedin'] as const) {
    test(`${provider}: offered on the page, the round trip lets the guest's device through with the profile's address and name`, async ({
      client,
      assert,
    }) => {
      const sim = unifi()
      const world = await buildPortalWorld(client, sim, PORTAL)
      const guest = unauthorizedGuest(sim)
      const result = await viaProvider(guest, provider)
      const html = result.page.body as string
      assert.include(html, `value="${provider}"`)
      assert.include(html, `Continue with ${LABELS[provider]}`)
      assert.include(
        result.page.headers.get('content-security-policy')!,
        new URL(oauth[provider].base).origin,
        "the provider's sign-in page is a form target"
      )
      assert.match(
        result.authorize.searchParams.get('redirect_uri')!,
        new RegExp(`/guest/social/${provider}/callback$`)
      )
      assert.equal(
        result.authorize.searchParams.get('client_id'),
        SIM_GUEST_CLIENT.clientId,
        "the venue's own client"
      )

      assert.equal(result.landed, 'https://landing.example/welcome')
      assert.isTrue(sim.state.guestAuthorizations(SITE).has(guest.mac))
      const row = await db.from('portal_clients').where('portal_id', world.portal.id).firstOrFail()
      assert.deepInclude(row, {
        email: 'gust.guest@social.test',
        firstname: 'Gust',
        mac: guest.mac,
      })
    })

    test(`${provider}: a guest who cancels at the provider or comes back with a forged state is not let in`, async ({
      client,
      assert,
    }) => {
      const sim = unifi()
      const world = await buildPortalWorld(client, sim, PORTAL)
      for (const tamper of [
        (url: URL) => {
          url.searchParams.delete('login_hint')
          url.searchParams.set('cancel', '1')
        },
        (url: URL) => url.searchParams.set('state', 'forged'),
      ]) {
        const guest = unauthorizedGuest(sim)
        const result = await viaProvider(guest, provider, tamper)
        assert.equal(result.status, 400)
        assert.include(result.body as string, `Signing in with ${LABELS[provider]} did not work`)
        assert.isFalse(sim.state.guestAuthorizations(SITE).has(guest.mac))
      }
      assert.lengthOf(await db.from('portal_clients').where('portal_id', world.portal.id), 0)
    })
  }
})
