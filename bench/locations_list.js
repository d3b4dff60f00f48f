/**
 * GET /rest/locations and GET /rest/locations/map at 10,000 locations spread
 * over 1,000 customers: for an admin (sees everything), for a partner
 * granted 20 customers (200 locations), and a free-text search. Uses its own
 * database (airdeck_bench_locations) so the other benchmarks keep their
 * small demo data set. Production-like: NODE_ENV=production, PostgreSQL
 * and Redis on loopback, Bearer tokens. Prints p50/p99/throughput.
 *
 * The map is measured as the web map asks for it (an area and a zoom: the whole world at zoom 2, Belgium at
 * zoom 8, clustered by the server) and, for comparison, without an area (every pin, as older clients ask).
 *
 *   npm run bench            (all benchmarks)
 *   node bench/locations_list.js
 *   BENCH_ONLY=map node bench/locations_list.js   (the map rows alone)
 */
import { requireExpectedAnswers, unexpectedAnswers } from './lib/expected_answers.js'
import { startBenchServer } from './lib/bench_server.js'
import {
  bearerToken,
  CUSTOMERS,
  fleetRun,
  loadRoute,
  PER_CUSTOMER,
  seedFleet,
} from './lib/venue_fleet.js'

const run = fleetRun({ database: 'airdeck_bench_locations', redisDb: 6, port: 3397 })
const { base, connections, duration } = run
const PARTNER_EMAIL = 'bench-partner@airdeck.example'
const ONLY_MAP = process.env.BENCH_ONLY === 'map'
const WORLD_MAP = '/rest/locations/map?west=-180&south=-85&east=180&north=85&zoom=2'
const BELGIUM_MAP = '/rest/locations/map?west=2.5&south=49.5&east=6.4&north=51.5&zoom=8'

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

/** 10 venues per customer, spread over Belgian cities with a map position each; inserted 1,000 a statement. */
async function insertVenues(client) {
  const customerIds = (
    await client.query("select id from customers where name like 'Bench customer %' order by id")
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
}

const seed = () =>
  seedFleet(run, {
    partnerName: 'Bench partner',
    partnerEmail: PARTNER_EMAIL,
    venues: insertVenues,
  })
const token = (email) => bearerToken(run, email)
const load = (path, bearer, concurrency) => loadRoute(run, path, bearer, concurrency)

/** The size of one answer, in KB as sent (no compression asked for). */
async function sizeOf(path, bearer) {
  const response = await fetch(`${base}${path}`, {
    headers: { 'authorization': `Bearer ${bearer}`, 'accept-encoding': 'identity' },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return Math.round((await response.arrayBuffer()).byteLength / 102.4) / 10
}

function describe(name, result, aim, kb = null) {
  const bad = unexpectedAnswers(result)
  return {
    name,
    kb,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad,
    aim,
  }
}

const server = await startBenchServer(run.port)
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

  const listRows = async () => [
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
  ]
  const mapRow = async (name, path, bearer, concurrency = connections) =>
    describe(name, await load(path, bearer, concurrency), 200, await sizeOf(path, bearer))

  if (!ONLY_MAP) await load('/rest/locations', admin)
  else await load(WORLD_MAP, admin, connections)
  const rows = [
    ...(ONLY_MAP ? [] : await listRows()),
    await mapRow('GET /rest/locations/map — admin, whole world (zoom 2)', WORLD_MAP, admin),
    await mapRow('GET /rest/locations/map — admin, Belgium (zoom 8)', BELGIUM_MAP, admin),
    await mapRow('GET /rest/locations/map — partner, whole world', WORLD_MAP, partner),
    await mapRow(
      'GET /rest/locations/map — admin, every pin (no area, older clients)',
      '/rest/locations/map',
      admin
    ),
  ]
  // One connection: the time one request costs the server, without queueing behind 49 others.
  if (!ONLY_MAP)
    rows.push(
      describe(
        'GET /rest/locations — admin, 1 connection',
        await load('/rest/locations', admin, 1),
        50
      )
    )
  rows.push(
    await mapRow('GET /rest/locations/map — admin, whole world, 1 connection', WORLD_MAP, admin, 1)
  )
  console.log(
    `\nLocations benchmark — ${CUSTOMERS * PER_CUSTOMER} locations / ${CUSTOMERS} customers, ${connections} connections, ${duration} s each, Node ${process.version}`
  )
  console.log('| route | answer KB | req/s | p50 ms | p99 ms | aim p99 | non-2xx/errors |')
  console.log('|---|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.kb ?? ''} | ${row.rps} | ${row.p50} | ${row.p99} | < ${row.aim} | ${row.bad} |`
    )
  requireExpectedAnswers(rows)
} finally {
  const code = await server.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
