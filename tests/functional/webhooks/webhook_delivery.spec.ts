import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { fakeOutboundResolution } from '#kernel/outbound/outbound_policy'
import webhookRetryTick from '#core/webhooks/jobs/webhook_retry_tick'
import webhookRetentionTick from '#core/webhooks/jobs/webhook_retention_tick'
import { nextAttemptAt } from '#core/webhooks/services/retry_schedule'
import WebhookEndpoint from '#core/webhooks/models/webhook_endpoint'
import { SECRET_HEADER } from '#core/webhooks/services/webhook_signing'
import { pollUntil } from '#tests/helpers/poll'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import {
  buildWebhookWorld,
  deliveriesOf,
  dueNow,
  guestSignedIn,
  useReceiver,
} from '#tests/functional/webhooks/webhook_world'

/**
 * Until every delivery was attempted and its attempts logged. Under the test's global transaction the runner's own
 * transaction is a savepoint on the same connection, so a read can fall between its update and its log insert.
 */
const settled = (endpointId: number, count = 1) =>
  pollUntil(
    async () => {
      const rows = await deliveriesOf(endpointId)
      if (rows.length < count || rows.some((row) => row.status === 'pending' && row.attempts === 0))
        return null
      const logged = await db
        .from('webhook_attempts')
        .whereIn(
          'delivery_id',
          rows.map((row) => row.id)
        )
        .count('* as total')
        .first()
      const attempts = rows.reduce((sum, row) => sum + Number(row.attempts), 0)
      return Number(logged?.total ?? 0) >= attempts ? rows : null
    },
    { what: 'the deliveries to be attempted and their attempts logged' }
  )

