import { Queue, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import logger from '@adonisjs/core/services/logger'
import type { JobDriver, Trigger, TriggerHandler } from '#kernel/jobs/drivers/job_driver'
import { settledWithin } from '#kernel/jobs/settled_within'

/**
 * The sweep and every periodic tick share one queue (one scheduler each) and one worker: a BullMQ worker holds a
 * blocking Redis connection of its own, and a queue and a worker per tick cost ~60 connections per process.
 */
const PERIODIC_QUEUE = 'periodic'
const SWEEP = 'job-runs-sweep'
const REACHABLE_MS = 2_000
/** Periodic tasks that may run at once in one process (each name one at a time); above the number of tasks. */
const PERIODIC_CONCURRENCY = 32
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
 *
 * Redis connections (docs/operations.md, "Redis"): every queue and every worker's regular commands share one
 * connection; each worker adds the blocking connection it waits on (one per job queue, one for the periodic tasks).
 */
export class BullMQDriver implements JobDriver {
  readonly name = 'bullmq'
  #queues = new Map<string, Queue>()
  #workers: Worker[] = []
  #closed = false
  #errorLoggedAt = new Map<string, number>()
  #schedules = new Map<string, { intervalMs: number; task: () => Promise<void> }>()
  /** Per tick name, the run in this process: a tick waits for its previous one, as with a worker per tick. */
  #ticking = new Map<string, Promise<void>>()
  #periodicWorker = false
  #scheduleWatch: NodeJS.Timeout | undefined
  #shared: Redis | undefined

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
    await this.#schedule(SWEEP, intervalMs, sweep)
  }

  /** One scheduler per task name on the periodic queue; BullMQ hands each tick to one worker only. */
  async startPeriodic(name: string, intervalMs: number, task: () => Promise<void>) {
    await this.#schedule(name, intervalMs, task)
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
    this.#shared?.disconnect()
    this.#shared = undefined
  }

  /** Deletes every key of these queues and of the periodic tasks (tests, and tearing down a prefix). */
  async purge(queues: string[]) {
    for (const name of [...queues, PERIODIC_QUEUE]) {
      await this.#queue(name).obliterate({ force: true })
    }
  }

  async #schedule(name: string, intervalMs: number, task: () => Promise<void>) {
    await this.#upsertScheduler(name, intervalMs)
    this.#schedules.set(name, { intervalMs, task })
    if (!this.#periodicWorker) {
      this.#periodicWorker = true
      // Ticks of different names run side by side, as each had a worker of its own before.
      this.#startWorker(PERIODIC_QUEUE, PERIODIC_CONCURRENCY, (job) => this.#tick(job.name))
      void this.#removeSchedulersOfEarlierReleases()
    }
    this.#watchSchedules()
  }

  #tick(name: string | undefined) {
    const task = name ? this.#schedules.get(name)?.task : undefined
    // A tick of a task this process does not know (an older or newer release beside it): the next one goes elsewhere.
    if (!name || !task) return Promise.resolve()
    const previous = this.#ticking.get(name) ?? Promise.resolve()
    const current = previous.then(task, task)
    const settled = current.catch(() => {})
    this.#ticking.set(name, settled)
    void settled.finally(() => {
      if (this.#ticking.get(name) === settled) this.#ticking.delete(name)
    })
    return current
  }

  /**
   * Releases before this one kept each tick, and the sweep, on a queue of its own (`periodic-<name>`,
   * `job-runs-sweep`); their schedulers would stay in Redis, adding a job nobody takes. Removed once at start.
   */
  async #removeSchedulersOfEarlierReleases() {
    for (const name of this.#schedules.keys()) {
      const queue = name === SWEEP ? SWEEP : `periodic-${name}`
      const legacy = new Queue(queue, {
        connection: this.#connection(),
        prefix: this.options.prefix,
      })
      legacy.on('error', () => {})
      await legacy
        .removeJobScheduler(name === SWEEP ? 'sweep' : name)
        .catch(() => {})
        .finally(() => legacy.close().catch(() => {}))
    }
  }

  #upsertScheduler(name: string, intervalMs: number) {
    return this.#queue(PERIODIC_QUEUE).upsertJobScheduler(
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
      for (const [name, { intervalMs }] of this.#schedules) {
        this.#queue(PERIODIC_QUEUE)
          .getJobScheduler(name)
          .then((existing) => (existing ? undefined : this.#upsertScheduler(name, intervalMs)))
          .catch(() => {})
      }
    }, this.options.scheduleCheckMs ?? SCHEDULE_CHECK_MS)
    this.#scheduleWatch.unref()
  }

  #startWorker(
    name: string,
    concurrency: number,
    process: (job: { id?: string; name?: string; data: any }) => Promise<void>
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

  /**
   * One connection for every queue and for the workers' regular commands (BullMQ gives each worker a blocking one
   * of its own besides). Workers block on Redis, so commands must wait for a reconnect rather than fail.
   */
  #connection() {
    if (!this.#shared) {
      this.#shared = new Redis(this.options.redisUrl, {
        maxRetriesPerRequest: null,
        // Named as BullMQ names the workers' connections, so CLIENT LIST tells an operator whose it is.
        connectionName: `${this.options.prefix}:shared`,
      })
      this.#shared.on('error', (error) => this.#logError('connection', error))
    }
    return this.#shared
  }
}
