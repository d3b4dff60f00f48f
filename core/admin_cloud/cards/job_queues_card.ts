import db from '@adonisjs/lucid/services/db'

/**
 * The job queues as the durable `job_runs` rows tell them (both drivers, BullMQ and in-process, run from these):
 * per job kind, runs waiting and running now, failed in the last 24 hours, and the oldest waiting one.
 */
export async function jobQueuesCard() {
  const result = await db.rawQuery(
    `select job_name, queue,
       count(*) filter (where status = 'pending')::int as waiting,
       count(*) filter (where status = 'running')::int as running,
       count(*) filter (where status = 'failed')::int as failed_24h,
       min(created_at) filter (where status = 'pending') as oldest_waiting_at
     from job_runs
     where status in ('pending', 'running')
        or (status = 'failed' and finished_at >= clock_timestamp() - interval '24 hours')
     group by job_name, queue
     order by job_name`
  )
  return {
    kinds: result.rows.map((row: Record<string, any>) => ({
      job: row.job_name as string,
      queue: row.queue as string,
      waiting: row.waiting as number,
      running: row.running as number,
      failed_24h: row.failed_24h as number,
      oldest_waiting_at: row.oldest_waiting_at
        ? new Date(row.oldest_waiting_at).toISOString()
        : null,
    })),
  }
}
