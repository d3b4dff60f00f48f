import { pruneJobRuns } from '#kernel/jobs/job_runs_retention'

/** Every 10 minutes (config/jobs.ts): finished job runs past their retention go, a bounded number per tick. */
export default async function jobRunsRetentionTick() {
  await pruneJobRuns()
}
