import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#kernel/audit/audit_log'
import { buildPortalWorld } from '#tests/functional/portal_admin/portal_world'

const draft = {
  colors: { main: '#0b7285', accent: '#e8590c' },
  texts: {
    nl: {
      body: 'Welkom bij De Markt!',
      button: 'Surf gratis',
      landingUrl: 'https://demarkt.example/nl',
    },
    en: { body: 'Welcome to De Markt!', button: 'Surf for free' },
  },
  durationMinutes: 120,
  landingUrl: 'https://demarkt.example',
  fields: { email: 'required', firstname: 'required', phone: 'optional' },
  forceOptIn: true,
  strictEmail: true,
  privacyUrl: 'https://demarkt.example/privacy',
  replyTo: 'hallo@demarkt.example',
  analytics: { tagManagerId: 'gtm-ab12cd', pixelId: '123456789012345' },
  followOpeningHours: true,
  vouchersEnabled: true,
}

test.group('Portal admin / draft until published', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a new portal starts as an unpublished draft; publishing copies the draft, and the next draft waits', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`

    const first = await client.get(url).loginAs(world.users.editor)
    first.assertStatus(200)
    assert.equal(first.body().location_id, world.tenant.location.id)
    assert.equal(first.body().location_name, 'Café De Markt')
    assert.isNull(first.body().published)
    assert.isTrue(first.body().unpublished_changes)
    assert.match(first.body().public_id, /^[A-Za-z0-9_-]{22}$/)
    assert.equal(first.body().draft.texts.nl.button, 'Verbinden')
    assert.notProperty(first.body().draft, 'logoPath')

    const saved = await client.put(url).json(draft).withCsrfToken().loginAs(world.users.editor)
    saved.assertStatus(200)
    const body = saved.body()
    assert.equal(body.draft.texts.nl.body, 'Welkom bij De Markt!')
    assert.equal(body.draft.texts.fr.button, 'Se connecter', 'a language not sent keeps its texts')
    assert.equal(body.draft.colors.text, '#212529', 'a colour not sent keeps its value')
    assert.equal(body.draft.analytics.tagManagerId, 'GTM-AB12CD')
    assert.deepEqual(body.draft.fields, {
      email: 'required',
      firstname: 'required',
      lastname: 'off',
      phone: 'optional',
    })
    assert.isNull(body.published)

    const published = await client
      .post(`${url}/publish`)
      .withCsrfToken()
      .loginAs(world.users.editor)
    published.assertStatus(200)
    assert.isFalse(published.body().unpublished_changes)
    assert.equal(published.body().published.texts.nl.body, 'Welkom bij De Markt!')
    assert.equal(published.body().published_by, 'Eva Editor')
    assert.isString(published.body().published_at)
    assert.isNotNull(
      await AuditLog.query()
        .where({
          action: 'portal.published',
          objectType: 'portal',
          objectId: String(published.body().id),
        })
        .first()
    )

    const next = await client
      .put(url)
      .json({ texts: { nl: { body: 'Nieuwe tekst' } } })
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.isTrue(next.body().unpublished_changes)
    assert.equal(
      next.body().published.texts.nl.body,
      'Welkom bij De Markt!',
      'the public version waits for the next publish'
    )
    const row = await db.from('portals').where('location_id', world.tenant.location.id).first()
    assert.equal(row.published.texts.nl.body, 'Welkom bij De Markt!')
    assert.equal(row.draft.texts.nl.body, 'Nieuwe tekst')

    const emptied = await client
      .put(url)
      .json({ texts: { en: { button: '' } }, landingUrl: '' })
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.equal(emptied.body().draft.texts.en.button, '', 'an emptied text is stored empty')
    assert.equal(emptied.body().draft.landingUrl, '')
  })

  test('every field is validated: 422 names the fields, and nothing is written', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const before = (await client.get(url).loginAs(world.users.editor)).body().draft
    const bad = await client
      .put(url)
      .json({
        colors: { main: '#12345', accent: 'red' },
        texts: {
          nl: { body: 'x'.repeat(2001), landingUrl: 'javascript:alert(1)' },
          de: { button: 'y'.repeat(41) },
        },
        durationMinutes: 10_081,
        landingUrl: 'ftp://files.example',
        fields: { email: 'sometimes' },
        replyTo: 'not-an-address',
        analytics: { tagManagerId: 'UA-1234', pixelId: 'abc' },
        defaultLanguage: 'es',
        loginProviders: ['myspace'],
      })
      .withCsrfToken()
      .loginAs(world.users.editor)
    bad.assertStatus(422)
    assert.equal(bad.body().code, 'E_VALIDATION_ERROR')
    const rules = Object.fromEntries(bad.body().errors.map((e: any) => [e.field, e.rule]))
    assert.deepInclude(rules, {
      'colors.main': 'color',
      'colors.accent': 'color',
      'texts.nl.body': 'maxLength',
      'texts.nl.landingUrl': 'url',
      'texts.de.button': 'maxLength',
      'durationMinutes': 'range',
      'landingUrl': 'url',
      'fields.email': 'enum',
      'replyTo': 'email',
      'analytics.tagManagerId': 'tag_manager_id',
      'analytics.pixelId': 'pixel_id',
      'defaultLanguage': 'enum',
      'loginProviders.0': 'enum',
    })
    const colour = bad.body().errors.find((e: any) => e.field === 'colors.main')
    assert.equal(colour.message, 'Enter a colour as #rrggbb')
    await client
      .put(url)
      .json({ durationMinutes: 0 })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
    await world.users.admin.merge({ lang: 'nl' }).save()
    const dutch = await client
      .put(url)
      .json({ colors: { main: 'blue' } })
      .withCsrfToken()
      .loginAs(world.users.admin)
    assert.equal(dutch.body().errors[0].message, 'Geef een kleur in als #rrggbb')
    assert.deepEqual(
      (await client.get(url).loginAs(world.users.editor)).body().draft,
      before,
      'refused input wrote nothing'
    )
  })

  test('temporarily offline and the schedule take effect at once; the schedule is checked', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const offline = await client
      .put(`${url}/offline`)
      .json({ offline: true })
      .withCsrfToken()
      .loginAs(world.users.editor)
    offline.assertStatus(200)
    assert.isTrue(offline.body().offline)
    assert.isTrue(
      (await db.from('portals').where('location_id', world.tenant.location.id).first()).offline
    )
    await client
      .put(`${url}/offline`)
      .json({ offline: 'maybe' })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))

    const entries = [
      { from: '2026-12-24T18:00', until: '2026-12-26T08:00', repeat: 'none' },
      {
        from: '2026-01-05T02:00',
        until: '2026-01-05T06:00',
        repeat: 'weekly',
        ends: { kind: 'times', times: 10 },
      },
      {
        from: '2026-03-01T00:00',
        until: '2026-03-01T09:00',
        repeat: 'daily',
        ends: { kind: 'until', date: '2026-06-30' },
      },
    ]
    const saved = await client
      .put(`${url}/schedule`)
      .json({ entries })
      .withCsrfToken()
      .loginAs(world.users.editor)
    saved.assertStatus(200)
    assert.deepEqual(saved.body().schedule[0], { ...entries[0], ends: { kind: 'always' } })
    assert.deepEqual(saved.body().schedule[1].ends, { kind: 'times', times: 10 })

    const bad = await client
      .put(`${url}/schedule`)
      .json({
        entries: [
          { from: '2026-12-24T18:00', until: '2026-12-24T17:00', repeat: 'none' },
          { from: '2026-01-05T02:00', until: '2026-01-06T03:00', repeat: 'daily' },
          {
            from: '2026-01-05T02:00',
            until: '2026-01-05T03:00',
            repeat: 'daily',
            ends: { kind: 'until', date: '2025-12-31' },
          },
        ],
      })
      .withCsrfToken()
      .loginAs(world.users.editor)
    bad.assertStatus(422)
    assert.deepEqual(
      bad.body().errors.map((e: any) => [e.field, e.rule]),
      [
        ['entries.0.until', 'schedule_order'],
        ['entries.1.until', 'schedule_length'],
        ['entries.2.ends.date', 'schedule_order'],
      ]
    )
    const malformed = await client
      .put(`${url}/schedule`)
      .json({
        entries: [
          {
            from: 'tomorrow',
            until: '2026-13-45T25:00',
            repeat: 'hourly',
            ends: { kind: 'times' },
          },
        ],
      })
      .withCsrfToken()
      .loginAs(world.users.editor)
    malformed.assertStatus(422)
    assert.includeMembers(
      malformed.body().errors.map((e: any) => e.field),
      ['entries.0.from', 'entries.0.until', 'entries.0.repeat', 'entries.0.ends.times']
    )
    assert.lengthOf(
      (await client.get(url).loginAs(world.users.reader)).body().schedule,
      3,
      'refused schedules wrote nothing'
    )
  })

  test('the live preview draws the unsaved form, escapes every text and changes nothing', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const url = `/rest/portal/${world.tenant.location.id}`
    const preview = await client
      .post(`${url}/preview?lang=en`)
      .json({
        texts: { en: { body: 'Hello <script>alert(1)</script> guests', button: 'Go "online"' } },
        colors: { main: '#ff0000' },
        fields: { phone: 'required' },
        passwordRequired: true,
      })
      .withCsrfToken()
      .loginAs(world.users.reader)
    preview.assertStatus(200)
    const html: string = preview.body().html
    assert.include(html, 'Hello &lt;script&gt;alert(1)&lt;/script&gt; guests')
    assert.notInclude(html, '<script>alert(1)')
    assert.include(html, 'Go &quot;online&quot;')
    assert.include(html, '--brand:#ff0000')
    assert.include(html, 'name="phone"')
    assert.include(html, '<h1>De Markt</h1>', 'the page names the venue as guests know it')
    const dutch = await client
      .post(`${url}/preview?lang=nl&offline=1`)
      .json({})
      .withCsrfToken()
      .loginAs(world.users.reader)
    assert.include(dutch.body().html, 'Het WiFi-netwerk is momenteel niet beschikbaar.')
    const stored = await db.from('portals').where('location_id', world.tenant.location.id).first()
    assert.equal(
      stored.draft.texts.en.body,
      'Welcome! Sign in for free WiFi.',
      'the preview saved nothing'
    )
    assert.isNull(stored.published)
    await client
      .post(`${url}/preview`)
      .json({ colors: { main: 'red' } })
      .withCsrfToken()
      .loginAs(world.users.reader)
      .then((r) => r.assertStatus(422))
  })
})
