/**
 * A full sync of N sites spread over the four vendors: the UniFi, Omada, Peplink and ZeroTier simulators each in its
 * own process with N/4 generated sites (10 devices and 50 clients each; ZeroTier 10 members), one controller per vendor
 * added through POST /rest/controllers as a user does, N/4 venues bound to each; then the four syncs
 * (POST /rest/controllers/{id}/sync, which waits for the sync) started together, as the periodic tick would, each
 * timed on its own while the server's RSS is sampled; then a second round right after it, the unchanged re-sync: the
 * simulators run with `--still`, so nothing moved (each sync's summary says how many sites it found as stored,
 * `unchangedSites`); that one is a "Sync now", which reads every site's settings lists again. A third round is the
 * periodic sync's re-sync (`"settings": "due"`): the lists were just read, so it asks only for devices and clients.
 * `--drift` lets their signals drift with the clock instead, as on a live network, where most
 * UniFi and Omada sites have a client whose signal quality moved between two syncs. A fresh server per size.
 *
 *   node bench/controller_sync_vendors.js [--sites 500,1000,2500,5000] [--drift]
 * Production-like server (PostgreSQL, Redis, NODE_ENV=production) on database airdeck_bench_vendors, Redis db 14.
 * BENCH_SERVER_NODE_OPTIONS gives the server alone Node flags: `--cpu-prof --cpu-prof-dir=/tmp/prof`, heap limits.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { rssMb, startBenchServer } from './lib/bench_server.js'
import { cpuMeter, postgresMeter } from './lib/cpu_time.js'
import { samplePeakRss } from './lib/peak_rss.js'
import { adminSession } from './lib/session.js'
import { VENDORS, startVendorSimulators } from './lib/simulators.js'

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '500,1000,2500,5000' },
    drift: { type: 'boolean', default: false },
  },
})
const port = Number(process.env.BENCH_PORT ?? 3396)
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_vendors'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/14'

/**
 * Keeps the periodic tick off the bench: the other controllers parked, `ids` not due for a day. A controller is due
 * the moment it is created, so a sync the tick started before this must be over first (it found no venue bound yet).
 */
