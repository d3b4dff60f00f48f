import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import JobRun from '#kernel/jobs/job_run'
import { triggerKey } from '#kernel/jobs/run_executor'
import { pollUntil } from '#tests/helpers/poll'
import {
  insertOrphanRun,
  JobHarness,
  RUN_LEASE_MS,
  useJobHarness,
  type DriverUnderTest,
} from '#tests/functional/jobs/job_harness'
import {
  calls,
  DoomedJob,
  failedCalls,
  gates,
  RecordingJob,
  SPEC_QUEUE,
} from '#tests/functional/jobs/spec_jobs'

/** Lost, stuck, duplicate and early triggers: the database decides, whatever the driver. */
export function jobRecoveryScenarios(driver: DriverUnderTest) {
  test.group(`Job recovery (${driver.name} driver)`, (group) => {
    const harness = useJobHarness(group, driver)
    const lockExpired = {
      status: 'running' as const,
      lockedUntil: DateTime.now().minus({ minutes: 1 }),
    }

    test('the sweep picks up a due run whose trigger was lost', async ({ assert }) => {
      const key = randomUUID()
      const row = await insertOrphanRun(RecordingJob.jobName, { key })
      await harness().settled(row.id, 'completed')
      assert.equal(calls.get(key), 1)
    })

    test('a run left running by a dead worker is run again once its lock expires', async ({
      assert,
    }) => {
      const key = randomUUID()
      const row = await insertOrphanRun(
        RecordingJob.jobName,
        { key },
        { ...lockExpired, attempts: 1 }
      )
      await harness().settled(row.id, 'completed')

      assert.equal(calls.get(key), 1)
      assert.equal((await JobRun.findOrFail(row.id)).attempts, 2)
    })

    test('a running run holds a short lock that its heartbeat renews, not one as long as its timeout', async ({
      assert,
    }) => {
      const key = randomUUID()
      let open!: () => void
      gates.set(key, new Promise<void>((resolve) => (open = resolve)))
      const { id } = await harness().system.dispatch(RecordingJob, { key })
      await pollUntil(() => calls.get(key) === 1, { what: 'the execution' })
      const lock = async () => {
        const result = await db.rawQuery(
          `select locked_until, locked_until <= clock_timestamp() + ? * interval '1 millisecond' as within_lease
           from job_runs where id = ?`,
          [RUN_LEASE_MS, id]
        )
        return result.rows[0] as { locked_until: Date; within_lease: boolean }
      }
      const first = await lock()
      assert.isTrue(first.within_lease, `locked until ${first.locked_until.toISOString()}`)
      // Renewed past the first lease: a worker that stopped beating would lose the run by then.
      await pollUntil(
        async () => {
          const now = await lock()
          return now.locked_until.getTime() > first.locked_until.getTime() + RUN_LEASE_MS / 2
            ? now
            : undefined
        },
        { what: 'the lock renewed' }
      )
      open()
      await harness().settled(id, 'completed')
      assert.equal(calls.get(key), 1)
      assert.isNull((await JobRun.findOrFail(id)).lockedUntil)
    })

    test('a worker that stops while a run is executing hands it back, and another worker runs it at once', async ({
      assert,
    }) => {
      const key = randomUUID()
      let open!: () => void
      gates.set(key, new Promise<void>((resolve) => (open = resolve)))
      const { id } = await harness().system.dispatch(RecordingJob, { key })
      await pollUntil(() => calls.get(key) === 1, { what: 'the first execution' })

      await harness().system.stop()
      const handedBack = await JobRun.findOrFail(id)
      assert.equal(handedBack.status, 'pending', 'handed back, not left locked')
      assert.equal(handedBack.maxAttempts, 4, 'the interrupted attempt does not use up the budget')

      const other = new JobHarness(driver.create())
      await other.system.start()
      try {
        await pollUntil(() => calls.get(key) === 2, { what: 'the other worker to run it' })
        open()
        await other.settled(id, 'completed')
        assert.equal((await JobRun.findOrFail(id)).attempts, 2)
      } finally {
        await other.system.stop()
        await driver.dispose(other.driver)
      }
    })

    test('a run whose worker died during its last attempt fails and calls failed()', async ({
      assert,
    }) => {
      const key = randomUUID()
      const row = await insertOrphanRun(
        DoomedJob.jobName,
        { key },
        { ...lockExpired, attempts: 2, maxAttempts: 2 }
      )
      await harness().settled(row.id, 'failed')

      assert.isUndefined(calls.get(key))
      assert.lengthOf(
        failedCalls.filter((call) => call.key === key),
        1
      )
    })

    test('duplicate triggers do not run the job twice', async ({ assert }) => {
      const key = randomUUID()
      let open!: () => void
      gates.set(key, new Promise<void>((resolve) => (open = resolve)))
      const run = await harness().system.dispatch(RecordingJob, { key })
      const { id } = run
      await pollUntil(() => calls.get(key) === 1, { what: 'the first execution' })

      const duplicate = { queue: SPEC_QUEUE, runId: id, delayMs: 0 }
      harness().system.push({ ...duplicate, key: triggerKey(run, 0) })
      harness().system.push({ ...duplicate, key: `${triggerKey(run, 0)}-redelivered` })
      open()
      await harness().settled(id, 'completed')
      harness().system.push({ ...duplicate, key: `${triggerKey(run, 0)}-late` })
      const skipped = () =>
        harness()
          .outcomesOf(id)
          .filter((o) => o === 'skipped').length
      await pollUntil(() => skipped() >= 2, { what: 'the duplicates' })

      assert.equal(calls.get(key), 1)
      assert.equal((await JobRun.findOrFail(id)).attempts, 1)
      assert.equal(
        harness()
          .outcomesOf(id)
          .filter((o) => o === 'completed').length,
        1
      )
    })

    test('a trigger that arrives before the run is due does not run it', async ({ assert }) => {
      const key = randomUUID()
      const run = await harness().system.dispatch(RecordingJob, { key }, { delayMs: 3_600_000 })
      const { id } = run
      harness().system.push({
        queue: SPEC_QUEUE,
        runId: id,
        key: `${triggerKey(run, 0)}-early`,
        delayMs: 0,
      })
      await pollUntil(() => harness().outcomesOf(id).includes('skipped'), {
        what: 'the early trigger',
      })

      const row = await JobRun.findOrFail(id)
      assert.equal(row.status, 'pending')
      assert.equal(row.attempts, 0)
      assert.isUndefined(calls.get(key))
    })

    test("a run that gets the id of an emptied-out run is not swallowed by the old run's waiting trigger", async ({
      assert,
    }) => {
      const waiting = await harness().system.dispatch(
        RecordingJob,
        { key: randomUUID() },
        { delayMs: 3_600_000 }
      )
      await db.from('job_runs').where('id', waiting.id).delete()
      await db.rawQuery(`select setval('job_runs_id_seq', ?, false)`, [waiting.id])
      // Trigger keys carry the creation time to the millisecond: a database emptied and refilled within the same
      // millisecond (only a test is that fast) would give the new run the old key.
      while (Date.now() <= waiting.createdAt.toMillis())
        await new Promise((resolve) => setImmediate(resolve))

      const key = randomUUID()
      const reborn = await harness().system.dispatch(RecordingJob, { key })
      assert.equal(reborn.id, waiting.id)
      await pollUntil(() => calls.get(key) === 1, {
        what: 'the run that reuses the id',
        timeoutMs: 5_000,
      })
    })
  })
}
