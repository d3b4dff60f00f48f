import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { JobClass, PayloadOf } from '#kernel/jobs/job'
import type { JobRegistry } from '#kernel/jobs/job_registry'
import type { JobDriver, Trigger } from '#kernel/jobs/drivers/job_driver'
import { RunExecutor, triggerKey, type RunOutcome } from '#kernel/jobs/run_executor'
import { findRunsToRetrigger, insertRun } from '#kernel/jobs/run_store'
import { settledWithin } from '#kernel/jobs/settled_within'
import { periodicTicks, tickInterval } from '#kernel/metrics/metrics'

export interface DispatchOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number
  /** Record the run in this transaction; it is triggered only once the transaction commits. */
  trx?: TransactionClientContract
}

export interface JobSystemOptions {
  driver: JobDriver
  registry: JobRegistry
  concurrency: number
  sweepIntervalMs: number
  /** At stop, how long running jobs may take to finish before they are handed back (default 8 s). */
  stopGraceMs?: number
  /** How long a run stays locked without its executor's heartbeat (default 30 s). */
  runLeaseMs?: number
  /** Sweep once right after start, to recover what a restart lost. */
  sweepOnStart?: boolean
  /** Ticks started with the workers (config/jobs.ts `periodic`). */
  periodic?: Array<{ name: string; everyMs: number; run: () => Promise<void> }>
  /** Called after each trigger is executed (logging, tests). */
  observe?: (runId: number, outcome: RunOutcome) => void
}

const SWEEP_BATCH = 500
/** A trigger still unsent at shutdown is recovered by the next sweep anyway. */
const PUSH_GRACE_MS = 2_000
/** Within the 15 s the entry points give a shutdown (bin/console.ts), with room to hand back and close. */
const STOP_GRACE_MS = 8_000

/** Dispatching, workers and the recovery sweep, over one driver. */
export class JobSystem {
  readonly executor: RunExecutor
  #pushes = new Set<Promise<void>>()
  #started = false

  constructor(private options: JobSystemOptions) {
    this.executor = new RunExecutor(
      options.registry,
      (trigger) => this.push(trigger),
      options.observe,
      options.runLeaseMs
    )
  }

  get driver() {
    return this.options.driver
  }

  async dispatch<J extends JobClass>(Job: J, payload: PayloadOf<J>, options: DispatchOptions = {}) {
    await this.options.registry.assertRegistered(Job)
    const delayMs = Math.max(0, options.delayMs ?? 0)
    const run = await insertRun(Job, payload, delayMs, options.trx)
    const trigger = { queue: run.queue, runId: run.id, key: triggerKey(run, 0), delayMs }
    if (options.trx) options.trx.after('commit', async () => this.push(trigger))
    else this.push(trigger)
    return run
  }

  /** Hands a trigger to the driver without waiting; if it is lost, the sweep recovers the run. */
  push(trigger: Trigger) {
    const pushing = this.driver
      .trigger(trigger)
      .catch((error) => {
        logger.warn(
          { err: error, runId: trigger.runId },
          'jobs: trigger not queued; the sweep will retry'
        )
      })
      .finally(() => this.#pushes.delete(pushing))
    this.#pushes.add(pushing)
  }

  async start() {
    if (this.#started) return
    this.#started = true
    const queues = await this.options.registry.queues()
    await this.driver.startWorkers(queues, this.options.concurrency, async (trigger) => {
      await this.executor.execute(trigger)
    })
    await this.driver.startSweep(this.options.sweepIntervalMs, () => this.#sweepAndLog())
    for (const periodic of this.options.periodic ?? []) {
      const labels = { tick: periodic.name }
      tickInterval.set(labels, periodic.everyMs / 1000)
      await this.driver.startPeriodic?.(periodic.name, periodic.everyMs, () => {
        periodicTicks.inc(labels)
        return periodic.run()
      })
    }
    if (this.options.sweepOnStart ?? true) void this.#sweepAndLog()
  }

  /** Triggers again every run that is due but idle, or whose worker died. Duplicates are harmless. */
  async sweep() {
    const runs = await findRunsToRetrigger(await this.options.registry.queues(), SWEEP_BATCH)
    for (const run of runs) {
      this.push({ queue: run.queue, runId: run.id, key: triggerKey(run, run.attempts), delayMs: 0 })
    }
  }

  async #sweepAndLog() {
    await this.sweep().catch((error) => logger.warn({ err: error }, 'jobs: sweep failed'))
  }

  /**
   * Stops taking work, lets running jobs finish within the grace period, hands back the ones that did not (another
   * worker runs them at once instead of after their lock expires), then closes the driver.
   */
  async stop() {
    this.executor.stopTaking()
    await this.driver.stopTaking?.()
    const finished = await settledWithin(
      this.executor.idle(),
      this.options.stopGraceMs ?? STOP_GRACE_MS
    )
    if (!finished) {
      const handedBack = await this.executor.handBack().catch((error) => {
        logger.error({ err: error }, 'jobs: could not hand back the running runs')
        return []
      })
      for (const run of handedBack)
        this.push({
          queue: run.queue,
          runId: run.id,
          key: `${triggerKey(run, run.attempts - 1)}-handed-back`,
          delayMs: 0,
        })
    }
    await settledWithin(Promise.allSettled([...this.#pushes]), PUSH_GRACE_MS)
    await this.driver.close({ waitForRunning: finished })
  }
}
