import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import jobRunsRetentionTick from '#kernel/jobs/job_runs_retention_tick'
import { pruneJobRuns } from '#kernel/jobs/job_runs_retention'
import mailRetentionTick from '#core/mail/jobs/mail_retention_tick'
import idempotencyRetentionTick from '#kernel/http/idempotency/idempotency_retention_tick'
import jobsConfig from '#config/jobs'

const HOUR = 3600_000
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(Date.now() - ms)

/** Job runs named after the test, so runs of the live job system in this process never count. */
const JOB = 'retention.test'

function jobRun(status: string, finishedAgo: number | null, tag: string) {
  const at = ago(finishedAgo ?? 0)
  return {
    job_name: JOB,
    queue: 'retention-test',
    payload: JSON.stringify({ tag }),
    status,
    attempts: 1,
    max_attempts: 3,
    available_at: at,
    finished_at: finishedAgo === null ? null : at,
    created_at: at,
    updated_at: at,
  }
}

async function tagsLeft(table: string, column: string, where: Record<string, unknown>) {
  const rows = await db.from(table).where(where).select(column).orderBy('id')
  return rows.map((row) => (typeof row[column] === 'object' ? row[column].tag : row[column]))
}

test.group('Retention of rows that pile up', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finished job runs older than 14 days go; newer ones and unfinished work stay', async ({
    assert,
  }) => {
    await db
      .table('job_runs')
      .multiInsert([
        jobRun('completed', 15 * DAY, 'old-completed'),
        jobRun('failed', 15 * DAY, 'old-failed'),
        jobRun('completed', 13 * DAY, 'young-completed'),
        jobRun('pending', null, 'pending'),
        { ...jobRun('running', null, 'old-running'), created_at: ago(30 * DAY) },
      ])
    await jobRunsRetentionTick()
    assert.deepEqual(await tagsLeft('job_runs', 'payload', { job_name: JOB }), [
      'young-completed',
      'pending',
      'old-running',
    ])
  })

  test('outbox mails older than 30 days go unless still queued', async ({ assert }) => {
    const mail = (status: string, createdAgo: number, to: string) => ({
      to_address: `${to}@retention.test`,
      subject: to,
      html: '<p>x</p>',
      text: 'x',
      kind: 'retention-test',
      status,
      created_at: ago(createdAgo),
      updated_at: ago(createdAgo),
    })
    await db
      .table('mails')
      .multiInsert([
        mail('sent', 31 * DAY, 'old-sent'),
        mail('stored', 31 * DAY, 'old-stored'),
        mail('failed', 31 * DAY, 'old-failed'),
        mail('queued', 31 * DAY, 'old-queued'),
        mail('sent', 29 * DAY, 'young-sent'),
      ])
    await mailRetentionTick()
    assert.deepEqual(await tagsLeft('mails', 'subject', { kind: 'retention-test' }), [
      'old-queued',
      'young-sent',
    ])
  })

  test('Idempotency-Key answers older than 24 hours go', async ({ assert }) => {
    const key = (name: string, createdAgo: number) => ({
      scope: 'retention-test',
      key: name,
      request_hash: 'x'.repeat(64),
      status: 201,
      body: JSON.stringify({ id: 1 }),
      created_at: ago(createdAgo),
    })
    await db.table('idempotency_keys').multiInsert([key('old', 25 * HOUR), key('young', 23 * HOUR)])
    await idempotencyRetentionTick()
    assert.deepEqual(await tagsLeft('idempotency_keys', 'key', { scope: 'retention-test' }), [
      'young',
    ])
  })

  test('a backlog is deleted in bounded batches: a tick stops at its limit, the next one goes on', async ({
    assert,
  }) => {
    await db
      .table('job_runs')
      .multiInsert(Array.from({ length: 7 }, (_, n) => jobRun('completed', 20 * DAY, `b${n}`)))
    assert.equal(await pruneJobRuns({ batchSize: 2, maxBatches: 2 }), 4)
    assert.lengthOf(await tagsLeft('job_runs', 'payload', { job_name: JOB }), 3)
    assert.equal(await pruneJobRuns({ batchSize: 2, maxBatches: 2 }), 3)
    assert.lengthOf(await tagsLeft('job_runs', 'payload', { job_name: JOB }), 0)
  })

  test('each table has its retention tick in the periodic schedule', async ({ assert }) => {
    const names = (jobsConfig.periodic ?? []).map((task) => task.name)
    for (const name of ['job-runs-retention', 'mail-retention', 'idempotency-keys-retention'])
      assert.include(names, name)
  })

  test('each retention selection is served by an index', async ({ assert }) => {
    const indexes = await db.rawQuery(
      `select tablename, indexdef from pg_indexes where tablename in ('job_runs', 'mails', 'idempotency_keys')`
    )
    const defs = indexes.rows.map((row: { indexdef: string }) => row.indexdef).join('\n')
    assert.match(defs, /ON public\.job_runs USING btree \(finished_at\)/)
    assert.match(defs, /ON public\.mails USING btree \(status, created_at\)/)
    assert.match(defs, /ON public\.idempotency_keys USING btree \(created_at\)/)
  })
})
