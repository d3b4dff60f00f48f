/**
 * GET /rest/dashboard at 10,000 venues over 1,000 customers (the locations benchmark's shape) with their stored
 * snapshots: 20 controllers of four vendors, the live and standby venues bound to a site with four devices each
 * (5 % offline, 5 % warning, 2 % in failover; one venue in 50 over its plan's devices; one controller needing
 * credentials, one unreachable), open alerts, failed tenant keys, guest sign-ins today, overdue
 * invoices. For the admin (every venue) and for a partner granted 20 customers (200 venues), beside the bare /health
 * route in the same run: 50 connections for throughput, 1 connection for what one request costs. Own database
 * (airdeck_bench_dashboard). Production-like: NODE_ENV=production, PostgreSQL and Redis on loopback, Bearer tokens.
 *
 *   node bench/dashboard.js            (BENCH_PORT, BENCH_SECONDS, BENCH_CONNECTIONS to change the run)
 */
import { startBenchServer } from './lib/bench_server.js'
import {
  bearerToken,
  CUSTOMERS,
  fleetRun,
  loadRoute,
  PER_CUSTOMER,
  seedFleet,
} from './lib/venue_fleet.js'

const run = fleetRun({ database: 'airdeck_bench_dashboard', redisDb: 7, port: 3393 })
const { connections, duration } = run
const CONTROLLERS = 20
const PARTNER_EMAIL = 'bench-dashboard-partner@airdeck.example'

/** The venues and the snapshots the dashboard reads: each statement builds one table's rows from the previous ones. */
const SEED = [
  `insert into locations (customer_id, name, city, status, network_status, network_status_since, plan, created_at, updated_at)
   select c.id, 'Venue ' || lpad(x.n::text, 5, '0'), 'Hasselt',
     (array['to_deploy', 'ready_for_configuration', 'ready_for_installation', 'live', 'live', 'live', 'standby', 'archived'])[x.n % 8 + 1],
     case when x.n % 8 < 3 then 'not_configured' when x.n % 20 = 3 then 'offline' when x.n % 20 = 4 then 'warning'
       when x.n % 50 = 5 then 'failover' else 'online' end,
     now() - (x.n % 1440) * interval '1 minute', 2 + x.n % 3, now(), now()
   from (select id, row_number() over (order by id) - 1 as ci from customers where name like 'Bench customer %') c
   cross join generate_series(0, ${PER_CUSTOMER - 1}) as l
   cross join lateral (select (c.ci * ${PER_CUSTOMER} + l)::int as n) x`,
  // Not due for a sync during the run (their URLs lead nowhere): the data stays as seeded.
  `insert into controllers (alias, vendor, url, status, last_sync_at, sync_interval_seconds, created_at, updated_at)
   select 'Bench controller ' || i, (array['unifi', 'omada', 'peplink', 'zerotier'])[i % 4 + 1], 'https://controller-' || i || '.example',
     case i when 1 then 'needs_credentials' when 2 then 'unavailable' else 'connected' end, now() - i * interval '1 minute', 86400, now(), now()
   from generate_series(1, ${CONTROLLERS}) as i`,
  `update locations l set controller_id = c.id, controller_site_id = 'site-' || l.id
   from (select id, row_number() over (order by id) - 1 as k from controllers where alias like 'Bench controller %') c
   where l.status in ('live', 'standby', 'archived') and l.name like 'Venue %' and l.id % ${CONTROLLERS} = c.k`,
  `insert into controller_sites (controller_id, remote_id, name, device_count, online_device_count, client_count, seen_at)
   select controller_id, controller_site_id, name, case when id % 50 = 0 then 12 else 4 end,
     case network_status when 'offline' then 0 when 'warning' then 3 else 4 end, case when network_status = 'offline' then 0 else id % 40 end, now()
   from locations where controller_id is not null and name like 'Venue %'`,
  `insert into network_devices (location_id, remote_id, name, kind, state, fingerprint, last_seen_at, updated_at)
   select l.id, 'dev-' || l.id || '-' || d.k, (array['Gateway', 'Switch', 'AP bar', 'AP terrace'])[d.k], (array['gateway', 'switch', 'ap', 'ap'])[d.k],
     case when l.network_status = 'offline' or (l.network_status = 'warning' and d.k = 4) then 'offline' else 'online' end,
     'bench', l.network_status_since, now()
   from locations l cross join generate_series(1, 4) as d(k)
   where l.controller_id is not null and l.name like 'Venue %'`,
  `insert into alert_rules (name, trigger, scope_type, created_at, updated_at) values ('Bench rule', 'venue_offline', 'all', now(), now())`,
  `insert into alerts (rule_id, location_id, subject, state, started_at, triggered_at)
   select (select id from alert_rules where name = 'Bench rule'), id, 'location', 'open', network_status_since, network_status_since
   from locations where network_status = 'offline' and id % 10 = 0 and name like 'Venue %'`,
  `insert into portals (location_id, public_id, created_at, updated_at)
   select id, 'bench-' || id, now(), now() from locations where status = 'live' and id % 5 = 0 and name like 'Venue %'`,
  `insert into portal_sign_ins (portal_id, mac, minutes, status, created_at)
   select p.id, 'aa:bb:cc:00:00:' || lpad((s % 100)::text, 2, '0'), 60, case when s % 50 = 0 then 'failed' else 'authorized' end,
     now() - (s % 600) * interval '1 minute'
   from portals p cross join generate_series(1, 20) as s where p.public_id like 'bench-%'`,
  `insert into tenants (location_id, name, email, passphrase, status, create_after, last_error, last_attempt_at, public_id, created_at, updated_at)
   select id, 'Tenant', 'tenant-' || id || '@example.test', 'sealed', 'pending_creation', now() + interval '1 hour',
     case when id % 3 = 0 then 'E_CONTROLLER_UNAVAILABLE' end, now(), 'bench-tenant-' || id, now(), now()
   from locations where status = 'live' and id % 25 = 0 and name like 'Venue %'`,
  `insert into invoices (stripe_invoice_id, stripe_customer_id, customer_id, number, stripe_status, amount_due, due_date, stripe_created_at, stripe_synced_at, created_at, updated_at)
   select 'in_bench_' || id, 'cus_bench_' || id, id, 'B-' || id, 'open', 12100, now() - interval '20 days', now() - interval '50 days', now(), now(), now()
   from customers where name like 'Bench customer %' and id % 4 = 0`,
]

