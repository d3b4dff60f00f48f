import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** A demo venue's history: its device count, the clients of a busy evening, and an outage if it had one. */
export interface DemoHistoryVenue {
  locationId: number
  devices: number
  peakClients: number
  /** Devices down the whole time (the demo's warning venue). */
  devicesDown?: number
  outage?: { hoursAgo: number; minutes: number }
}

const HOUR = 3_600_000
/** A synced venue is sampled every 30 seconds: an hourly point holds 120 samples. */
const SAMPLES_PER_HOUR = 120

/**
 * Thirty days of plausible history for the demo venues, so a new user sees the history charts at once: hourly
 * points up to 47 hours ago, raw points every 5 minutes since. Clients follow a bar's day (a lunch bump, a busy
 * evening, quiet nights) and week (busier Friday and Saturday, a slow Monday) with a deterministic wobble; an
 * outage takes the devices and clients to zero. One statement, generated in the database.
 */
export async function seedDemoHistory(
  trx: TransactionClientContract,
  venues: DemoHistoryVenue[],
  now = new Date()
) {
  if (!venues.length) return
  const rawFrom = new Date(Math.floor((now.getTime() - 47 * HOUR) / HOUR) * HOUR)
  const hourlyFrom = new Date(rawFrom.getTime() - 29 * 24 * HOUR)
  // A venue without an outage gets an empty one.
  const outage = (venue: DemoHistoryVenue) => {
    if (!venue.outage) return [now, now]
    const from = new Date(
      Math.floor((now.getTime() - venue.outage.hoursAgo * HOUR) / 300_000) * 300_000
    )
    return [from, new Date(from.getTime() + venue.outage.minutes * 60_000)]
  }
  await trx.rawQuery(
    `with venues (id, devices, devices_down, peak, down_from, down_to) as (
       values ${venues.map(() => '(?::int, ?::int, ?::int, ?::int, ?::timestamptz, ?::timestamptz)').join(', ')}
     ), moments as (
       select 'hour' as granularity, at, ${SAMPLES_PER_HOUR} as samples from generate_series(?::timestamptz, ?::timestamptz - interval '1 hour', interval '1 hour') as at
       union all
       select 'raw', at, 1 from generate_series(?::timestamptz, ?::timestamptz, interval '5 minutes') as at
     ), shaped as (
       select v.id, m.granularity, m.at, m.samples, v.devices, v.devices_down,
         m.at >= v.down_from and m.at < v.down_to as down,
         v.peak
           * least(1, 0.04 + 0.45 * exp(-power(local.hour - 12.5, 2) / 3) + 0.95 * exp(-power(local.hour - 20.5, 2) / 5))
           * case local.dow when 5 then 1.15 when 6 then 1.3 when 7 then 0.85 when 1 then 0.7 else 1 end
           * (0.85 + 0.3 * (wobble.x - floor(wobble.x))) as clients
       from venues v cross join moments m
       cross join lateral (select extract(hour from m.at at time zone 'Europe/Brussels') + extract(minute from m.at at time zone 'Europe/Brussels') / 60 as hour,
         extract(isodow from m.at at time zone 'Europe/Brussels') as dow) as local
       cross join lateral (select abs(sin(extract(epoch from m.at) / 300 + v.id) * 10000) as x) as wobble
     )
     insert into network_history_points (location_id, granularity, at, samples, up_samples, measured_samples, devices_online, devices_total, clients, clients_max)
     select id, granularity, at, samples, case when down then 0 else samples end, samples,
       case when down then 0 else devices - devices_down end, devices,
       case when down then 0 else round(clients::numeric, 1) end,
       case when down then 0 when granularity = 'hour' then ceil(clients * 1.25) else round(clients) end
     from shaped
     on conflict do nothing`,
    [
      ...venues.flatMap((venue) => [
        venue.locationId,
        venue.devices,
        venue.devicesDown ?? 0,
        venue.peakClients,
        ...outage(venue),
      ]),
      hourlyFrom,
      rawFrom,
      rawFrom,
      now,
    ]
  )
}
