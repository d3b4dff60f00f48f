import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
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

/** Records the app logger's warnings until stopped. */
function captureWarnings() {
  const records: Array<{ fields: Record<string, unknown>; message?: string }> = []
  const warn = logger.warn
  logger.warn = ((fields: Record<string, unknown>, message?: string) => {
    records.push({ fields, message })
  }) as typeof logger.warn
  return { records, stop: () => (logger.warn = warn) }
}

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

    test('every failed attempt is logged with its error, not only the last one', async ({
      assert,
    }) => {
      const key = randomUUID()
      const lines = captureWarnings()
      try {
        const { id } = await harness().system.dispatch(FlakyJob, { key, failures: 2 })
        await harness().settled(id, 'completed')
        const doomed = await harness().system.dispatch(DoomedJob, { key: `${key}-doomed` })
        await harness().settled(doomed.id, 'failed')
        const ofRun = (runId: number) => lines.records.filter((line) => line.fields.runId === runId)
        assert.deepEqual(
          ofRun(id).map((line) => [line.message, line.fields.attempt, line.fields.job]),
          [
            ['jobs: attempt failed, retrying', 1, FlakyJob.jobName],
            ['jobs: attempt failed, retrying', 2, FlakyJob.jobName],
          ]
        )
        assert.isTrue(ofRun(id).every((line) => line.fields.err instanceof Error))
        assert.deepEqual(
          ofRun(doomed.id).map((line) => line.message),
          ['jobs: attempt failed, retrying', 'jobs: run failed for good']
        )
      } finally {
        lines.stop()
      }
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
