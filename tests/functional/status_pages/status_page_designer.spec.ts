import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#kernel/audit/audit_log'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { buildStatusWorld, craftSnapshot } from '#tests/functional/status_pages/status_world'

const base = () => `http://${process.env.HOST}:${process.env.PORT}`
const draft = (overrides: Record<string, unknown> = {}) => ({
  headlines: {
    en: { all_running: 'All good at the bar' },
    nl: { all_running: 'Alles goed aan de toog' },
  },
  notice: { en: 'Maintenance on Tuesday 6:00–7:00' },
  buttons: [
    { kind: 'call', value: '+32 11 22 33 44', label: { en: 'Call the help desk' } },
    { kind: 'whatsapp', value: '+32470123456', label: {} },
    { kind: 'mail', value: 'help@example.com', label: {} },
    { kind: 'ticket', value: 'https://support.example.com/new', label: { nl: 'Maak een ticket' } },
  ],
  show_logo: false,
  ...overrides,
})

test.group('Status page / designer: draft until published', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the public page keeps the defaults until publish, then shows the published version', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    await craftSnapshot(world.location, [{ state: 'online' }, { state: 'online' }])
    const designer = `/rest/status-pages/location/${world.location.id}`
    const publicJson = () =>
      client.get(`/rest/public/status/${world.publicIds.location}`).header('accept-language', 'en')

    const before = await client.get(designer).loginAs(world.users.editor)
    before.assertStatus(200)
    assert.isFalse(before.body().unpublished_changes)
    assert.isNull(before.body().published)
    assert.equal(before.body().public_id, world.publicIds.location)
    assert.match(before.body().public_url, new RegExp(`/status/${world.publicIds.location}$`))

    const saved = await client
      .put(designer)
      .json(draft())
      .withCsrfToken()
      .loginAs(world.users.editor)
    saved.assertStatus(200)
    assert.isTrue(saved.body().unpublished_changes)
    assert.equal(saved.body().draft.headlines.en.all_running, 'All good at the bar')
    assert.equal(
      (await publicJson()).body().headline,
      'Everything is running',
      'a draft is not public'
    )

    const published = await client
      .post(`${designer}/publish`)
      .withCsrfToken()
      .loginAs(world.users.editor)
    published.assertStatus(200)
    assert.isFalse(published.body().unpublished_changes)
    assert.isString(published.body().published_at)
    assert.equal(published.body().published_by, 'Test User')
    const live = (await publicJson()).body()
    assert.equal(live.headline, 'All good at the bar')
    assert.equal(live.notice, 'Maintenance on Tuesday 6:00–7:00')
    assert.deepEqual(
      live.buttons.map((b: any) => [b.kind, b.label, b.href]),
      [
        ['call', 'Call the help desk', 'tel:+3211223344'],
        ['whatsapp', 'WhatsApp support', 'https://wa.me/32470123456'],
        ['mail', 'E-mail support', 'mailto:help@example.com'],
        ['ticket', 'Report a problem', 'https://support.example.com/new'],
      ]
    )
    const dutch = (
      await client.get(`/rest/public/status/${world.publicIds.location}?lang=nl`)
    ).body()
    assert.equal(dutch.headline, 'Alles goed aan de toog')
    assert.equal(dutch.buttons[3].label, 'Maak een ticket')
    assert.isNull(dutch.notice, 'no Dutch notice was written')

    await client
      .put(designer)
      .json({ headlines: { en: { all_running: 'Changed again' } } })
      .withCsrfToken()
      .loginAs(world.users.editor)
    assert.equal(
      (await publicJson()).body().headline,
      'All good at the bar',
      'the next draft waits for its publish'
    )
    const reread = (await client.get(designer).loginAs(world.users.reader)).body()
    assert.isTrue(reread.unpublished_changes)
    assert.lengthOf(reread.draft.buttons, 4, 'a partial PUT keeps the parts it did not send')
    assert.isNotNull(
      await AuditLog.query()
        .where({
          action: 'status_page.published',
          objectType: 'location',
          objectId: String(world.location.id),
        })
        .first()
    )
  })

  test("before anyone designs it, the page offers the serving partner's phone and mail", async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const partner = await Partner.create({
      name: 'Helpful Installers',
      phone: '+32 9 876 54 32',
      email: 'help@installers.example',
    })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: world.customer.id,
      permissions: ['customer_read'],
    })
    const live = (await client.get(`/rest/public/status/${world.publicIds.location}`)).body()
    assert.deepEqual(
      live.buttons.map((b: any) => b.href),
      ['tel:+3298765432', 'mailto:help@installers.example']
    )
  })

  test('contact buttons through /locations/status_buttons (spec §7), checked per kind', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const url = `/rest/locations/status_buttons?type=customer&id=${world.customer.id}`
    const stored = await client
      .post(url)
      .json({
        buttons: [{ kind: 'mail', value: 'desk@example.com', label: { fr: 'Écrivez-nous' } }],
      })
      .withCsrfToken()
      .loginAs(world.users.editor)
    stored.assertStatus(200)
    assert.deepEqual(stored.body().data, [
      { kind: 'mail', value: 'desk@example.com', label: { fr: 'Écrivez-nous' } },
    ])
    assert.deepEqual(
      (await client.get(url).loginAs(world.users.reader)).body().data,
      stored.body().data
    )

    const bad = await client
      .post(url)
      .json({
        buttons: [
          { kind: 'call', value: 'call me maybe' },
          { kind: 'whatsapp', value: '011 22 33 44' },
          { kind: 'mail', value: 'nope' },
          { kind: 'ticket', value: 'javascript:alert(1)' },
        ],
      })
      .withCsrfToken()
      .loginAs(world.users.editor)
    bad.assertStatus(422)
    assert.deepEqual(
      bad.body().errors.map((e: any) => [e.field, e.rule]),
      [
        ['buttons.0.value', 'phone'],
        ['buttons.1.value', 'phone'],
        ['buttons.2.value', 'email'],
        ['buttons.3.value', 'url'],
      ]
    )
    assert.equal(bad.body().errors[2].message, 'Enter a valid e-mail address')
    const tooMany = Array.from({ length: 7 }, () => ({ kind: 'mail', value: 'a@example.com' }))
    await client
      .post(url)
      .json({ buttons: tooMany })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
    assert.deepEqual(
      (await client.get(url).loginAs(world.users.editor)).body().data,
      stored.body().data,
      'refused input wrote nothing'
    )
    await client
      .get(`/rest/locations/status_buttons?type=planet&id=${world.customer.id}`)
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
  })

  test("an empty save and an empty button list stay inside the save's transaction (they froze the embedded server)", async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const started = Date.now()
    const saved = await client
      .put(`/rest/status-pages/location/${world.location.id}`)
      .json({})
      .withCsrfToken()
      .loginAs(world.users.editor)
    saved.assertStatus(200)
    const buttons = await client
      .post(`/rest/locations/status_buttons?type=location&id=${world.location.id}`)
      .json({ buttons: [] })
      .withCsrfToken()
      .loginAs(world.users.editor)
    buttons.assertStatus(200)
    assert.deepEqual(buttons.body().data, [])
    assert.isBelow(Date.now() - started, 10_000)
  })

  test('hidden device groups and venues must belong to the page', async ({ client, assert }) => {
    const world = await buildStatusWorld()
    const { deviceIds } = await craftSnapshot(world.location, [{ state: 'online' }])
    const now = new Date()
    const [own] = await db
      .table('device_groups')
      .insert({
        location_id: world.location.id,
        name: 'Tills',
        type: 'pos',
        device_ids: JSON.stringify(deviceIds),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const [foreign] = await db
      .table('device_groups')
      .insert({
        location_id: world.other.location.id,
        name: 'Other',
        type: 'pos',
        device_ids: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const designer = `/rest/status-pages/location/${world.location.id}`
    const refused = await client
      .put(designer)
      .json({ hidden_device_group_ids: [own.id, foreign.id] })
      .withCsrfToken()
      .loginAs(world.users.editor)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].field, 'hidden_device_group_ids.1')
    await client
      .put(designer)
      .json({ hidden_device_group_ids: [own.id] })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(200))
    await client
      .post(`${designer}/publish`)
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(200))
    assert.deepEqual(
      (await client.get(`/rest/public/status/${world.publicIds.location}`)).body().device_groups,
      []
    )

    const customerDesigner = `/rest/status-pages/customer/${world.customer.id}`
    const view = (await client.get(customerDesigner).loginAs(world.users.editor)).body()
    assert.deepEqual(
      view.locations.map((l: any) => l.id),
      [world.location.id]
    )
    await client
      .put(customerDesigner)
      .json({ hidden_location_ids: [world.other.location.id] })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(422))
    await client
      .put(customerDesigner)
      .json({ hidden_location_ids: [world.location.id] })
      .withCsrfToken()
      .loginAs(world.users.editor)
      .then((r) => r.assertStatus(200))
    await client.post(`${customerDesigner}/publish`).withCsrfToken().loginAs(world.users.editor)
    const page = (await client.get(`/rest/public/status/${world.publicIds.customer}`)).body()
    assert.deepEqual(page.venues, [])
  })
})

