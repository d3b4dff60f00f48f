import logger from '@adonisjs/core/services/logger'
import type { JobDriver, Trigger, TriggerHandler } from '#kernel/jobs/drivers/job_driver'

interface LocalQueue {
  waiting: Trigger[]
  active: number
}

/**
 * Triggers held in this process's memory and delivered with timers: the
 * embedded default. Everything queued here is lost on restart; the sweep
 * (which also runs right after start) re-triggers from the database.
 */
export class InProcessDriver implements JobDriver {
  readonly name = 'in-process'
  #queues = new Map<string, LocalQueue>()
  #keys = new Set<string>()
  #timers = new Set<NodeJS.Timeout>()
  #running = new Set<Promise<void>>()
  #served = new Set<string>()
  #concurrency = 1
  #handle?: TriggerHandler
  #closed = false

  async trigger(trigger: Trigger) {
    if (this.#closed || this.#keys.has(trigger.key)) return
    this.#keys.add(trigger.key)
    if (trigger.delayMs <= 0) return this.#enqueue(trigger)

    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      this.#enqueue(trigger)
    }, trigger.delayMs)
    timer.unref()
    this.#timers.add(timer)
  }

  async startWorkers(queues: string[], concurrency: number, handle: TriggerHandler) {
    this.#handle = handle
    this.#concurrency = Math.max(1, concurrency)
    for (const name of queues) {
      this.#served.add(name)
      this.#drain(name)
    }
  }

  async startSweep(intervalMs: number, sweep: () => Promise<void>) {
    return this.startPeriodic('sweep', intervalMs, sweep)
  }

  async startPeriodic(name: string, intervalMs: number, task: () => Promise<void>) {
    let running = false
    const timer = setInterval(() => {
      if (running || this.#closed) return
      running = true
      task()
        .catch((error) => logger.warn({ err: error }, `jobs: periodic ${name} failed`))
        .finally(() => (running = false))
    }, intervalMs)
    timer.unref()
    this.#timers.add(timer)
  }

  async stopTaking() {
    this.#closed = true
  }

  async close({ waitForRunning = true }: { waitForRunning?: boolean } = {}) {
    this.#closed = true
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
    this.#queues.clear()
    if (waitForRunning) await Promise.allSettled([...this.#running])
  }

  #enqueue(trigger: Trigger) {
    if (this.#closed) return
    const queue = this.#queue(trigger.queue)
    queue.waiting.push(trigger)
    this.#drain(trigger.queue)
  }

  #drain(name: string) {
    const queue = this.#queue(name)
    while (
      this.#handle &&
      this.#served.has(name) &&
      !this.#closed &&
      queue.active < this.#concurrency
    ) {
      const trigger = queue.waiting.shift()
      if (!trigger) return
      queue.active++
      const running: Promise<void> = this.#handle(trigger)
        .catch((error) =>
          logger.error({ err: error, runId: trigger.runId }, 'jobs: trigger handler failed')
        )
        .finally(() => {
          queue.active--
          this.#keys.delete(trigger.key)
          this.#running.delete(running)
          this.#drain(name)
        })
      this.#running.add(running)
    }
  }

  #queue(name: string) {
    let queue = this.#queues.get(name)
    if (!queue) this.#queues.set(name, (queue = { waiting: [], active: 0 }))
    return queue
  }
}
