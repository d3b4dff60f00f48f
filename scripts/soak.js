/**
 * `npm run soak -- --minutes 30`: the deployment of `npm run test:cluster` (two web processes, two workers, HAProxy)
 * on stores of its own, under a realistic mix at half its measured capacity for the given time. It first measures
 * the capacity (8 back-to-back clients, 15 s), then sends half that rate on a clock: authenticated reads of the
 * dashboard, the venues list and the caller; guests signing in through the portal (each a webhook delivery to a
 * receiver that counts them); Stripe events; and the venue's controller synced by the workers every 15 s.
 * Every minute it prints errors, p50/p99 per route, RSS and heap per process, PostgreSQL connections, Redis memory,
 * the job queue and the webhook outbox. At the end it judges the aims (0 errors and nothing lost, RSS growth
 * < 10 % after the warm-up, no growth in connections, queue or outbox) and exits non-zero when one is missed. A run
 * shorter than 10 minutes judges bounds instead of growth (RSS per process, connections within the pools, queue and
 * outbox drained).
 */
import { parseArgs } from 'node:util'
import pg from 'pg'
import { Agent, setGlobalDispatcher } from 'undici'

const { values: options } = parseArgs({
  options: {
    'minutes': { type: 'string', default: '30' },
    'capacity-seconds': { type: 'string', default: '15' },
  },
})
const minutes = Number(options.minutes)
const capacitySeconds = Number(options['capacity-seconds'])
if (!(minutes > 0) || !(capacitySeconds > 0)) {
  console.error('usage: npm run soak -- --minutes N [--capacity-seconds S]')
  process.exit(2)
}

// A deployment of its own beside the cluster and fault suites (set before the cluster module is imported).
Object.assign(process.env, {
  // The load signs in a few accounts and sends every guest from one address: the per-caller limits would cut it,
  // not the deployment (the limiter still counts every request in Redis).
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100',
  CLUSTER_NAME: 'soak',
  CLUSTER_PORT_BASE: process.env.SOAK_PORT_BASE ?? '3580',
  CLUSTER_DATABASE_URL:
    process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/airdeck_soak',
  CLUSTER_REDIS_URL: process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/0',
})
const { Session } = await import('../bench/lib/session.js')
const { prepareVenue } = await import('../bench/lib/portal_venue.js')
const { spawnSimulator, VENDOR_SIMULATORS } = await import('../bench/lib/simulators.js')
const { spawnStripeSimulator } = await import('../bench/lib/stripe_simulator.js')
const { balancerUrl, CLUSTER, ensureHaproxy, printProcessOutputs, startDeployment, stopAll } =
  await import('./lib/cluster.js')
const { startCountingReceiver } = await import('./lib/cluster_probes.js')
const { isError, median, quantile, ROUTES, SoakLoad } = await import('./lib/soak_load.js')
const { sample } = await import('./lib/soak_probes.js')

setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false }, connections: 256 }))

const ADMIN = { email: 'admin@airdeck.example', password: 'Airdeck-demo-2026!' }
const SAMPLE_MS = 10_000
const SYNC_SITES = 50
const MINUTE_MS = 60_000
/** Runs at least this long judge trends (no growth); shorter ones judge bounds. */
const TREND_MIN_MS = 10 * MINUTE_MS
/** What a run shorter than TREND_MIN_MS allows each process: about twice what the 30-minute soaks reached. */
const SHORT_RUN_RSS_BOUND_MB = 1024
/** The deployment's Node processes, each with its own database pool. */
const processCount = CLUSTER.web.length + CLUSTER.workers.length
/** RSS is compared after the warm-up: a sixth of the run, at least 30 s and at most 5 minutes. */
const warmUpMs = Math.min(5 * MINUTE_MS, Math.max(30_000, (minutes * MINUTE_MS) / 6))
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0)
const ms = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`)

async function signedIn() {
  const session = new Session(balancerUrl)
  await session.call('GET', '/rest/secure/csrf-cookie')
  await session.call('POST', '/rest/auth/login', ADMIN)
  return session
}

async function prepareWorld(db) {
  const sessions = await Promise.all(Array.from({ length: 4 }, signedIn))
  const simulator = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
  const venue = await prepareVenue(db, sessions[0], simulator, 'Soak venue')
  // A second controller of 50 sites, each bound to a venue, synced by the workers as often as the form allows.
  const syncSimulator = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(SYNC_SITES))
  const controller = await sessions[0].call('POST', '/rest/controllers', {
    ...VENDOR_SIMULATORS.unifi.form(syncSimulator),
    alias: 'Soak sync controller',
  })
  await db.query(
    `insert into locations (customer_id, name, country, timezone, type, plan, status, network_status, connection_type, controller_id, controller_site_id, created_at, updated_at)
     select (select id from customers order by id limit 1), 'Soak sync ' || i, 'BE', 'Europe/Brussels', 'horeca', 1,
       'live', 'not_configured', 'fiber', $1, 'site-' || i, now(), now()
     from generate_series(1, $2) as i`,
    [controller.id, SYNC_SITES]
  )
  await db.query(
    'update controllers set sync_interval_seconds = 15, last_sync_at = null where id = $1',
    [controller.id]
  )
  const receiver = await startCountingReceiver()
  const endpoint = await sessions[0].call('POST', `/rest/locations/${venue.location}/webhooks`, {
    url: `https://localhost:${receiver.port}/soak`,
    eventTypes: ['guest.signed_in'],
    description: 'soak receiver',
  })
  receiver.secret = endpoint.secret
  return {
    base: balancerUrl,
    sessions,
    simulator,
    syncSimulator,
    venue,
    receiver,
    stripeWebhookSecret: CLUSTER.stripeWebhookSecret,
  }
}

