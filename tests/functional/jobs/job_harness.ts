import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import type { Group } from '@japa/runner/core'
import JobRun from '#kernel/jobs/job_run'
import { JobSystem } from '#kernel/jobs/job_system'
import type { RunOutcome } from '#kernel/jobs/run_executor'
import type { JobDriver, Trigger } from '#kernel/jobs/drivers/job_driver'
import { pollUntil } from '#tests/helpers/poll'
import { SPEC_QUEUE, specRegistry } from '#tests/functional/jobs/spec_jobs'

/** Short, so that the specs see the heartbeat renew it. */
export const RUN_LEASE_MS = 300

/** How long a stopping system lets its running jobs finish before handing them back. */
export const STOP_GRACE_MS = 300

/** How a driver spec plugs its driver into the shared scenarios. */
export interface DriverUnderTest {
  name: string
  create(): JobDriver
  /** Releases what the driver left behind (e.g. Redis keys), after it is closed. */
  dispose(driver: JobDriver): Promise<void>
}

/** A job system on the driver under test, recording every trigger and every outcome. */
export class JobHarness {
  triggers: Trigger[] = []
  outcomes: { runId: number; outcome: RunOutcome }[] = []
  system: JobSystem

  constructor(readonly driver: JobDriver) {
    this.system = new JobSystem({
      driver: this.#recording(driver),
      registry: specRegistry(),
      concurrency: 3,
      sweepIntervalMs: 200,
      runLeaseMs: RUN_LEASE_MS,
      stopGraceMs: STOP_GRACE_MS,
      // Recovery must come from the periodic sweep, not the one at start.
      sweepOnStart: false,
      observe: (runId, outcome) => this.outcomes.push({ runId, outcome }),
    })
  }

  outcomesOf(runId: number) {
    return this.outcomes.filter((o) => o.runId === runId).map((o) => o.outcome)
  }

  settled(runId: number, status: string) {
    return pollUntil(
      async () => ((await JobRun.find(runId))?.status === status ? true : undefined),
      {
        what: `run ${runId} ${status}`,
      }
    )
  }

  #recording(driver: JobDriver): JobDriver {
    return {
      name: driver.name,
      trigger: (trigger) => {
        this.triggers.push(trigger)
        return driver.trigger(trigger)
      },
      startWorkers: (queues, concurrency, handle) =>
        driver.startWorkers(queues, concurrency, handle),
      startSweep: (intervalMs, sweep) => driver.startSweep(intervalMs, sweep),
      stopTaking: () => driver.stopTaking?.() ?? Promise.resolve(),
      close: (options) => driver.close(options),
    }
  }
}

/** Each test: a rolled-back transaction, and a fresh started job system closed after it. */
export function useJobHarness(group: Group, driver: DriverUnderTest) {
  const current: { harness?: JobHarness } = {}
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    const harness = new JobHarness(driver.create())
    await harness.system.start()
    current.harness = harness
    return async () => {
      await harness.system.stop()
      await driver.dispose(harness.driver)
    }
  })
  return () => current.harness!
}

/** A row as a crashed or lost dispatch would leave it: no trigger anywhere. */
export function insertOrphanRun(jobName: string, payload: unknown, values: Partial<JobRun> = {}) {
  return JobRun.create({
    jobName,
    queue: SPEC_QUEUE,
    payload,
    status: 'pending',
    attempts: 0,
    maxAttempts: 3,
    availableAt: DateTime.now().minus({ minutes: 5 }),
    ...values,
  })
}
