-- Storage per venue, for docs/scaling.md. Run on a COPY of the database `npm run soak` leaves behind (it writes):
--
--   createdb -h 127.0.0.1 -U postgres -T airdeck_soak airdeck_storage && \
--     psql -h 127.0.0.1 -U postgres -d airdeck_storage -f bench/storage_per_venue.sql; \
--     dropdb -h 127.0.0.1 -U postgres airdeck_storage
--
-- The soak's synced venues (10 devices and 50 clients each, written by real syncs) get a network history at full
-- retention (core/network/history/roll_up_history.ts): a raw point a minute for 48 hours (the default 60 s sync
-- interval) and an hourly point for 90 days. Then every table's bytes (pg_total_relation_size: heap, TOAST and
-- indexes) per row, and the time the hourly roll-up takes to fold 12 hours of raw points.
\timing on
\pset footer off

create temporary table synced as select distinct location_id as id from network_devices where location_id in (
  select id from locations where name like 'Soak sync %');

delete from network_history_points;
insert into network_history_points (location_id, granularity, at, samples, up_samples, measured_samples,
  devices_online, devices_total, clients, clients_max)
select s.id, 'raw', date_trunc('minute', now()) - make_interval(mins => m), 1, 1, 1, 10, 10, 50, 50
from synced s, generate_series(0, 48 * 60 - 1) as m;
insert into network_history_points (location_id, granularity, at, samples, up_samples, measured_samples,
  devices_online, devices_total, clients, clients_max)
select s.id, 'hour', date_trunc('hour', now()) - interval '49 hours' - make_interval(hours => h), 60, 60, 60, 9.8,
  10, 47.5, 55
from synced s, generate_series(0, 90 * 24 - 1) as h;
vacuum analyze;

select (select count(*) from synced) as synced_venues,
  count(*) filter (where granularity = 'raw') as raw_points,
  count(*) filter (where granularity = 'hour') as hourly_points,
  pg_total_relation_size('network_history_points') as bytes,
  round(pg_total_relation_size('network_history_points')::numeric / count(*), 1) as bytes_per_point
from network_history_points;

select relname as table_name, n_live_tup as live_rows, pg_total_relation_size(relid) as bytes,
  round(pg_total_relation_size(relid)::numeric / nullif(n_live_tup, 0), 0) as bytes_per_row
from pg_stat_user_tables where n_live_tup > 0 order by bytes desc limit 20;

select 'per synced venue' as what,
  (select count(*) from network_devices where location_id in (select id from synced))::numeric
    / (select count(*) from synced) as devices,
  (select count(*) from network_clients where location_id in (select id from synced))::numeric
    / (select count(*) from synced) as clients,
  (select count(*) from location_networks where location_id in (select id from synced))::numeric
    / (select count(*) from synced) as networks,
  (select count(*) from network_events where location_id in (select id from synced))::numeric
    / (select count(*) from synced) as events;

-- The roll-up statement of core/network/history/roll_up_history.ts, folding the oldest 12 of the 48 hours of raw
-- points (as if the clock were 12 hours later), in a transaction rolled back so the figures above stay.
begin;
with expired as (
  delete from network_history_points where granularity = 'raw' and at < now() - interval '36 hours' returning *
), hours as (
  select location_id, to_timestamp(floor(extract(epoch from at) / 3600) * 3600) as at,
    sum(samples)::int as samples, sum(up_samples)::int as up_samples, sum(measured_samples)::int as measured_samples,
    sum(devices_online * measured_samples) / nullif(sum(measured_samples), 0) as devices_online,
    sum(devices_total * measured_samples) / nullif(sum(measured_samples), 0) as devices_total,
    sum(clients * measured_samples) / nullif(sum(measured_samples), 0) as clients,
    max(clients_max) as clients_max
  from expired group by 1, 2
)
insert into network_history_points as p (location_id, granularity, at, samples, up_samples, measured_samples,
  devices_online, devices_total, clients, clients_max)
select location_id, 'hour', at, samples, up_samples, measured_samples, devices_online, devices_total, clients,
  clients_max from hours
on conflict (location_id, at, granularity) do update set samples = p.samples + excluded.samples;
rollback;
