/**
 * GET /rest/locations and GET /rest/locations/map at 10,000 locations spread
 * over 1,000 customers: for an admin (sees everything), for a partner
 * granted 20 customers (200 locations), and a free-text search. Uses its own
 * database (airdeck_bench_locations) so the other benchmarks keep their
 * small demo data set. Production-like: NODE_ENV=production, PostgreSQL
 * and Redis on loopback, Bearer tokens. Prints p50/p99/throughput.
 *
 *   npm run bench            (all benchmarks)
 *   node bench/locations_list.js
 */
import { requireExpectedAnswers, unexpectedAnswers } from './lib/expected_answers.js'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchEnv, startBenchServer } from './lib/bench_server.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_locations'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/6'
const port = Number(process.env.BENCH_PORT ?? 3397)
const base = `http://127.0.0.1:${port}`
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const CUSTOMERS = 1000
const PER_CUSTOMER = 10
const PARTNER_CUSTOMERS = 20
const PASSWORD = 'Airdeck-demo-2026!'
const PARTNER_EMAIL = 'bench-partner@airdeck.example'

const STATUSES = [
  'to_deploy',
  'ready_for_configuration',
  'ready_for_installation',
  'live',
  'live',
  'live',
  'standby',
  'archived',
]
const NETWORK = ['online', 'online', 'online', 'offline', 'warning', 'not_configured', 'no_devices']
const TYPES = ['house', 'horeca', 'retail', 'cohousing', 'coworking', 'hotel', 'office', 'sports']
const CITIES = [
  'Hasselt',
  'Gent',
  'Antwerpen',
  'Leuven',
  'Brugge',
  'Namur',
  'Liège',
  'Mechelen',
  'Kortrijk',
  'Genk',
]

/** 1,000 customers with 10 locations each, a partner with 20 of them; idempotent. */
async function seed() {
  const client = new pg.Client({ connectionString: benchEnv(port).DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from customers where name like 'Bench customer %'"
    )
    if (rows[0].n >= CUSTOMERS) return
    await client.query('begin')
    const customerIds = (
      await client.query(
        "insert into customers (name, city, created_at, updated_at) select 'Bench customer ' || i, 'Hasselt', now(), now() from generate_series(1, $1) as i returning id",
        [CUSTOMERS]
      )
    ).rows.map((row) => row.id)
    const values = []
    const params = []
    for (const [c, customerId] of customerIds.entries()) {
      for (let l = 0; l < PER_CUSTOMER; l++) {
        const n = c * PER_CUSTOMER + l
        const lat = 50.7 + ((n * 7919) % 1000) / 1000
        const lng = 3.0 + ((n * 104729) % 3000) / 1000
        params.push(
          customerId,
          `Venue ${String(n).padStart(5, '0')} ${CITIES[n % CITIES.length]}`,
          `Bar ${n}`,
          `Straat ${n % 300}`,
          CITIES[n % CITIES.length],
          TYPES[n % TYPES.length],
          STATUSES[n % STATUSES.length],
          NETWORK[n % NETWORK.length],
          lat,
          lng
        )
        const i = params.length - 10
        values.push(
          `($${i + 1}, $${i + 2}, $${i + 3}, $${i + 4}, $${i + 5}, $${i + 6}, $${i + 7}, $${i + 8}, $${i + 9}, $${i + 10}, now(), now())`
        )
      }
      if (values.length >= 1000 || c === customerIds.length - 1) {
        await client.query(
          `insert into locations (customer_id, name, venue_name, address, city, type, status, network_status, latitude, longitude, created_at, updated_at) values ${values.join(', ')}`,
          params.splice(0)
        )
        values.length = 0
      }
    }
    const partner = (
      await client.query(
        "insert into partners (name, created_at, updated_at) values ('Bench partner', now(), now()) returning id"
      )
    ).rows[0].id
    for (const customerId of customerIds.slice(0, PARTNER_CUSTOMERS)) {
      await client.query(
        "insert into partner_grants (partner_id, subject_type, subject_id, permissions, created_at, updated_at) values ($1, 'customer', $2, '{customer_read,location_read,location_update}', now(), now())",
        [partner, customerId]
      )
    }
    // The demo partner's password hash, so the bench partner signs in with the documented demo password.
    await client.query(
      "insert into users (email, password, firstname, name, partner_id, created_at, updated_at) select $1, password, 'Bench', 'Partner', $2, now(), now() from users where email = 'partner@airdeck.example'",
      [PARTNER_EMAIL, partner]
    )
    await client.query('commit')
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

async function token(email) {
  const response = await fetch(`${base}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'bench' }),
  })
  if (!response.ok)
    throw new Error(`token for ${email}: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

function load(path, bearer, concurrency = connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: concurrency,
        duration,
        headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
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
  await seed()
  const admin = await token('admin@airdeck.example')
  const partner = await token(PARTNER_EMAIL)
  const check = await (
    await fetch(`${base}/rest/locations?perPage=1`, {
      headers: { authorization: `Bearer ${partner}` },
    })
  ).json()
  const total = await (
    await fetch(`${base}/rest/locations?perPage=1&status=archived`, {
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json()
  console.log(
    `Partner sees ${check.meta.total} active locations; the admin ${total.meta.total} archived ones besides the active.`
  )

  await load('/rest/locations', admin)
  const rows = [
    describe(
      'GET /rest/locations — admin, 10,000 locations, page 1',
      await load('/rest/locations', admin),
      50
    ),
    describe(
      'GET /rest/locations?page=200 — admin, deep page',
      await load('/rest/locations?page=200', admin),
      50
    ),
    describe(
      'GET /rest/locations?search=venue 04 — admin, search',
      await load('/rest/locations?search=venue%2004', admin),
      50
    ),
    describe(
      'GET /rest/locations — partner with 200 locations',
      await load('/rest/locations', partner),
      50
    ),
    describe(
      'GET /rest/locations/map — admin, every pin',
      await load('/rest/locations/map', admin),
      200
    ),
    describe('GET /rest/locations/map — partner', await load('/rest/locations/map', partner), 200),
  ]
  // One connection: the time one request costs the server, without queueing behind 49 others.
  const single = [
    describe(
      'GET /rest/locations — admin, 1 connection',
      await load('/rest/locations', admin, 1),
      50
    ),
    describe(
      'GET /rest/locations/map — admin, 1 connection',
      await load('/rest/locations/map', admin, 1),
      200
    ),
  ]
  rows.push(...single)
  console.log(
    `\nLocations benchmark — ${CUSTOMERS * PER_CUSTOMER} locations / ${CUSTOMERS} customers, ${connections} connections, ${duration} s each, Node ${process.version}`
  )
  console.log('| route | req/s | p50 ms | p99 ms | aim p99 | non-2xx/errors |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | < ${row.aim} | ${row.bad} |`
    )
  requireExpectedAnswers(rows)
} finally {
  const code = await server.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