function minuteReport(index, answers, samples, load, receiver, start) {
  const errors = answers.filter(isError)
  const total = load.since(start).filter(isError).length
  const lines = [
    `minute ${index}: ${answers.length} requests (${(answers.length / 60).toFixed(1)}/s), errors ${errors.length} (run ${total}), shed ${load.shed}${errors.length ? `: ${tally(errors)}` : ''}`,
  ]
  for (const route of ROUTES) {
    const times = answers.filter((answer) => answer.route === route).map((answer) => answer.ms)
    lines.push(
      `  ${route.padEnd(28)} p50 ${ms(quantile(times, 0.5)).padStart(7)}  p99 ${ms(quantile(times, 0.99)).padStart(7)}  n ${times.length}`
    )
  }
  const last = samples.at(-1)
  if (last) {
    lines.push(
      `  RSS / heap MB: ${Object.entries(last.processes)
        .map(([name, { rss, heap }]) => `${name} ${mb(rss)}${heap ? `/${mb(heap)}` : ''}`)
        .join(', ')}`,
      `  PostgreSQL connections ${last.connections}, Redis used ${(last.redisBytes / 1024 / 1024).toFixed(1)} MB, job runs due ${last.queue}, webhook outbox ${last.outbox}, syncs done ${last.syncs}, deliveries received ${receiver.ids.size}, failed job runs ${last.failedRuns}`
    )
  }
  console.log(lines.join('\n'))
}

