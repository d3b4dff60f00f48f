import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Partner from '#core/partners/models/partner'
import AuditLog from '#kernel/audit/audit_log'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { HttpSession } from '#tests/helpers/http_session'
import { PNG } from '#tests/functional/customers/images'
import { pollUntil } from '#tests/helpers/poll'
import Mail from '#core/mail/models/mail'

test.group('Brands / admins create and edit white-label brands', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(() => mailCatcher.clear())

  test('created with a logo, served by GET /init/{brand}, then changed', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const partner = await Partner.create({ name: 'Skyline Installers' })
    const created = await client
      .post('/rest/brands')
      .field('slug', 'Skyline')
      .field('name', 'Skyline WiFi')
      .field('main_color', '#AA3300')
      .field('accent_color', '#00aa33')
      .field('mail_from_name', 'Skyline WiFi')
      .field('partner_id', String(partner.id))
      .file('logo', PNG, { filename: 'logo.png' })
      .loginAs(admin)
      .withCsrfToken()
    created.assertStatus(201)
    const brand = created.body()
    assert.equal(brand.slug, 'skyline')
    assert.equal(brand.main_color, '#aa3300')
    assert.deepEqual(brand.partner, { id: partner.id, name: 'Skyline Installers' })
    assert.match(brand.logo_url, /^\/rest\/init\/skyline\/logo\?v=\d+$/)

    const init = await client.get('/rest/init/skyline')
    init.assertBody({
      name: 'Skyline WiFi',
      main_color: '#aa3300',
      accent_color: '#00aa33',
      icon_path: brand.logo_url,
    })
    const logo = await client.get(brand.logo_url)
    logo.assertStatus(200)
    assert.equal(logo.header('content-type'), 'image/png')

    const changed = await client
      .patch(`/rest/brands/${brand.id}`)
      .field('main_color', '#112233')
      .field('remove_logo', 'true')
      .loginAs(admin)
      .withCsrfToken()
    changed.assertStatus(200)
    assert.isNull(changed.body().logo_url)
    assert.equal(changed.body().name, 'Skyline WiFi', 'fields not sent are kept')
    ;(await client.get(brand.logo_url)).assertStatus(404)
    assert.equal((await client.get('/rest/init/skyline')).body().main_color, '#112233')

    const list = await client.get('/rest/brands').loginAs(admin)
    assert.deepEqual(
      list.body().data.map((row: { slug: string }) => row.slug),
      ['skyline']
    )
    const actions = await AuditLog.query().where('object_type', 'brand').orderBy('id')
    assert.deepEqual(
      actions.map((entry) => entry.action),
      ['brand.created', 'brand.updated']
    )
  })

  test('bad input: a taken or reserved host label, a bad colour, a non-image logo; not for non-admins', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const post = (fields: Record<string, string>, file?: Buffer) => {
      let request = client.post('/rest/brands').loginAs(admin).withCsrfToken()
      for (const [name, value] of Object.entries(fields)) request = request.field(name, value)
      if (file) request = request.file('logo', file, { filename: 'logo.png' })
      return request
    }
    ;(await post({ slug: 'acme', name: 'Acme' })).assertStatus(201)
    const cases: Array<[Record<string, string>, string, Buffer?]> = [
      [{ slug: 'ACME', name: 'Again' }, 'slug'],
      [{ slug: 'portal', name: 'Portal' }, 'slug'],
      [{ slug: 'not a label', name: 'Spaces' }, 'slug'],
      [{ slug: 'red', name: 'Red', main_color: 'red' }, 'main_color'],
      [
        { slug: 'mailer', name: 'Mailer', mail_from_name: 'x <evil@example.com>' },
        'mail_from_name',
      ],
      [{ slug: 'nopartner', name: 'No partner', partner_id: '999999' }, 'partner_id'],
      [{ slug: 'svg', name: 'Svg' }, 'logo', Buffer.from('<svg onload="x()"/>')],
    ]
    for (const [fields, field, file] of cases) {
      const refused = await post(fields, file)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].field, field, JSON.stringify(fields))
      assert.isString(refused.body().message)
    }
    const other = await createUser()
    ;(
      await client
        .post('/rest/brands')
        .field('slug', 'mine')
        .field('name', 'Mine')
        .loginAs(other)
        .withCsrfToken()
    ).assertStatus(403)
    ;(await client.get('/rest/brands').loginAs(other)).assertStatus(403)
  })

  test("a partner's user signs in on the brand's host and gets mail under the brand's sender name", async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const partner = await Partner.create({ name: 'Skyline Installers' })
    ;(
      await client
        .post('/rest/brands')
        .field('slug', 'skyline')
        .field('name', 'Skyline WiFi')
        .field('mail_from_name', 'Skyline WiFi')
        .field('partner_id', String(partner.id))
        .loginAs(admin)
        .withCsrfToken()
    ).assertStatus(201)
    const member = await createUser({ partnerId: partner.id })

    // The web app on skyline.localhost reads the brand by the host's first label, then signs in on that host.
    const host = `skyline.localhost:${process.env.PORT}`
    const browser = new HttpSession()
    const init = await browser.request('GET', '/rest/init/skyline', undefined, { host })
    assert.equal(init.status, 200)
    assert.equal(init.body.name, 'Skyline WiFi')
    await browser.request('GET', '/rest/secure/csrf-cookie', undefined, { host })
    const signedIn = await browser.request(
      'POST',
      '/rest/auth/login',
      { email: member.email, password: TEST_PASSWORD },
      { host }
    )
    assert.equal(signedIn.status, 200)
    assert.equal(signedIn.body.id, member.id)

    ;(
      await client.post('/rest/auth/password/recover').json({ email: member.email }).withCsrfToken()
    ).assertStatus(200)
    const mail = await mailCatcher.waitFor(member.email)
    assert.equal(mail.from?.value[0].name, 'Skyline WiFi')
    assert.match(mail.from?.value[0].address ?? '', /@/)
    // The job records the delivery after the SMTP answer: wait for it before the test's transaction ends.
    await pollUntil(
      () => Mail.query().where('to_address', member.email).where('status', 'sent').first(),
      { what: 'the mail recorded as sent' }
    )
  })
})
