import app from '@adonisjs/core/services/app'
import { settledWithin } from '#kernel/jobs/settled_within'

/**
 * Waits (at most `ms`) until no job runs in this process. Jobs a test's requests started keep running after it
 * ends; under a global transaction they would share the next test's connection, where a savepoint they roll back
 * can undo that test's own rows.
 */
export async function settleInProcessJobs(ms = 15_000) {
  const jobs = await app.container.make('jobs')
  await settledWithin(jobs.executor.idle(), ms)
}
