import type { RetentionLimits } from '#kernel/retention/delete_expired_rows'
import { deleteExpiredRows } from '#kernel/retention/delete_expired_rows'

/**
 * Finished job runs (completed or failed) are kept this long for troubleshooting; no screen reads them, and pending
 * or running runs are never removed (they are the work itself, architecture §6).
 */
export const JOB_RUN_RETENTION_DAYS = 14

export function pruneJobRuns(limits?: RetentionLimits) {
  return deleteExpiredRows(
    {
      table: 'job_runs',
      expired: `finished_at < clock_timestamp() - make_interval(days => ?) and status in ('completed', 'failed')`,
      bindings: [JOB_RUN_RETENTION_DAYS],
    },
    limits
  )
}
