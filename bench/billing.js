/**
 * Issue 17 billing on one production-like web process (NODE_ENV=production, PostgreSQL, Redis, its in-process worker)
 * against the Stripe simulator in its own process (loopback, plain HTTP, the unmodified `stripe` SDK):
 * (a) the monthly invoicing run for BENCH_VENUES venues (default 10,000: 2,500 customers × 4 CaaS venues, each with a
 *     licence allocation, so 2 invoice items per venue): total time, items/s, peak RSS of the server;
 * (b) Stripe webhook throughput: BENCH_WEBHOOKS signed `invoice.paid` events (default 5,000, distinct ids) posted to
 *     POST /rest/webhooks/stripe by BENCH_WEBHOOK_CONNECTIONS parallel keep-alive clients.
 *
 *   node bench/billing.js     (database airdeck_bench_h4, Redis db 4, port 3449)
 */
import { createHmac } from 'node:crypto'
import pg from 'pg'
import Stripe from 'stripe'
import { startBenchServer, rssMb } from './lib/bench_server.js'
import { samplePeakRss } from './lib/peak_rss.js'
import { cpuMeter, postgresMeter } from './lib/cpu_time.js'
import { adminSession } from './lib/session.js'
import { spawnStripeSimulator } from './lib/stripe_simulator.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_h4'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/4'
const VENUES = Number(process.env.BENCH_VENUES ?? 10_000)
const PER_CUSTOMER = 4
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 5_000)
const CONNECTIONS = Number(process.env.BENCH_WEBHOOK_CONNECTIONS ?? 32)
// BENCH_WEBHOOK_TYPE: another event type for (b), e.g. one no handler takes, to see what the endpoint alone costs.
const WEBHOOK_TYPE = process.env.BENCH_WEBHOOK_TYPE ?? 'invoice.paid'
const port = Number(process.env.BENCH_PORT ?? 3449)
const KEY = 'sk_test_bench_billing'
const WEBHOOK_SECRET = 'whsec_bench_billing'
const period = new Date().toISOString().slice(0, 7)

const simulator = await spawnStripeSimulator(KEY)
Object.assign(process.env, {
  STRIPE_SECRET_KEY: KEY,
  STRIPE_API_BASE: simulator.url,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
})
const server = await startBenchServer(port)
const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
await db.connect()
const stripe = new Stripe(KEY, {
  host: '127.0.0.1',
  port: new URL(simulator.url).port,
  protocol: 'http',
  telemetry: false,
})

/** Bench customers from an earlier run point at Stripe customers of a simulator that is gone: they start afresh. */
async function seed() {
  await db.query("delete from customers where name like 'Bench billing %'")
  // The demo customers' Stripe ids (if any) belong to another simulator: only the bench customers are billed.
  await db.query(
    'update customers set payment_provider_id = null where payment_provider_id is not null'
  )
  const customers = Math.ceil(VENUES / PER_CUSTOMER)
  const stripeIds = []
  for (let start = 0; start < customers; start += 50) {
    const batch = Array.from({ length: Math.min(50, customers - start) }, (_, i) =>
      stripe.customers.create({ name: `Bench billing ${start + i}` })
    )
    stripeIds.push(...(await Promise.all(batch)).map((customer) => customer.id))
  }
  const ids = (
    await db.query(
      "insert into customers (name, payment_method, payment_provider_id, created_at, updated_at) select 'Bench billing ' || i, 1, ($1::text[])[i + 1], now(), now() from generate_series(0, $2::int - 1) i returning id",
      [stripeIds, customers]
    )
  ).rows.map((row) => row.id)
  await db.query(
    `insert into locations (customer_id, name, status, caas, plan, connection_type, failover, created_at, updated_at)
     select c.id, 'Bench venue ' || c.id || '-' || v, 'live', true, 1 + (v % 4), 'fiber', v % 2 = 0, now(), now()
     from unnest($1::int[]) c(id) cross join generate_series(0, $2::int - 1) v limit $3`,
    [ids, PER_CUSTOMER, VENUES]
  )
  const product = (
    await db.query(
      "insert into products (name, type, model, vendor, monthly_licence_cents, created_at, updated_at) values ('Bench cloud licence', 'licence', 'bench-' || extract(epoch from now()), 'other', 1250, now(), now()) returning id"
    )
  ).rows[0].id
  await db.query(
    "insert into hardware_allocations (location_id, product_id, quantity, status, allocated_at) select l.id, $1, 2, 'allocated', now() from locations l join customers c on c.id = l.customer_id where c.name like 'Bench billing %'",
    [product]
  )
  return customers
}

