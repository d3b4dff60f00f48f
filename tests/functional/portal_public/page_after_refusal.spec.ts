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
} from './portal_world.js'

const occurrences = (text: string, part: string) => text.split(part).length - 1
const NO_FIELDS = { email: 'off', firstname: 'off', lastname: 'off', phone: 'off' } as const

/** Issue 32 item 15: what the guest sees after a refused form (without JavaScript) and after signing in. */
test.group('Guest portal / the page after a refusal and after signing in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test('a wrong voucher says so once, beside the field', async ({ client, assert }) => {
    const sim = unifi()
    await buildPortalWorld(client, sim, { settings: { vouchersEnabled: true, fields: NO_FIELDS } })
    const guest = unauthorizedGuest(sim)
    const page = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
    const wrong = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), voucher: 'ZZZZ9999' })
    wrong.assertStatus(422)
    assert.equal(occurrences(wrong.text(), 'This code is not valid'), 1)
    assert.include(wrong.text(), 'id="voucher-voucher-error"')
    assert.include(wrong.text(), 'aria-describedby="voucher-voucher-error"')
  })

  test('the page shown again after a refused form keeps its language links, which reopen the page the guest came on', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    await buildPortalWorld(client, sim)
    const guest = unauthorizedGuest(sim)
    const entry = siteEntryUrl(SITE, guest)
    const page = await client.get(entry).header('accept-language', 'en')
    const refused = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'not an address', terms: 'true' })
    refused.assertStatus(422)
    const links = [...refused.text().matchAll(/<a href="([^"]+)" hreflang="(\w\w)"/g)].map(
      (match) => [match[2], match[1].replace(/&amp;/g, '&')]
    )
    assert.sameMembers(
      links.map(([lang]) => lang),
      ['nl', 'fr', 'de']
    )
    const dutch = new URL(links.find(([lang]) => lang === 'nl')![1], 'http://portal.test')
    assert.equal(dutch.pathname, `/guest/s/${SITE}/`)
    assert.equal(dutch.searchParams.get('id'), guest.mac)
    assert.equal(dutch.searchParams.get('lang'), 'nl')
    const again = await client.get(`${dutch.pathname}${dutch.search}`)
    again.assertStatus(200)
    assert.equal(formFields(again.text()).language, 'nl')

    // A forged address to come back to is not reflected: only the portal's own entry pages.
    const forged = await client.post('/guest/connect').form({
      ...formFields(page.text()),
      back: 'https://evil.example/guest/s/x',
      email: 'bad',
      terms: 'true',
    })
    assert.notInclude(forged.text(), 'evil.example')
  })

  test("the success page wears the venue: its name, logo and colour, in the guest's language", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: {
        logoPath: 'portals/1/logo-abc.png',
        colors: { main: '#aa3300', accent: '#f59f00', background: '#fff8f0', text: '#222222' },
      },
    })
    await db.from('locations').where('id', world.location.id).update({ venue_name: 'Café Portaal' })
    const guest = unauthorizedGuest(sim)
    const page = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'fr')
    const posted = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'guest@example.com', terms: 'true' })
      .redirects(0)
    posted.assertStatus(303)
    assert.equal(posted.header('location'), `/success?portal=${world.portal.publicId}&lang=fr`)

    const success = await client.get(posted.header('location')!)
    success.assertStatus(200)
    assert.include(success.text(), 'Café Portaal')
    assert.include(success.text(), 'Vous êtes connecté')
    assert.include(success.text(), '--brand:#aa3300')
    assert.include(success.text(), '--page-bg:#fff8f0')
    assert.include(
      success.text(),
      `<img src="/portal-assets/${world.portal.publicId}/logo/logo-abc.png" alt="">`
    )
    const english = [...success.text().matchAll(/<a href="([^"]+)" hreflang="en"/g)].map((match) =>
      match[1].replace(/&amp;/g, '&')
    )
    assert.deepEqual(
      english,
      [`/success?portal=${world.portal.publicId}&lang=en`],
      'the language links keep the venue'
    )
  })
})
