import { Queue, Worker } from 'bullmq'
import logger from '@adonisjs/core/services/logger'
import type { JobDriver, Trigger, TriggerHandler } from '#kernel/jobs/drivers/job_driver'
import { settledWithin } from '#kernel/jobs/settled_within'

const SWEEP_QUEUE = 'job-runs-sweep'
const REACHABLE_MS = 2_000
const ERROR_LOG_INTERVAL_MS = 60_000
/** How often each process checks that the sweep and tick schedulers still exist in Redis. */
const SCHEDULE_CHECK_MS = 10_000

export interface BullMQDriverOptions {
  redisUrl: string
  /** Namespaces every Redis key (several apps or test runs can share one Redis). */
  prefix: string
  /** How often the schedulers are checked and put back when Redis lost them (default 10 s). */
  scheduleCheckMs?: number
}

/**
 * BullMQ on Redis: triggers survive a process restart and reach workers in
 * any process. The BullMQ job id is the trigger key, so a trigger that is
 * already waiting or running is not added twice; finished jobs are removed
 * at once, so the id can be reused by a later re-trigger.
 */
export class BullMQDriver implements JobDriver {
  readonly name = 'bullmq'
  #queues = new Map<string, Queue>()
  #workers: Worker[] = []
  #closed = false
  #errorLoggedAt = new Map<string, number>()
  #periodic = new Set<string>()
  #schedules = new Map<string, { name: string; intervalMs: number }>()
  #scheduleWatch: NodeJS.Timeout | undefined

  constructor(private options: BullMQDriverOptions) {}

  async trigger(trigger: Trigger) {
    await this.#queue(trigger.queue).add(
      'run',
      { runId: trigger.runId },
      {
        jobId: trigger.key,
        delay: Math.max(0, trigger.delayMs),
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: true,
      }
    )
  }

  async startWorkers(queues: string[], concurrency: number, handle: TriggerHandler) {
    for (const name of queues) {
      this.#startWorker(name, concurrency, (job) =>
        handle({ queue: name, runId: job.data.runId, key: job.id!, delayMs: 0 })
      )
    }
  }

  /**
   * Every process upserts the same scheduler (idempotent); each tick goes to
   * one of them. The first tick comes after one interval, as in-process.
   */
  async startSweep(intervalMs: number, sweep: () => Promise<void>) {
    await this.#schedule(SWEEP_QUEUE, 'sweep', intervalMs, sweep)
  }

  /** One scheduler per task name on a queue of its own; BullMQ hands each tick to one worker only. */
  async startPeriodic(name: string, intervalMs: number, task: () => Promise<void>) {
    const queue = `periodic-${name}`
    this.#periodic.add(queue)
    await this.#schedule(queue, name, intervalMs, task)
  }

  /** Pauses every worker of this process without waiting for its running jobs. */
  async stopTaking() {
    await Promise.allSettled(
      this.#workers.map((worker) => settledWithin(worker.pause(true), REACHABLE_MS))
    )
  }

  async close({ waitForRunning = true }: { waitForRunning?: boolean } = {}) {
    this.#closed = true
    clearInterval(this.#scheduleWatch)
    await Promise.allSettled(
      this.#workers.map((worker) => this.#closeWorker(worker, waitForRunning))
    )
    await Promise.allSettled([...this.#queues.values()].map((queue) => queue.close()))
    this.#workers = []
    this.#queues.clear()
  }

  /** Deletes every key of these queues and of the sweep (tests, and tearing down a prefix). */
  async purge(queues: string[]) {
    for (const name of [...queues, SWEEP_QUEUE, ...this.#periodic]) {
      await this.#queue(name).obliterate({ force: true })
    }
  }

  async #schedule(queue: string, name: string, intervalMs: number, task: () => Promise<void>) {
    await this.#upsertScheduler(queue, name, intervalMs)
    this.#schedules.set(queue, { name, intervalMs })
    this.#startWorker(queue, 1, () => task())
    this.#watchSchedules()
  }

  #upsertScheduler(queue: string, name: string, intervalMs: number) {
    return this.#queue(queue).upsertJobScheduler(
      name,
      { every: intervalMs, startDate: Date.now() + intervalMs },
      { name, opts: { removeOnComplete: true, removeOnFail: true } }
    )
  }

  /**
   * The schedulers live in Redis: a Redis that restarts without its data (no persistence, a failover to an empty
   * replica) forgets them, and the sweep and every tick would stop until a process restarts. Each process puts back
   * the ones that are missing (an existing one is left alone, so its next tick is not pushed back).
   */
  #watchSchedules() {
    if (this.#scheduleWatch) return
    this.#scheduleWatch = setInterval(() => {
      if (this.#closed) return
      for (const [queue, { name, intervalMs }] of this.#schedules) {
        this.#queue(queue)
          .getJobScheduler(name)
          .then((existing) =>
            existing ? undefined : this.#upsertScheduler(queue, name, intervalMs)
          )
          .catch(() => {})
      }
    }, this.options.scheduleCheckMs ?? SCHEDULE_CHECK_MS)
    this.#scheduleWatch.unref()
  }

  #startWorker(
    name: string,
    concurrency: number,
    process: (job: { id?: string; data: any }) => Promise<void>
  ) {
    // start() may still be awaiting Redis when close() is called.
    if (this.#closed) return
    const worker = new Worker(name, process, {
      connection: this.#connection(),
      prefix: this.options.prefix,
      concurrency,
      removeOnComplete: { count: 0 },
      removeOnFail: { count: 0 },
    })
    worker.on('error', (error) => this.#logError(`worker ${name}`, error))
    this.#workers.push(worker)
  }

  #queue(name: string) {
    let queue = this.#queues.get(name)
    if (!queue) {
      queue = new Queue(name, { connection: this.#connection(), prefix: this.options.prefix })
      queue.on('error', (error) => this.#logError(`queue ${name}`, error))
      this.#queues.set(name, queue)
    }
    return queue
  }

  /**
   * Graceful (running jobs finish) when Redis answers and they were not handed back. Without Redis a
   * graceful close waits for a reconnect forever, so it is forced.
   */
  async #closeWorker(worker: Worker, waitForRunning: boolean) {
    const reachable = await settledWithin(worker.waitUntilReady(), REACHABLE_MS)
    await worker.close(!reachable || !waitForRunning)
  }

  /** While Redis is down every reconnect attempt fails: one line a minute per source is enough. */
  #logError(source: string, error: Error) {
    const last = this.#errorLoggedAt.get(source) ?? 0
    if (Date.now() - last < ERROR_LOG_INTERVAL_MS) return
    this.#errorLoggedAt.set(source, Date.now())
    logger.warn({ err: error }, `jobs: BullMQ ${source}: ${error.message}`)
  }

  /** Workers block on Redis, so commands must wait for a reconnect rather than fail. */
  #connection() {
    return { url: this.options.redisUrl, maxRetriesPerRequest: null }
  }
}
