import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import webhookRetryTick from '#core/webhooks/jobs/webhook_retry_tick'
import { pollUntil } from '#tests/helpers/poll'
import {
  buildWebhookWorld,
  deliveriesOf,
  guestSignedIn,
  useReceiver,
} from '#tests/functional/webhooks/webhook_world'

const jobsSettled = () =>
  pollUntil(
    async () =>
      !(await db
        .from('job_runs')
        .where('queue', 'like', 'webhooks%')
        .whereIn('status', ['pending', 'running'])
        .first()),
    { what: 'the webhook jobs to finish' }
  )

/** The endpoint runner (issue 13 at scale): one per endpoint, coalesced nudges, leases taken when it starts. */
test.group(
  'Webhooks / delivery runner: one per endpoint, claims at start, a crashed one is taken over',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    const receiver = useReceiver(group)
    group.each.teardown(async () => {
      await jobsSettled()
      receiver.clear()
    })

    async function addEndpoint(
      client: any,
      world: Awaited<ReturnType<typeof buildWebhookWorld>>,
      path: string
    ) {
      const created = await client
        .post(`/rest/locations/${world.location.id}/webhooks`)
        .json({ url: receiver.url(path), eventTypes: ['guest.signed_in'] })
        .withCsrfToken()
        .loginAs(world.users.editor)
      created.assertStatus(201)
      return created.body() as { id: number }
    }

    test('a burst of events costs a few runner jobs per endpoint, not one per event; each message arrives exactly once, verified', async ({
      client,
      assert,
    }) => {
      const world = await buildWebhookWorld()
      const first = await addEndpoint(client, world, '/hooks/burst-1')
      const second = await addEndpoint(client, world, '/hooks/burst-2')
      const since = new Date()
      const count = 30
      for (let n = 0; n < count; n++) await guestSignedIn(world, `burst-${n}@example.com`)

      for (const endpoint of [first, second]) {
        await pollUntil(
          async () => {
            const rows = await deliveriesOf(endpoint.id)
            return rows.length === count && rows.every((row) => row.status === 'succeeded')
          },
          { what: 'every delivery to succeed' }
        )
      }
      await jobsSettled()
      const jobs = await db
        .from('job_runs')
        .where('job_name', 'webhooks.deliver')
        .where('created_at', '>=', since)
        .count('* as n')
        .first()
      assert.isAtMost(
        Number(jobs.n),
        12,
        'a runner per endpoint drains what is due (it was a job per event), at most one queued at a time'
      )

      for (const [endpoint, path] of [
        [first, '/hooks/burst-1'],
        [second, '/hooks/burst-2'],
      ] as const) {
        const received = receiver.received(path)
        assert.isTrue(received.every((entry) => entry.verified))
        const ids = received.map((entry) => entry.headers['webhook-id'])
        assert.lengthOf(ids, count, 'each message once')
        assert.lengthOf(new Set(ids), count)
        const rows = await deliveriesOf(endpoint.id)
        assert.sameMembers(
          ids,
          rows.map((row) => row.message_id)
        )
        const attempts = await db.from('webhook_attempts').whereIn(
          'delivery_id',
          rows.map((row) => row.id)
        )
        assert.lengthOf(attempts, count, 'one logged attempt per delivery')
        assert.isTrue(attempts.every((attempt) => attempt.status_code === 204))
      }
    })

    test("a crashed runner's lease keeps others off until it runs out; then its rows are sent once", async ({
      client,
      assert,
    }) => {
      const world = await buildWebhookWorld()
      const endpoint = await addEndpoint(client, world, '/hooks/crash')
      const inOneMinute = new Date(Date.now() + 60_000)
      await db
        .from('webhook_endpoints')
        .where('id', endpoint.id)
        .update({ runner_claim: randomUUID(), runner_lease_until: inOneMinute })
      await db.table('webhook_deliveries').insert(
        [1, 2, 3].map((n) => ({
          endpoint_id: endpoint.id,
          message_id: `msg_crash_${endpoint.id}_${n}`,
          event_type: 'guest.signed_in',
          body: JSON.stringify({
            type: 'guest.signed_in',
            timestamp: new Date().toISOString(),
            data: { n },
          }),
          status: 'pending',
          attempts: 0,
          next_attempt_at: new Date(Date.now() - 1000),
          created_at: new Date(),
        }))
      )

      const queued: number[] = []
      await webhookRetryTick(async (id) => queued.push(id))
      assert.notInclude(queued, endpoint.id, 'a runner holds the endpoint')

      await db
        .from('webhook_endpoints')
        .where('id', endpoint.id)
        .update({ runner_lease_until: new Date(Date.now() - 1000) })
      await webhookRetryTick()
      await pollUntil(
        async () => (await deliveriesOf(endpoint.id)).every((row) => row.status === 'succeeded'),
        { what: 'the deliveries to succeed' }
      )
      await jobsSettled()
      assert.sameMembers(
        receiver.received('/hooks/crash').map((entry) => entry.headers['webhook-id']),
        [1, 2, 3].map((n) => `msg_crash_${endpoint.id}_${n}`)
      )
      assert.isNull(
        (await db.from('webhook_endpoints').where('id', endpoint.id).firstOrFail()).runner_claim
      )
    })
  }
)
