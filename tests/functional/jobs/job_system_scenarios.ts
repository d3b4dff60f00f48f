import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import JobRun from '#kernel/jobs/job_run'
import { JobSystem } from '#kernel/jobs/job_system'
import type { RunOutcome } from '#kernel/jobs/run_executor'
import { triggerKey } from '#kernel/jobs/run_executor'
import type { JobDriver, Trigger } from '#kernel/jobs/drivers/job_driver'
import { pollUntil } from '#tests/helpers/poll'
import { calls, DoomedJob, failedCalls, FlakyJob, gates, RecordingJob, SlowRetryJob, SPEC_QUEUE, specRegistry } from '#tests/functional/jobs/spec_jobs'

interface Harness {
  system: JobSystem
  driver: JobDriver
  triggers: Trigger[]
  outcomes: { runId: number; outcome: RunOutcome }[]
}

/**
 * The same behaviour, whatever the driver: each test gets a fresh job system
 * on `createDriver()` inside a rolled-back transaction; `dispose` releases
 * what the driver left behind (e.g. Redis keys).
 */
export function jobSystemScenarios(name: string, createDriver: () => JobDriver, dispose: (driver: JobDriver) => Promise<void>) {
  test.group(`Job system (${name} driver)`, (group) => {
    let harness: Harness

    group.each.setup(() => testUtils.db().withGlobalTransaction())
    group.each.setup(async () => {
      harness = await startHarness(createDriver())
      return async () => {
        await harness.system.stop()
        await dispose(harness.driver)
      }
    })

    const run = (id: number) => JobRun.findOrFail(id)
    const settled = (id: number, status: string) =>
      pollUntil(async () => ((await JobRun.find(id))?.status === status ? true : undefined), { what: `run ${id} ${status}` })

    test('runs a dispatched job and completes its row', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness.system.dispatch(RecordingJob, { key })
      await settled(id, 'completed')

      const row = await run(id)
      assert.equal(calls.get(key), 1)
      assert.equal(row.attempts, 1)
      assert.isNotNull(row.finishedAt)
      assert.isNull(row.lockedUntil)
      assert.deepEqual(row.payload, { key })
    })

    test('a run dispatched in a transaction is triggered only when it commits', async ({ assert }) => {
      const key = randomUUID()
      const committed = await db.transaction(async (trx) => {
        const dispatched = await harness.system.dispatch(RecordingJob, { key }, { trx })
        assert.notExists(harness.triggers.find((t) => t.runId === dispatched.id))
        return dispatched
      })
      await settled(committed.id, 'completed')

      let rolledBackId = 0
      const rollingBack = db.transaction(async (trx) => {
        rolledBackId = (await harness.system.dispatch(RecordingJob, { key: randomUUID() }, { trx })).id
        throw new Error('roll back')
      })
      await assert.rejects(() => rollingBack, 'roll back')
      assert.notExists(harness.triggers.find((t) => t.runId === rolledBackId))
    })

    test('retries with backoff: fails twice, succeeds on the third attempt', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness.system.dispatch(FlakyJob, { key, failures: 2 })
      await settled(id, 'completed')

      const row = await run(id)
      assert.equal(row.attempts, 3)
      assert.equal(calls.get(key), 3)
      // A sweep may race a retry trigger; its extra trigger is skipped.
      assert.deepEqual(
        outcomesOf(harness, id).filter((o) => o !== 'skipped'),
        ['retrying', 'retrying', 'completed']
      )
    })

    test('a failed attempt is rescheduled after its backoff, with the error recorded', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness.system.dispatch(SlowRetryJob, { key })
      await pollUntil(() => outcomesOf(harness, id).includes('retrying'), { what: 'the first attempt' })

      const row = await run(id)
      assert.equal(row.status, 'pending')
      assert.equal(row.attempts, 1)
      assert.equal(row.lastError, 'not yet')
      assert.isTrue(row.availableAt > DateTime.now().plus({ minutes: 50 }))
      assert.include(harness.triggers.find((t) => t.key === triggerKey(id, 1))!, { delayMs: 3_600_000 })
    })

    test('fails for good after the last attempt and calls failed()', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness.system.dispatch(DoomedJob, { key })
      await settled(id, 'failed')

      const row = await run(id)
      assert.equal(row.attempts, 2)
      assert.equal(row.lastError, `doomed ${key}`)
      assert.isNotNull(row.finishedAt)
      assert.deepEqual(
        failedCalls.filter((call) => call.key === key),
        [{ key, message: `doomed ${key}` }]
      )
    })

    test('the sweep picks up a due run whose trigger was lost', async ({ assert }) => {
      const key = randomUUID()
      const row = await JobRun.create({
        jobName: RecordingJob.jobName,
        queue: SPEC_QUEUE,
        payload: { key },
        status: 'pending',
        attempts: 0,
        maxAttempts: 3,
        availableAt: DateTime.now().minus({ minutes: 5 }),
      })
      await settled(row.id, 'completed')
      assert.equal(calls.get(key), 1)
    })

    test('a run left running by a dead worker is run again once its lock expires', async ({ assert }) => {
      const key = randomUUID()
      const row = await JobRun.create({
        jobName: RecordingJob.jobName,
        queue: SPEC_QUEUE,
        payload: { key },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        availableAt: DateTime.now().minus({ minutes: 10 }),
        lockedUntil: DateTime.now().minus({ minutes: 1 }),
      })
      await settled(row.id, 'completed')

      assert.equal(calls.get(key), 1)
      assert.equal((await run(row.id)).attempts, 2)
    })

    test('a run whose worker died during its last attempt fails and calls failed()', async ({ assert }) => {
      const key = randomUUID()
      const row = await JobRun.create({
        jobName: DoomedJob.jobName,
        queue: SPEC_QUEUE,
        payload: { key },
        status: 'running',
        attempts: 2,
        maxAttempts: 2,
        availableAt: DateTime.now().minus({ minutes: 10 }),
        lockedUntil: DateTime.now().minus({ minutes: 1 }),
      })
      await settled(row.id, 'failed')

      assert.isUndefined(calls.get(key))
      assert.lengthOf(failedCalls.filter((call) => call.key === key), 1)
    })

    test('duplicate triggers do not run the job twice', async ({ assert }) => {
      const key = randomUUID()
      let open!: () => void
      gates.set(key, new Promise<void>((resolve) => (open = resolve)))
      const { id } = await harness.system.dispatch(RecordingJob, { key })
      await pollUntil(() => calls.get(key) === 1, { what: 'the first execution' })

      const trigger = { queue: SPEC_QUEUE, runId: id, delayMs: 0 }
      harness.system.push({ ...trigger, key: triggerKey(id, 0) })
      harness.system.push({ ...trigger, key: `${triggerKey(id, 0)}-redelivered` })
      open()
      await settled(id, 'completed')
      harness.system.push({ ...trigger, key: `${triggerKey(id, 0)}-late` })
      await pollUntil(() => outcomesOf(harness, id).filter((o) => o === 'skipped').length >= 2, { what: 'the duplicates' })

      assert.equal(calls.get(key), 1)
      assert.equal((await run(id)).attempts, 1)
      assert.equal(outcomesOf(harness, id).filter((o) => o === 'completed').length, 1)
    })

    test('a trigger that arrives before the run is due does not run it', async ({ assert }) => {
      const key = randomUUID()
      const { id } = await harness.system.dispatch(RecordingJob, { key }, { delayMs: 3_600_000 })
      harness.system.push({ queue: SPEC_QUEUE, runId: id, key: `${triggerKey(id, 0)}-early`, delayMs: 0 })
      await pollUntil(() => outcomesOf(harness, id).includes('skipped'), { what: 'the early trigger' })

      const row = await run(id)
      assert.equal(row.status, 'pending')
      assert.equal(row.attempts, 0)
      assert.isUndefined(calls.get(key))
    })
  })
}

async function startHarness(driver: JobDriver): Promise<Harness> {
  const triggers: Trigger[] = []
  const outcomes: Harness['outcomes'] = []
  const recording: JobDriver = {
    name: driver.name,
    trigger: (trigger) => {
      triggers.push(trigger)
      return driver.trigger(trigger)
    },
    startWorkers: (queues, concurrency, handle) => driver.startWorkers(queues, concurrency, handle),
    startSweep: (intervalMs, sweep) => driver.startSweep(intervalMs, sweep),
    close: () => driver.close(),
  }
  const system = new JobSystem({
    driver: recording,
    registry: specRegistry(),
    concurrency: 3,
    sweepIntervalMs: 200,
    // Recovery must come from the periodic sweep, not the one at start.
    sweepOnStart: false,
    observe: (runId, outcome) => outcomes.push({ runId, outcome }),
  })
  await system.start()
  return { system, driver, triggers, outcomes }
}

function outcomesOf(harness: Harness, runId: number) {
  return harness.outcomes.filter((o) => o.runId === runId).map((o) => o.outcome)
}