function tally(answers) {
  const counts = new Map()
  for (const { route, status, code } of answers) {
    const key = `${route} ${status}${code ? ` ${code}` : ''}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ')
}

/** The samples between `from` and `to` (ms since the soak began), for the judgement. */
const between = (samples, start, from, to) =>
  samples.filter((entry) => entry.at - start >= from && entry.at - start <= to)

function judge({ samples, start, end, load, lost }) {
  const aims = []
  const aim = (name, met, detail) => aims.push({ name, met, detail })
  // The capacity phase runs the deployment flat out: its answers are reported, the aims are for the soak itself.
  const errors = load.since(start).filter(isError)
  aim(
    '0 errors, nothing shed or lost',
    errors.length === 0 && load.shed === 0 && lost.length === 0,
    `${errors.length} error answers${errors.length ? ` (${tally(errors)})` : ''}, ${load.shed} shed, ${lost.length ? lost.join('; ') : 'nothing lost'}`
  )
  const length = end - start
  const window = Math.min(MINUTE_MS, (length - warmUpMs) / 3)
  const first = between(samples, start, warmUpMs, warmUpMs + window)
  const last = between(samples, start, length - window, length)
  const growth = []
  for (const name of Object.keys(samples[0].processes)) {
    const before = median(first.map((entry) => entry.processes[name].rss))
    const after = median(last.map((entry) => entry.processes[name].rss))
    // The heap in use beside it tells a leak (it grows too) from V8 sizing its heap to the load (it does not).
    const heap = (window) => median(window.map((entry) => entry.processes[name].heap))
    growth.push({
      name,
      before,
      after,
      percent: ((after - before) / before) * 100,
      heap: heap(first) ? ` heap in use ${mb(heap(first))} → ${mb(heap(last))}` : '',
    })
  }
  const growthDetail = growth
    .map(
      (entry) =>
        `${entry.name} ${mb(entry.before)} → ${mb(entry.after)} MB (${entry.percent >= 0 ? '+' : ''}${entry.percent.toFixed(1)} %;${entry.heap})`
    )
    .join(', ')
  // V8 keeps sizing its heaps to the load for several minutes (the 30-minute soaks plateaued after about 14), so in a
  // short run two windows of a few samples each compare one garbage collection's sawtooth with another's: such a
  // run checks that no process outgrows a bound instead, and reports the growth beside it.
  if (length >= TREND_MIN_MS)
    aim(
      'RSS growth < 10 % after the warm-up',
      growth.every((entry) => entry.percent < 10),
      growthDetail
    )
  else {
    const highest = Object.keys(samples[0].processes).map((name) => ({
      name,
      rss: Math.max(...samples.map((entry) => entry.processes[name].rss)),
    }))
    aim(
      `RSS under ${SHORT_RUN_RSS_BOUND_MB} MB per process`,
      highest.every((entry) => entry.rss < SHORT_RUN_RSS_BOUND_MB * 1024 * 1024),
      `highest ${highest.map((entry) => `${entry.name} ${mb(entry.rss)}`).join(', ')} MB; growth after the warm-up (an aim only in runs of ${TREND_MIN_MS / MINUTE_MS} minutes or more): ${growthDetail}`
    )
  }
  // "No growth": the median of the last third against the first third after the warm-up, with a small allowance for
  // a pool opening a connection or a tick's runs that happen to be due at the sample. In a run shorter than
  // TREND_MIN_MS a third is a few samples, and a pool that opens connections while the machine is slow looks like
  // growth: such a run checks the bounds instead (connections within the pools, queue and outbox drained at the end).
  const thirds = (length - warmUpMs) / 3
  const early = between(samples, start, warmUpMs, warmUpMs + thirds)
  const late = between(samples, start, length - thirds, length)
  const poolBound = processCount * Number(process.env.DATABASE_POOL_MAX ?? 10)
  for (const [key, label, allowance, bound] of [
    ['connections', 'PostgreSQL connections', 2, poolBound],
    ['queue', 'job runs due', 5, 5],
    ['outbox', 'webhook outbox', 20, 20],
  ]) {
    const before = median(early.map((entry) => entry[key]))
    const after = median(late.map((entry) => entry[key]))
    const highest = Math.max(...samples.map((entry) => entry[key]))
    const trend = `median ${before} in the first third after the warm-up, ${after} in the last`
    if (length >= TREND_MIN_MS)
      aim(
        `no growth in ${label}`,
        after <= before + allowance && (key !== 'connections' || highest <= bound),
        `${trend} (allowed +${allowance}); highest ${highest}`
      )
    else if (key === 'connections')
      aim(
        `${label} within the pools`,
        highest <= bound,
        `highest ${highest} of ${bound} (${processCount} processes × pool); ${trend}`
      )
    else
      aim(
        `${label} drained`,
        samples.at(-1)[key] <= bound,
        `${samples.at(-1)[key]} at the end (allowed ${bound}); ${trend}`
      )
  }
  return aims
}

/** After the load: every webhook delivery received once, every Stripe event stored, every guest authorized. */
async function countLost(db, world, load) {
  const deadline = Date.now() + 60_000
  let rows = 0
  while (Date.now() < deadline) {
    rows = (await db.query('select count(*)::int as n from webhook_deliveries')).rows[0].n
    if (world.receiver.ids.size >= rows) break
    await sleep(500)
  }
  const lost = []
  if (world.receiver.ids.size < rows)
    lost.push(`${rows - world.receiver.ids.size} of ${rows} webhook deliveries not received`)
  if (world.receiver.duplicates)
    lost.push(`${world.receiver.duplicates} webhook deliveries received twice`)
  if (world.receiver.rejected)
    lost.push(`${world.receiver.rejected} webhook deliveries with a bad signature`)
  const stripeRows = (
    await db.query('select count(*)::int as n from stripe_events where id = any($1)', [
      load.stripeEvents,
    ])
  ).rows[0].n
  const stripeAccepted = load.answers.filter(
    (answer) => answer.route === 'POST /rest/webhooks/stripe' && !isError(answer)
  ).length
  if (stripeRows < stripeAccepted)
    lost.push(`${stripeAccepted - stripeRows} accepted Stripe events not stored`)
  const guests = (
    await db.query(
      `select count(*)::int as total, count(*) filter (where s.status <> 'authorized')::int as pending
       from portal_sign_ins s join portals p on p.id = s.portal_id where p.public_id = $1`,
      [world.venue.publicId]
    )
  ).rows[0]
  if (guests.total < load.guestsAnswered)
    lost.push(`${load.guestsAnswered - guests.total} answered guest sign-ins not stored`)
  if (guests.pending) lost.push(`${guests.pending} guest sign-ins not authorized`)
  return {
    lost,
    counts: `${load.guestsAnswered} guest sign-ins (${guests.total} rows), ${rows} webhook deliveries (${world.receiver.ids.size} received), ${stripeAccepted} Stripe events (${stripeRows} rows)`,
  }
}

const processes = []
let world
let stripe
let exitCode = 1
const db = new pg.Client({ connectionString: CLUSTER.databaseUrl })
const stopEverything = async () => {
  world?.simulator.stop()
  world?.syncSimulator.stop()
  world?.receiver.stop()
  stripe?.stop()
  await db.end().catch(() => {})
  await stopAll(processes)
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await stopEverything()
    process.exit(1)
  })
try {
  const bootStart = Date.now()
  ensureHaproxy()
  stripe = await spawnStripeSimulator('sk_test_soak')
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_soak', STRIPE_API_BASE: stripe.url })
  const balancer = await startDeployment(processes)
  await db.connect()
  world = await prepareWorld(db)
  const targets = [
    ...CLUSTER.web.map(({ name, port }) => ({
      name,
      metricsUrl: `http://127.0.0.1:${port}/metrics`,
    })),
    ...CLUSTER.workers.map(({ name, metricsPort }) => ({
      name,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    })),
  ]
  const probe = () => sample({ db, redisUrl: CLUSTER.redisUrl, targets, balancer })
  console.log(
    `soak: cluster up in ${((Date.now() - bootStart) / 1000).toFixed(1)} s (${processes.map((p) => p.name).join(', ')}); ${minutes} min, warm-up ${(warmUpMs / 1000).toFixed(0)} s; load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`
  )

  const load = new SoakLoad(world)
  const capacity = await load.measureCapacity({ ms: capacitySeconds * 1000 })
  const capacityErrors = load.answers.filter(isError)
  const rate = Math.max(1, capacity / 2)
  console.log(
    `capacity: ${capacity.toFixed(1)} requests/s with 8 back-to-back clients over ${capacitySeconds} s (${capacityErrors.length} errors${capacityErrors.length ? `: ${tally(capacityErrors)}` : ''}); soaking at ${rate.toFixed(1)}/s`
  )

  const samples = []
  const start = Date.now()
  load.run(rate)
  samples.push(await probe())
  let minute = 0
  while (Date.now() - start < minutes * MINUTE_MS) {
    await sleep(Math.min(SAMPLE_MS, start + minutes * MINUTE_MS - Date.now()))
    samples.push(await probe())
    const elapsed = Date.now() - start
    if (elapsed >= (minute + 1) * MINUTE_MS - 1_000) {
      minute++
      const from = start + (minute - 1) * MINUTE_MS
      minuteReport(
        minute,
        load.since(from).filter((answer) => answer.at < from + MINUTE_MS),
        samples,
        load,
        world.receiver,
        start
      )
    }
  }
  const end = Date.now()
  await load.stop()
  const { lost, counts } = await countLost(db, world, load)
  const aims = judge({ samples, start, end, load, lost })
  const all = load.since(start)
  console.log(`\nsoak: ${all.length} requests in ${minutes} min at ${rate.toFixed(1)}/s; ${counts}`)
  for (const route of ROUTES) {
    const times = all.filter((answer) => answer.route === route).map((answer) => answer.ms)
    console.log(
      `  ${route.padEnd(28)} p50 ${ms(quantile(times, 0.5)).padStart(7)}  p99 ${ms(quantile(times, 0.99)).padStart(7)}  n ${times.length}`
    )
  }
  for (const { name, met, detail } of aims) console.log(`  ${met ? '✔' : '✖'} ${name}: ${detail}`)
  const missed = aims.filter((entry) => !entry.met).length
  console.log(`soak: ${aims.length - missed} of ${aims.length} aims met`)
  exitCode = missed ? 1 : 0
} catch (error) {
  console.error(`soak stopped: ${error.stack ?? error}`)
} finally {
  await stopEverything()
  if (exitCode) printProcessOutputs(processes, 20)
}
process.exit(exitCode)
