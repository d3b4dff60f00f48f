import db from '@adonisjs/lucid/services/db'
import type { NetworkHistoryView } from '#core/network/history/history_api_types'
import {
  addSums,
  historyWindow,
  measuredAverage,
  uptimePercent,
  type BucketSums,
  type HistoryRange,
} from '#core/network/history/history_buckets'

/**
 * A venue's uptime and clients over a range, one point per bucket (null where nothing was sampled). Raw and hourly
 * points are read together, so the chart is the same before and after the retention folded raw points into hours.
 */
export async function networkHistory(
  locationId: number,
  range: HistoryRange,
  now = new Date()
): Promise<NetworkHistoryView> {
  const window = historyWindow(range, now)
  const bucketSeconds = window.bucketMinutes * 60
  const result = await db.rawQuery(
    `select floor(extract(epoch from at) / ?)::bigint * ? as bucket,
       sum(samples)::int as samples, sum(up_samples)::int as up_samples, sum(measured_samples)::int as measured_samples,
       coalesce(sum(devices_online * measured_samples), 0)::float8 as devices_online,
       coalesce(sum(devices_total * measured_samples), 0)::float8 as devices_total,
       coalesce(sum(clients * measured_samples), 0)::float8 as clients,
       max(clients_max) as clients_max
     from network_history_points
     where location_id = ? and at >= ? and at < ?
     group by 1`,
    [bucketSeconds, bucketSeconds, locationId, window.from, window.to]
  )
  const buckets = new Map<number, BucketSums>(
    result.rows.map((row: Record<string, any>) => [
      Number(row.bucket) * 1000,
      {
        samples: row.samples,
        upSamples: row.up_samples,
        measuredSamples: row.measured_samples,
        devicesOnline: row.devices_online,
        devicesTotal: row.devices_total,
        clients: row.clients,
        clientsMax: row.clients_max,
      },
    ])
  )
  const total = addSums([...buckets.values()])
  return {
    range,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    bucketMinutes: window.bucketMinutes,
    uptimePercent: uptimePercent(total),
    clientsAvg: measuredAverage(total, 'clients'),
    clientsPeak: total.clientsMax,
    points: window.starts.map((start) => {
      const sums = buckets.get(start.getTime())
      return {
        at: start.toISOString(),
        uptimePercent: uptimePercent(sums),
        clients: measuredAverage(sums, 'clients'),
        clientsMax: sums?.clientsMax ?? null,
        devicesOnline: measuredAverage(sums, 'devicesOnline'),
        devicesTotal: measuredAverage(sums, 'devicesTotal'),
      }
    }),
  }
}
