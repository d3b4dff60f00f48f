/**
 * `npm run test:cluster`: two web processes and two workers behind HAProxy (scripts/lib/cluster.js), with the API
 * journeys that must hold across processes, each counted where it lands (database, simulator, receiver, metrics):
 * sessions, CSRF and rate limits shared; a guest sign-in authorized on the controller; webhook deliveries and a
 * Stripe event processed exactly once; jobs spread over both workers; each scheduled tick once per interval.
 * Prints a line per check and exits non-zero when any fails.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import Stripe from 'stripe'
import { Agent, setGlobalDispatcher } from 'undici'
import { Session } from '../bench/lib/session.js'
import { formBody, GUEST_FORM_HEADERS, prepareVenue } from '../bench/lib/portal_venue.js'
import { spawnSimulator, VENDOR_SIMULATORS } from '../bench/lib/simulators.js'
import { spawnStripeSimulator } from '../bench/lib/stripe_simulator.js'
import {
  ace,
  balancerUrl,
  CLUSTER,
  clusterEnv,
  ensureHaproxy,
  resetStores,
  startBalancer,
  startWeb,
  startWorker,
  stopAll,
  waitForOk,
} from './lib/cluster.js'
import { metricSum, scrape, startCountingReceiver } from './lib/cluster_probes.js'

// The balancer's certificate is self-signed.
setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false } }))

const ADMIN = { email: 'admin@airdeck.example', password: 'Airdeck-demo-2026!' }
const webUrl = (index) => `http://127.0.0.1:${CLUSTER.web[index].port}`
const workerUrl = (index) => `http://127.0.0.1:${CLUSTER.workers[index].metricsPort}/metrics`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function pollUntil(probe, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe()
    if (value) return value
    await sleep(200)
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function signedIn(base) {
  const session = new Session(base)
  await session.call('GET', '/rest/secure/csrf-cookie')
  await session.call('POST', '/rest/auth/login', ADMIN)
  return session
}

/** One request with a session's cookies and CSRF token; answers the status, the body and who served it. */
async function send(
  session,
  method,
  path,
  { base = session.base, body, xsrf = true, headers = {} } = {}
) {
  const token = session.cookies.get('XSRF-TOKEN')
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'cookie': session.header(),
      ...(xsrf && token ? { 'x-xsrf-token': decodeURIComponent(token) } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    body: await response.json().catch(() => null),
  }
}

const checks = []
const check = (name, run) => checks.push({ name, run })

check('sessions and CSRF hold across both web processes', async ({ session }) => {
  const served = new Set()
  for (let i = 0; i < 12; i++) {
    const self = await send(session, 'GET', '/rest/self')
    assert.equal(self.status, 200, `GET /rest/self answered ${self.status}`)
    served.add(self.servedBy)
  }
  assert.deepEqual([...served].sort(), ['web-a', 'web-b'], 'the balancer used both processes')
  // The same session and token are good on either process directly, and a write without the token is refused.
  for (const index of [0, 1]) {
    const ok = await send(session, 'GET', '/rest/self', { base: webUrl(index) })
    assert.equal(ok.status, 200)
  }
  const refused = await send(session, 'POST', '/rest/auth/logout', { xsrf: false })
  assert.equal(refused.status, 419, 'a cookie write without the CSRF token is refused')
  return `12 reads over ${[...served].join(' and ')}, a tokenless write refused (419)`
})

check('rate limits are counted once for the whole deployment', async () => {
  // A client of its own (the balancer forwards its address), so the limit meets no other check's requests.
  const client = { 'x-forwarded-for': '198.51.100.23' }
  const statuses = []
  const served = new Set()
  const session = new Session(balancerUrl)
  await session.call('GET', '/rest/secure/csrf-cookie')
  for (let i = 0; i < 40; i++) {
    const answer = await send(session, 'POST', '/rest/auth/login', {
      body: { email: `nobody-${i}@airdeck.example`, password: 'wrong-password-123' },
      headers: client,
    })
    statuses.push(answer.status)
    served.add(answer.servedBy)
  }
  const limited = statuses.filter((status) => status === 429).length
  assert.equal(served.size, 2, 'both processes answered sign-ins')
  assert.ok(
    limited >= 10,
    `only ${limited} of 40 sign-ins were limited (30 per IP per minute); answers: ${statuses.join(' ')}`
  )
  return `${40 - limited} of 40 sign-ins from one address answered before the shared limit, ${limited} limited`
})

