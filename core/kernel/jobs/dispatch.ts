import app from '@adonisjs/core/services/app'
import type { JobClass, PayloadOf } from '#kernel/jobs/job'
import type { DispatchOptions } from '#kernel/jobs/job_system'

/**
 * Records a run of `Job` and triggers it (after `trx` commits, when given).
 * Resolves with the `job_runs` row once it is recorded, not once it has run.
 *
 * ```ts
 * await dispatch(SendMailJob, { mailId: mail.id }, { trx })
 * ```
 */
export async function dispatch<J extends JobClass>(
  Job: J,
  payload: PayloadOf<J>,
  options?: DispatchOptions
) {
  const jobs = await app.container.make('jobs')
  return jobs.dispatch(Job, payload, options)
}
