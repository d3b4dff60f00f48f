import logger from '@adonisjs/core/services/logger'
import type { DateTime } from 'luxon'
import type JobRun from '#kernel/jobs/job_run'
import type { JobRegistry } from '#kernel/jobs/job_registry'
import type { Trigger } from '#kernel/jobs/drivers/job_driver'
import { backoffDelay, type JobClass } from '#kernel/jobs/job'
import {
  claimRun,
  completeRun,
  failRun,
  msUntilDue,
  handBackRun,
  renewRun,
  rescheduleRun,
} from '#kernel/jobs/run_store'
import { BEATS_PER_LEASE, startHeartbeat } from '#kernel/jobs/heartbeat'
import { jobDuration, jobRuns } from '#kernel/metrics/metrics'

export type RunOutcome = 'completed' | 'retrying' | 'failed' | 'skipped'

/**
 * How long a run stays locked without a heartbeat: the executor renews the lock while the job runs, so a dead
 * worker's run is taken over by the next sweep after this, whatever the job's timeout.
 */
export const DEFAULT_RUN_LEASE_MS = 30_000

/**
 * The driver's de-duplication key for one attempt of one run. The run's creation time is part of it: after a
 * database restore (or a test emptying its tables) ids are handed out again, and a trigger still waiting in Redis
 * for the old run of that id must not swallow the new run's trigger.
 */
export function triggerKey(run: RunIdentity, attempts: number) {
  return `run-${run.id}-${run.createdAt.toMillis().toString(36)}-${attempts}`
}

export interface RunIdentity {
  id: number
  createdAt: DateTime
}

/**
 * Executes one trigger: claims the run, calls the job, records the outcome
 * and schedules the retry. Never throws; a database error leaves the run
 * locked until the sweep picks it up again.
 */
export class RunExecutor {
  /** Runs this process is executing now, with the end of their execution. */
  #active = new Map<number, { run: JobRun; done: Promise<unknown> }>()
  #stopping = false

  constructor(
    private registry: JobRegistry,
    private retrigger: (trigger: Trigger) => void,
    private observe: (runId: number, outcome: RunOutcome) => void = () => {},
    private leaseMs = DEFAULT_RUN_LEASE_MS
  ) {}

  /**
   * Stopping: a trigger this process still receives (a worker's fetch already under way when it paused) is passed on
   * to the queue again for another process, unclaimed.
   */
  stopTaking() {
    this.#stopping = true
  }

  async execute(trigger: Trigger): Promise<RunOutcome | undefined> {
    if (this.#stopping) {
      this.retrigger({ ...trigger, key: `${trigger.key}-passed-on`, delayMs: 0 })
      return 'skipped'
    }
    try {
      const outcome = await this.#execute(trigger)
      this.observe(trigger.runId, outcome)
      return outcome
    } catch (error) {
      logger.error({ err: error, runId: trigger.runId }, 'jobs: could not record a run outcome')
    }
  }

  async #execute(trigger: Trigger): Promise<RunOutcome> {
    const run = await claimRun(trigger.runId, trigger.queue, this.leaseMs)
    if (!run) return this.#skip(trigger)

    const Job = await this.registry.find(run.jobName)
    if (!Job) return this.#fail(run, undefined, new Error(`Unknown job "${run.jobName}"`))
    if (run.attempts > run.maxAttempts) {
      return this.#fail(
        run,
        Job,
        new Error('The worker running the last attempt stopped before finishing')
      )
    }

    const started = process.hrtime.bigint()
    const heartbeat = startHeartbeat(
      () => renewRun(run, this.leaseMs),
      this.leaseMs / BEATS_PER_LEASE,
      `jobs: run ${run.id}`
    )
    const execution = withTimeout(new Job().handle(run.payload), Job.timeoutMs)
    this.#active.set(run.id, { run, done: execution })
    const failure = await execution.finally(() => this.#active.delete(run.id))
    await heartbeat.stop()
    jobDuration.observe({ job: run.jobName }, Number(process.hrtime.bigint() - started) / 1e9)
    if (!failure) {
      // Handed back at shutdown, or taken over after a lost lock: the other execution records the outcome.
      if (!(await completeRun(run))) return 'skipped'
      jobRuns.inc({ job: run.jobName, outcome: 'completed' })
      return 'completed'
    }
    if (run.attempts >= run.maxAttempts) return this.#fail(run, Job, failure)
    jobRuns.inc({ job: run.jobName, outcome: 'retrying' })

    const delayMs = backoffDelay(Job.backoff, run.attempts)
    if (await rescheduleRun(run, delayMs, failure.message)) {
      logger.warn(
        {
          runId: run.id,
          job: run.jobName,
          attempt: run.attempts,
          maxAttempts: run.maxAttempts,
          retryInMs: delayMs,
          err: failure,
        },
        'jobs: attempt failed, retrying'
      )
      this.retrigger({
        queue: run.queue,
        runId: run.id,
        key: triggerKey(run, run.attempts),
        delayMs,
      })
    }
    return 'retrying'
  }

  /** Resolves once no run is executing here (new ones may start meanwhile unless the driver stopped taking work). */
  async idle() {
    while (this.#active.size > 0)
      await Promise.allSettled([...this.#active.values()].map((a) => a.done))
  }

  /**
   * At shutdown, after the grace period: gives back every run still executing here, so that another worker takes
   * it over at once. The job may still finish here before the process exits; its outcome is then not recorded
   * (the run is no longer this execution's), and the other worker runs it again: jobs are idempotent.
   */
  async handBack(): Promise<JobRun[]> {
    const handedBack: JobRun[] = []
    for (const { run } of this.#active.values()) {
      if (await handBackRun(run)) handedBack.push(run)
    }
    if (handedBack.length > 0)
      logger.warn(
        { runs: handedBack.map((run) => run.id) },
        'jobs: stopping; runs still executing are handed back to other workers'
      )
    return handedBack
  }

  /** A trigger that came before the due time (clock skew) is delivered again when the run is due. */
  async #skip(trigger: Trigger): Promise<RunOutcome> {
    const ms = await msUntilDue(trigger.runId, trigger.queue)
    if (ms !== null)
      this.retrigger({ ...trigger, key: `${trigger.key}-due-${Date.now()}`, delayMs: ms })
    return 'skipped'
  }

  async #fail(run: JobRun, Job: JobClass | undefined, error: Error): Promise<RunOutcome> {
    // Another worker took the run over (this one outlived its lock): it decides.
    if (!(await failRun(run, error.message))) return 'skipped'
    logger.warn(
      { runId: run.id, job: run.jobName, attempt: run.attempts, err: error },
      'jobs: run failed for good'
    )
    jobRuns.inc({ job: run.jobName, outcome: 'failed' })
    try {
      if (Job) await new Job().failed?.(run.payload, error)
    } catch (hookError) {
      logger.error({ err: hookError, runId: run.id }, 'jobs: failed() hook threw')
    }
    return 'failed'
  }
}

/**
 * The job's error, if any. A job past its timeout counts as failed, but
 * cannot be cancelled: it may still finish in the background.
 */
async function withTimeout(work: Promise<void>, timeoutMs: number): Promise<Error | undefined> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([work, timeout])
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  } finally {
    clearTimeout(timer)
  }
}
