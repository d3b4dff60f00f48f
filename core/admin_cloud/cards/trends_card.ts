import db from '@adonisjs/lucid/services/db'

/**
 * The last 24 hours, hour by hour: controller syncs (all and failed) and the worst sync lag when one ended (the
 * `controller_sync_hours` the syncs keep), failed jobs, and guest sign-ins (all and failed). One query; each part
 * reads its own index.
 */
export async function trendsCard() {
  const result = await db.rawQuery(
    `with hours as (
       select generate_series(date_trunc('hour', clock_timestamp()) - interval '23 hours',
         date_trunc('hour', clock_timestamp()), interval '1 hour') as starts_at),
     job_failures as (
       select date_trunc('hour', finished_at) as starts_at, count(*)::int as failed
       from job_runs where status = 'failed' and finished_at >= clock_timestamp() - interval '24 hours'
       group by 1),
     sign_ins as (
       select date_trunc('hour', created_at) as starts_at, count(*)::int as total,
         count(*) filter (where status = 'failed')::int as failed
       from portal_sign_ins where created_at >= clock_timestamp() - interval '24 hours'
       group by 1)
     select hours.starts_at, coalesce(sync_hours.syncs, 0) as syncs,
       coalesce(sync_hours.failed, 0) as failed_syncs, sync_hours.max_lag_seconds,
       coalesce(job_failures.failed, 0) as job_failures,
       coalesce(sign_ins.total, 0) as sign_ins, coalesce(sign_ins.failed, 0) as failed_sign_ins
     from hours
       left join controller_sync_hours sync_hours using (starts_at)
       left join job_failures using (starts_at)
       left join sign_ins using (starts_at)
     order by hours.starts_at`
  )
  return {
    hours: result.rows.map((row: Record<string, any>) => ({
      starts_at: new Date(row.starts_at).toISOString(),
      syncs: row.syncs as number,
      failed_syncs: row.failed_syncs as number,
      max_sync_lag_seconds: (row.max_lag_seconds as number | null) ?? null,
      job_failures: row.job_failures as number,
      sign_ins: row.sign_ins as number,
      failed_sign_ins: row.failed_sign_ins as number,
    })),
  }
}
