/**
 * Tenants (issue 14): a CSV import of 10,000 tenants into one venue, timed as a user does it (the multipart upload,
 * the check of every line, the rows written, all or nothing), first as a dry run, then for real, three times each
 * into an empty venue; then the push of those keys by the creation job ("create all now") to the Omada simulator in
 * its own process, as keys per second, until all are created or `--push-seconds` have passed.
 *
 *   node bench/tenants_import.js [--tenants 10000] [--runs 3] [--push-seconds 300]
 * Production-like server (PostgreSQL, Redis, NODE_ENV=production) on database airdeck_bench_tenants, Redis db 6.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'
import { spawnSimulator } from './lib/simulators.js'
import { cpuMeter } from './lib/cpu_time.js'

const { values } = parseArgs({
  options: {
    'tenants': { type: 'string', default: '10000' },
    'runs': { type: 'string', default: '3' },
    'push-seconds': { type: 'string', default: '300' },
  },
})
const TENANTS = Number(values.tenants)
const RUNS = Number(values.runs)
const port = Number(process.env.BENCH_PORT ?? 3400)
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_tenants'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/6'
const SIM = { clientId: 'bench', clientSecret: 'Bench-sim-2026!' }

const database = () => new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })

/** A fresh bench venue of the first customer (an earlier run's removed, its tenants with it). */
async function benchVenue() {
  const db = database()
  await db.connect()
  try {
    await db.query("delete from locations where name = 'bench-tenants'")
    const customer = (await db.query('select id from customers order by id limit 1')).rows[0].id
    const row = await db.query(
      `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, connection_type, created_at, updated_at)
       values ($1, 'bench-tenants', 'BE', 'Europe/Brussels', 'cohousing', 1, 'live', 'not_configured', 'fiber', now(), now()) returning id`,
      [customer]
    )
    return row.rows[0].id
  } finally {
    await db.end()
  }
}

async function sql(text, params = []) {
  const db = database()
  await db.connect()
  try {
    return (await db.query(text, params)).rows
  } finally {
    await db.end()
  }
}

function csvOf(count) {
  const lines = ['name,email']
  for (let i = 1; i <= count; i++) lines.push(`Bench Tenant ${i},bench-tenant-${i}@example.be`)
  return Buffer.from(lines.join('\n') + '\n')
}

/** The upload the web app sends: multipart with the session cookie and the XSRF header; resolves with the time. */
async function upload(session, path, csv) {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'tenants.csv')
  const xsrf = session.cookies.get('XSRF-TOKEN')
  const started = performance.now()
  const response = await fetch(`${session.base}${path}`, {
    method: 'POST',
    body: form,
    headers: {
      'accept': 'application/json',
      'cookie': session.header(),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
  })
  const body = await response.json()
  const ms = performance.now() - started
  if (!response.ok)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
  return { ms, body }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]

const simulator = await spawnSimulator('omada', [
  '--sites',
  '1',
  '--client-id',
  SIM.clientId,
  '--client-secret',
  SIM.clientSecret,
])
const server = await startBenchServer(port)
try {
  const session = await adminSession(server.base)
  const venue = await benchVenue()
  const controller = await session.call('POST', '/rest/controllers', {
    vendor: 'omada',
    alias: `Bench tenants ${Date.now()}`,
    url: simulator.url,
    ...SIM,
    verifyTls: false,
  })
  const { data: sites } = await session.call('GET', `/rest/controllers/${controller.id}/sites`)
  await session.call('PUT', `/rest/locations/${venue}/network/controller`, {
    controllerId: controller.id,
    siteId: sites[0].id,
  })
  await session.call('PUT', `/rest/locations/${venue}`, {
    tenant_management: true,
    ppsk_ssid: 'Tenants',
    default_tenant_vlan: 30,
  })

  const csv = csvOf(TENANTS)
  const importPath = `/rest/locations/${venue}/network/tenants/import`
  const dry = []
  const real = []
  for (let run = 0; run < RUNS; run++) {
    await sql('delete from tenants where location_id = $1', [venue])
    dry.push((await upload(session, `${importPath}?dryRun=1`, csv)).ms)
    const { ms, body } = await upload(session, importPath, csv)
    if (body.imported !== TENANTS) throw new Error(`imported ${body.imported}, not ${TENANTS}`)
    real.push(ms)
  }
  console.log(
    `CSV of ${TENANTS} tenants (${Math.round(csv.length / 1024)} KB), ${RUNS} runs, load average ${loadavg()[0].toFixed(1)}:`
  )
  console.log(
    `  dry run (check only)      median ${Math.round(median(dry))} ms  (${dry.map((ms) => Math.round(ms)).join(', ')})`
  )
  console.log(
    `  import (check + write)    median ${Math.round(median(real))} ms  (${real.map((ms) => Math.round(ms)).join(', ')})  aim < 3000 ms`
  )

  const cpu = cpuMeter({ server: server.pid, simulator: simulator.pid })
  const started = performance.now()
  await session.call('PATCH', `/rest/locations/${venue}/network/pendingtenants`)
  const deadline = started + Number(values['push-seconds']) * 1000
  const marks = []
  let created = 0
  while (created < TENANTS && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    created = Number(
      (
        await sql(
          "select count(*) as n from tenants where location_id = $1 and status = 'created'",
          [venue]
        )
      )[0].n
    )
    marks.push({ seconds: (performance.now() - started) / 1000, created })
  }
  const used = cpu.stop()
  const seconds = (performance.now() - started) / 1000
  const at = (count) => marks.find((mark) => mark.created >= count)
  const first = at(Math.min(1000, TENANTS))
  console.log(`Key push by the creation job to the Omada simulator ("create all now"):`)
  console.log(
    `  ${created} of ${TENANTS} keys in ${seconds.toFixed(1)} s: ${(created / seconds).toFixed(1)} keys/s overall`
  )
  if (first)
    console.log(
      `  first ${first.created} keys in ${first.seconds.toFixed(1)} s: ${(first.created / first.seconds).toFixed(1)} keys/s`
    )
  console.log(
    `  CPU seconds meanwhile: server ${used.server.toFixed(1)}, simulator ${used.simulator.toFixed(1)}, machine ${used.machine.toFixed(1)}`
  )
  const failed = await sql(
    'select last_error, count(*) as n from tenants where location_id = $1 and last_error is not null group by 1',
    [venue]
  )
  if (failed.length)
    console.log(`  failures: ${failed.map((row) => `${row.last_error} × ${row.n}`).join(', ')}`)
} finally {
  await server.stop()
  simulator.stop()
}