check('a guest signs in through the portal and is authorized on the controller', async (world) => {
  const answer = await fetch(`${balancerUrl}/guest/connect`, {
    method: 'POST',
    headers: GUEST_FORM_HEADERS,
    body: formBody(world.venue.publicId, world.venue.ap, 1),
    redirect: 'manual',
  })
  assert.equal(answer.status, 303, `the portal answered ${answer.status}`)
  const row = await pollUntil(
    async () =>
      (
        await world.db.query(
          `select s.status from portal_sign_ins s join portals p on p.id = s.portal_id
           where p.public_id = $1 and s.status = 'authorized'`,
          [world.venue.publicId]
        )
      ).rows[0],
    'the sign-in to be authorized'
  )
  return `sign-in ${row.status}`
})

check('webhook deliveries arrive exactly once', async (world) => {
  const before = await world.jobTotals('webhooks.deliver')
  const guests = 20
  for (let n = 100; n < 100 + guests; n++) {
    const answer = await fetch(`${balancerUrl}/guest/connect`, {
      method: 'POST',
      headers: GUEST_FORM_HEADERS,
      body: formBody(world.venue.publicId, world.venue.ap, n),
      redirect: 'manual',
    })
    assert.equal(answer.status, 303)
  }
  const receiver = world.receiver
  await pollUntil(() => receiver.ids.size >= guests + 1, `${guests + 1} webhook deliveries`)
  // Anything sent twice would come within the retry schedule's first step; wait past it.
  await sleep(3_000)
  assert.equal(receiver.ids.size, guests + 1, 'one delivery per event')
  assert.equal(receiver.duplicates, 0, `${receiver.duplicates} deliveries came twice`)
  const after = await world.jobTotals('webhooks.deliver')
  assert.equal(
    after.byMetrics - before.byMetrics,
    after.inDatabase - before.inDatabase,
    'every completed delivery run was counted by exactly one process'
  )
  return `${receiver.ids.size} deliveries, 0 twice; ${after.inDatabase - before.inDatabase} delivery runs, each in one process`
})

check('a Stripe event delivered to both processes at once is applied once', async ({ db }) => {
  const event = {
    id: `evt_cluster_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'customer.updated',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: 'cus_cluster_unknown', object: 'customer', metadata: {} } },
  }
  const payload = JSON.stringify(event)
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: CLUSTER.stripeWebhookSecret,
  })
  const answers = await Promise.all(
    [0, 1].map((index) =>
      fetch(`${webUrl(index)}/rest/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    )
  )
  for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body))
  assert.equal(answers.filter((answer) => answer.body.duplicate === false).length, 1)
  const rows = await db.query('select count(*)::int as n from stripe_events where id = $1', [
    event.id,
  ])
  assert.equal(rows.rows[0].n, 1)
  return 'one applied, one duplicate, one row'
})

check('jobs spread over both workers', async () => {
  const perWorker = await Promise.all(
    [0, 1].map(async (index) =>
      metricSum(await scrape(workerUrl(index)), 'airdeck_job_runs_total', { outcome: 'completed' })
    )
  )
  assert.ok(
    perWorker.every((runs) => runs > 0),
    `completed runs per worker: ${perWorker.join(', ')}`
  )
  return `completed runs: worker-a ${perWorker[0]}, worker-b ${perWorker[1]}`
})

