import { Queue, Worker } from 'bullmq'
import logger from '@adonisjs/core/services/logger'
import type { JobDriver, Trigger, TriggerHandler } from '#kernel/jobs/drivers/job_driver'

const SWEEP_QUEUE = 'job-runs-sweep'

export interface BullMQDriverOptions {
  redisUrl: string
  /** Namespaces every Redis key (several apps or test runs can share one Redis). */
  prefix: string
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
      this.#startWorker(name, concurrency, (job) => handle({ queue: name, runId: job.data.runId, key: job.id!, delayMs: 0 }))
    }
  }

  /** Every process upserts the same scheduler (idempotent); each tick goes to one of them. */
  async startSweep(intervalMs: number, sweep: () => Promise<void>) {
    await this.#queue(SWEEP_QUEUE).upsertJobScheduler(
      'sweep',
      { every: intervalMs },
      { name: 'sweep', opts: { removeOnComplete: true, removeOnFail: true } }
    )
    this.#startWorker(SWEEP_QUEUE, 1, () => sweep())
  }

  async close() {
    await Promise.allSettled(this.#workers.map((worker) => worker.close()))
    await Promise.allSettled([...this.#queues.values()].map((queue) => queue.close()))
    this.#workers = []
    this.#queues.clear()
  }

  /** Deletes every key of these queues and of the sweep (tests, and tearing down a prefix). */
  async purge(queues: string[]) {
    for (const name of [...queues, SWEEP_QUEUE]) {
      await this.#queue(name).obliterate({ force: true })
    }
  }

  #startWorker(name: string, concurrency: number, process: (job: { id?: string; data: any }) => Promise<void>) {
    const worker = new Worker(name, process, {
      connection: this.#connection(),
      prefix: this.options.prefix,
      concurrency,
      removeOnComplete: { count: 0 },
      removeOnFail: { count: 0 },
    })
    worker.on('error', (error) => logger.warn({ err: error, queue: name }, 'jobs: BullMQ worker error'))
    this.#workers.push(worker)
  }

  #queue(name: string) {
    let queue = this.#queues.get(name)
    if (!queue) {
      queue = new Queue(name, { connection: this.#connection(), prefix: this.options.prefix })
      queue.on('error', (error) => logger.warn({ err: error, queue: name }, 'jobs: BullMQ queue error'))
      this.#queues.set(name, queue)
    }
    return queue
  }

  /** Workers block on Redis, so commands must wait for a reconnect rather than fail. */
  #connection() {
    return { url: this.options.redisUrl, maxRetriesPerRequest: null }
  }
}