async function holdTick(db, ids) {
  await db.query(
    "update controllers set last_sync_at = now(), sync_interval_seconds = 86400, status = 'needs_credentials' where id <> all($1)",
    [ids]
  )
  await db.query(
    'update controllers set last_sync_at = now(), sync_interval_seconds = 86400 where id = any($1)',
    [ids]
  )
  for (let waited = 0; waited < 60_000; waited += 250) {
    const busy = await db.query(
      'select 1 from controllers where id = any($1) and (sync_claimed_until > clock_timestamp() or sync_requested_at is not null)',
      [ids]
    )
    if (busy.rowCount === 0) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('a sync started by the tick did not end within 60 s')
}

/** Binds `sitesEach` venues of one bench customer to each controller's known sites, replacing an earlier run's. */
async function bindVenues(db, controllers, sitesEach) {
  await db.query("delete from locations where name like 'bench-vendors-%'")
  await db.query(
    'update locations set controller_id = null, controller_site_id = null where controller_id is not null'
  )
  const customer = (await db.query('select id from customers order by id limit 1')).rows[0].id
  for (const { vendor, id } of controllers) {
    const bound = await db.query(
      `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, connection_type, controller_id, controller_site_id, created_at, updated_at)
       select $1, 'bench-vendors-' || $2::text || '-' || row_number() over (order by remote_id), 'BE', 'Europe/Brussels', 'horeca', 1, 'live', 'not_configured', 'fiber', $3, remote_id, now(), now()
       from (select remote_id from controller_sites where controller_id = $3 order by remote_id limit $4) as sites`,
      [customer, vendor, id, sitesEach]
    )
    if (bound.rowCount !== sitesEach)
      throw new Error(`${vendor}: ${bound.rowCount} sites bound, ${sitesEach} wanted`)
  }
}

/**
 * The four syncs at once; each vendor's own time and summary, the wall time of all four, the server's peak RSS, and
 * the CPU seconds of the server, the simulators, the database's PostgreSQL backends and the whole machine meanwhile.
 */
async function syncRound(session, serverPid, controllers, simulators, body = undefined) {
  const sampler = samplePeakRss(serverPid)
  const cpu = cpuMeter({
    server: serverPid,
    ...Object.fromEntries(simulators.map((sim) => [sim.vendor, sim.pid])),
  })
  const postgres = await postgresMeter(process.env.BENCH_DATABASE_URL)
  const started = performance.now()
  const syncs = await Promise.all(
    controllers.map(async ({ vendor, id }) => {
      const summary = await session.call('POST', `/rest/controllers/${id}/sync`, body)
      return { vendor, seconds: (performance.now() - started) / 1000, summary }
    })
  ).then(
    (perVendor) => ({ perVendor }),
    (error) => ({ error })
  )
  const seconds = (performance.now() - started) / 1000
  const peak = sampler.stop()
  const used = { ...cpu.stop(), postgres: await postgres.stop() }
  if (syncs.error) throw syncs.error
  return { seconds, perVendor: syncs.perVendor, peak, cpu: used }
}

const describe = (round) =>
  round.perVendor
    .map(
      ({ vendor, seconds, summary }) =>
        `${vendor} ${seconds.toFixed(1)} s (${summary.devices} devices, ${summary.clients} clients, ${summary.unchangedSites ?? '—'} unchanged, ${summary.failures.length} failures)`
    )
    .join('; ')
const simulatorCpu = (cpu) => VENDORS.reduce((sum, vendor) => sum + cpu[vendor], 0)
const describeCpu = ({ cpu }) =>
  `CPU s: server ${cpu.server.toFixed(1)}, simulators ${simulatorCpu(cpu).toFixed(1)} (${VENDORS.map((v) => `${v} ${cpu[v].toFixed(1)}`).join(', ')}), PostgreSQL ${cpu.postgres.toFixed(1)}, machine ${cpu.machine.toFixed(1)}`
/** Sites a round found exactly as stored (none of their rows read back or written); "—" before the summary said so. */
const unchanged = (round) =>
  round.perVendor.some(({ summary }) => summary.unchangedSites === undefined)
    ? '—'
    : String(round.perVendor.reduce((sum, { summary }) => sum + summary.unchangedSites, 0))
const failures = (round) =>
  round.perVendor.reduce((sum, { summary }) => sum + summary.failures.length, 0)

const rows = []
for (const sites of values.sites.split(',').map(Number)) {
  const sitesEach = Math.ceil(sites / VENDORS.length)
  const server = await startBenchServer(port)
  const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await db.connect()
  try {
    const session = await adminSession(server.base)
    const simulators = await startVendorSimulators(sitesEach, { still: !values.drift })
    try {
      const controllers = []
      for (const sim of simulators) {
        const created = await session.call('POST', '/rest/controllers', {
          ...sim.form,
          alias: `bench-${sim.vendor}-${sites}`,
        })
        controllers.push({ vendor: sim.vendor, id: created.id })
        await db.query('update controllers set last_sync_at = now() where id = $1', [created.id])
      }
      await holdTick(
        db,
        controllers.map((c) => c.id)
      )
      await bindVenues(db, controllers, sitesEach)
      const idle = rssMb(server.pid)
      const load = loadavg()[0]
      const first = await syncRound(session, server.pid, controllers, simulators)
      const second = await syncRound(session, server.pid, controllers, simulators)
      // As the periodic sync runs it: the settings lists (WLANs, subnets, port profiles) were just read, so not due.
      const periodic = await syncRound(session, server.pid, controllers, simulators, {
        settings: 'due',
      })
      rows.push({ sites: sitesEach * VENDORS.length, idle, load, first, second, periodic })
      console.log(
        `${sites} sites, load ${load.toFixed(1)}: first round ${first.seconds.toFixed(1)} s, peak RSS ${first.peak} MB (idle ${idle} MB) — ${describe(first)}`
      )
      console.log(`  ${describeCpu(first)}`)
      console.log(
        `  unchanged re-sync ${second.seconds.toFixed(1)} s (${unchanged(second)} of ${sitesEach * VENDORS.length} sites unchanged), peak RSS ${second.peak} MB — ${describe(second)}`
      )
      console.log(`  ${describeCpu(second)}`)
      console.log(
        `  periodic unchanged re-sync (settings not due) ${periodic.seconds.toFixed(1)} s (${unchanged(periodic)} unchanged), peak RSS ${periodic.peak} MB — ${describe(periodic)}`
      )
      console.log(`  ${describeCpu(periodic)}`)
      for (const { id } of controllers)
        await session.call('DELETE', `/rest/controllers/${id}`).catch(() => {})
    } finally {
      simulators.forEach((sim) => sim.stop())
    }
  } finally {
    await db.end()
    await server.stop()
  }
}

const secondsOf = (round, vendor) =>
  round.perVendor.find((v) => v.vendor === vendor).seconds.toFixed(1)
/** Our own CPU (server, simulators, database) per site: unlike the wall time, it does not depend on what else runs. */
const cpuPerSite = ({ cpu }, sites) =>
  (((cpu.server + simulatorCpu(cpu) + cpu.postgres) * 1000) / sites).toFixed(1)
console.log(
  `\nController sync, four vendors at once — each simulator in its own process, 10 devices + 50 clients per site (ZeroTier 10 members), ${values.drift ? 'signals drifting' : 'networks standing still'}, Node ${process.version}, PostgreSQL + Redis on loopback`
)
console.log(
  `| sites | load | wall s | ${VENDORS.join(' s | ')} s | wall ms/site | CPU ms/site | server RSS idle → peak MB | failures | unchanged re-sync wall s | sites unchanged | re-sync CPU ms/site | re-sync peak MB | periodic re-sync wall s | periodic CPU ms/site |`
)
console.log(`|---|---|---|${VENDORS.map(() => '---|').join('')}---|---|---|---|---|---|---|---|---|---|`)
for (const row of rows) {
  const vendors = VENDORS.map((vendor) => secondsOf(row.first, vendor)).join(' | ')
  const wallPerSite = ((row.first.seconds * 1000) / row.sites).toFixed(1)
  console.log(
    `| ${row.sites} | ${row.load.toFixed(1)} | ${row.first.seconds.toFixed(1)} | ${vendors} | ${wallPerSite} | ${cpuPerSite(row.first, row.sites)} | ${row.idle} → ${row.first.peak} | ${failures(row.first)} + ${failures(row.second)} + ${failures(row.periodic)} | ${row.second.seconds.toFixed(1)} | ${unchanged(row.second)} | ${cpuPerSite(row.second, row.sites)} | ${row.second.peak} | ${row.periodic.seconds.toFixed(1)} | ${cpuPerSite(row.periodic, row.sites)} |`
  )
}
