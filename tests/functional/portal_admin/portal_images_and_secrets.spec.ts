import { test } from '@japa/runner'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { uploadsRoot } from '#kernel/storage/uploads'
import { JPEG, PNG } from '#tests/functional/customers/images'
import { buildPortalWorld } from '#tests/functional/portal_admin/portal_world'
import Portal from '#core/portal/models/portal'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`
const storedDraft = async (locationId: number) =>
  await db.from('portals').where('location_id', locationId).first()

test.group('Portal admin / images', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('logo and background go into the draft, are served by version, and publicly only once published', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const uploaded = await client
      .post(`${url}/design`)
      .file('logo', PNG, { filename: 'logo.png' })
      .file('background', JPEG, { filename: 'terrace.jpg' })
      .field('colors[main]', '#2b8a3e')
      .field('texts[nl][body]', 'Welkom op het terras')
      .withCsrfToken()
      .loginAs(world.users.editor)
    uploaded.assertStatus(200)
    const { images, public_id: publicId } = uploaded.body()
    assert.match(images.logo, new RegExp(`^/portal-assets/${publicId}/logo/[0-9a-f-]{36}\\.png$`))
    assert.match(images.background, /\/background\/[0-9a-f-]{36}\.jpg$/)
    assert.equal(uploaded.body().draft.colors.main, '#2b8a3e')
    assert.equal(uploaded.body().draft.texts.nl.body, 'Welkom op het terras')
    assert.deepEqual(uploaded.body().published_images, { logo: null, background: null })

    const version = await fetch(`${base()}${images.logo}`)
    assert.equal(version.status, 200)
    assert.equal(version.headers.get('content-type'), 'image/png')
    assert.include(version.headers.get('cache-control')!, 'immutable')
    assert.deepEqual(Buffer.from(await version.arrayBuffer()), PNG)
    assert.equal(
      (await fetch(`${base()}/portal-assets/${publicId}/logo`)).status,
      404,
      'nothing is published yet'
    )
    assert.equal(
      (await fetch(`${base()}/portal-assets/${publicId}/logo/..%2F..%2F.env`)).status,
      404
    )
    assert.equal((await fetch(`${base()}/portal-assets/${publicId}/favicon`)).status, 404)

    await client
      .post(`${url}/publish`)
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(200))
    const live = await fetch(`${base()}/portal-assets/${publicId}/logo`)
    assert.equal(live.status, 200)
    assert.equal(live.headers.get('cache-control'), 'public, max-age=300')
    assert.isNull(live.headers.get('set-cookie'), 'a guest loading the logo gets no session')

    // A new logo in the draft: the published one stays until the next publish, then the old file goes.
    const oldPath = (await storedDraft(world.tenant.location.id)).published.logoPath
    const replaced = await client
      .post(`${url}/design`)
      .file('logo', JPEG, { filename: 'new.jpg' })
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.notEqual(replaced.body().images.logo, images.logo)
    assert.equal(replaced.body().published_images.logo, images.logo)
    assert.isTrue(existsSync(join(uploadsRoot(), oldPath)), 'the published logo is still in use')
    await client.post(`${url}/publish`).withCsrfToken().loginAs(world.users.editor)
    assert.isFalse(
      existsSync(join(uploadsRoot(), oldPath)),
      'the replaced logo is removed once nothing uses it'
    )
    assert.equal((await fetch(`${base()}${images.logo}`)).status, 404)

    const removed = await client
      .post(`${url}/design`)
      .field('removeBackground', 'true')
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.isNull(removed.body().images.background)
    assert.isString(removed.body().published_images.background)
  })

  test('images over 5 MB or of another type are refused with the spec messages, and nothing is stored', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    await client.get(url).loginAs(world.users.editor)
    const before = await storedDraft(world.tenant.location.id)
    // Ids start again with each run's fresh schema while the uploads folder stays: compare with what was there.
    const portal = await Portal.findByOrFail('locationId', world.tenant.location.id)
    const folder = join(uploadsRoot(), `portals/${portal.id}`)
    const filesIn = () =>
      existsSync(folder) ? readdirSync(folder, { recursive: true }).sort() : []
    const filesBefore = filesIn()

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)])
    const tooLarge = await client
      .post(`${url}/design`)
      .file('background', big, { filename: 'huge.png' })
      .field('colors[main]', '#000000')
      .withCsrfToken()
      .loginAs(world.users.editor)
    tooLarge.assertStatus(422)
    assert.equal(tooLarge.body().code, 'E_IMAGE_TOO_LARGE')
    assert.deepEqual(
      tooLarge.body().errors.map((e: any) => [e.field, e.rule, e.message]),
      [['background', 'image_size', 'Image too large (max 5 MB)']]
    )

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    )
    const wrongType = await client
      .post(`${url}/design`)
      .file('logo', PNG, { filename: 'ok.png' })
      .file('background', svg, { filename: 'bg.png' })
      .withCsrfToken()
      .loginAs(world.users.editor)
    wrongType.assertStatus(422)
    assert.equal(wrongType.body().code, 'E_IMAGE_TYPE')

    const after = await storedDraft(world.tenant.location.id)
    assert.deepEqual(
      after.draft,
      before.draft,
      'a refused upload changes nothing, not even the valid image beside it'
    )
    assert.equal(after.id, portal.id)
    assert.deepEqual(filesIn(), filesBefore, 'no file was kept')
  })
})

test.group('Portal admin / sign-in settings and secrets', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the portal password is stored encrypted, in force at once, and never returned', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const missing = await client
      .put(url)
      .json({ passwordRequired: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    missing.assertStatus(422)
    assert.deepEqual(
      missing.body().errors.map((e: any) => [e.field, e.rule]),
      [['password', 'required']]
    )

    const saved = await client
      .post(`${url}/login`)
      .field('passwordRequired', 'true')
      .field('password', 'Terras-2026')
      .withCsrfToken()
      .loginAs(world.users.editor)
    saved.assertStatus(200)
    assert.isTrue(saved.body().password_set)
    assert.isTrue(saved.body().draft.passwordRequired)
    assert.notInclude(saved.text(), 'Terras-2026')
    assert.notInclude((await client.get(url).loginAs(world.users.reader)).text(), 'Terras-2026')
    const row = await storedDraft(world.tenant.location.id)
    assert.notInclude(row.secrets, 'Terras-2026', 'the secret is ciphertext at rest')
    const audit = await db.from('audit_logs').where('action', 'portal.login_saved').first()
    assert.notInclude(JSON.stringify(audit), 'Terras-2026')

    // Keeping the stored password: an empty one changes nothing.
    const kept = await client
      .post(`${url}/login`)
      .json({ password: '', passwordRequired: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    kept.assertStatus(200)
    assert.isTrue(kept.body().password_set)
  })

  test('a new portal password has at least 8 characters; a shorter one set before keeps working and is flagged', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const short = await client
      .post(`${url}/login`)
      .json({ password: '4821', passwordRequired: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    short.assertStatus(422)
    assert.deepEqual(
      short.body().errors.map((e: any) => [e.field, e.rule]),
      [['password', 'minLength']]
    )
    const seven = await client
      .post(`${url}/login`)
      .json({ password: 'Terras7', passwordRequired: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    seven.assertStatus(422)
    ;(
      await client
        .post(`${url}/login`)
        .json({ password: 'Terras-2026', passwordRequired: true })
        .withCsrfToken()
        .loginAs(world.users.editor)
    ).assertStatus(200)

    const portal = await Portal.findByOrFail('locationId', world.tenant.location.id)
    portal.secrets = JSON.stringify({ password: '4821' })
    await portal.save()
    const flagged = await client.get(url).loginAs(world.users.reader)
    assert.isTrue(flagged.body().password_set)
    assert.isTrue(flagged.body().password_too_short)
    // Other parts of the login section still save while the old password stays.
    ;(
      await client
        .post(`${url}/login`)
        .json({ passwordRequired: true })
        .withCsrfToken()
        .loginAs(world.users.editor)
    ).assertStatus(200)
    const changed = await client
      .post(`${url}/login`)
      .json({ password: 'Terras-2027', passwordRequired: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    changed.assertStatus(200)
    assert.isFalse(changed.body().password_too_short)
  })

  test('login providers need their keys, which are kept secret', async ({ client, assert }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const refused = await client
      .post(`${url}/login`)
      .json({ loginProviders: ['google'] })
      .withCsrfToken()
      .loginAs(world.users.editor)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].field, 'providerKeys.google.clientSecret')

    const saved = await client
      .post(`${url}/login`)
      .field('loginProviders[]', 'google')
      .field('providerKeys[google][clientId]', 'client-123.apps.example')
      .field('providerKeys[google][clientSecret]', 'very-secret-value')
      .withCsrfToken()
      .loginAs(world.users.editor)
    saved.assertStatus(200)
    assert.deepEqual(saved.body().draft.loginProviders, ['google'])
    assert.deepEqual(saved.body().providers_configured, ['google'])
    assert.notInclude(saved.text(), 'very-secret-value')
    await client
      .post(`${url}/login`)
      .json({ loginProviders: ['google', 'google'] })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
  })

  test('data and analytics sections save their parts of the draft', async ({ client, assert }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const data = await client
      .post(`${url}/data`)
      .json({
        fields: { lastname: 'required', phone: 'optional' },
        forceOptIn: true,
        strictEmail: true,
        privacyUrl: 'https://venue.example/privacy',
        replyTo: 'desk@venue.example',
      })
      .withCsrfToken()
      .loginAs(world.users.editor)
    data.assertStatus(200)
    assert.deepEqual(data.body().draft.fields, {
      email: 'required',
      firstname: 'optional',
      lastname: 'required',
      phone: 'optional',
    })
    assert.isTrue(data.body().draft.forceOptIn)
    const analytics = await client
      .post(`${url}/analytics`)
      .json({ analytics: { tagManagerId: 'GTM-5XYZ12', pixelId: '' } })
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.deepEqual(analytics.body().draft.analytics, { tagManagerId: 'GTM-5XYZ12', pixelId: '' })
    await client
      .post(`${url}/data`)
      .json({ privacyUrl: 'javascript:alert(1)' })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
  })
})
