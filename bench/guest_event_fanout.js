/**
 * Issue 13: guest events fanned out to 3 integrations and 2 webhook endpoints, on one production-like web process
 * (NODE_ENV=production, PostgreSQL, Redis, its in-process worker). One venue's portal is connected through the API
 * to the Mailchimp, CRM and loyalty simulators (each its own process, HTTPS) and has two webhook endpoints on local
 * HTTPS receivers that verify every delivery with `standardwebhooks`. BENCH_EVENTS guests (default 10,000) sign in
 * the real way, the portal's form POST (`/guest/connect`, authorized on the UniFi simulator): each sign-in publishes
 * `guest.signed_in` in its transaction, i.e. five deliveries. Counted where they arrive (contacts stored by each
 * simulator, deliveries verified by each receiver):
 * - deliveries per second (first to last arrival) and the time until all are delivered (from the first sign-in);
 * - a second run with the second endpoint's receiver failing (BENCH_FAILURE: `hang` (default) or a status such as
 *   503): the four healthy targets' completion times, beside the first run's.
 *
 * - a third run, the delivery drain rate on its own: the outbox rows of BENCH_EVENTS more guests are written at once
 *   (the rows the sign-ins' transactions write, in one statement) and drained by the worker, all targets healthy; this
 *   figure is the delivery's, not capped by how fast guests can sign in; and a fourth, the same guests again (returning
 *   guests, counted as outbox rows delivered). BENCH_ONLY_DRAIN=1 runs these two alone. Each run prints the CPU ms per
 *   delivery of every process and the PostgreSQL transactions per delivery.
 *
 *   node bench/guest_event_fanout.js   (BENCH_EVENTS, BENCH_CONNECTIONS; database airdeck_bench_fanout, Redis db 14)
 */
import { availableParallelism, loadavg } from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchEnv, startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'
import { GUEST_FORM_HEADERS, formBody, prepareVenue } from './lib/portal_venue.js'
import { VENDOR_SIMULATORS, spawnSimulator } from './lib/simulators.js'
import { startReceiver } from './lib/webhook_receiver.js'
import { startIntegrationSimulators } from './lib/integration_simulators.js'
import { cpuMeter, postgresMeter } from './lib/cpu_time.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_fanout'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/14'
// All guests come from one address, as a venue's do; each device stays under its own limit.
process.env.RATE_LIMIT_SCALE ??= '10000'
// The receivers listen on loopback, which outbound requests refuse otherwise.
process.env.OUTBOUND_ALLOW_PRIVATE = 'true'
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const FAILURE = /^\d+$/.test(process.env.BENCH_FAILURE ?? '')
  ? Number(process.env.BENCH_FAILURE)
  : 'hang'
const port = Number(process.env.BENCH_PORT ?? 3411)
const base = `http://127.0.0.1:${port}`
const seconds = (ms) => (ms / 1000).toFixed(1)