check('each scheduled tick runs once per interval in the whole deployment', async () => {
  const ticksNow = async () => {
    const pages = await Promise.all([0, 1].map((index) => scrape(workerUrl(index))))
    const totals = new Map()
    const intervals = new Map()
    for (const page of pages)
      for (const sample of page) {
        if (sample.name === 'airdeck_periodic_ticks_total')
          totals.set(sample.labels.tick, (totals.get(sample.labels.tick) ?? 0) + sample.value)
        if (sample.name === 'airdeck_periodic_tick_interval_seconds')
          intervals.set(sample.labels.tick, sample.value)
      }
    return { totals, intervals }
  }
  const start = await ticksNow()
  const started = Date.now()
  await sleep(16_000)
  const end = await ticksNow()
  const seconds = (Date.now() - started) / 1000
  const lines = []
  for (const [tick, interval] of end.intervals) {
    if (interval > 5) continue
    const ran = (end.totals.get(tick) ?? 0) - (start.totals.get(tick) ?? 0)
    const most = Math.floor(seconds / interval) + 1
    assert.ok(ran >= 1, `${tick} did not run in ${seconds.toFixed(0)} s`)
    assert.ok(
      ran <= most,
      `${tick} ran ${ran} times in ${seconds.toFixed(0)} s (every ${interval} s: at most ${most})`
    )
    lines.push(`${tick} ${ran}×`)
  }
  assert.ok(lines.length > 0, 'no tick of 5 s or less was found')
  return `${lines.join(', ')} in ${seconds.toFixed(0)} s`
})

async function prepareWorld(db) {
  const session = await signedIn(balancerUrl)
  const simulator = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
  const venue = await prepareVenue(db, session, simulator, 'Cluster venue')
  const receiver = await startCountingReceiver()
  const endpoint = await session.call('POST', `/rest/locations/${venue.location}/webhooks`, {
    url: `https://localhost:${receiver.port}/cluster`,
    eventTypes: ['guest.signed_in'],
    description: 'cluster receiver',
  })
  receiver.secret = endpoint.secret
  const jobTotals = async (job) => {
    const pages = await Promise.all(
      [...[0, 1].map((index) => `${webUrl(index)}/metrics`), ...[0, 1].map(workerUrl)].map(scrape)
    )
    const byMetrics = pages.reduce(
      (sum, page) => sum + metricSum(page, 'airdeck_job_runs_total', { job, outcome: 'completed' }),
      0
    )
    const rows = await db.query(
      "select count(*)::int as n from job_runs where job_name = $1 and status = 'completed'",
      [job]
    )
    return { byMetrics, inDatabase: rows.rows[0].n }
  }
  return { session, simulator, venue, receiver, db, jobTotals }
}

const started = Date.now()
const processes = []
let failed = 0
let world
let stripe
const db = new pg.Client({ connectionString: CLUSTER.databaseUrl })
try {
  ensureHaproxy()
  await resetStores()
  // Stripe's side: the simulator every process talks to (the SDK points at it through STRIPE_API_BASE).
  stripe = await spawnStripeSimulator('sk_test_cluster')
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_cluster', STRIPE_API_BASE: stripe.url })
  const env = clusterEnv()
  ace(env, 'migration:run', '--force')
  // The demo data gives the journeys a customer and its venues; production refuses it unless forced, for this step only.
  ace({ ...env, DEMO_IN_PRODUCTION: 'true' }, 'db:seed')
  for (const web of CLUSTER.web) processes.push(startWeb(web))
  for (const worker of CLUSTER.workers) processes.push(startWorker(worker))
  for (const index of [0, 1])
    await waitForOk(`${webUrl(index)}/rest/health/ready`, CLUSTER.web[index].name)
  for (const index of [0, 1]) await waitForOk(workerUrl(index), CLUSTER.workers[index].name)
  processes.push(await startBalancer())
  await waitForOk(`${balancerUrl}/rest/health/ready`, 'the balancer')
  await db.connect()
  world = await prepareWorld(db)
  console.log(
    `cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${processes.map((p) => p.name).join(', ')}`
  )

  for (const { name, run } of checks) {
    const at = Date.now()
    try {
      const detail = await run(world)
      console.log(`  ✔ ${name} (${((Date.now() - at) / 1000).toFixed(1)} s): ${detail}`)
    } catch (error) {
      failed++
      console.log(`  ✖ ${name}: ${error.message}`)
    }
  }
} catch (error) {
  failed = checks.length
  console.error(`cluster run stopped: ${error.stack ?? error}`)
} finally {
  world?.simulator.stop()
  stripe?.stop()
  world?.receiver.stop()
  await db.end().catch(() => {})
  await stopAll(processes)
  if (failed)
    for (const process_ of processes)
      console.error(
        `── ${process_.name} output (last lines)\n${process_.output.slice(-40).join('')}`
      )
}
console.log(
  `test:cluster: ${checks.length - failed} of ${checks.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`
)
process.exit(failed ? 1 : 0)
