import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { createTenant } from '#tests/helpers/fixtures'

test.group('Guest pages / terms and success', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the terms are in four languages, in the brand of the host, without script', async ({
    client,
    assert,
  }) => {
    const expected = {
      nl: 'Voorwaarden voor gasten',
      en: 'Terms for guests',
      fr: 'Conditions pour les invités',
      de: 'Bedingungen für Gäste',
    }
    for (const [lang, title] of Object.entries(expected)) {
      const page = await client.get('/terms-and-conditions').qs({ lang })
      page.assertStatus(200)
      assert.include(page.text(), `<html lang="${lang}">`)
      assert.include(page.text(), title)
      assert.include(page.text(), 'Airdeck')
      assert.notInclude(page.text(), '<script')
      assert.isBelow(Buffer.byteLength(page.text()), 60 * 1024)
    }
    await db.table('brands').insert({
      slug: 'wavebrand',
      name: 'Wave <b>Net</b>',
      main_color: '#0b7285',
      created_at: new Date(),
      updated_at: new Date(),
    })
    const branded = await client
      .get('/terms-and-conditions')
      .header('host', 'wavebrand.example.com')
      .header('accept-language', 'de')
    assert.include(branded.text(), 'Wave &lt;b&gt;Net&lt;/b&gt;')
    assert.include(branded.text(), '--brand:#0b7285')
    assert.include(branded.text(), 'Bedingungen für Gäste')
  })

  test("linked from a venue's portal, the terms wear the brand of the partner serving the venue", async ({
    client,
    assert,
  }) => {
    const { customer, location } = await createTenant()
    const partner = await Partner.create({ name: 'Harbour Installers' })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: customer.id,
      permissions: ['customer_read', 'location_read'],
    })
    await db.table('brands').insert({
      slug: 'harbour',
      name: 'Harbour WiFi',
      main_color: '#5f3dc4',
      partner_id: partner.id,
      created_at: new Date(),
      updated_at: new Date(),
    })
    const portal = await findOrCreatePortal(location)
    const page = await client
      .get('/terms-and-conditions')
      .qs({ portal: portal.publicId, lang: 'en' })
    assert.include(page.text(), 'offers it through Harbour WiFi')
    assert.include(page.text(), '--brand:#5f3dc4')
    const unknown = await client
      .get('/terms-and-conditions')
      .qs({ portal: 'no-such-portal', lang: 'en' })
    unknown.assertStatus(200)
    assert.include(unknown.text(), 'offers it through Airdeck')
  })

  test("/success says the internet works, in the visitor's language", async ({
    client,
    assert,
  }) => {
    const page = await client.get('/success').header('accept-language', 'fr-BE')
    page.assertStatus(200)
    assert.include(page.text(), 'Vous êtes connecté')
    assert.match(page.header('content-security-policy') ?? '', /frame-ancestors 'none'/)
    assert.include((await client.get('/success')).text(), 'You are connected')
  })
})
