import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { defaultPortalSettings } from '#core/portal/portal_settings'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'
import {
  buildPortalWorld,
  formFields,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
  SUCCESS_PAGE,
} from './portal_world.js'

const LIMITS = 'rate_limits.classes.guestPortal'
const localMinute = (minutes: number) =>
  DateTime.now().setZone('Europe/Brussels').plus({ minutes }).toFormat("yyyy-MM-dd'T'HH:mm")
const hour = (offset: number) =>
  DateTime.now().setZone('Europe/Brussels').plus({ hours: offset }).toFormat('HH:00')

test.group('Guest portal / states', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test('temporarily offline, closed outside opening hours, a scheduled period: the offline text, and no sign-in', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const texts = defaultPortalSettings().texts
    const world = await buildPortalWorld(client, sim, {
      settings: {
        followOpeningHours: true,
        texts: { ...texts, en: { ...texts.en, offline: 'Back at five!' } },
      },
    })
    const guest = unauthorizedGuest(sim)
    const cases: Array<[string, () => Promise<unknown>, string]> = [
      [
        'offline',
        () => db.from('portals').where('id', world.portal.id).update({ offline: true }),
        'switched off',
      ],
      [
        'closed',
        () =>
          db
            .from('locations')
            .where('id', world.location.id)
            .update({
              opening_hours: JSON.stringify({
                every_day: true,
                open: hour(2),
                close: hour(3),
                days: Object.fromEntries(
                  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
                    d,
                    { closed: false, open: hour(2), close: hour(3) },
                  ])
                ),
              }),
            }),
        'opening hours',
      ],
      [
        'scheduled_offline',
        () =>
          db
            .from('portals')
            .where('id', world.portal.id)
            .update({
              schedule: JSON.stringify([
                {
                  from: localMinute(-60),
                  until: localMinute(60),
                  repeat: 'none',
                  ends: { kind: 'always' },
                },
              ]),
            }),
        'planned maintenance',
      ],
    ]
    for (const [state, enter, wording] of cases) {
      await db
        .from('portals')
        .where('id', world.portal.id)
        .update({ offline: false, schedule: '[]' })
      await db.from('locations').where('id', world.location.id).update({ opening_hours: null })
      await enter()
      // Written by hand (no model hooks): the cached portal is made stale as the app's own direct writes do.
      await invalidatePortals()
      const page = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
      page.assertStatus(200)
      assert.include(page.text(), 'Back at five!', state)
      assert.include(page.text(), wording, state)
      assert.notInclude(page.text(), '<form', state)
      assert.equal(
        (await client.get(`/rest/public/portal/${world.portal.publicId}`)).body().state,
        state
      )
      const refused = await client
        .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
        .json({ mac: guest.mac, email: 'x@example.com', terms: true })
      refused.assertStatus(409)
      assert.equal(refused.body().code, 'E_PORTAL_OFFLINE')
    }
    assert.lengthOf(await db.from('portal_sign_ins').where('portal_id', world.portal.id), 0)

    await db.from('portals').where('id', world.portal.id).update({ offline: false, schedule: '[]' })
    await db.from('locations').where('id', world.location.id).update({ opening_hours: null })
    await invalidatePortals()
    const open = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
    assert.include(open.text(), '<form')
  })
})

test.group('Guest portal / abuse', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const original = app.config.get(LIMITS)
    return () => app.config.set(LIMITS, original)
  })
  const unifi = useUnifi(group)

  test("each device is limited by its MAC (429 with Retry-After, a page for the page, JSON for the API), the venue's IP far higher", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    app.config.set(LIMITS, { perUser: null, perIp: 1000, perKey: 3 })
    await clearRateLimits()
    const guest = unauthorizedGuest(sim)
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')).status()
      )
    assert.deepEqual(statuses, [200, 200, 200, 429])
    const throttled = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
    assert.isAbove(Number(throttled.header('retry-after')), 0)
    assert.include(throttled.text(), 'Too many attempts')
    const api = await client
      .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
      .json({ mac: guest.mac, email: 'x@example.com', terms: true })
    api.assertStatus(429)
    assert.equal(api.body().code, 'E_TOO_MANY_REQUESTS')
    assert.isAbove(Number(api.header('retry-after')), 0)
    const neighbour = unauthorizedGuest(sim, SITE, [guest.mac])
    ;(await client.get(siteEntryUrl(SITE, neighbour))).assertStatus(200)

    app.config.set(LIMITS, { perUser: null, perIp: 2, perKey: 100 })
    await clearRateLimits()
    const byIp = []
    for (let i = 0; i < 3; i++)
      byIp.push(
        (
          await client.get(
            siteEntryUrl(SITE, unauthorizedGuest(sim, SITE, [guest.mac, neighbour.mac]))
          )
        ).status()
      )
    assert.deepEqual(byIp, [200, 200, 429])
    const json = await client.get(`/rest/public/portal/${world.portal.publicId}`)
    json.assertStatus(429)
  })

  test('every designer and guest text is escaped; links are only ever web addresses', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const texts = defaultPortalSettings().texts
    const evil = '<script>alert(1)</script>"\''
    const world = await buildPortalWorld(client, sim, {
      settings: {
        privacyUrl: 'javascript:alert(1)',
        landingUrl: 'javascript:alert(2)',
        colors: {
          main: 'red;}</style><script>',
          accent: '#000000',
          text: '#000000',
          background: 'url(x)',
        },
        texts: {
          ...texts,
          en: { body: evil, button: `Go ${evil}`, offline: evil, landingUrl: 'data:text/html,x' },
        },
      },
    })
    await db
      .from('locations')
      .where('id', world.location.id)
      .update({ name: `Bar <img src=x onerror=alert(3)>`, venue_name: null })
    await invalidatePortals()
    const guest = unauthorizedGuest(sim)
    const page = await client
      .get(siteEntryUrl(SITE, { ...guest, ssid: `"><script>alert(4)</script>` }))
      .header('accept-language', 'en')
    page.assertStatus(200)
    const text = page.text()
    assert.notInclude(text, '<script>alert')
    assert.notInclude(text, '<img src=x')
    assert.include(text, '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;')
    assert.notInclude(text, 'javascript:')
    assert.notInclude(text, 'red;}')
    assert.lengthOf(text.match(/<script/g) ?? [], 1, 'only our own nonce script')

    const refused = await client
      .post('/guest/connect')
      .form({ ...formFields(text), email: `"><script>alert(5)</script>@x`, firstname: evil })
      .header('accept-language', 'en')
    refused.assertStatus(422)
    assert.notInclude(refused.text(), '<script>alert')
    assert.include(refused.text(), 'value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;"')
    const posted = await client
      .post('/guest/connect')
      .form({ ...formFields(text), email: 'safe@example.com', terms: 'true' })
      .redirects(0)
    assert.match(
      posted.header('location') ?? '',
      SUCCESS_PAGE,
      'a landing URL that is no web address is never followed'
    )
  })

  test("another venue's data never shows: a site of one venue with the portal id of another is not available", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const mine = await buildPortalWorld(client, sim)
    const theirs = await buildPortalWorld(client, sim, { site: 'garden' })
    const guest = unauthorizedGuest(sim)
    const mixed = await client
      .get(siteEntryUrl(SITE, guest, `&portal=${theirs.portal.publicId}`))
      .header('accept-language', 'en')
    mixed.assertStatus(404)
    const right = await client.get(siteEntryUrl(SITE, guest, `&portal=${mine.portal.publicId}`))
    right.assertStatus(200)
    assert.equal(formFields(right.text()).portal, mine.portal.publicId)
  })
})
