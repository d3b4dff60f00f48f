import type { JobLoader } from '#kernel/jobs/job_registry'

export interface JobsConfig {
  driver: 'bullmq' | 'in-process'
  /** Required by the bullmq driver. */
  redisUrl?: string
  /** Prefix of every BullMQ key in Redis. */
  prefix: string
  /** Triggers executed at once, per queue and process. */
  concurrency: number
  /** How often runs left past their due time (or by a dead worker) are triggered again. */
  sweepIntervalMs: number
  /** Whether web and test processes also run the workers (`node ace jobs:work` always does). */
  runWorkerInWeb: boolean
  /** Every job class, as a lazy import: the explicit registry workers execute from. */
  jobs: JobLoader[]
  /**
   * Periodic tasks (a tick that dispatches due work, e.g. the controller sync tick), run by the process that runs
   * the workers; exactly one process runs each tick. Keep them short: real work goes to jobs.
   */
  periodic?: PeriodicTask[]
}

export interface PeriodicTask {
  name: string
  everyMs: number
  task: () => Promise<{ default: () => Promise<void> }>
}

export function defineConfig(config: JobsConfig): JobsConfig {
  if (config.driver === 'bullmq' && !config.redisUrl) {
    throw new Error('config/jobs.ts: the bullmq driver needs REDIS_URL')
  }
  return config
}