test.group('Status page / designer access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('reading needs the read key, changing and publishing the update key of that object', async ({
    client,
  }) => {
    const world = await buildStatusWorld()
    const { users } = world
    const designer = (type: string, id: number) => `/rest/status-pages/${type}/${id}`
    const put = (path: string, user: any) =>
      client
        .put(path)
        .json({ notice: { en: 'x' } })
        .withCsrfToken()
        .loginAs(user)

    await client
      .get(designer('location', world.location.id))
      .loginAs(users.reader)
      .then((r) => r.assertStatus(200))
    await put(designer('location', world.location.id), users.reader).then((r) =>
      r.assertStatus(403)
    )
    await client
      .post(`${designer('location', world.location.id)}/publish`)
      .withCsrfToken()
      .loginAs(users.reader)
      .then((r) => r.assertStatus(403))
    await client
      .post(`/rest/locations/status_buttons?type=location&id=${world.location.id}`)
      .json({ buttons: [] })
      .withCsrfToken()
      .loginAs(users.reader)
      .then((r) => r.assertStatus(403))

    await put(designer('location', world.location.id), users.venueEditor).then((r) =>
      r.assertStatus(200)
    )
    await client
      .get(designer('customer', world.customer.id))
      .loginAs(users.venueEditor)
      .then((r) => r.assertStatus(404))
    await put(designer('customer', world.customer.id), users.venueEditor).then((r) =>
      r.assertStatus(404)
    )

    await put(designer('group', world.group.id), users.editor).then((r) => r.assertStatus(200))
    await put(designer('customer', world.customer.id), users.editor).then((r) =>
      r.assertStatus(200)
    )

    for (const [type, id] of [
      ['location', world.location.id],
      ['customer', world.customer.id],
      ['group', world.group.id],
    ] as const) {
      await client
        .get(designer(type, id))
        .loginAs(users.stranger)
        .then((r) => r.assertStatus(404))
      await put(designer(type, id), users.stranger).then((r) => r.assertStatus(404))
      await client
        .get(`/rest/locations/status_buttons?type=${type}&id=${id}`)
        .loginAs(users.stranger)
        .then((r) => r.assertStatus(404))
    }
    await client.get(designer('location', world.location.id)).then((r) => r.assertStatus(401))
    await client
      .get(designer('location', 2_000_000_000))
      .loginAs(users.admin)
      .then((r) => r.assertStatus(404))
    await client
      .get(designer('planet', world.location.id))
      .loginAs(users.admin)
      .then((r) => r.assertStatus(404))
  })
})

