import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { publishEvent } from '#kernel/events/publish_event'
import { RETRY_WAITS_SECONDS } from '#core/integrations/delivery/delivery_schedule'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { createUser, grant } from '#tests/helpers/fixtures'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { buildPortalWorld, unauthorizedGuest, useUnifi } from '../portal_public/portal_world.js'
import {
  AUDIENCE,
  MAILCHIMP_KEY,
  SECOND_KEY,
  deliverDue,
  deliveriesOf,
  dueNow,
  useMailchimp,
} from './integration_world.js'

const authorize = (client: any, publicId: string, body: Record<string, unknown>) =>
  client
    .post(`/rest/public/portal/${publicId}/authorize`)
    .json({ terms: true, language: 'en', ...body })

/** Guests reaching Mailchimp through the outbox (issue 13): status and tags, faults, a refused key, forgetting. */
test.group('Integrations / Mailchimp deliveries', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)
  const mailchimp = useMailchimp(group)

  async function connectedWorld(client: any) {
    const world = await buildPortalWorld(client, unifi())
    const owner = await createUser({ email: `owner-${world.location.id}@airdeck.test` })
    await grant(owner, 'location', world.location.id, [...PERMISSION_KEYS])
    const connected = await client
      .put(`/rest/portal/${world.location.id}/integrations/mailchimp`)
      .json({ settings: { apiKey: MAILCHIMP_KEY }, options: { audienceId: AUDIENCE.id } })
      .withCsrfToken()
      .loginAs(owner)
    if (connected.status() !== 200) throw new Error(`not connected: ${connected.text()}`)
    return { ...world, owner, connectionId: connected.body().id as number }
  }

  test('an opted-in guest is subscribed and tagged, a guest without opt-in is transactional; the sign-in never waits for Mailchimp', async ({
    client,
    assert,
  }) => {
    const sim = mailchimp()
    const world = await connectedWorld(client)
    sim.faults.latencyMs = 2000
    const fan = await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
      email: 'Fan@Example.com',
      firstname: 'Fien',
      optIn: true,
    })
    const quiet = await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
      email: 'quiet@example.com',
    })
    const voucherless = await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
    })
    assert.notExists(
      sim.requests.find((request) => request.method === 'PUT'),
      'the guests got their answer before Mailchimp answered anything'
    )
    assert.deepEqual([fan.status(), quiet.status()], [201, 201])
    assert.oneOf(voucherless.status(), [201, 422])
    sim.faults.latencyMs = 0

    await deliverDue()
    const rows = await deliveriesOf(world.connectionId)
    assert.deepEqual(
      rows.map((row) => [row.event, row.status]),
      [
        ['guest.signed_in', 'delivered'],
        ['guest.opted_in', 'delivered'],
        ['guest.signed_in', 'delivered'],
      ]
    )
    assert.isTrue(
      rows.every((row) => row.payload === null && row.email === null),
      'delivered rows keep no guest data'
    )
    const member = sim.member(AUDIENCE.name, 'fan@example.com')!
    assert.equal(member.status, 'subscribed')
    assert.equal(member.merge_fields.FNAME, 'Fien')
    assert.sameMembers(
      member.tags.map((tag) => tag.name),
      ['wifi-guest', world.location.name]
    )
    assert.equal(sim.member(AUDIENCE.name, 'quiet@example.com')!.status, 'transactional')
    const put = sim.requests.find(
      (request) => request.method === 'PUT' && request.path.endsWith('/members/' + member.id)
    )
    assert.equal((put?.body as { status_if_new?: string } | undefined)?.status_if_new, 'subscribed')

    const log = await client
      .get(`/rest/portal/${world.location.id}/integrations/mailchimp/activity`)
      .loginAs(world.owner)
    assert.equal(log.body().data.filter((line: any) => line.action === 'sync' && line.ok).length, 3)
  })

  test('Mailchimp down, throttling or answering garbage: retried later with backoff, nothing lost, nothing sent twice', async ({
    client,
    assert,
  }) => {
    const sim = mailchimp()
    const world = await connectedWorld(client)
    sim.faults.failNext(100, 503)
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      await authorize(client, world.portal.publicId, { mac: unauthorizedGuest(unifi()).mac, email })
    await deliverDue()
    let rows = await deliveriesOf(world.connectionId)
    assert.deepEqual(
      rows.map((row) => row.status),
      ['pending', 'pending', 'pending']
    )
    assert.isTrue(
      rows.every((row) => row.attempts <= 1),
      'a failure holds the rest of its batch back without spending their attempts'
    )
    assert.isTrue(
      rows.every((row) => new Date(row.next_attempt_at).getTime() > Date.now() + 20_000),
      'due again after the backoff'
    )
    await deliverDue()
    assert.equal(
      (await deliveriesOf(world.connectionId))[0].attempts,
      1,
      'not tried again before it is due'
    )

    sim.faults.reset()
    sim.faults.rateLimitNext(1, 90)
    await dueNow(world.connectionId)
    await deliverDue()
    rows = await deliveriesOf(world.connectionId)
    assert.equal(rows[0].attempts, 2)
    assert.isAbove(
      new Date(rows[0].next_attempt_at).getTime(),
      Date.now() + 80_000,
      'Retry-After is honoured'
    )

    sim.faults.garbageNext(1)
    await dueNow(world.connectionId)
    await deliverDue()
    rows = await deliveriesOf(world.connectionId)
    assert.equal(rows[0].status, 'pending')
    assert.include(rows[0].last_error, 'not JSON')

    await db
      .from('integration_deliveries')
      .where('id', rows[0].id)
      .update({ attempts: RETRY_WAITS_SECONDS.length })
    sim.faults.failNext(1, 500)
    await dueNow(world.connectionId)
    await deliverDue()
    assert.equal(
      (await deliveriesOf(world.connectionId))[0].status,
      'failed',
      'given up after the last wait, kept for a retry by hand'
    )

    const retried = await client
      .post(`/rest/portal/${world.location.id}/integrations/mailchimp/retry`)
      .withCsrfToken()
      .loginAs(world.owner)
    assert.equal(retried.body().retried, 1)
    await dueNow(world.connectionId)
    await deliverDue()
    rows = await deliveriesOf(world.connectionId)
    assert.deepEqual(
      rows.map((row) => row.status),
      ['delivered', 'delivered', 'delivered']
    )
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      assert.equal(sim.member(AUDIENCE.name, email)?.status, 'transactional')
    const failures = await client
      .get(`/rest/portal/${world.location.id}/integrations/mailchimp/activity`)
      .qs({ failed: true })
      .loginAs(world.owner)
    assert.isAtLeast(failures.body().meta.total, 4)
  })

  test('a key that stops working: "needs credentials", the owner is mailed once, deliveries wait; a new key sends them', async ({
    client,
    assert,
  }) => {
    const sim = mailchimp()
    const world = await connectedWorld(client)
    mailCatcher.clear()
    sim.faults.expireSessions()
    await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
      email: 'waiting@example.com',
      optIn: true,
    })
    await deliverDue()
    const connection = await db
      .from('integration_connections')
      .where('id', world.connectionId)
      .firstOrFail()
    assert.equal(connection.state, 'needs_credentials')
    const mail = await mailCatcher.waitFor(world.owner.email)
    assert.include(mail.subject, 'Mailchimp')
    assert.deepEqual(
      (await deliveriesOf(world.connectionId)).map((row) => row.status),
      ['pending', 'pending']
    )
    await dueNow(world.connectionId)
    await deliverDue()
    assert.isUndefined(
      sim.member(AUDIENCE.name, 'waiting@example.com'),
      'nothing is tried while the key is refused'
    )

    const listed = await client
      .get('/rest/integrations')
      .loginAs(await createUser({ isAdmin: true }))
    assert.equal(
      listed.body().integrations.find((item: any) => item.id === 'mailchimp').needsCredentials,
      1
    )

    sim.faults.reset()
    const fixed = await client
      .put(`/rest/portal/${world.location.id}/integrations/mailchimp`)
      .json({ settings: { apiKey: SECOND_KEY } })
      .withCsrfToken()
      .loginAs(world.owner)
    assert.equal(fixed.body().state, 'active')
    await deliverDue()
    assert.equal(sim.member(AUDIENCE.name, 'waiting@example.com')?.status, 'subscribed')
    assert.lengthOf(
      mailCatcher.all().filter((m) => m.subject?.includes('Mailchimp')),
      1,
      'mailed once'
    )
  })

  test("a guest's data deletion: waiting syncs are dropped and Mailchimp forgets the address for good", async ({
    client,
    assert,
  }) => {
    const sim = mailchimp()
    const world = await connectedWorld(client)
    await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
      email: 'gone@example.com',
      optIn: true,
    })
    await deliverDue()
    assert.equal(sim.member(AUDIENCE.name, 'gone@example.com')?.status, 'subscribed')

    sim.faults.failNext(100, 502)
    await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
      email: 'gone@example.com',
    })
    await deliverDue()
    sim.faults.reset()
    await db.transaction((trx) =>
      publishEvent(
        'guest.data_deleted',
        { email: 'Gone@example.com', portalIds: [world.portal.id], at: new Date().toISOString() },
        { trx }
      )
    )
    const rows = await deliveriesOf(world.connectionId)
    assert.deepEqual(
      rows.map((row) => [row.event, row.status]),
      [
        ['guest.signed_in', 'delivered'],
        ['guest.opted_in', 'delivered'],
        ['guest.data_deleted', 'pending'],
      ],
      'the waiting sync is dropped'
    )
    await dueNow(world.connectionId)
    await deliverDue()
    assert.equal((await deliveriesOf(world.connectionId)).at(-1).status, 'delivered')
    assert.isUndefined(sim.member(AUDIENCE.name, 'gone@example.com'))
    assert.lengthOf(
      await db.from('integration_deliveries').whereNotNull('email'),
      0,
      'no row keeps the address'
    )

    await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(unifi()).mac,
      email: 'gone@example.com',
      optIn: true,
    })
    await deliverDue()
    const last = (await deliveriesOf(world.connectionId)).at(-1)
    assert.equal(last.status, 'rejected', 'Mailchimp refuses a forgotten address; not retried')
    assert.include(last.last_error, 'Forgotten Email Not Subscribed')
  })
})
