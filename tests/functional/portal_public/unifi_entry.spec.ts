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
  SUCCESS_PAGE,
} from './portal_world.js'

test.group('Guest portal / site-path entry (/guest/s/{site})', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test("the AP's redirect shows the published portal in the guest's language; the form lets the device through and lands on the landing URL", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: {
        landingUrl: 'https://landing.example/welcome',
        texts: {
          ...(await import('#core/portal/portal_settings')).defaultPortalSettings().texts,
          nl: {
            body: 'Welkom in de Portaalbar!',
            button: 'Surf gratis',
            offline: 'Gesloten',
            landingUrl: 'https://landing.example/nl',
          },
        },
      },
    })
    const guest = unauthorizedGuest(sim)

    const page = await client
      .get(siteEntryUrl(SITE, guest))
      .header('accept-language', 'nl-BE,nl;q=0.9')
    page.assertStatus(200)
    assert.include(page.header('content-type'), 'text/html')
    assert.include(page.text(), 'Welkom in de Portaalbar!')
    assert.include(page.text(), 'Surf gratis')
    assert.include(
      page.header('content-security-policy'),
      "form-action 'self' https://landing.example"
    )
    const fields = formFields(page.text())
    assert.equal(fields.mac, guest.mac)
    assert.equal(fields.apMac, guest.ap)
    assert.equal(fields.language, 'nl')

    const posted = await client
      .post('/guest/connect')
      .form({
        ...fields,
        email: 'Guest.One@Example.com',
        firstname: 'Guest',
        optIn: 'true',
        terms: 'true',
      })
      .redirects(0)
    posted.assertStatus(303)
    assert.equal(posted.header('location'), 'https://landing.example/nl')
    assert.isTrue(
      sim.state.guestAuthorizations(SITE).has(guest.mac),
      'the simulated controller lets the device through'
    )

    const signIn = await db
      .from('portal_sign_ins')
      .where('portal_id', world.portal.id)
      .firstOrFail()
    assert.deepInclude(signIn, {
      status: 'authorized',
      mac: guest.mac,
      minutes: 30,
      returning: false,
      language: 'nl',
    })
    assert.equal(signIn.redirect.ssid, guest.ssid)
    const clientRow = await db
      .from('portal_clients')
      .where('portal_id', world.portal.id)
      .firstOrFail()
    assert.deepInclude(clientRow, {
      email: 'Guest.One@Example.com',
      firstname: 'Guest',
      email_opt_in: true,
      mac: guest.mac,
      sign_in_count: 1,
    })
  })

  test('a returning guest is recognised by address in any case; the row is updated, not duplicated', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    const first = unauthorizedGuest(sim)
    const page = await client.get(siteEntryUrl(SITE, first))
    await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'back@example.com', terms: 'true' })
      .redirects(0)
    const second = unauthorizedGuest(sim, SITE, [first.mac])
    const again = await client.get(siteEntryUrl(SITE, second))
    const posted = await client
      .post('/guest/connect')
      .form({
        ...formFields(again.text()),
        email: 'BACK@example.com',
        firstname: 'Back',
        terms: 'true',
      })
      .redirects(0)
    posted.assertStatus(303)
    assert.match(posted.header('location') ?? '', SUCCESS_PAGE)
    const clients = await db.from('portal_clients').where('portal_id', world.portal.id)
    assert.lengthOf(clients, 1)
    assert.deepInclude(clients[0], { sign_in_count: 2, firstname: 'Back', mac: second.mac })
    const signIns = await db
      .from('portal_sign_ins')
      .where('portal_id', world.portal.id)
      .orderBy('id')
    assert.deepEqual(
      signIns.map((row) => row.returning),
      [false, true]
    )
  })

  test('an unknown site, a portal never published and forged parameters give a friendly page, never a 500', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    await buildPortalWorld(client, sim, { site: 'garden', published: false })
    const guest = unauthorizedGuest(sim)
    const unknown = await client
      .get(siteEntryUrl('no-such-site', guest))
      .header('accept-language', 'en')
    unknown.assertStatus(404)
    assert.include(unknown.text(), 'not available')
    const unpublished = await client
      .get(siteEntryUrl('garden', unauthorizedGuest(sim, 'garden')))
      .header('accept-language', 'en')
    unpublished.assertStatus(404)
    assert.include(unpublished.text(), 'not available')
    for (const forged of [
      `/guest/s/${SITE}/?id=not-a-mac&ap=${guest.ap}`,
      `/guest/s/${SITE}/`,
      `/guest/s/${SITE}/?id=${guest.mac}&ap=zz:zz`,
      `/guest/s/${SITE}/?id=${guest.mac}&t=12ab`,
    ]) {
      const response = await client.get(forged).header('accept-language', 'en')
      response.assertStatus(400)
      assert.include(response.text(), 'not valid')
    }
  })
})

test.group('Guest portal / a captive browser without cookies', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test('the page and the plain form post work with no cookie at all, and start no session', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    await buildPortalWorld(client, sim)
    const guest = unauthorizedGuest(sim)
    const base = `http://${process.env.HOST}:${process.env.PORT}`
    const page = await fetch(`${base}${siteEntryUrl(SITE, guest)}`, {
      headers: { 'accept-language': 'en' },
    })
    assert.equal(page.status, 200)
    assert.deepEqual(page.headers.getSetCookie(), [], 'no session cookie, no XSRF cookie')
    const body = new URLSearchParams({
      ...formFields(await page.text()),
      email: 'nocookie@example.com',
      terms: 'true',
    })
    const posted = await fetch(`${base}/guest/connect`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    assert.equal(posted.status, 303)
    assert.match(posted.headers.get('location') ?? '', SUCCESS_PAGE)
    // Only the portal's returning-guest cookie (issue 30 item 4): no session, no XSRF token.
    const cookies = posted.headers.getSetCookie().map((line) => line.split('=')[0])
    assert.lengthOf(cookies, 1)
    assert.match(cookies[0], /^guest_id_[\w-]+$/)
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(guest.mac))
  })
})