test.group('Webhooks / delivery: signed, retried, disabled, resent, guarded', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const receiver = useReceiver(group)
  let restoreResolver = () => {}
  group.each.teardown(async () => {
    restoreResolver()
    // Jobs still running would record their outcome after the test's transaction is gone.
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

  async function addEndpoint(
    client: any,
    user: any,
    base: string,
    path: string,
    eventTypes = ['guest.signed_in']
  ) {
    const created = await client
      .post(base)
      .json({ url: receiver.url(path), eventTypes })
      .withCsrfToken()
      .loginAs(user)
    created.assertStatus(201)
    return created.body() as { id: number; secret: string }
  }

  test('a guest sign-in reaches the venue and portal endpoints that chose it, verified by standardwebhooks; a 500 is retried on schedule', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const { editor } = world.users
    const venue = await addEndpoint(
      client,
      editor,
      `/rest/locations/${world.location.id}/webhooks`,
      '/hooks/venue'
    )
    const portal = await addEndpoint(
      client,
      editor,
      `/rest/portal/${world.location.id}/webhooks`,
      '/hooks/portal',
      ['guest.signed_in', 'guest.opted_in']
    )
    const optInOnly = await addEndpoint(
      client,
      editor,
      `/rest/locations/${world.location.id}/webhooks`,
      '/hooks/optin',
      ['guest.opted_in']
    )
    receiver.answer('/hooks/portal', { status: 500 })

    await guestSignedIn(world, 'ann@example.com')
    const [delivered] = await settled(venue.id)
    assert.equal(delivered.status, 'succeeded')
    const [atVenue] = receiver.received('/hooks/venue')
    assert.isTrue(atVenue.verified, atVenue.error ?? '')
    assert.deepInclude(atVenue.payload as object, { type: 'guest.signed_in' })
    assert.deepInclude((atVenue.payload as any).data, {
      email: 'ann@example.com',
      locationId: world.location.id,
      optIn: true,
    })
    assert.equal(atVenue.headers['webhook-id'], delivered.message_id)
    assert.equal(atVenue.headers[SECRET_HEADER], venue.secret, "the spec's secret header")
    assert.lengthOf(
      receiver.received('/hooks/optin'),
      0,
      'an endpoint that did not choose the event gets nothing'
    )
    assert.lengthOf(await deliveriesOf(optInOnly.id), 0)

    // The portal endpoint answered 500: pending, its attempt logged, the next one about 5 s later.
    const [failed] = await settled(portal.id)
    assert.deepInclude(failed, { status: 'pending', attempts: 1, last_status_code: 500 })
    const waitMs = new Date(failed.next_attempt_at).getTime() - Date.now()
    assert.isAbove(waitMs, 2_000)
    assert.isBelow(waitMs, 7_000)
    // Tests share one connection with the job: its transaction's later statements may still be under way.
    await pollUntil(async () => (await WebhookEndpoint.findOrFail(portal.id)).failingSince, {
      what: 'the endpoint to be marked failing',
    })
    await dueNow(portal.id)
    await webhookRetryTick()
    await pollUntil(async () => (await deliveriesOf(portal.id))[0].status === 'succeeded', {
      what: 'the retry to succeed',
    })
    const retried = receiver.received('/hooks/portal')
    assert.lengthOf(retried, 2)
    assert.isTrue(retried.every((entry) => entry.verified))
    assert.equal(
      retried[0].headers['webhook-id'],
      retried[1].headers['webhook-id'],
      'the same webhook-id on every attempt'
    )
    // A success ends the run of failures.
    await pollUntil(
      async () => (await WebhookEndpoint.findOrFail(portal.id)).failingSince === null,
      { what: 'the endpoint to be healthy again' }
    )

    const log = await client
      .get(`/rest/portal/${world.location.id}/webhooks/${portal.id}/deliveries`)
      .loginAs(world.users.reader)
    log.assertStatus(200)
    const [entry] = log.body().data
    assert.deepInclude(entry, { status: 'succeeded', attempts: 2, eventType: 'guest.signed_in' })
    assert.deepEqual(
      entry.log.map((attempt: any) => attempt.statusCode),
      [500, 204]
    )
    assert.isNumber(entry.log[0].durationMs)
  })

  test('410 disables the endpoint and mails its owner; resend one and resend all failed since a date; test event', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const base = `/rest/locations/${world.location.id}/webhooks`
    const path = '/hooks/gone'
    const endpoint = await addEndpoint(client, world.users.editor, base, path)
    receiver.answer(path, { status: 410 })
    await guestSignedIn(world, 'gone@example.com')
    await pollUntil(async () => !(await WebhookEndpoint.findOrFail(endpoint.id)).enabled, {
      what: 'the endpoint to be disabled',
    })
    const disabled = await WebhookEndpoint.findOrFail(endpoint.id)
    assert.equal(disabled.disabledReason, 'gone')
    assert.deepInclude((await deliveriesOf(endpoint.id))[0], {
      status: 'failed',
      last_status_code: 410,
    })
    const mail = await mailCatcher.waitFor(world.users.editor.email)
    assert.include(mail.subject, 'uitgeschakeld', "in the owner's language")

    await guestSignedIn(world, 'after@example.com')
    assert.lengthOf(
      await deliveriesOf(endpoint.id),
      1,
      'a disabled endpoint gets no new deliveries'
    )
    const [failedRow] = await deliveriesOf(endpoint.id)
    ;(
      await client
        .post(`${base}/${endpoint.id}/deliveries/${failedRow.id}/resend`)
        .withCsrfToken()
        .loginAs(world.users.editor)
    ).assertStatus(409)

    ;(
      await client
        .put(`${base}/${endpoint.id}`)
        .json({ enabled: true })
        .withCsrfToken()
        .loginAs(world.users.editor)
    ).assertStatus(200)
    const resent = await client
      .post(`${base}/${endpoint.id}/deliveries/${failedRow.id}/resend`)
      .withCsrfToken()
      .loginAs(world.users.editor)
    resent.assertStatus(202)
    await pollUntil(async () => (await deliveriesOf(endpoint.id))[0].status === 'succeeded', {
      what: 'the resend',
    })
    const received = receiver.received(path)
    assert.equal(received.at(-1)!.headers['webhook-id'], failedRow.message_id)
    assert.isTrue(received.at(-1)!.verified)

    // Two failures in the log, then "resend all failed since" sends exactly those.
    await db.table('webhook_deliveries').insert(
      [1, 2].map((n) => ({
        endpoint_id: endpoint.id,
        message_id: `msg_old${n}_${endpoint.id}`,
        event_type: 'guest.signed_in',
        body: JSON.stringify({
          type: 'guest.signed_in',
          timestamp: new Date().toISOString(),
          data: { n },
        }),
        status: 'failed',
        attempts: 8,
        created_at: new Date(Date.now() - n * 3600_000),
      }))
    )
    await db.table('webhook_deliveries').insert({
      endpoint_id: endpoint.id,
      message_id: `msg_older_${endpoint.id}`,
      event_type: 'guest.signed_in',
      body: '{}',
      status: 'failed',
      attempts: 8,
      created_at: new Date(Date.now() - 10 * 86400_000),
    })
    const bulk = await client
      .post(`${base}/${endpoint.id}/resend-failed`)
      .json({ since: new Date(Date.now() - 86400_000).toISOString() })
      .withCsrfToken()
      .loginAs(world.users.editor)
    bulk.assertStatus(202)
    assert.deepEqual(bulk.body(), { count: 2 })
    await pollUntil(
      async () =>
        (await deliveriesOf(endpoint.id)).filter((row) => row.status === 'succeeded').length === 3,
      { what: 'the bulk resend' }
    )
    assert.equal(
      (await db.from('webhook_deliveries').where('message_id', `msg_older_${endpoint.id}`).first())
        .status,
      'failed'
    )

    const sample = await client
      .post(`${base}/test`)
      .json({ endpointId: endpoint.id })
      .withCsrfToken()
      .loginAs(world.users.editor)
    sample.assertStatus(202)
    assert.equal(sample.body().eventType, 'webhook.test')
    await pollUntil(
      () =>
        receiver.received(path).find((entry) => (entry.payload as any)?.type === 'webhook.test'),
      { what: 'the test event' }
    )
    ;(
      await client
        .post(`${base}/test`)
        .json({ endpointId: endpoint.id })
        .withCsrfToken()
        .loginAs(world.users.reader)
    ).assertStatus(403)
  })

  test('refused at send time: a name that now resolves to a private address (DNS rebinding) is never connected to', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const names: Record<string, string[]> = { 'hooks.customer.example': ['93.184.216.34'] }
    restoreResolver = fakeOutboundResolution(names)
    const created = await client
      .post(`/rest/locations/${world.location.id}/webhooks`)
      .json({ url: 'https://hooks.customer.example/in', eventTypes: ['guest.signed_in'] })
      .withCsrfToken()
      .loginAs(world.users.editor)
    created.assertStatus(201)
    names['hooks.customer.example'] = ['10.20.30.40']

    await guestSignedIn(world)
    const [row] = await settled(created.body().id)
    assert.deepInclude(row, {
      status: 'pending',
      attempts: 1,
      last_error: 'blocked_address',
      last_status_code: null,
    })
    const attempt = await db.from('webhook_attempts').where('delivery_id', row.id).firstOrFail()
    assert.equal(attempt.error, 'blocked_address')
  })

  test('an endpoint failing for 5 days is disabled; a failing endpoint is left to the retry queue', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const endpoint = await addEndpoint(
      client,
      world.users.editor,
      `/rest/locations/${world.location.id}/webhooks`,
      '/hooks/failing'
    )
    await db
      .from('webhook_endpoints')
      .where('id', endpoint.id)
      .update({ failing_since: new Date(Date.now() - 6 * 86400_000) })
    receiver.answer('/hooks/failing', { status: 503 })

    await guestSignedIn(world)
    const sent: number[] = []
    await webhookRetryTick(async (id) => sent.push(id))
    assert.include(sent, endpoint.id, 'the failing endpoint waits for the tick')
    await webhookRetryTick()
    await pollUntil(async () => !(await WebhookEndpoint.findOrFail(endpoint.id)).enabled, {
      what: 'the endpoint to be disabled',
    })
    assert.equal((await WebhookEndpoint.findOrFail(endpoint.id)).disabledReason, 'failing')

    // The log is kept 30 days; work still pending is never removed.
    const old = new Date(Date.now() - 40 * 86400_000)
    const row = (status: string, n: number) => ({
      endpoint_id: endpoint.id,
      message_id: `msg_retention_${status}_${n}`,
      event_type: 'guest.signed_in',
      body: '{}',
      status,
      attempts: 1,
      next_attempt_at: status === 'pending' ? new Date() : null,
      created_at: old,
    })
    await db
      .table('webhook_deliveries')
      .insert([row('succeeded', endpoint.id), row('pending', endpoint.id)])
    await webhookRetentionTick()
    assert.deepEqual(
      (
        await db
          .from('webhook_deliveries')
          .where('created_at', '<', new Date(Date.now() - 30 * 86400_000))
          .select('status')
      ).map((r) => r.status),
      ['pending']
    )
  })

  test('a slow receiver does not hold up another endpoint of the same event', async ({
    client,
    assert,
  }) => {
    const world = await buildWebhookWorld()
    const base = `/rest/locations/${world.location.id}/webhooks`
    const slow = await addEndpoint(client, world.users.editor, base, '/hooks/slow')
    const quick = await addEndpoint(client, world.users.editor, base, '/hooks/quick')
    receiver.answer('/hooks/slow', { status: 204, delayMs: 3_000 })

    await guestSignedIn(world)
    await pollUntil(async () => (await deliveriesOf(quick.id))[0]?.status === 'succeeded', {
      what: 'the quick endpoint',
    })
    assert.deepInclude(
      (await deliveriesOf(slow.id))[0],
      { status: 'pending', attempts: 0 },
      'the slow one is still answering'
    )
    await pollUntil(async () => (await deliveriesOf(slow.id))[0].status === 'succeeded', {
      what: 'the slow endpoint',
    })
  })

  test('the retry schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h, with jitter, given up after 3 days', ({
    assert,
  }) => {
    const created = new Date('2026-05-01T00:00:00Z')
    const wait = (attempts: number, random = 0.5, now = created) =>
      nextAttemptAt(attempts, created, now, () => random)!.getTime() - now.getTime()
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => wait(n)),
      [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000]
    )
    assert.equal(wait(1, 0), 4_250)
    assert.equal(wait(1, 1), 5_750)
    assert.isNull(
      nextAttemptAt(9, created, new Date(created.getTime() + 70 * 3600_000), () => 0.5),
      'past 3 days: failed'
    )
  })
})
