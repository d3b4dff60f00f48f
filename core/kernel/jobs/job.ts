/**
 * The job contract (architecture §6).
 *
 * A job is a trigger: `dispatch()` first records a row in `job_runs` (the
 * payload, a status and a due time) and only then asks the driver (BullMQ or
 * in-process) to run it. The executor claims the row, calls `handle()`, and
 * records the outcome. A lost trigger (in-process restart, Redis without
 * persistence) is recovered by the periodic sweep, so a run can also be
 * re-executed after a crash: **`handle()` must be idempotent**.
 *
 * Subclasses set the static options; every job class is listed once in
 * `config/jobs.ts` so that workers know how to run it.
 *
 * ```ts
 * export default class SendMailJob extends Job<{ mailId: number }> {
 *   static jobName = 'mail.send'
 *   static queue = 'mail'
 *   async handle({ mailId }: { mailId: number }) { ... }
 * }
 * await dispatch(SendMailJob, { mailId: 1 }, { trx })
 * ```
 */
export interface JobBackoff {
  type: 'fixed' | 'exponential'
  /** Fixed: the wait between attempts. Exponential: the first wait, doubled after each failure. */
  delayMs: number
}

export abstract class Job<Payload> {
  /** Unique, stable name stored in `job_runs.job_name`; never rename a job that has rows. */
  declare static jobName: string

  /** Queue the runs go to; workers consume every queue of the registered jobs. */
  static queue = 'default'

  /** Maximum number of executions, the first one included. */
  static attempts = 3

  static backoff: JobBackoff = { type: 'exponential', delayMs: 10_000 }

  /**
   * An execution still running after this long counts as failed (and is
   * retried). The row's lock is short and renewed while the job runs, so a
   * crashed worker's run is taken over within a lease (30 s) and a sweep, not
   * after this timeout.
   */
  static timeoutMs = 60_000

  /** Does the work. Throwing schedules a retry, or fails the run after the last attempt. */
  abstract handle(payload: Payload): Promise<void>

  /** Called once when the run has failed for good (after its last attempt). */
  failed?(payload: Payload, error: Error): Promise<void> | void
}

/** A concrete job class, as passed to `dispatch()` and listed in the registry. */
export interface JobClass<Payload = any> {
  new (): Job<Payload>
  jobName: string
  queue: string
  attempts: number
  backoff: JobBackoff
  timeoutMs: number
}

export type PayloadOf<J> = J extends JobClass<infer Payload> ? Payload : never

/** Wait before the next attempt, after `attempts` executions have failed. */
export function backoffDelay(backoff: JobBackoff, attempts: number) {
  if (backoff.type === 'fixed') return backoff.delayMs
  return backoff.delayMs * 2 ** Math.max(0, attempts - 1)
}
