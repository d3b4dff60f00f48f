import db from '@adonisjs/lucid/services/db'

/** Raw points (one per sync) are kept this long, then folded into hourly points. */
export const RAW_RETENTION_MS = 48 * 3_600_000
/** Hourly points are kept this long. */
export const HOURLY_RETENTION_MS = 90 * 24 * 3_600_000

/** A weighted average of two points' averages, over their measured samples (null when neither measured anything). */
const merged = (column: string) =>
  `case when p.measured_samples + excluded.measured_samples = 0 then null
     else (coalesce(p.${column} * p.measured_samples, 0) + coalesce(excluded.${column} * excluded.measured_samples, 0))
       / (p.measured_samples + excluded.measured_samples) end`

/**
 * Folds raw points older than 48 hours into hourly points and deletes hourly points older than 90 days. Set-based:
 * one statement moves every expired raw point (delete … returning, grouped per venue and UTC hour, upserted), so a
 * crash leaves either all of them raw or all of them hourly. An hour whose raw points expire over several runs is
 * merged into the hourly point the earlier run wrote. Running it again with the same clock changes nothing.
 */
export async function rollUpHistory(now = new Date()) {
  const rawCutoff = new Date(now.getTime() - RAW_RETENTION_MS)
  const hourlyCutoff = new Date(now.getTime() - HOURLY_RETENTION_MS)
  const rolled = await db.rawQuery(
    `with expired as (
       delete from network_history_points where granularity = 'raw' and at < ? returning *
     ), hours as (
       select location_id, to_timestamp(floor(extract(epoch from at) / 3600) * 3600) as at,
         sum(samples)::int as samples, sum(up_samples)::int as up_samples, sum(measured_samples)::int as measured_samples,
         sum(devices_online * measured_samples) / nullif(sum(measured_samples), 0) as devices_online,
         sum(devices_total * measured_samples) / nullif(sum(measured_samples), 0) as devices_total,
         sum(clients * measured_samples) / nullif(sum(measured_samples), 0) as clients,
         max(clients_max) as clients_max
       from expired group by 1, 2
     )
     insert into network_history_points as p (location_id, granularity, at, samples, up_samples, measured_samples, devices_online, devices_total, clients, clients_max)
     select location_id, 'hour', at, samples, up_samples, measured_samples, devices_online, devices_total, clients, clients_max from hours
     on conflict (location_id, at, granularity) do update set
       samples = p.samples + excluded.samples,
       up_samples = p.up_samples + excluded.up_samples,
       measured_samples = p.measured_samples + excluded.measured_samples,
       devices_online = ${merged('devices_online')},
       devices_total = ${merged('devices_total')},
       clients = ${merged('clients')},
       clients_max = greatest(p.clients_max, excluded.clients_max)`,
    [rawCutoff]
  )
  const deleted = await db
    .from('network_history_points')
    .where('granularity', 'hour')
    .where('at', '<', hourlyCutoff)
    .delete()
  return {
    hourlyPointsWritten: rolled.rowCount ?? 0,
    hourlyPointsDeleted: Number(Array.isArray(deleted) ? deleted[0] : deleted),
  }
}
