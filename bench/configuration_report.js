/**
 * The configuration report PDF (issue 26): GET /rest/locations/{id}/configuration/export, 200 times one after the
 * other and then 10 at once, as the demo admin, on a venue whose wizard is completed (report written as the wizard
 * writes it). Production-like server (NODE_ENV=production, PostgreSQL and Redis on loopback) on its own database
 * (airdeck_bench_config). Aim: < 300 ms per report. Prints its figures (docs/benchmarks.md).
 *
 *   npm run bench            (all benchmarks)
 *   node bench/configuration_report.js
 */
import pg from 'pg'
import { benchEnv, startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_config'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/13'
const port = Number(process.env.BENCH_PORT ?? 3413)
const VENUE = 'Zonneveld – lobby'
const SEQUENTIAL = 200
const PARALLEL = 10

const check = (result) => ({ result, missing: [] })
const REPORT = {
  configType: 'full',
  simPresent: true,
  internetType: 'vdsl',
  fritzboxPresent: false,
  vlans: true,
  option138: false,
  option43: true,
  wifiCheck: true,
  guestPortal: true,
  pppoe: true,
  vendors: ['UniFi Network'],
  controller: 'Demo UniFi',
  site: 'Zonneveld – lobby',
  configFile: 'Zonneveld 9.0',
  devices: { gateways: 1, switches: 2, aps: 6 },
  wlanNames: ['Zonneveld Staff', 'Zonneveld Guests', 'Zonneveld Conference'],
  devicesAdopted: check('ok'),
  sitesCreatedAndLinked: check('ok'),
  wlansPresent: check('unreadable'),
  checkedAt: new Date().toISOString(),
  overrideReason: 'Controller in maintenance during the visit; WiFi checked on site',
  completedBy: null,
  completedAt: new Date().toISOString(),
}

async function completedVenue() {
  const client = new pg.Client({ connectionString: benchEnv(port).DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      "update locations set config_report = $1, status = 'ready_for_installation' where name = $2 returning id",
      [JSON.stringify(REPORT), VENUE]
    )
    return rows[0].id
  } finally {
    await client.end()
  }
}

async function fetchPdf(session, path) {
  const started = performance.now()
  const response = await fetch(`${session.base}${path}`, {
    headers: { cookie: session.header(), accept: 'application/pdf' },
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  if (!response.ok || bytes.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`${path}: ${response.status} ${bytes.subarray(0, 200).toString()}`)
  return { ms: performance.now() - started, size: bytes.length }
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

const server = await startBenchServer(port)
try {
  const venueId = await completedVenue()
  const session = await adminSession(server.base)
  const path = `/rest/locations/${venueId}/configuration/export`
  await fetchPdf(session, path)

  const times = []
  let size = 0
  for (let index = 0; index < SEQUENTIAL; index++) {
    const answer = await fetchPdf(session, path)
    times.push(answer.ms)
    size = answer.size
  }
  const started = performance.now()
  const parallel = await Promise.all(
    Array.from({ length: PARALLEL }, () => fetchPdf(session, path))
  )
  const wall = performance.now() - started

  const ms = (value) => `${value.toFixed(1)} ms`
  console.log(`configuration report PDF (${(size / 1024).toFixed(1)} KB, customer language)`)
  console.log(
    `  one at a time, ${SEQUENTIAL} requests: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(Math.max(...times))}`
  )
  console.log(
    `  ${PARALLEL} at once: slowest ${ms(Math.max(...parallel.map((answer) => answer.ms)))}, all done in ${ms(wall)}`
  )
  console.log(`  aim < 300 ms per report: ${percentile(times, 0.95) < 300 ? 'met' : 'NOT met'} (p95)`)
} finally {
  await server.stop()
}
