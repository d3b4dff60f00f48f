/**
 * GET /rest/admin/financials (issue 25) with 100,000 invoices over two years and 12 months of subscriptions (10,000
 * venues: 9,000 subscribed at some point in the last year, 1,000 of those churned), on a production-like server
 * (NODE_ENV=production, PostgreSQL and Redis on loopback, a Bearer token). One connection (p50: what one request
 * costs) and 50 connections side by side with the bare /health route of the same server.
 *
 *   node bench/financials.js        (database airdeck_bench_financials, Redis db 10, port 3393)
 */
import autocannon from 'autocannon'
import pg from 'pg'
import { benchEnv, startBenchServer } from './lib/bench_server.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_financials'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/10'
const port = Number(process.env.BENCH_PORT ?? 3393)
const base = `http://127.0.0.1:${port}`
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const INVOICES = 100_000
const VENUES = 10_000

/** Idempotent: the invoices, venues and subscription history of an earlier run stay. */
async function seed() {
  const client = new pg.Client({ connectionString: benchEnv(port).DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from invoices where stripe_invoice_id like 'in_bench_fin_%'"
    )
    if (rows[0].n >= INVOICES) return
    await client.query('begin')
    // Two years back from now, every status Stripe has (void and drafts do not count as revenue).
    await client.query(
      `insert into invoices (stripe_invoice_id, stripe_customer_id, stripe_status, subtotal, tax, total, amount_due,
         amount_paid, currency, stripe_created_at, stripe_synced_at, created_at, updated_at)
       select 'in_bench_fin_' || i, 'cus_bench_fin_' || (i % 2500),
         (array['void', 'draft', 'open', 'open', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid'])[i % 10 + 1],
         5000 + (i * 7919) % 50000, 0, 5000 + (i * 7919) % 50000, 5000 + (i * 7919) % 50000, 0, 'eur',
         now() - ((i::bigint * 104729) % (730 * 24)) * interval '1 hour', now(), now(), now()
       from generate_series(1, $1::int) i`,
      [INVOICES]
    )
    const customer = (
      await client.query(
        "insert into customers (name, created_at, updated_at) values ('Bench financials customer', now(), now()) returning id"
      )
    ).rows[0].id
    // Subscribing venues through the locations table: the trigger records each one's subscription period.
    await client.query(
      `insert into locations (customer_id, name, status, subscription_status, subscription_amount,
         subscription_currency, created_at, updated_at)
       select $1, 'Bench financials venue ' || i, 'live', case when i % 10 = 0 then null else 'active' end,
         4900 + (i % 5) * 1000, 'eur', now(), now()
       from generate_series(1, $2::int) i`,
      [customer, VENUES]
    )
    await client.query(
      `update subscription_periods p set started_at = now() - ((p.location_id * 7) % 360) * interval '1 day'
       from locations l where l.id = p.location_id and l.name like 'Bench financials venue %'`
    )
    await client.query(
      `update locations set subscription_status = 'cancelled'
       where name like 'Bench financials venue %' and id % 9 = 1 and subscription_status = 'active'`
    )
    await client.query(
      `update subscription_periods p set ended_at = p.started_at + (now() - p.started_at) / 2
       from locations l where l.id = p.location_id and l.name like 'Bench financials venue %' and p.churned`
    )
    await client.query(
      `insert into financial_targets (year, amount, created_at, updated_at)
       values (extract(year from now())::int, 250000000, now(), now()) on conflict (year) do nothing`
    )
    await client.query('commit')
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

async function token() {
  const response = await fetch(`${base}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@airdeck.example',
      password: 'Airdeck-demo-2026!',
      name: 'bench',
    }),
  })
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

function load(path, bearer, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections,
        duration,
        headers: bearer
          ? { authorization: `Bearer ${bearer}`, accept: 'application/json' }
          : { accept: 'application/json' },
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  })
}

const describe = (name, result, aim) => ({
  name,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  bad: result.non2xx + result.errors + result.timeouts,
  aim,
})

const server = await startBenchServer(port)
try {
  await seed()
  // Steady state: autovacuum has set the visibility map a while after a bulk load, so revenue is an index-only scan.
  const client = new pg.Client({ connectionString: benchEnv(port).DATABASE_URL })
  await client.connect()
  await client.query('vacuum analyze invoices')
  await client.query('vacuum analyze subscription_periods')
  await client.end()
  const admin = await token()
  const answer = await (
    await fetch(`${base}/rest/admin/financials`, {
      headers: { authorization: `Bearer ${admin}`, accept: 'application/json' },
    })
  ).json()
  if (answer.revenue.error || answer.mrr.error) throw new Error(JSON.stringify(answer))
  console.log(
    `Revenue year to date ${answer.revenue.data.year_to_date} cents, MRR ${answer.mrr.data.mrr} cents (12 months: ${answer.mrr.data.trend.map((month) => month.mrr).join(', ')})`
  )
  await load('/rest/admin/financials', admin, 1)
  const rows = [
    describe(
      'GET /rest/admin/financials — 1 connection',
      await load('/rest/admin/financials', admin, 1),
      'p50 < 100'
    ),
    describe('GET /health (bare) — 1 connection', await load('/health', null, 1), '—'),
    describe(
      'GET /rest/admin/financials — 50 connections',
      await load('/rest/admin/financials', admin, 50),
      '—'
    ),
    describe('GET /health (bare) — 50 connections', await load('/health', null, 50), '—'),
  ]
  console.log(
    `\nFinancials benchmark — ${INVOICES} invoices, ${VENUES} venues with 12 months of subscriptions, ${duration} s each, Node ${process.version}`
  )
  console.log('| route | req/s | p50 ms | p99 ms | aim | non-2xx/errors |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.aim} | ${row.bad} |`)
  console.log(
    `Financials at 50 connections: ${((rows[2].rps / rows[3].rps) * 100).toFixed(0)} % of the bare route's throughput`
  )
} finally {
  const code = await server.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
