import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import CustomerBranding from '#core/customer_branding/models/customer_branding'
import Mail from '#core/mail/models/mail'
import { queueMail } from '#core/mail/queue_mail'
import { renderMail } from '#kernel/mail/render_mail'
import { uploadsRoot } from '#kernel/storage/uploads'
import AuditLog from '#kernel/audit/audit_log'
import { buildWorld } from '#tests/functional/customers/world'
import { JPEG, PNG } from '#tests/functional/customers/images'

const brandingUrl = (id: number) => `/rest/customers/${id}/branding`

test.group('Customer branding', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a customer user creates, reads, changes and removes the branding; images are checked and stored', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = brandingUrl(world.customer.id)
    // No branding yet is the default look, not a 404 (the admin customer page read it on every visit).
    const none = await client.get(url).loginAs(world.users.full)
    none.assertStatus(200)
    assert.deepEqual(none.body(), {
      is_set: false,
      main_color: null,
      logo_url: null,
      header_url: null,
    })

    const created = await client
      .post(url)
      .field('main_color', '#AA3300')
      .file('logo', PNG, { filename: 'logo.png' })
      .loginAs(world.users.full)
      .withCsrfToken()
    created.assertStatus(201)
    assert.equal(created.body().main_color, '#aa3300')
    assert.isTrue(created.body().is_set)
    assert.match(
      created.body().logo_url,
      new RegExp(`^/rest/customers/${world.customer.id}/branding/logo\\?v=\\d+$`)
    )
    assert.isNull(created.body().header_url)
    ;(
      await client
        .post(url)
        .field('main_color', '#000000')
        .loginAs(world.users.full)
        .withCsrfToken()
    ).assertStatus(409)

    const logo = await client.get(`${url}/logo`).loginAs(world.users.readonly)
    logo.assertStatus(200)
    assert.equal(logo.header('content-type'), 'image/png')

    const changed = await client
      .patch(url)
      .file('header', JPEG, { filename: 'header.jpg' })
      .field('remove_logo', 'true')
      .loginAs(world.users.full)
      .withCsrfToken()
    changed.assertStatus(200)
    assert.equal(changed.body().main_color, '#aa3300', 'a field left out keeps its value')
    assert.isNull(changed.body().logo_url)
    assert.isString(changed.body().header_url)
    const row = await CustomerBranding.findByOrFail('customer_id', world.customer.id)
    assert.isNull(row.logoPath)
    assert.isTrue(existsSync(join(uploadsRoot(), row.headerPath!)))

    const actions = (
      await AuditLog.query()
        .where('object_type', 'customer')
        .where('object_id', String(world.customer.id))
    ).map((entry) => entry.action)
    assert.includeMembers(actions, ['customer.branding_created', 'customer.branding_updated'])

    ;(await client.delete(url).loginAs(world.users.full).withCsrfToken()).assertStatus(204)
    assert.isNull(await CustomerBranding.findBy('customer_id', world.customer.id))
    assert.isFalse(existsSync(join(uploadsRoot(), row.headerPath!)), 'the images go with it')
    assert.isFalse((await client.get(url).loginAs(world.users.full)).body().is_set)
    ;(await client.delete(url).loginAs(world.users.full).withCsrfToken()).assertStatus(404)
  })

  test('bad input is a field error and writes nothing; only those who may change the customer may brand it', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = brandingUrl(world.customer.id)
    const badColour = await client
      .post(url)
      .field('main_color', 'red')
      .loginAs(world.users.full)
      .withCsrfToken()
    badColour.assertStatus(422)
    assert.equal(badColour.body().errors[0].field, 'main_color')

    const notAnImage = await client
      .post(url)
      .field('main_color', '#112233')
      .file('header', Buffer.from('<svg onload="x()"/>'), { filename: 'h.png' })
      .loginAs(world.users.full)
      .withCsrfToken()
    notAnImage.assertStatus(422)
    assert.equal(notAnImage.body().code, 'E_IMAGE_TYPE')
    assert.isNull(
      await CustomerBranding.findBy('customer_id', world.customer.id),
      'a refused image leaves no half-written branding'
    )

    ;(
      await client
        .post(url)
        .field('main_color', '#112233')
        .loginAs(world.users.readonly)
        .withCsrfToken()
    ).assertStatus(403)
    ;(
      await client
        .post(url)
        .field('main_color', '#112233')
        .loginAs(world.users.other)
        .withCsrfToken()
    ).assertStatus(404)
    ;(
      await client
        .post(url)
        .field('main_color', '#112233')
        .loginAs(world.users.partner)
        .withCsrfToken()
    ).assertStatus(201)
    ;(await client.get(url).loginAs(world.users.other)).assertStatus(404)
  })

  test("the customer's users wear it: self record, mails and status pages; admins and partners do not", async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    await client
      .post(brandingUrl(world.customer.id))
      .field('main_color', '#0b7a3e')
      .file('logo', PNG, { filename: 'logo.png' })
      .loginAs(world.users.full)
      .withCsrfToken()

    const self = (await client.get('/rest/self').loginAs(world.users.readonly)).body()
    assert.equal(self.branding.main_color, '#0b7a3e')
    assert.isString(self.branding.logo_url)
    assert.isNull((await client.get('/rest/self').loginAs(world.users.admin)).body().branding)
    assert.isNull((await client.get('/rest/self').loginAs(world.users.partner)).body().branding)
    assert.isNull((await client.get('/rest/self').loginAs(world.users.other)).body().branding)

    const content = renderMail({
      heading: 'Hello',
      paragraphs: ['Body'],
      action: { label: 'Open', url: 'https://example.test/x' },
      footer: 'Footer',
    })
    const branded = await queueMail({
      to: world.users.readonly.email,
      subject: 'Branded',
      kind: 'test',
      userId: world.users.readonly.id,
      ...content,
    })
    const plain = await queueMail({
      to: world.users.admin.email,
      subject: 'Plain',
      kind: 'test',
      userId: world.users.admin.id,
      ...content,
    })
    assert.include((await Mail.findOrFail(branded.id)).html, 'background:#0b7a3e;color:#ffffff')
    assert.include((await Mail.findOrFail(branded.id)).html, 'src="data:image/png;base64,')
    assert.notInclude((await Mail.findOrFail(plain.id)).html, '#0b7a3e')
    assert.notInclude((await Mail.findOrFail(plain.id)).html, 'data:image/png')

    await world.location.refresh()
    const page = await client
      .get(`/status/${world.location.publicId}`)
      .header('accept', 'text/html')
    page.assertStatus(200)
    assert.include(page.text(), '--brand:#0b7a3e')
  })
})