/** EVENTS form POSTs for devices first…first+EVENTS-1; resolves when all were answered. */
function signIns(publicId, ap, first) {
  let n = first
  return new Promise((resolve, reject) => {
    const request = {
      method: 'POST',
      headers: GUEST_FORM_HEADERS,
      setupRequest: (r) => ({ ...r, body: formBody(publicId, ap, n++) }),
    }
    autocannon(
      {
        url: `${base}/guest/connect`,
        connections: CONNECTIONS,
        amount: EVENTS,
        requests: [request],
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  })
}

/** Waits until every target got `expected` more deliveries (or 15 minutes pass); each target's first and last arrival. */
async function arrivals(simulators, receivers, expected, before) {
  const deadline = Date.now() + 15 * 60_000
  const counts = async () => [
    // One after the other: a count may be a query on the bench's one database client.
    ...(await simulators.reduce(
      async (done, sim, i) => [...(await done), (await sim.count()) - before[i]],
      Promise.resolve([])
    )),
    ...receivers.map((receiver) => receiver.verified),
  ]
  let now = await counts()
  while (now.some((count) => count < expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    now = await counts()
  }
  const simulatorTimes = await Promise.all(simulators.map((sim) => sim.arrivals()))
  return [
    ...simulators.map((sim, i) => ({ name: sim.name, delivered: now[i], ...simulatorTimes[i] })),
    ...receivers.map((receiver, i) => ({
      name: receiver.name,
      delivered: now[simulators.length + i],
      rejected: receiver.rejected,
      first: receiver.first,
      last: receiver.last,
    })),
  ]
}

/**
 * The outbox rows of EVENTS guests (guest-<first>… addresses), written in one transaction as the sign-ins' would be:
 * one per integration connection of the venue's portal, one per webhook endpoint. Due 2 s later, so the whole backlog
 * is there when the worker's tick finds it.
 */
async function writeOutbox(db, venue, first) {
  const guest = `jsonb_build_object('portalId', p.id, 'locationId', p.location_id, 'clientId', 1, 'signInId', n, 'email', 'guest-' || n || '@example.com', 'firstname', 'Bench',
    'lastname', null, 'phone', null, 'language', 'en', 'optIn', false, 'returning', false, 'mac', '02:be:00:00:00:00', 'voucher', false, 'at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
  const range = [first, first + EVENTS - 1, venue.location]
  // Message ids are unique: a run that writes the same guests again (returning guests) gets ids of its own.
  const messageIds = [...range, String(Date.now())]
  await db.query('begin')
  await db.query(
    `insert into integration_deliveries (connection_id, event, payload, email, status, attempts, next_attempt_at, created_at)
     select c.id, 'guest.signed_in', ${guest}, 'guest-' || n || '@example.com', 'pending', 0, now() + interval '2 seconds', now()
       from integration_connections c join portals p on p.id = c.portal_id, generate_series($1::int, $2::int) n where p.location_id = $3 order by n, c.id`,
    range
  )
  await db.query(
    `insert into webhook_deliveries (endpoint_id, message_id, event_type, body, status, attempts, next_attempt_at, created_at)
     select e.id, 'msg_bench_' || e.id || '_' || n || '_' || $4, 'guest.signed_in',
            jsonb_build_object('type', 'guest.signed_in', 'timestamp', now(), 'data', ${guest})::text, 'pending', 0, now() + interval '2 seconds', now()
       from webhook_endpoints e join portals p on p.location_id = e.location_id, generate_series($1::int, $2::int) n where e.location_id = $3 and e.enabled order by n, e.id`,
    messageIds
  )
  await db.query('commit')
}

async function deliveredRows(plugin, venue) {
  const { rows } = await db.query(
    "select count(*)::int as n from integration_deliveries d join integration_connections c on c.id = d.connection_id join portals p on p.id = c.portal_id where c.plugin_id = $1 and p.location_id = $2 and d.status = 'delivered'",
    [plugin, venue.location]
  )
  return rows[0].n
}

/** One run: EVENTS sign-ins (or their outbox rows written at once), then everything counted at the targets (a receiver set to fail is left out). */
async function run(
  label,
  venue,
  simulators,
  receivers,
  firstDevice,
  outboxOnly = false,
  returning = false
) {
  await Promise.all(simulators.map((sim) => sim.clearLog()))
  receivers.forEach((receiver) => receiver.reset())
  // Returning guests add no contact at a service: their deliveries are counted as the outbox rows marked delivered.
  for (const sim of simulators)
    sim.count = returning ? () => deliveredRows(sim.name, venue) : () => sim.stored()
  const before = []
  for (const sim of simulators) before.push(await sim.count())
  const cpu = cpuMeter({
    'web': server.pid,
    ...Object.fromEntries(server.workerPids.map((pid, i) => [`worker ${i + 1}`, pid])),
    ...Object.fromEntries(simulators.map((sim) => [sim.name, sim.pid])),
    'bench + receivers': process.pid,
  })
  const postgres = await postgresMeter(benchEnv(port).DATABASE_URL)
  const transactions = async () =>
    Number(
      (
        await db.query(
          'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()'
        )
      ).rows[0].n
    )
  const transactionsBefore = await transactions()
  const started = Date.now()
  const load = outboxOnly
    ? await writeOutbox(db, venue, firstDevice)
    : await signIns(venue.publicId, venue.ap, firstDevice)
  const published = Date.now()
  const healthyReceivers = receivers.filter((receiver) => !receiver.fail)
  const targets = await arrivals(simulators, healthyReceivers, EVENTS, before)
  const used = { ...cpu.stop(), PostgreSQL: await postgres.stop() }
  // Statistics reach pg_stat_database up to a second late (PostgreSQL 15 flushes them at most once a second).
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const transactionsDuring = (await transactions()) - transactionsBefore
  const delivered = targets.reduce((sum, target) => sum + target.delivered, 0)
  const first = Math.min(...targets.map((target) => target.first))
  const last = Math.max(...targets.map((target) => target.last))
  const result = {
    label,
    started,
    targets,
    delivered,
    perSecond: Math.round(delivered / ((last - first) / 1000)),
    untilAll: last - started,
    publish: published - started,
    cpu: used,
  }
  console.log(`\n${label}`)
  if (outboxOnly)
    console.log(
      `  the outbox rows of ${EVENTS} sign-ins written in ${seconds(result.publish)} s, due 2 s later`
    )
  else
    console.log(
      `  ${EVENTS} sign-ins in ${seconds(result.publish)} s (${Math.round(EVENTS / (result.publish / 1000))}/s; ${load.non2xx - load['3xx']} non-303 answers, ${load.errors} errors)`
    )
  for (const target of targets)
    console.log(
      `  ${target.name.padEnd(22)} ${String(target.delivered).padStart(6)} delivered, first after ${seconds(target.first - started)} s, all after ${seconds(target.last - started)} s${target.rejected ? ` (${target.rejected} signatures rejected)` : ''}`
    )
  console.log(
    `  ${delivered} deliveries verified at the targets: ${result.perSecond} deliveries/s (first to last arrival), all delivered ${seconds(result.untilAll)} s after the first sign-in (${seconds(last - published)} s after the last)`
  )
  // Load-independent: CPU ms per delivery of each process (the machine's includes everyone else's work).
  const perDelivery = (name) => `${name} ${((used[name] * 1000) / delivered).toFixed(2)}`
  console.log(
    `  CPU ms per delivery: ${Object.keys(used)
      .filter((name) => name !== 'machine')
      .map(perDelivery)
      .join(
        ', '
      )}; PostgreSQL transactions (each statement outside one counts) per delivery ${(transactionsDuring / delivered).toFixed(3)} (${transactionsDuring}, the bench's own polling included); machine busy ${used.machine.toFixed(1)} s of ${((availableParallelism() * (last - started)) / 1000).toFixed(1)} s available`
  )
  return result
}

const unifi = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
const simulators = await startIntegrationSimulators()
const receivers = [await startReceiver(), await startReceiver()]
const server = await startBenchServer(port)
const db = new pg.Client({ connectionString: benchEnv(port).DATABASE_URL })
await db.connect()
try {
  const session = await adminSession(base)
  const venue = await prepareVenue(db, session, unifi, 'bench-fanout-venue')
  for (const sim of simulators)
    await session.call(
      'PUT',
      `/rest/portal/${venue.location}/integrations/${sim.name}`,
      await sim.connectForm()
    )
  for (const [i, receiver] of receivers.entries()) {
    receiver.name = `webhook endpoint ${i + 1}`
    const created = await session.call('POST', `/rest/locations/${venue.location}/webhooks`, {
      url: `https://localhost:${receiver.port}/hook-${i + 1}`,
      eventTypes: ['guest.signed_in'],
      description: `bench fan-out ${i + 1}`,
    })
    receiver.secret = created.secret
  }
  console.log(
    `Guest events fanned out — one web process, ${EVENTS} sign-ins over ${CONNECTIONS} connections, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`
  )
  if (process.env.BENCH_ONLY_DRAIN !== '1') {
    const healthy = await run(
      'Run 1: 3 integrations + 2 webhook endpoints, all healthy',
      venue,
      simulators,
      receivers,
      1
    )
    receivers[1].fail = FAILURE
    const failing = await run(
      `Run 2: the same, webhook endpoint 2 failing (${FAILURE === 'hang' ? 'never answers' : `answers ${FAILURE}`})`,
      venue,
      simulators,
      receivers,
      EVENTS + 1
    )

    console.log(
      '\nHealthy targets, all delivered after (s from the first sign-in): run 1 → run 2 with a failing endpoint'
    )
    for (const target of failing.targets) {
      const before = healthy.targets.find((t) => t.name === target.name)
      console.log(
        `  ${target.name.padEnd(22)} ${seconds(before.last - healthy.started)} → ${seconds(target.last - failing.started)}`
      )
    }
    const waiting = (
      await db.query(
        "select count(*)::int as rows, coalesce(sum(d.attempts), 0)::int as attempts from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where e.url like $1 and d.status <> 'succeeded'",
        [`%:${receivers[1].port}/%`]
      )
    ).rows[0]
    const outbox = (
      await db.query(
        'select status, count(*)::int as n from integration_deliveries d join integration_connections c on c.id = d.connection_id join portals p on p.id = c.portal_id where p.location_id = $1 group by status',
        [venue.location]
      )
    ).rows
    console.log(
      `  the failing endpoint meanwhile: ${waiting.rows} deliveries not delivered, ${waiting.attempts} failed attempts; integration outbox: ${outbox.map((row) => `${row.n} ${row.status}`).join(', ')}`
    )
    // The dead endpoint comes back for the drain run; what run 2 left for it is given up, so run 3 counts only its own.
    receivers[1].fail = null
    await db.query(
      "update webhook_deliveries set status = 'failed', next_attempt_at = null where status = 'pending' and endpoint_id in (select id from webhook_endpoints where location_id = $1)",
      [venue.location]
    )
    await db.query('update webhook_endpoints set failing_since = null where location_id = $1', [
      venue.location,
    ])
  }
  await run(
    'Run 3: delivery drain rate: the outbox rows of the sign-ins written at once, all healthy',
    venue,
    simulators,
    receivers,
    2 * EVENTS + 1,
    true
  )
  // The same guests once more, as at a venue where most guests come back: Mailchimp's member already has its tags
  // and Piggy's contact its attributes, so each needs one request instead of two.
  await run(
    'Run 4: drain rate for returning guests: the same guests as run 3, written at once',
    venue,
    simulators,
    receivers,
    2 * EVENTS + 1,
    true,
    true
  )
  console.log(
    `  load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`
  )
} finally {
  await db.end()
  const code = await server.stop()
  receivers.forEach((receiver) => receiver.stop())
  simulators.forEach((sim) => sim.stop())
  unifi.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
