import { createHash, randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { publishEvent } from '#kernel/events/publish_event'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { runConnectionDeliveries } from '#core/integrations/delivery/connection_runner'
import integrationDeliveryTick from '#core/integrations/jobs/integration_delivery_tick'
import { releaseRunnerLease, reserveRunner, takeRunnerLease } from '#kernel/outbox/runner_slot'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { pollUntil } from '#tests/helpers/poll'
import {
  AUDIENCE,
  MAILCHIMP_KEY,
  deliveriesOf,
  integrationJobsSettled,
  useMailchimp,
} from './integration_world.js'

const md5 = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex')
/** The member PUTs Mailchimp accepted for these guests (one entry per accepted request; the simulator is shared). */
const memberPuts = (
  requests: Array<{ method: string; path: string; status: number }>,
  emails: string[]
) => {
  const hashes = new Set(emails.map(md5))
  return requests
    .filter((request) => request.method === 'PUT' && request.status < 300)
    .map((request) => request.path.split('?')[0].split('/').at(-1)!)
    .filter((hash) => hashes.has(hash))
}

/** The delivery runner (issue 13 at scale): one runner per connection, coalesced nudges, leases taken when it starts. */
test.group(
  'Integrations / delivery runner: one per connection, claims at start, a crashed one is taken over',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const mailchimp = useMailchimp(group)

    async function connectedPortal(client: any) {
      const tenant = await createTenant()
      const portal = await findOrCreatePortal(tenant.location)
      const owner = await createUser()
      await grant(owner, 'location', tenant.location.id, [...PERMISSION_KEYS])
      const connected = await client
        .put(`/rest/portal/${tenant.location.id}/integrations/mailchimp`)
        .json({ settings: { apiKey: MAILCHIMP_KEY }, options: { audienceId: AUDIENCE.id } })
        .withCsrfToken()
        .loginAs(owner)
      if (connected.status() !== 200) throw new Error(`not connected: ${connected.text()}`)
      await integrationJobsSettled()
      return { location: tenant.location, portal, connectionId: connected.body().id as number }
    }

    /** Guests sign in, their events published in one transaction (as one commit). */
    const signIn = (
      world: { location: { id: number }; portal: { id: number } },
      ...emails: string[]
    ) =>
      db.transaction(async (trx) => {
        for (const email of emails) {
          await publishEvent(
            'guest.signed_in',
            {
              portalId: world.portal.id,
              locationId: world.location.id,
              clientId: 1,
              signInId: 1,
              email,
              firstname: 'Burst',
              lastname: null,
              phone: null,
              language: 'en',
              optIn: false,
              returning: false,
              mac: '02:00:00:00:00:01',
              voucher: false,
              at: new Date().toISOString(),
            },
            { trx }
          )
        }
      })

    test('a burst of guest events costs a few runner jobs, not one per event, and every row is delivered exactly once', async ({
      client,
      assert,
    }) => {
      const sim = mailchimp()
      const world = await connectedPortal(client)
      const since = new Date()
      const emails = Array.from({ length: 40 }, (_, n) => `burst-${n}@example.com`)
      for (const email of emails) await signIn(world, email)

      await pollUntil(
        async () =>
          (await deliveriesOf(world.connectionId)).every((row) => row.status === 'delivered'),
        { what: 'every row to be delivered' }
      )
      await integrationJobsSettled()
      const jobs = await db
        .from('job_runs')
        .where('job_name', 'integrations.deliver')
        .where('created_at', '>=', since)
        .count('* as n')
        .first()
      assert.isAtMost(
        Number(jobs.n),
        10,
        'a runner per connection drains what is due (it was a job per nudge), at most one queued at a time'
      )

      const rows = await deliveriesOf(world.connectionId)
      assert.lengthOf(rows, emails.length)
      assert.isTrue(
        rows.every((row) => row.attempts === 1),
        'each row attempted once'
      )
      assert.sameMembers(
        memberPuts(sim.requests, emails),
        emails.map(md5),
        'each guest reached Mailchimp exactly once'
      )
      const log = await db
        .from('integration_attempts')
        .where({ connection_id: world.connectionId, action: 'sync' })
      assert.lengthOf(log, emails.length, 'one activity line per delivery')
      assert.isTrue(log.every((line) => line.ok))
      const connection = await db
        .from('integration_connections')
        .where('id', world.connectionId)
        .firstOrFail()
      assert.isNull(connection.runner_claim, 'the runner let go of the connection')
      assert.isNotNull(connection.last_success_at)
    })

    test('at most one runner is queued per connection, and none while one runs', async ({
      client,
      assert,
    }) => {
      const { connectionId } = await connectedPortal(client)
      assert.isTrue(
        await reserveRunner('integration_connections', connectionId),
        'the first nudge queues a runner'
      )
      assert.isFalse(
        await reserveRunner('integration_connections', connectionId),
        'the next nudges do not'
      )
      const claim = await takeRunnerLease('integration_connections', connectionId)
      assert.isString(claim, 'the runner takes its lease when it starts')
      assert.isFalse(
        await reserveRunner('integration_connections', connectionId),
        'none queued while it runs: it drains what comes due'
      )
      assert.isNull(
        await takeRunnerLease('integration_connections', connectionId),
        'a second runner backs off'
      )
      await releaseRunnerLease('integration_connections', connectionId, claim!)
      assert.isTrue(
        await reserveRunner('integration_connections', connectionId),
        'queued again once it let go'
      )
      await db
        .from('integration_connections')
        .where('id', connectionId)
        .update({ runner_queued_at: null })
    })

    test("a crashed runner's lease keeps others off until it runs out; then its rows are claimed again and delivered once", async ({
      client,
      assert,
    }) => {
      const sim = mailchimp()
      const world = await connectedPortal(client)
      // A runner that died mid-batch: its connection lease and its rows' leases still look alive.
      const crashed = randomUUID()
      const inOneMinute = new Date(Date.now() + 60_000)
      await db
        .from('integration_connections')
        .where('id', world.connectionId)
        .update({ runner_claim: crashed, runner_lease_until: inOneMinute })
      const emails = ['crash-a@example.com', 'crash-b@example.com', 'crash-c@example.com']
      await db.table('integration_deliveries').insert(
        emails.map((email) => ({
          connection_id: world.connectionId,
          event: 'guest.signed_in',
          payload: JSON.stringify({
            portalId: world.portal.id,
            locationId: world.location.id,
            email,
            optIn: false,
            at: new Date().toISOString(),
          }),
          email,
          status: 'pending',
          attempts: 0,
          claim: crashed,
          next_attempt_at: inOneMinute,
          created_at: new Date(),
        }))
      )

      const queued: number[] = []
      await integrationDeliveryTick(async (id) => queued.push(id))
      assert.notInclude(
        queued,
        world.connectionId,
        'nothing is due and a runner holds the connection'
      )
      await runConnectionDeliveries(world.connectionId)
      assert.deepEqual(
        (await deliveriesOf(world.connectionId)).map((row) => row.status),
        ['pending', 'pending', 'pending'],
        'a second runner backs off'
      )

      // Its leases run out: the next tick queues a runner, which claims the rows for itself and delivers them.
      const past = new Date(Date.now() - 1000)
      await db
        .from('integration_connections')
        .where('id', world.connectionId)
        .update({ runner_lease_until: past })
      await db
        .from('integration_deliveries')
        .where('connection_id', world.connectionId)
        .update({ next_attempt_at: past })
      await integrationDeliveryTick()
      await pollUntil(
        async () =>
          (await deliveriesOf(world.connectionId)).every((row) => row.status === 'delivered'),
        { what: 'the rows to be delivered' }
      )
      await integrationJobsSettled()
      const rows = await deliveriesOf(world.connectionId)
      assert.isTrue(
        rows.every((row) => row.attempts === 1 && row.claim !== crashed),
        'claimed again under the new runner'
      )
      assert.sameMembers(
        memberPuts(sim.requests, emails),
        emails.map(md5),
        'delivered exactly once'
      )
    })

    test("one guest's events keep their order within a batch; a service that is down stops the runner and postpones what is due", async ({
      client,
      assert,
    }) => {
      const sim = mailchimp()
      const world = await connectedPortal(client)
      sim.faults.failNext(1000, 503)
      await signIn(world, 'down-a@example.com', 'down-b@example.com', 'down-a@example.com')
      await pollUntil(
        async () =>
          (await deliveriesOf(world.connectionId)).every(
            (row) => new Date(row.next_attempt_at).getTime() > Date.now() + 20_000
          ),
        { what: 'the rows to be postponed' }
      )
      await integrationJobsSettled()
      const rows = await deliveriesOf(world.connectionId)
      assert.isTrue(
        rows.every((row) => row.status === 'pending' && row.attempts <= 1),
        'nothing lost, no attempt spent on rows not tried'
      )
      assert.equal(rows[2].attempts, 0, "the guest's second event waits behind its first")
      const tried = sim.requests.filter((request) => request.method === 'PUT').length
      await integrationDeliveryTick()
      await integrationJobsSettled()
      assert.equal(
        sim.requests.filter((request) => request.method === 'PUT').length,
        tried,
        'no hammering: nothing is due before the backoff'
      )
    })
  }
)