test.group('Status page / the HTML page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('escapes every text, allows only its own nonce, and is complete without JavaScript', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    await craftSnapshot(world.location, [{ state: 'online' }, { state: 'online' }])
    const evil = '<script>alert("x")</script>'
    await db
      .from('locations')
      .where('id', world.location.id)
      .update({ name: `Bar ${evil}` })
    const now = new Date()
    await db.table('device_groups').insert({
      location_id: world.location.id,
      name: `Tills ${evil}`,
      type: 'pos',
      device_ids: '[]',
      created_at: now,
      updated_at: now,
    })
    const designer = `/rest/status-pages/location/${world.location.id}`
    await client
      .put(designer)
      .json(
        draft({
          headlines: { en: { all_running: `Fine ${evil}` } },
          notice: { en: `"quoted" & <b>bold</b>` },
        })
      )
      .withCsrfToken()
      .loginAs(world.users.editor)
    await client.post(`${designer}/publish`).withCsrfToken().loginAs(world.users.editor)

    const response = await fetch(`${base()}/status/${world.publicIds.location}`, {
      headers: { 'accept-language': 'en' },
    })
    assert.equal(response.status, 200)
    const page = await response.text()
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? ''
    )?.[1]
    assert.isString(nonce)
    assert.include(response.headers.get('content-security-policy')!, "default-src 'none'")
    assert.include(response.headers.get('content-security-policy')!, "frame-ancestors 'none'")
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer')
    assert.notInclude(page, evil)
    assert.include(page, 'Fine &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    assert.include(page, 'Bar &lt;script&gt;')
    assert.include(page, 'Tills &lt;script&gt;')
    assert.include(page, '&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;')
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((match) => match[1])
    assert.deepEqual(scripts, [` nonce="${nonce}"`], "one script, the page's own")
    // Without the script the page already says everything: headline, groups, support and contact buttons.
    const withoutScript = page.replace(/<script[\s\S]*?<\/script>/g, '')
    for (const text of [
      'Fine &lt;script',
      'The internet and WiFi work normally.',
      'Call the help desk',
      'href="tel:+3211223344"',
      'Monday to Friday, 9:00 to 17:00',
      '<svg',
    ]) {
      assert.include(withoutScript, text)
    }
    assert.isBelow(Buffer.byteLength(page), 60 * 1024, 'a light page')
  })

  test('/status asks for the code on the label and opens the page it names', async ({ assert }) => {
    const world = await buildStatusWorld()
    const ask = await fetch(`${base()}/status?lang=de`)
    assert.equal(ask.status, 200)
    assert.include(await ask.text(), 'Status anzeigen')
    const typed = encodeURIComponent(
      ` ${world.publicIds.group.slice(0, 11)} ${world.publicIds.group.slice(11)} `
    )
    const found = await fetch(`${base()}/status?code=${typed}&lang=fr`, { redirect: 'manual' })
    assert.equal(found.status, 302)
    assert.equal(found.headers.get('location'), `/status/${world.publicIds.group}?lang=fr`)
    const pasted = await fetch(
      `${base()}/status?code=${encodeURIComponent(`https://status.example.com/status/${world.publicIds.customer}`)}`,
      { redirect: 'manual' }
    )
    assert.equal(pasted.headers.get('location'), `/status/${world.publicIds.customer}?lang=en`)
    const unknown = await fetch(`${base()}/status?code=${encodeURIComponent('<b>nope</b>')}`, {
      headers: { 'accept-language': 'en' },
    })
    assert.equal(unknown.status, 404)
    const text = await unknown.text()
    assert.include(text, 'Invalid public id')
    assert.include(text, 'value="&lt;b&gt;nope&lt;/b&gt;"')
  })

  test('the designer previews the saved draft and an unsaved one, without script', async ({
    client,
    assert,
  }) => {
    const world = await buildStatusWorld()
    const designer = `/rest/status-pages/group/${world.group.id}`
    await client
      .put(designer)
      .json({ headlines: { de: { no_hardware: 'Noch nichts da' } } })
      .withCsrfToken()
      .loginAs(world.users.editor)
    const saved = await client.get(`${designer}/preview?lang=de`).loginAs(world.users.reader)
    saved.assertStatus(200)
    assert.include(saved.body().html, 'Noch nichts da')
    assert.include(saved.body().html, 'Vorschau')
    assert.notInclude(saved.body().html, '<script')
    const live = await client
      .post(`${designer}/preview?lang=de`)
      .json({ headlines: { de: { no_hardware: 'Gleich fertig' } } })
      .withCsrfToken()
      .loginAs(world.users.reader)
    live.assertStatus(200)
    assert.include(live.body().html, 'Gleich fertig')
    assert.include(
      (await client.get(`${designer}/preview?lang=de`).loginAs(world.users.reader)).body().html,
      'Noch nichts da',
      'the unsaved preview saved nothing'
    )
  })
})