async function invoicingRun(session) {
  const peak = samplePeakRss(server.pid)
  const cpu = cpuMeter({ server: server.pid, simulator: simulator.pid })
  const postgres = await postgresMeter(process.env.BENCH_DATABASE_URL)
  const startedAt = Date.now()
  const run = await session.call('POST', '/rest/billing/invoicing_runs', { period })
  let current = run
  while (['pending', 'running'].includes(current.status)) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    current = (await session.call('GET', '/rest/billing/invoicing_runs?limit=1')).data.find(
      (row) => row.id === run.id
    )
  }
  const wallMs = Date.now() - startedAt
  const runMs = new Date(current.finished_at) - new Date(current.started_at)
  return {
    ...current,
    wallMs,
    runMs,
    peakMb: peak.stop(),
    cpu: cpu.stop(),
    postgresCpu: await postgres.stop(),
  }
}

function signed(body) {
  const t = Math.floor(Date.now() / 1000)
  return `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`
}

async function webhookThroughput() {
  const invoices = []
  for await (const invoice of stripe.invoices.list({ limit: 100 })) invoices.push(invoice)
  const bodies = Array.from({ length: WEBHOOKS }, (_, i) => {
    const invoice = invoices[i % invoices.length]
    return JSON.stringify({
      id: `evt_bench_${Date.now()}_${i}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      type: WEBHOOK_TYPE,
      data: { object: { ...invoice, status: 'paid', amount_paid: invoice.amount_due } },
    })
  })
  const url = `${server.base}/rest/webhooks/stripe`
  const statuses = new Map()
  const latencies = []
  let next = 0
  const peak = samplePeakRss(server.pid)
  const cpu = cpuMeter({ server: server.pid })
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++]
        const sent = performance.now()
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signed(body) },
          body,
        })
        await response.arrayBuffer()
        latencies.push(performance.now() - sent)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      }
    })
  )
  const seconds = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const p = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))])
  return {
    perSecond: Math.round(WEBHOOKS / seconds),
    seconds,
    statuses: Object.fromEntries(statuses),
    p50: p(0.5),
    p99: p(0.99),
    peakMb: peak.stop(),
    cpu: cpu.stop(),
  }
}

try {
  const customers = await seed()
  const session = await adminSession(server.base)
  console.log(
    `  seeded ${VENUES} venues of ${customers} customers (2 lines each: CaaS + licence); server idle ${rssMb(server.pid)} MB`
  )
  const run = await invoicingRun(session)
  console.log(
    `  (a) invoicing run ${period}: ${run.status}, ${run.venues_billed} venues, ${run.items_created} items, ${run.invoices_finalized} invoices finalized (${run.customers_failed} customers failed), ${(run.amount_cents / 100).toFixed(2)} EUR`
  )
  console.log(
    `      run ${(run.runMs / 1000).toFixed(1)} s (wall ${(run.wallMs / 1000).toFixed(1)} s), ${Math.round(run.items_created / (run.runMs / 1000))} items/s, peak server RSS ${run.peakMb} MB, simulator RSS ${rssMb(simulator.pid)} MB`
  )
  const rerun = await invoicingRun(session)
  console.log(
    `      CPU seconds: server ${run.cpu.server.toFixed(1)}, simulator ${run.cpu.simulator.toFixed(1)}, PostgreSQL ${run.postgresCpu.toFixed(1)}; whole machine ${run.cpu.machine.toFixed(1)} of ${((2 * run.runMs) / 1000).toFixed(0)} available (others' work included)`
  )
  console.log(
    `      rerun of the same period: ${rerun.status}, ${rerun.items_created} items, ${rerun.invoices_finalized} invoices in ${(rerun.runMs / 1000).toFixed(1)} s`
  )
  const hooks = await webhookThroughput()
  console.log(
    `  (b) webhooks: ${WEBHOOKS} signed ${WEBHOOK_TYPE} events, ${CONNECTIONS} connections: ${hooks.perSecond} events/s, p50 ${hooks.p50} ms, p99 ${hooks.p99} ms, statuses ${JSON.stringify(hooks.statuses)}, peak server RSS ${hooks.peakMb} MB, server CPU ${hooks.cpu.server.toFixed(1)} s (${((hooks.cpu.server * 1000) / WEBHOOKS).toFixed(1)} ms per event), machine ${hooks.cpu.machine.toFixed(1)} s busy of ${(2 * hooks.seconds).toFixed(0)}`
  )
} finally {
  await db.end()
  await server.stop()
  simulator.stop()
}
