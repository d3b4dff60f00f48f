import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { pollUntil } from '#tests/helpers/poll'
import { createUser, grant } from '#tests/helpers/fixtures'
import {
  buildWebhookWorld,
  deliveriesOf,
  guestSignedIn,
  useReceiver,
} from '#tests/functional/webhooks/webhook_world'

/** Issue 31 item 4: an event's data needs its key on the venue (guest events: portal_read) to subscribe or read it. */
test.group('Webhooks / events need the right to read their data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const receiver = useReceiver(group)
  group.each.teardown(async () => {
    await pollUntil(
      async () =>
        !(await db
          .from('job_runs')
          .where('queue', 'like', 'webhooks%')
          .whereIn('status', ['pending', 'running'])
          .first()),
      { what: 'the webhook jobs to finish' }
    )
    receiver.clear()
  })

  test('an installer or a venue editor without portal keys cannot subscribe to guest events, nor change or re-key such an endpoint', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const installer = await createUser({ accountRole: 'installer' } as any)
    const venue = `/rest/locations/${world.location.id}/webhooks`
    ;(
      await client.get(`/rest/portal/${world.location.id}/clients`).loginAs(installer)
    ).assertStatus(403)

    for (const user of [installer, world.users.noPortal]) {
      const refused = await client
        .post(venue)
        .json({
          url: receiver.url('/stolen'),
          eventTypes: ['location.status_changed', 'guest.signed_in'],
        })
        .header('accept-language', 'de')
        .withCsrfToken()
        .loginAs(user)
      refused.assertStatus(403)
      assert.equal(refused.body().code, 'E_WEBHOOK_EVENT_FORBIDDEN')
      assert.include(refused.body().message, 'guest.signed_in', 'the message names the event')
      const offered = (await client.get(venue).loginAs(user))
        .body()
        .eventTypes.map((entry: any) => entry.type)
      assert.notInclude(offered, 'guest.signed_in')
      assert.include(offered, 'device.offline')
    }
    assert.lengthOf(
      await db.from('webhook_endpoints').where('location_id', world.location.id),
      0,
      'nothing saved'
    )
    // Events about the venue's network need only the venue's keys.
    ;(
      await client
        .post(venue)
        .json({ url: receiver.url('/status'), eventTypes: ['location.status_changed'] })
        .withCsrfToken()
        .loginAs(installer)
    ).assertStatus(201)

    const guests = await client
      .post(venue)
      .json({ url: receiver.url('/crm'), eventTypes: ['guest.signed_in'] })
      .withCsrfToken()
      .loginAs(world.users.editor)
    guests.assertStatus(201)
    const one = `${venue}/${guests.body().id}`
    const moved = await client
      .put(one)
      .json({ url: receiver.url('/stolen') })
      .withCsrfToken()
      .loginAs(installer)
    moved.assertStatus(403)
    assert.equal(moved.body().code, 'E_WEBHOOK_EVENT_FORBIDDEN')
    ;(
      await client
        .put(one)
        .json({ eventTypes: ['device.offline'] })
        .withCsrfToken()
        .loginAs(world.users.noPortal)
    ).assertStatus(200)
    ;(
      await client
        .put(one)
        .json({ eventTypes: ['device.offline', 'guest.opted_in'] })
        .withCsrfToken()
        .loginAs(world.users.noPortal)
    ).assertStatus(403)
    ;(
      await client
        .put(one)
        .json({ eventTypes: ['guest.signed_in'] })
        .withCsrfToken()
        .loginAs(world.users.editor)
    ).assertStatus(200)
    ;(await client.post(`${one}/rotate-secret`).withCsrfToken().loginAs(installer)).assertStatus(
      403
    )
    const stored = await db.from('webhook_endpoints').where('id', guests.body().id).first()
    assert.equal(stored.url, receiver.url('/crm'))
  })

  test('a reader without portal_read sees guest deliveries redacted (payload and answers) and may not resend them; made before, they stay protected', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const locationReader = await createUser()
    await grant(locationReader, 'location', world.location.id, ['location_read'])
    const venue = `/rest/locations/${world.location.id}/webhooks`
    const created = await client
      .post(venue)
      .json({ url: receiver.url('/crm'), eventTypes: ['guest.signed_in'] })
      .withCsrfToken()
      .loginAs(world.users.editor)
    created.assertStatus(201)
    await guestSignedIn(world, 'ann@example.com')
    await pollUntil(
      async () => {
        const rows = await deliveriesOf(created.body().id)
        return rows.length === 1 && rows[0].status === 'succeeded' ? rows : null
      },
      { what: 'the delivery to be attempted' }
    )
    const log = `${venue}/${created.body().id}/deliveries`

    const full = (await client.get(log).loginAs(world.users.reader)).body().data[0]
    assert.deepInclude(full, { eventType: 'guest.signed_in', redacted: false })
    assert.equal(full.payload.data.email, 'ann@example.com')

    for (const user of [locationReader, world.users.noPortal]) {
      const answer = await client.get(log).loginAs(user)
      answer.assertStatus(200)
      const [entry] = answer.body().data
      assert.deepInclude(entry, {
        eventType: 'guest.signed_in',
        status: 'succeeded',
        redacted: true,
        payload: null,
      })
      assert.isTrue(
        entry.log.length > 0 && entry.log.every((attempt: any) => attempt.responseBody === null)
      )
      assert.notInclude(answer.text(), 'ann@example.com')
      assert.notInclude(answer.text(), '02:00:00:00:00:01')
    }
    const resend = await client
      .post(`${log}/${full.id}/resend`)
      .withCsrfToken()
      .loginAs(world.users.noPortal)
    resend.assertStatus(403)
    assert.equal(resend.body().code, 'E_WEBHOOK_EVENT_FORBIDDEN')
    await db
      .from('webhook_deliveries')
      .where('endpoint_id', created.body().id)
      .update({ status: 'failed' })
    const since = new Date(Date.now() - 3_600_000).toISOString()
    const failed = await client
      .post(`${venue}/${created.body().id}/resend-failed`)
      .json({ since })
      .withCsrfToken()
      .loginAs(world.users.noPortal)
    assert.deepEqual(failed.body(), { count: 0 })
    assert.equal((await deliveriesOf(created.body().id))[0].status, 'failed', 'not sent again')
  })
})