const seed = () =>
  seedFleet(run, {
    partnerName: 'Bench dashboard partner',
    partnerEmail: PARTNER_EMAIL,
    venues: async (client) => {
      for (const statement of SEED) await client.query(statement)
    },
  })
const token = (email) => bearerToken(run, email)
const load = (path, bearer, concurrency) => loadRoute(run, path, bearer, concurrency)

function describe(name, result) {
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: result.cpuMs / Math.max(1, result.requests.total),
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

const server = await startBenchServer(run.port)
run.serverPid = server.pid
try {
  await seed()
  const admin = await token('admin@airdeck.example')
  const partner = await token(PARTNER_EMAIL)
  for (const [who, bearer] of [
    ['admin', admin],
    ['partner', partner],
  ]) {
    const body = await (
      await fetch(`${run.base}/rest/dashboard`, { headers: { authorization: `Bearer ${bearer}` } })
    ).json()
    const attention = body.cards.find((card) => card.id === 'attention')
    const fleet = body.cards.find((card) => card.id === 'fleet')
    const venues = Object.values(fleet.data.venuesByStatus).reduce((sum, n) => sum + n, 0)
    console.log(
      `${who}: ${venues} venues (not archived), ${attention.data.total} items need attention, ${fleet.data.devicesTotal} devices`
    )
  }

  await load('/rest/dashboard', admin)
  const rows = [
    describe('GET /health (bare route, same server)', await load('/health')),
    describe('GET /rest/dashboard — admin, 10,000 venues', await load('/rest/dashboard', admin)),
    describe('GET /rest/dashboard — partner, 200 venues', await load('/rest/dashboard', partner)),
    describe('GET /rest/self — admin (signed-in floor)', await load('/rest/self', admin)),
    describe(
      'GET /rest/self — admin, 1 connection (signed-in floor)',
      await load('/rest/self', admin, 1)
    ),
    describe('GET /rest/dashboard — admin, 1 connection', await load('/rest/dashboard', admin, 1)),
    describe(
      'GET /rest/dashboard — partner, 1 connection',
      await load('/rest/dashboard', partner, 1)
    ),
  ]
  console.log(
    `\nDashboard benchmark — ${CUSTOMERS * PER_CUSTOMER} venues / ${CUSTOMERS} customers, ${connections} connections (or 1), ${duration} s each, Node ${process.version}`
  )
  console.log(
    '| route | req/s | p50 ms | p99 ms | of bare | server CPU ms/request | non-2xx/errors |'
  )
  console.log('|---|---|---|---|---|---|---|')
  const bare = rows[0].rps
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${((row.rps / bare) * 100).toFixed(0)} % | ${row.cpu.toFixed(2)} | ${row.bad} |`
    )
} finally {
  const code = await server.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
