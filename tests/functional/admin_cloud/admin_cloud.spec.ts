import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { PERMISSION_KEYS } from '#core/access/permissions'

/** The admin's operations view (issue 25 item 2), from known controllers, job runs and mails. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000)

async function controller(
  vendor: string,
  alias: string,
  status: string,
  lastGoodMinutesAgo: number | null,
  lastError: string | null = null
) {
  await db.table('controllers').insert({
    alias,
    vendor,
    url: `https://${alias}.example.test`,
    status,
    last_error: lastError,
    last_sync_at: ago(1),
    last_good_sync_at: lastGoodMinutesAgo === null ? null : ago(lastGoodMinutesAgo),
    created_at: ago(600),
    updated_at: ago(1),
  })
}

async function jobRun(
  jobName: string,
  status: string,
  createdMinutesAgo: number,
  finishedMinutesAgo: number | null = null,
  payload: unknown = {}
) {
  await db.table('job_runs').insert({
    job_name: jobName,
    queue: jobName.split('.')[0],
    payload: JSON.stringify(payload),
    status,
    attempts: status === 'pending' ? 0 : 1,
    max_attempts: 3,
    available_at: ago(createdMinutesAgo),
    finished_at: finishedMinutesAgo === null ? null : ago(finishedMinutesAgo),
    last_error: status === 'failed' ? 'boom' : null,
    created_at: ago(createdMinutesAgo),
    updated_at: ago(0),
  })
}

async function mail(status: string, minutesAgo: number) {
  await db.table('mails').insert({
    to_address: 'someone@airdeck.test',
    subject: 'Hello',
    html: '<p>Hello</p>',
    text: 'Hello',
    kind: 'test',
    status,
    created_at: ago(minutesAgo),
    updated_at: ago(minutesAgo),
  })
}

test.group('Admin operations view', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    for (const table of ['controllers', 'job_runs', 'mails', 'controller_sync_hours'])
      await db.from(table).delete()
  })

  test('controllers, job queues, outbox, database, process and the last 24 hours', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await controller('unifi', 'markt', 'connected', 2)
    await controller('unifi', 'haven', 'unavailable', 180, 'connect ETIMEDOUT 10.0.0.1:8443')
    await controller('omada', 'dok', 'needs_credentials', null, 'Invalid username or password')
    await jobRun('mail.send', 'pending', 30)
    await jobRun('mail.send', 'pending', 5)
    await jobRun('mail.send', 'running', 2)
    await jobRun('mail.send', 'failed', 120, 100)
    await jobRun('mail.send', 'failed', 3000, 2900)
    await jobRun('mail.send', 'completed', 60, 59)
    await jobRun('webhooks.deliver', 'failed', 70, 65)
    // The hour before this one: 30 syncs, 2 failed, a controller 40 minutes without a good sync.
    await db.table('controller_sync_hours').insert({
      starts_at: db.raw("date_trunc('hour', clock_timestamp()) - interval '1 hour'"),
      syncs: 30,
      failed: 2,
      max_lag_seconds: 2400,
    })
    await db.table('controller_sync_hours').insert({
      starts_at: db.raw("date_trunc('hour', clock_timestamp()) - interval '25 hours'"),
      syncs: 99,
      failed: 99,
      max_lag_seconds: 99_999,
    })
    await mail('queued', 10)
    await mail('failed', 20)
    await mail('sent', 30)
    await mail('sent', 40)
    await mail('failed', 3000)

    const response = await client.get('/rest/admin/cloud').loginAs(admin)
    response.assertStatus(200)
    const body = response.body()
    for (const card of ['controllers', 'jobs', 'deliveries', 'database', 'process', 'trends'])
      assert.isNull(body[card].error, card)

    const vendors = body.controllers.data.vendors
    assert.deepEqual(
      vendors.map((row: any) => [row.vendor, row.total, row.failing]),
      [
        ['omada', 1, 1],
        ['unifi', 2, 1],
      ]
    )
    const unifi = vendors[1]
    assert.closeTo(unifi.max_lag_seconds, 180 * 60, 30)
    assert.deepEqual(
      unifi.failing_controllers.map((row: any) => [row.alias, row.status, row.last_error]),
      [['haven', 'unavailable', 'connect ETIMEDOUT 10.0.0.1:8443']]
    )
    // Never synced well: lag counts from its creation.
    assert.closeTo(vendors[0].max_lag_seconds, 600 * 60, 30)

    const mailJobs = body.jobs.data.kinds.find((row: any) => row.job === 'mail.send')
    assert.include(mailJobs, { waiting: 2, running: 1, failed_24h: 1 })
    assert.closeTo(new Date(mailJobs.oldest_waiting_at).getTime(), ago(30).getTime(), 5_000)
    assert.include(
      body.jobs.data.kinds.find((row: any) => row.job === 'webhooks.deliver'),
      { waiting: 0, running: 0, failed_24h: 1 }
    )

    const mailChannel = body.deliveries.data.channels.find((row: any) => row.channel === 'mail')
    assert.include(mailChannel, { backlog: 1, failed_24h: 1, settled_24h: 3 })
    assert.equal(mailChannel.failure_rate, 33.3)
    assert.deepEqual(
      body.deliveries.data.channels.map((row: any) => row.channel),
      ['webhooks', 'integrations', 'mail']
    )

    assert.isAbove(body.database.data.database_bytes, 0)
    const tables = body.database.data.largest_tables
    assert.isAtMost(tables.length, 10)
    assert.isTrue(tables.every((table: any) => table.bytes > 0 && typeof table.name === 'string'))

    assert.isAbove(body.process.data.rss_bytes, 0)
    assert.isAtLeast(body.process.data.uptime_seconds, 0)

    const hours = body.trends.data.hours
    assert.lengthOf(hours, 24)
    assert.equal(
      hours.reduce((sum: number, hour: any) => sum + hour.job_failures, 0),
      2
    )
    assert.deepInclude(hours[22], { syncs: 30, failed_syncs: 2, max_sync_lag_seconds: 2400 })
    assert.equal(
      hours.reduce((sum: number, hour: any) => sum + hour.syncs, 0),
      30
    )
    assert.isNull(hours[23].max_sync_lag_seconds)
  })

  test('only admins: a customer user and a partner are refused', async ({ client }) => {
    const { customer } = await createTenant()
    const user = await createUser()
    await grant(user, 'customer', customer.id, [...PERMISSION_KEYS])
    const response = await client.get('/rest/admin/cloud').loginAs(user)
    response.assertStatus(403)
    const anonymous = await client.get('/rest/admin/cloud')
    anonymous.assertStatus(401)
  })
})
