/**
 * The public status page (issue 14): GET /rest/public/status/{id} at 50 connections for 10 s — a venue with ten
 * devices in three device groups, and the demo group's page over its venues — beside the bare /health route on
 * the same server, then one connection; and the transfer size of the HTML page. Production-like: NODE_ENV=production,
 * PostgreSQL and Redis on loopback, its own database (airdeck_bench_status) holding the demo data and a crafted
 * network snapshot. The public rate limit (600/min per IP) is lifted with RATE_LIMIT_SCALE, since every request of
 * the load comes from one address. Prints its figures (docs/benchmarks.md).
 *
 *   npm run bench            (all benchmarks)
 *   node bench/status_page.js
 */
import { requireExpectedAnswers, unexpectedAnswers } from './lib/expected_answers.js'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchEnv, startBenchServer } from './lib/bench_server.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_status'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/5'
process.env.RATE_LIMIT_SCALE ??= '100000'
const port = Number(process.env.BENCH_PORT ?? 3399)
const base = `http://127.0.0.1:${port}`
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const VENUE = 'De Markt – main bar'
const GROUP = 'Hasselt Hospitality Group'

/** The venue bound to a controller with ten devices (one offline) in three groups, and events; idempotent. */
async function seed() {
  const client = new pg.Client({ connectionString: benchEnv(port).DATABASE_URL })
  await client.connect()
  try {
    const venue = (
      await client.query('select id, public_id from locations where name = $1', [VENUE])
    ).rows[0]
    const group = (await client.query('select public_id from groups where name = $1', [GROUP]))
      .rows[0]
    const seeded = await client.query(
      'select 1 from network_devices where location_id = $1 limit 1',
      [venue.id]
    )
    if (!seeded.rowCount) {
      await client.query('begin')
      // Synced "just now" with a yearly interval: the server's sync tick leaves this controller (no real one behind it) alone.
      const controller = (
        await client.query(
          "insert into controllers (alias, vendor, url, status, last_sync_at, sync_interval_seconds, created_at, updated_at) values ('Bench controller', 'unifi', 'https://192.0.2.10:8443', 'connected', now(), 31536000, now(), now()) returning id"
        )
      ).rows[0].id
      await client.query(
        "update locations set controller_id = $1, controller_site_id = 'bench-site', status = 'live', network_status = 'warning' where id = $2",
        [controller, venue.id]
      )
      for (let i = 0; i < 10; i++) {
        await client.query(
          `insert into network_devices (location_id, remote_id, mac, name, kind, ip, state, fingerprint, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'bench', now() - ($8 || ' minutes')::interval)`,
          [
            venue.id,
            `bench-${i}`,
            `02:00:00:00:00:${String(i).padStart(2, '0')}`,
            `Device ${i}`,
            i === 0 ? 'gateway' : 'ap',
            `10.0.0.${i + 2}`,
            i === 9 ? 'offline' : 'online',
            i * 7,
          ]
        )
      }
      for (const [name, members] of [
        ['Tills', [1, 2]],
        ['Music', [3]],
        ['Terrace WiFi', [4, 5, 9]],
      ]) {
        await client.query(
          "insert into device_groups (location_id, name, type, device_ids, created_at, updated_at) values ($1, $2, 'other', $3, now(), now())",
          [venue.id, name, JSON.stringify(members.map((i) => `bench-${i}`))]
        )
      }
      await client.query(
        'insert into location_networks (location_id, synced_at) values ($1, now()) on conflict (location_id) do update set synced_at = now()',
        [venue.id]
      )
      // A venue's history: the headline's "since" is found among these.
      await client.query(
        `insert into network_events (location_id, at, type, data)
         select $1, now() - (i || ' minutes')::interval, case when i % 50 = 0 then 'network_status' else 'client_count' end, '{}'
         from generate_series(1, 5000) as i`,
        [venue.id]
      )
      await client.query('commit')
      await client.query('analyze')
    }
    return { venue: venue.public_id, group: group.public_id }
  } finally {
    await client.end()
  }
}

function load(path, concurrency = connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: concurrency,
        duration,
        headers: { 'accept': 'application/json', 'accept-language': 'nl' },
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  })
}

function describe(name, result, aim) {
  const bad = unexpectedAnswers(result)
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
    aim,
  }
}

const server = await startBenchServer(port)
try {
  const ids = await seed()
  const venue = await (await fetch(`${base}/rest/public/status/${ids.venue}`)).json()
  console.log(
    `Venue page: state ${venue.state}, ${venue.device_groups.length} device groups; group page: ${(await (await fetch(`${base}/rest/public/status/${ids.group}`)).json()).venues.length} venues`
  )

  await load('/health')
  const rows = [
    describe('GET /health (bare route, same server)', await load('/health'), '—'),
    describe(
      'GET /rest/public/status/{id} — venue, 10 devices, 3 groups',
      await load(`/rest/public/status/${ids.venue}`),
      '< 50'
    ),
    describe(
      'GET /rest/public/status/{id} — group of venues',
      await load(`/rest/public/status/${ids.group}`),
      '< 50'
    ),
    describe('GET /status/{id} — the HTML page', await load(`/status/${ids.venue}`), '< 50'),
    describe(
      'GET /rest/public/status/{id} — venue, 1 connection',
      await load(`/rest/public/status/${ids.venue}`, 1),
      '< 50'
    ),
  ]
  const page = Buffer.from(await (await fetch(`${base}/status/${ids.venue}?lang=nl`)).arrayBuffer())
  const json = Buffer.from(
    await (await fetch(`${base}/rest/public/status/${ids.venue}?lang=nl`)).arrayBuffer()
  )

  console.log(
    `\nStatus page benchmark — ${connections} connections, ${duration} s each, Node ${process.version}, PostgreSQL + Redis on loopback`
  )
  console.log('| route | req/s | p50 ms | p99 ms | aim p99 ms | non-2xx/errors |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.aim} | ${row.bad} |`)
  requireExpectedAnswers(rows)
  const kb = (bytes) => (bytes / 1024).toFixed(1)
  console.log(
    `Transfer: HTML page ${kb(page.length)} KB (${kb(gzipSync(page).length)} KB gzipped), everything inline, aim ≤ 60 KB; JSON ${kb(json.length)} KB`
  )
} finally {
  const code = await server.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
