/**
 * One full controller sync at scale: the UniFi simulator in its own process with N generated sites (10 devices and
 * 50 clients each), every site bound to a venue of a bench customer, then POST /rest/controllers/{id}/sync (which
 * waits for the sync) timed, with the server's peak RSS sampled meanwhile; a second sync shows the steady state
 * (the simulator runs with `--still`, so nothing changed; `--drift` lets signals drift as on a live network). Then
 * GET /rest/locations/{id}/network/clients under load.
 *
 *   node bench/controller_sync.js [--sites 500,5000] [--connections 10] [--seconds 10] [--drift]
 * Production-like server (PostgreSQL, Redis, NODE_ENV=production) on database airdeck_bench_sync.
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { rssMb, startBenchServer } from './lib/bench_server.js'
import { Session } from './lib/session.js'
import { spawnSimulator } from './lib/simulators.js'

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '500,5000' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    drift: { type: 'boolean', default: false },
  },
})
const port = Number(process.env.BENCH_PORT ?? 3395)
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_sync'
const SIM = { username: 'bench', password: 'Bench-sim-2026!' }

function startSimulator(sites) {
  return spawnSimulator('unifi', [
    '--sites',
    String(sites),
    '--username',
    SIM.username,
    '--password',
    SIM.password,
    '--flavour',
    'unifi-os',
    ...(values.drift ? [] : ['--still']),
  ])
}

/** N venues of one bench customer, bound to site-1..site-N of the controller (replacing an earlier run's). */
async function bindVenues(controllerId, sites) {
  const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await db.connect()
  try {
    await db.query("delete from locations where name like 'bench-sync-%'")
    await db.query(
      'update locations set controller_id = null, controller_site_id = null where controller_id is not null'
    )
    const customer = (await db.query('select id from customers order by id limit 1')).rows[0].id
    await db.query(
      `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, connection_type, controller_id, controller_site_id, created_at, updated_at)
       select $1, 'bench-sync-' || i, 'BE', 'Europe/Brussels', 'horeca', 1, 'live', 'not_configured', 'fiber', $2, 'site-' || i, now(), now()
       from generate_series(1, $3) as i`,
      [customer, controllerId, sites]
    )
    // The periodic tick must not start a sync of its own while we measure ours.
    await db.query(
      "update controllers set last_sync_at = now(), sync_interval_seconds = 86400, status = 'needs_credentials' where id <> $1",
      [controllerId]
    )
    await db.query(
      'update controllers set last_sync_at = now(), sync_interval_seconds = 86400 where id = $1',
      [controllerId]
    )
    return (await db.query("select id from locations where name = 'bench-sync-1'")).rows[0].id
  } finally {
    await db.end()
  }
}

async function timedSync(session, server, controllerId) {
  let peak = rssMb(server.pid)
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100)
  const started = performance.now()
  try {
    const summary = await session.call('POST', `/rest/controllers/${controllerId}/sync`)
    return { seconds: (performance.now() - started) / 1000, peak, summary }
  } finally {
    clearInterval(sampler)
  }
}

function load(url, cookie) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: Number(values.connections),
        duration: Number(values.seconds),
        headers: { cookie },
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  )
}

const rows = []
// A fresh server per size, so each peak RSS is that sync's own and not the previous run's heap.
for (const sites of values.sites.split(',').map(Number)) {
  const server = await startBenchServer(port)
  try {
    const session = new Session(server.base)
    await session.call('GET', '/rest/secure/csrf-cookie')
    await session.call('POST', '/rest/auth/login', {
      email: 'admin@airdeck.example',
      password: 'Airdeck-demo-2026!',
    })
    const simulator = await startSimulator(sites)
    try {
      const controller = await session.call('POST', '/rest/controllers', {
        vendor: 'unifi',
        alias: `bench-${sites}`,
        url: simulator.url,
        username: SIM.username,
        password: SIM.password,
        verifyTls: false,
      })
      const locationId = await bindVenues(controller.id, sites)
      const idle = rssMb(server.pid)
      const first = await timedSync(session, server, controller.id)
      const second = await timedSync(session, server, controller.id)
      const clients = await load(
        `${server.base}/rest/locations/${locationId}/network/clients?perPage=25`,
        session.header()
      )
      rows.push({ sites, idle, first, second, clients })
      console.log(
        `${sites} sites: first sync ${first.seconds.toFixed(1)} s (${Math.round(sites / first.seconds)} sites/s, ${first.summary.devices} devices, ${first.summary.clients} clients, ${first.summary.failures.length} failures), peak RSS ${first.peak} MB (idle ${idle} MB); unchanged re-sync ${second.seconds.toFixed(1)} s (${second.summary.unchangedSites ?? '—'} of ${sites} sites unchanged); clients list p50 ${clients.latency.p50} ms p99 ${clients.latency.p99} ms, ${Math.round(clients.requests.average)} req/s, non-2xx ${clients.non2xx}`
      )
      await session.call('DELETE', `/rest/controllers/${controller.id}`).catch(() => {})
    } finally {
      simulator.stop()
    }
  } finally {
    await server.stop()
  }
}

console.log(
  `\nController sync — UniFi OS simulator in its own process, 10 devices + 50 clients per site, Node ${process.version}, PostgreSQL + Redis on loopback`
)
console.log(
  '| sites | first sync s | sites/s | server RSS idle → peak MB | unchanged re-sync s | sites unchanged | clients list p50 / p99 ms | req/s |'
)
console.log('|---|---|---|---|---|---|---|---|')
for (const row of rows) {
  console.log(
    `| ${row.sites} | ${row.first.seconds.toFixed(1)} | ${Math.round(row.sites / row.first.seconds)} | ${row.idle} → ${row.first.peak} | ${row.second.seconds.toFixed(1)} | ${row.second.summary.unchangedSites ?? '—'} | ${row.clients.latency.p50} / ${row.clients.latency.p99} | ${Math.round(row.clients.requests.average)} |`
  )
}
