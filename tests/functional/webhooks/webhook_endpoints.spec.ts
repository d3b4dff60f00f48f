import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { fakeOutboundResolution } from '#kernel/outbound/outbound_policy'
import WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { buildWebhookWorld } from '#tests/functional/webhooks/webhook_world'

test.group('Webhooks / endpoints: who may see and change them, secrets, URL checks', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let restoreResolver = () => {}
  group.each.teardown(() => restoreResolver())

  test('location and portal endpoints: the secret is shown once, rotated, never listed; keys and scope are enforced', async ({
    client,
    assert,
  }) => {
    const { location, other, users } = await buildWebhookWorld()
    const venue = `/rest/locations/${location.id}/webhooks`
    const portal = `/rest/portal/${location.id}/webhooks`

    const createdVenue = await client
      .post(venue)
      .json({
        url: 'https://localhost:9/hooks',
        eventTypes: ['guest.signed_in'],
        description: 'CRM',
      })
      .withCsrfToken()
      .loginAs(users.editor)
    createdVenue.assertStatus(201)
    const secret: string = createdVenue.body().secret
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    assert.deepInclude(createdVenue.body(), {
      scope: 'location',
      enabled: true,
      eventTypes: ['guest.signed_in'],
      description: 'CRM',
    })
    const stored = await db.from('webhook_endpoints').where('id', createdVenue.body().id).first()
    assert.notInclude(stored.secret, secret, 'encrypted at rest')

    const list = await client.get(venue).loginAs(users.reader)
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 1)
    assert.notProperty(list.body().data[0], 'secret')
    assert.notInclude(list.text(), secret)
    assert.includeMembers(
      list.body().eventTypes.map((entry: any) => entry.type),
      ['guest.signed_in', 'guest.opted_in', 'guest.data_deleted']
    )

    // The portal's endpoints are apart from the venue's and take only guest events.
    ;(await client.get(portal).loginAs(users.reader)).assertBodyContains({ data: [] })
    const portalTypes = (await client.get(portal).loginAs(users.reader))
      .body()
      .eventTypes.map((entry: any) => entry.type)
    assert.isTrue(portalTypes.every((type: string) => type.startsWith('guest.')))
    const notGuest = list
      .body()
      .eventTypes.map((entry: any) => entry.type)
      .find((type: string) => !type.startsWith('guest.'))
    if (notGuest) {
      const refused = await client
        .post(portal)
        .json({ url: 'https://localhost:9/p', eventTypes: [notGuest] })
        .withCsrfToken()
        .loginAs(users.editor)
      refused.assertStatus(422)
      assert.equal(refused.body().errors[0].field, 'eventTypes.0')
    }
    const createdPortal = await client
      .post(portal)
      .json({ url: 'https://localhost:9/p', eventTypes: ['guest.opted_in'] })
      .withCsrfToken()
      .loginAs(users.editor)
    createdPortal.assertStatus(201)
    ;(
      await client
        .put(`${venue}/${createdPortal.body().id}`)
        .json({ enabled: false })
        .withCsrfToken()
        .loginAs(users.editor)
    ).assertStatus(404)

    const rotated = await client
      .post(`${venue}/${createdVenue.body().id}/rotate-secret`)
      .withCsrfToken()
      .loginAs(users.editor)
    rotated.assertStatus(200)
    assert.notEqual(rotated.body().secret, secret)
    const endpoint = await WebhookEndpoint.findOrFail(createdVenue.body().id)
    assert.deepEqual(
      endpoint.signingSecrets(),
      [rotated.body().secret, secret],
      'both sign for a day'
    )

    const paused = await client
      .put(`${venue}/${endpoint.id}`)
      .json({ enabled: false, eventTypes: ['guest.signed_in', 'guest.opted_in'] })
      .withCsrfToken()
      .loginAs(users.editor)
    assert.deepInclude(paused.body(), {
      enabled: false,
      disabledReason: 'manual',
      eventTypes: ['guest.signed_in', 'guest.opted_in'],
    })
    const resumed = await client
      .put(`${venue}/${endpoint.id}`)
      .json({ enabled: true })
      .withCsrfToken()
      .loginAs(users.editor)
    assert.deepInclude(resumed.body(), { enabled: true, disabledReason: null })

    // Keys: readers read, the location key does not open the portal's webhooks, another customer sees nothing.
    const writes = [
      (user: any) =>
        client
          .post(venue)
          .json({ url: 'https://localhost:9/x', eventTypes: ['guest.signed_in'] })
          .withCsrfToken()
          .loginAs(user),
      (user: any) => client.delete(`${venue}/${endpoint.id}`).withCsrfToken().loginAs(user),
      (user: any) =>
        client.post(`${venue}/${endpoint.id}/rotate-secret`).withCsrfToken().loginAs(user),
    ]
    for (const write of writes) (await write(users.reader)).assertStatus(403)
    for (const write of writes) (await write(users.stranger)).assertStatus(404)
    ;(await client.get(portal).loginAs(users.noPortal)).assertStatus(403)
    ;(
      await client
        .get(`/rest/locations/${other.id}/webhooks/${endpoint.id}/deliveries`)
        .loginAs(users.stranger)
    ).assertStatus(404)
    ;(await client.get(`${venue}/${endpoint.id}/deliveries`).loginAs(users.reader)).assertStatus(
      200
    )

    ;(
      await client.delete(`${venue}/${endpoint.id}`).withCsrfToken().loginAs(users.editor)
    ).assertStatus(204)
    assert.isNull(await WebhookEndpoint.find(endpoint.id))
  })

  test("the spec's POST /portal/{id}/webhook adds a portal endpoint, with the same keys and URL checks", async ({
    client,
    assert,
  }) => {
    const { location, other, users } = await buildWebhookWorld()
    const alias = `/rest/portal/${location.id}/webhook`
    const created = await client
      .post(alias)
      .json({ url: 'https://localhost:9/spec', eventTypes: ['guest.signed_in'] })
      .withCsrfToken()
      .loginAs(users.editor)
    created.assertStatus(201)
    assert.match(created.body().secret, /^whsec_/)
    assert.deepInclude(created.body(), {
      scope: 'portal',
      enabled: true,
      eventTypes: ['guest.signed_in'],
    })
    const listed = await client.get(`/rest/portal/${location.id}/webhooks`).loginAs(users.reader)
    assert.deepEqual(
      listed.body().data.map((entry: any) => entry.id),
      [created.body().id]
    )

    const refused = await client
      .post(alias)
      .json({ url: 'https://10.0.0.5/in', eventTypes: ['guest.signed_in'] })
      .withCsrfToken()
      .loginAs(users.editor)
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_WEBHOOK_URL_REFUSED')
    ;(
      await client
        .post(alias)
        .json({ url: 'https://localhost:9/r', eventTypes: ['guest.signed_in'] })
        .withCsrfToken()
        .loginAs(users.reader)
    ).assertStatus(403)
    ;(
      await client
        .post(`/rest/portal/${other.id}/webhook`)
        .json({ url: 'https://localhost:9/s', eventTypes: ['guest.signed_in'] })
        .withCsrfToken()
        .loginAs(users.editor)
    ).assertStatus(404)
    assert.equal(
      await WebhookEndpoint.query()
        .where('location_id', location.id)
        .count('* as n')
        .first()
        .then((row) => Number(row?.$extras.n)),
      1,
      'nothing else saved'
    )
  })

  test('refused at save time: plain http, private and link-local addresses, and names that resolve to them; nothing saved', async ({
    client,
    assert,
  }) => {
    const { location, users } = await buildWebhookWorld()
    restoreResolver = fakeOutboundResolution({
      'intranet.example.com': ['192.168.1.10'],
      'mixed.example.com': ['93.184.216.34', 'fd00::5'],
      'nowhere.example.com': [],
    })
    const venue = `/rest/locations/${location.id}/webhooks`
    const cases: Array<[string, string]> = [
      ['http://hooks.example.com/in', 'webhook_https'],
      ['https://10.0.0.5/in', 'webhook_public_address'],
      ['https://169.254.169.254/latest/meta-data', 'webhook_public_address'],
      ['https://[::ffff:192.168.0.1]/in', 'webhook_public_address'],
      ['https://intranet.example.com/in', 'webhook_public_address'],
      ['https://mixed.example.com/in', 'webhook_public_address'],
      ['https://nowhere.example.com/in', 'webhook_resolvable'],
      ['ftp://hooks.example.com/in', 'url'],
    ]
    for (const [url, rule] of cases) {
      const answer = await client
        .post(venue)
        .json({ url, eventTypes: ['guest.signed_in'] })
        .header('accept-language', 'fr')
        .withCsrfToken()
        .loginAs(users.editor)
      answer.assertStatus(422)
      assert.equal(answer.body().errors[0].rule, rule, url)
      assert.notMatch(answer.body().errors[0].message, /^webhook_/, 'translated')
    }
    const bad = await client
      .post(venue)
      .json({ url: 'https://10.0.0.5/in', eventTypes: ['guest.signed_in'] })
      .header('accept-language', 'nl')
      .withCsrfToken()
      .loginAs(users.editor)
    assert.equal(bad.body().code, 'E_WEBHOOK_URL_REFUSED')
    assert.equal(bad.body().message, 'Deze webhook-URL kan niet gebruikt worden.')
    ;(
      await client
        .post(venue)
        .json({ url: 'https://localhost:9/in', eventTypes: [] })
        .withCsrfToken()
        .loginAs(users.editor)
    ).assertStatus(422)
    ;(
      await client
        .post(venue)
        .json({ url: 'https://localhost:9/in', eventTypes: ['no.such_event'] })
        .withCsrfToken()
        .loginAs(users.editor)
    ).assertStatus(422)
    assert.lengthOf(await db.from('webhook_endpoints').where('location_id', location.id), 0)

    const saved = await client
      .post(venue)
      .json({ url: 'https://localhost:9/in', eventTypes: ['guest.signed_in'] })
      .withCsrfToken()
      .loginAs(users.editor)
    saved.assertStatus(201)
    const moved = await client
      .put(`${venue}/${saved.body().id}`)
      .json({ url: 'https://intranet.example.com/in' })
      .withCsrfToken()
      .loginAs(users.editor)
    moved.assertStatus(422)
    assert.equal((await WebhookEndpoint.findOrFail(saved.body().id)).url, 'https://localhost:9/in')
  })
})
