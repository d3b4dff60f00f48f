import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import {
  AUDIENCE,
  MAILCHIMP_KEY,
  SECOND_KEY,
  WRONG_KEY,
  useMailchimp,
} from './integration_world.js'

/** Connecting a venue's portal to Mailchimp (issue 13): a tested key, the audience picker, options, test, log, overview. */
test.group('Integrations / connecting Mailchimp', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const mailchimp = useMailchimp(group)

  test('a wrong key saves nothing and says "check and retry"; the right key with an audience is saved, never shown, and tested', async ({
    client,
    assert,
  }) => {
    const sim = mailchimp()
    const { location, customer } = await createTenant()
    const owner = await createUser()
    await grant(owner, 'customer', customer.id, [...PERMISSION_KEYS])
    const base = `/rest/portal/${location.id}/integrations`
    const dutchOwner = await createUser({ lang: 'nl' })
    await grant(dutchOwner, 'customer', customer.id, [...PERMISSION_KEYS])
    const put = (body: unknown, as = owner) =>
      client.put(`${base}/mailchimp`).json(body).withCsrfToken().loginAs(as)

    const malformed = await put({ settings: { apiKey: 'not a key' } })
    malformed.assertStatus(422)
    assert.equal(malformed.body().errors[0].field, 'apiKey')

    const wrong = await put({
      settings: { apiKey: WRONG_KEY },
      options: { audienceId: AUDIENCE.id },
    })
    wrong.assertStatus(422)
    assert.deepInclude(wrong.body(), {
      code: 'E_INTEGRATION_KEY_INVALID',
      message: 'Mailing-list or loyalty API key invalid: check and retry.',
    })
    const dutch = await put({ settings: { apiKey: WRONG_KEY } }, dutchOwner)
    assert.include(dutch.body().message, 'controleer en probeer opnieuw')
    assert.lengthOf(await db.from('integration_connections'), 0, 'a refused key saves nothing')
    assert.lengthOf(
      await db.from('portals').where('location_id', location.id),
      0,
      'not even the portal'
    )

    const picker = await client
      .get('/rest/integrations/mailchimp/audiences')
      .qs({ location: location.id, apiKey: MAILCHIMP_KEY })
      .loginAs(owner)
    picker.assertStatus(200)
    assert.deepInclude(picker.body().data, { id: AUDIENCE.id, name: AUDIENCE.name, memberCount: 0 })
    const pickerWrong = await client
      .get('/rest/integrations/mailchimp/audiences')
      .qs({ location: location.id, apiKey: WRONG_KEY })
      .loginAs(owner)
    assert.equal(pickerWrong.body().code, 'E_INTEGRATION_KEY_INVALID')

    const unknownAudience = await put({
      settings: { apiKey: MAILCHIMP_KEY },
      options: { audienceId: 'nosuchlist' },
    })
    unknownAudience.assertStatus(422)
    assert.equal(unknownAudience.body().errors[0].field, 'options.audienceId')

    const connected = await put({
      settings: { apiKey: MAILCHIMP_KEY },
      options: { audienceId: AUDIENCE.id, tags: ['wifi-guest', 'terrace'] },
    })
    connected.assertStatus(200)
    assert.deepInclude(connected.body(), {
      pluginId: 'mailchimp',
      state: 'active',
      account: 'Test Venue Marketing',
      secretsSet: ['apiKey'],
    })
    assert.deepEqual(connected.body().settings, {})
    assert.notInclude(connected.text(), MAILCHIMP_KEY)
    const stored = await db.from('integration_connections').firstOrFail()
    assert.notInclude(stored.settings, MAILCHIMP_KEY, 'the key is encrypted at rest')
    assert.equal(stored.connected_by, owner.id)
    assert.isTrue(sim.requests.some((request) => request.path === '/3.0/ping'))

    const listed = await client.get(base).loginAs(owner)
    listed.assertStatus(200)
    const entry = listed.body().data.find((item: any) => item.plugin.id === 'mailchimp')
    assert.equal(entry.plugin.settingsSchema.properties.apiKey.writeOnly, true)
    assert.equal(entry.connection.options.audienceId, AUDIENCE.id)
    assert.notInclude(listed.text(), MAILCHIMP_KEY)

    const choices = await client.get(`${base}/mailchimp/choices`).loginAs(owner)
    assert.deepEqual(
      choices.body().choices.audienceId.map((choice: any) => choice.value),
      [AUDIENCE.id, 'news000001']
    )
    const saved = await client
      .get('/rest/integrations/mailchimp/audiences')
      .qs({ location: location.id })
      .loginAs(owner)
    assert.lengthOf(saved.body().data, 2, 'the saved key lists the audiences too')

    const moved = await client
      .patch(`${base}/mailchimp`)
      .json({ options: { audienceId: 'news000001' } })
      .withCsrfToken()
      .loginAs(owner)
    moved.assertStatus(200)
    assert.equal(moved.body().options.audienceId, 'news000001')
    const paused = await client
      .patch(`${base}/mailchimp`)
      .json({ active: false })
      .withCsrfToken()
      .loginAs(owner)
    assert.equal(paused.body().state, 'inactive')

    const tested = await client
      .post(`${base}/mailchimp/test`)
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(owner)
    tested.assertStatus(200)
    assert.deepInclude(tested.body(), {
      ok: true,
      message: 'The key works. Account: Test Venue Marketing',
    })
    sim.faults.wrongCredentials = true
    const refused = await client
      .post(`${base}/mailchimp/test`)
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(owner)
    assert.deepInclude(refused.body(), {
      ok: false,
      message: 'Mailing-list or loyalty API key invalid: check and retry.',
    })
    sim.faults.wrongCredentials = false

    const newKey = await put({ settings: { apiKey: SECOND_KEY } })
    newKey.assertStatus(200)
    assert.equal(newKey.body().state, 'active')
    assert.equal(newKey.body().options.audienceId, 'news000001', 'a new key keeps the options')

    const log = await client.get(`${base}/mailchimp/activity`).loginAs(owner)
    assert.deepEqual(
      log.body().data.map((line: any) => [line.action, line.ok]),
      [
        ['connect', true],
        ['test', false],
        ['test', true],
        ['connect', true],
      ]
    )
    const failedOnly = await client
      .get(`${base}/mailchimp/activity`)
      .qs({ failed: true })
      .loginAs(owner)
    assert.equal(failedOnly.body().meta.total, 1)

    const gone = await client.delete(`${base}/mailchimp`).withCsrfToken().loginAs(owner)
    gone.assertStatus(204)
    assert.lengthOf(await db.from('integration_connections'), 0)
    assert.lengthOf(await db.from('integration_attempts'), 0, 'the log goes with it')
  })

  test("who may: the venue's portal editors connect; read-only users and strangers do not; the overview is for partners", async ({
    client,
    assert,
  }) => {
    const { location, customer } = await createTenant()
    const editor = await createUser()
    await grant(editor, 'customer', customer.id, [...PERMISSION_KEYS])
    const reader = await createUser()
    await grant(reader, 'customer', customer.id, ['customer_read', 'location_read', 'portal_read'])
    const stranger = await createUser()
    const partner = await Partner.create({ name: 'Installer' })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: customer.id,
      permissions: [...PERMISSION_KEYS],
    })
    const partnerUser = await createUser({ partnerId: partner.id })
    const otherPartnerUser = await createUser({
      partnerId: (await Partner.create({ name: 'Elsewhere' })).id,
    })
    const path = `/rest/portal/${location.id}/integrations/mailchimp`

    ;(
      await client
        .put(path)
        .json({ settings: { apiKey: MAILCHIMP_KEY } })
        .withCsrfToken()
        .loginAs(reader)
    ).assertStatus(403)
    ;(
      await client
        .put(path)
        .json({ settings: { apiKey: MAILCHIMP_KEY } })
        .withCsrfToken()
        .loginAs(stranger)
    ).assertStatus(404)
    ;(
      await client
        .get('/rest/integrations/mailchimp/audiences')
        .qs({ location: location.id, apiKey: MAILCHIMP_KEY })
        .loginAs(reader)
    ).assertStatus(403)
    ;(
      await client
        .get('/rest/integrations/mailchimp/audiences')
        .qs({ location: location.id, apiKey: MAILCHIMP_KEY })
        .loginAs(stranger)
    ).assertStatus(404)
    ;(
      await client
        .put(path)
        .json({ settings: { apiKey: MAILCHIMP_KEY }, options: { audienceId: AUDIENCE.id } })
        .withCsrfToken()
        .loginAs(partnerUser)
    ).assertStatus(200)
    ;(await client.get(`${path}/activity`).loginAs(reader)).assertStatus(200)
    ;(await client.post(`${path}/test`).withCsrfToken().loginAs(reader)).assertStatus(403)
    // Issue 31: the guest data of an integration's log needs the portal keys; the venue's own keys or an installer's do not do.
    const venueOnly = await createUser()
    await grant(venueOnly, 'customer', customer.id, [
      'customer_read',
      'location_read',
      'location_update',
    ])
    const installer = await createUser({ accountRole: 'installer' } as any)
    for (const user of [venueOnly, installer]) {
      ;(await client.get(`${path}/activity`).loginAs(user)).assertStatus(403)
      ;(
        await client
          .put(path)
          .json({ settings: { apiKey: MAILCHIMP_KEY } })
          .withCsrfToken()
          .loginAs(user)
      ).assertStatus(403)
    }
    const venuePartner = await Partner.create({ name: 'Venue keys only' })
    await PartnerGrant.create({
      partnerId: venuePartner.id,
      subjectType: 'customer',
      subjectId: customer.id,
      permissions: ['customer_read', 'location_read', 'location_update'],
    })
    const venuePartnerUser = await createUser({ partnerId: venuePartner.id })
    assert.equal(
      (await client.get('/rest/integrations/activity').loginAs(venuePartnerUser)).body().meta.total,
      0,
      'no portal keys, no integration log'
    )

    ;(await client.get('/rest/integrations').loginAs(editor)).assertStatus(403)
    const overview = await client.get('/rest/integrations').loginAs(partnerUser)
    overview.assertStatus(200)
    assert.deepInclude(
      overview.body().integrations.find((item: any) => item.id === 'mailchimp'),
      { name: 'Mailchimp', connections: 1, needsCredentials: 0 }
    )
    assert.deepInclude(overview.body().connections.data[0], {
      pluginId: 'mailchimp',
      pluginName: 'Mailchimp',
      state: 'active',
    })
    assert.equal(overview.body().connections.data[0].location.id, location.id)
    assert.notInclude(overview.text(), MAILCHIMP_KEY)
    const elsewhere = await client.get('/rest/integrations').loginAs(otherPartnerUser)
    assert.equal(
      elsewhere.body().connections.meta.total,
      0,
      "another partner's venues stay out of sight"
    )
    const activity = await client.get('/rest/integrations/activity').loginAs(partnerUser)
    assert.equal(activity.body().data[0].action, 'connect')
    assert.equal(
      (await client.get('/rest/integrations/activity').loginAs(otherPartnerUser)).body().meta.total,
      0
    )

    const partnerWide = await client.get('/rest/integrations/partner').loginAs(partnerUser)
    partnerWide.assertStatus(200)
    assert.isTrue(
      partnerWide.body().data.every((item: any) => item.plugin.scope === 'partner'),
      'only partner-wide integrations'
    )
    ;(await client.get('/rest/integrations/partner').loginAs(editor)).assertStatus(403)
    ;(
      await client
        .put('/rest/integrations/partner/mailchimp')
        .json({ settings: { apiKey: MAILCHIMP_KEY } })
        .withCsrfToken()
        .loginAs(partnerUser)
    ).assertStatus(404)
  })
})
