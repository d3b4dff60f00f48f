import db from '@adonisjs/lucid/services/db'

const FAILING = `status in ('needs_credentials', 'unavailable', 'failed')`

/**
 * Controllers per vendor: how many, how many fail, and the sync lag (seconds since the last good sync; a controller
 * that never synced well counts from its creation). The failing ones with their last error, longest lag first.
 */
export async function controllersCard() {
  const result = await db.rawQuery(
    `select vendor,
       count(*)::int as total,
       count(*) filter (where ${FAILING})::int as failing,
       max(extract(epoch from clock_timestamp() - coalesce(last_good_sync_at, created_at)))::int as max_lag_seconds,
       percentile_cont(0.5) within group (
         order by extract(epoch from clock_timestamp() - coalesce(last_good_sync_at, created_at)))::int as median_lag_seconds,
       coalesce(json_agg(json_build_object(
           'id', id, 'alias', alias, 'status', status, 'last_error', last_error,
           'last_sync_at', last_sync_at, 'last_good_sync_at', last_good_sync_at)
         order by coalesce(last_good_sync_at, created_at)) filter (where ${FAILING}), '[]') as failing_controllers
     from controllers
     group by vendor
     order by vendor`
  )
  return {
    vendors: result.rows.map((row: Record<string, any>) => ({
      vendor: row.vendor as string,
      total: row.total as number,
      failing: row.failing as number,
      max_lag_seconds: row.max_lag_seconds as number,
      median_lag_seconds: row.median_lag_seconds as number,
      failing_controllers: (row.failing_controllers as Array<Record<string, any>>).map((item) => ({
        id: item.id as number,
        alias: item.alias as string,
        status: item.status as string,
        last_error: (item.last_error as string | null)?.slice(0, 500) ?? null,
        last_sync_at: iso(item.last_sync_at),
        last_good_sync_at: iso(item.last_good_sync_at),
      })),
    })),
  }
}

const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null)
