import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import JobRun from '#kernel/jobs/job_run'
import { triggerKey } from '#kernel/jobs/run_executor'
import { pollUntil } from '#tests/helpers/poll'
import { useJobHarness, type DriverUnderTest } from '#tests/functional/jobs/job_harness'
import {
  calls,
  DoomedJob,
  failedCalls,
  FlakyJob,
  RecordingJob,
  SlowRetryJob,
} from '#tests/functional/jobs/spec_jobs'
import { jobRuns } from '#kernel/metrics/metrics'

/** Dispatch, execution, retries and final failure: the same on every driver. */
export function jobLifecycleScenarios(driver: DriverUnderTest) {
  test.group(`Job lifecycle (${driver.name} driver)`, (group) => {
    const harness = useJobHarness(group, driver)

    test('runs a dispatched job and completes its row', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness().system.dispatch(RecordingJob, { key })
      await harness().settled(id, 'completed')

      const row = await JobRun.findOrFail(id)
      assert.equal(calls.get(key), 1)
      assert.equal(row.attempts, 1)
      assert.isNotNull(row.finishedAt)
      assert.isNull(row.lockedUntil)
      assert.deepEqual(row.payload, { key })
    })

    test('a run dispatched in a transaction is triggered only when it commits', async ({
      assert,
    }) => {
      const committed = await db.transaction(async (trx) => {
        const dispatched = await harness().system.dispatch(
          RecordingJob,
          { key: randomUUID() },
          { trx }
        )
        assert.notExists(harness().triggers.find((t) => t.runId === dispatched.id))
        return dispatched
      })
      await harness().settled(committed.id, 'completed')

      let rolledBackId = 0
      const rollingBack = db.transaction(async (trx) => {
        rolledBackId = (
          await harness().system.dispatch(RecordingJob, { key: randomUUID() }, { trx })
        ).id
        throw new Error('roll back')
      })
      await assert.rejects(() => rollingBack, 'roll back')
      assert.notExists(harness().triggers.find((t) => t.runId === rolledBackId))
    })

    test('retries with backoff: fails twice, succeeds on the third attempt', async ({ assert }) => {
      const key = randomUUID()
      const runsOf = async (outcome: string) =>
        (await jobRuns.get()).values.find(
          (value) => value.labels.job === 'spec.flaky' && value.labels.outcome === outcome
        )?.value ?? 0
      const before = { retrying: await runsOf('retrying'), completed: await runsOf('completed') }
      const { id } = await harness().system.dispatch(FlakyJob, { key, failures: 2 })
      await harness().settled(id, 'completed')
      // The metrics count each attempt's outcome once.
      assert.equal((await runsOf('retrying')) - before.retrying, 2)
      assert.equal((await runsOf('completed')) - before.completed, 1)

      assert.equal((await JobRun.findOrFail(id)).attempts, 3)
      assert.equal(calls.get(key), 3)
      // A sweep may race a retry trigger; its extra trigger is skipped.
      assert.deepEqual(
        harness()
          .outcomesOf(id)
          .filter((o) => o !== 'skipped'),
        ['retrying', 'retrying', 'completed']
      )
    })

    test('a failed attempt is rescheduled after its backoff, with the error recorded', async ({
      assert,
    }) => {
      const run = await harness().system.dispatch(SlowRetryJob, { key: randomUUID() })
      const { id } = run
      await pollUntil(() => harness().outcomesOf(id).includes('retrying'), {
        what: 'the first attempt',
      })

      const row = await JobRun.findOrFail(id)
      assert.equal(row.status, 'pending')
      assert.equal(row.attempts, 1)
      assert.equal(row.lastError, 'not yet')
      assert.isTrue(row.availableAt > DateTime.now().plus({ minutes: 50 }))
      assert.include(
        harness().triggers.find((t) => t.key === triggerKey(run, 1)),
        { delayMs: 3_600_000 }
      )
    })

    test('fails for good after the last attempt and calls failed()', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness().system.dispatch(DoomedJob, { key })
      await harness().settled(id, 'failed')

      const row = await JobRun.findOrFail(id)
      assert.equal(row.attempts, 2)
      assert.equal(row.lastError, `doomed ${key}`)
      assert.isNotNull(row.finishedAt)
      assert.deepEqual(
        failedCalls.filter((call) => call.key === key),
        [{ key, message: `doomed ${key}` }]
      )
    })
  })
}
