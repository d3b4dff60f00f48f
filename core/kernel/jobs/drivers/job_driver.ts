/**
 * A trigger asks a worker to execute one `job_runs` row. It carries no
 * payload: the row is the truth, and the executor claims it atomically, so a
 * trigger that arrives twice, late, or for a finished run does nothing.
 */
export interface Trigger {
  queue: string
  runId: number
  /**
   * Deduplication key, unique per run and attempt (`run-<id>-<attempts>`).
   * While a trigger with this key is waiting or running, the driver drops
   * new ones with the same key.
   */
  key: string
  /** Do not deliver before this many milliseconds from now. */
  delayMs: number
}

export type TriggerHandler = (trigger: Trigger) => Promise<void>

/**
 * The transport between `dispatch()` and the executor. Two implementations
 * share this contract: BullMQ (Redis, any number of processes) and
 * in-process (timers; embedded mode). A driver may lose triggers (a restart,
 * Redis without persistence): the sweep re-triggers from the database.
 */
export interface JobDriver {
  readonly name: 'bullmq' | 'in-process'

  /**
   * Queues a trigger, delivered at least once to a worker of `trigger.queue`
   * (in any process) unless the driver loses it. May be called before or
   * without `startWorkers()`, e.g. from a web process whose workers run
   * elsewhere.
   */
  trigger(trigger: Trigger): Promise<void>

  /**
   * Starts consuming `queues`, at most `concurrency` triggers at a time per
   * queue. `handle` never throws: it records failures in the database.
   */
  startWorkers(queues: string[], concurrency: number, handle: TriggerHandler): Promise<void>

  /**
   * Runs `sweep` about every `intervalMs`. With several processes, each tick
   * runs in one of them only (BullMQ job scheduler); overlapping is harmless.
   */
  startSweep(intervalMs: number, sweep: () => Promise<void>): Promise<void>

  /**
   * Runs `task` about every `intervalMs` under a stable `name`, like the sweep: with several processes each tick
   * runs in exactly one of them (BullMQ job scheduler), in-process a timer that skips a tick while the last runs.
   */
  startPeriodic?(name: string, intervalMs: number, task: () => Promise<void>): Promise<void>

  /** Stops taking new triggers; running ones go on (shutdown, before the grace period). */
  stopTaking?(): Promise<void>

  /**
   * Stops taking work, waits for running triggers to finish (unless `waitForRunning` is false: they were handed
   * back), releases connections and timers.
   */
  close(options?: { waitForRunning?: boolean }): Promise<void>
}
