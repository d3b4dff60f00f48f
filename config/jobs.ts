import env from '#start/env'
import { defineConfig } from '#kernel/jobs/define_config'

/**
 * Jobs (architecture §6): BullMQ when REDIS_URL is set, in-process timers
 * otherwise; JOBS_DRIVER overrides. The state of every run is a row in
 * job_runs, so either driver may lose triggers without losing work.
 */
const jobsConfig = defineConfig({
  driver: env.get('JOBS_DRIVER') ?? (env.get('REDIS_URL') ? 'bullmq' : 'in-process'),
  redisUrl: env.get('REDIS_URL'),
  prefix: 'airdeck:jobs',
  concurrency: 5,
  sweepIntervalMs: 30_000,
  runWorkerInWeb: env.get('JOBS_RUN_WORKER') ?? true,

  jobs: [
    () => import('#core/mail/jobs/send_mail_job'),
    () => import('#core/auth/jobs/send_password_reset_job'),
    () => import('#core/network/jobs/sync_controller_job'),
  ],
  periodic: [{ name: 'controller-sync-tick', everyMs: 15_000, task: () => import('#core/network/jobs/controller_sync_tick') }],
})

export default jobsConfig
