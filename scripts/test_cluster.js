/**
 * `npm run test:cluster`: two web processes and two workers behind HAProxy (scripts/lib/cluster.js), started at the
 * same moment on an unmigrated database as an operator's deploy starts them, each keeping its files in a folder of
 * its own (as on a machine of its own) with a shared S3-compatible bucket; then the API journeys that must hold
 * across processes, each counted where it lands (database, simulator, receiver, bucket, metrics): every migration
 * once, sessions, CSRF and rate limits shared, a guest sign-in authorized on the controller, webhook deliveries and
 * a Stripe event processed exactly once, a logo uploaded through one process served by the other, jobs spread over
 * both workers, each scheduled tick once per interval. Prints a line per check and exits non-zero when any fails.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
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
  configureDeployment,
  ensureHaproxy,
  machineFolder,
  printProcessOutputs,
  resetStores,
  startBalancer,
  startWebAsDeployed,
  startWorker,
  stopAll,
  waitForOk,
  work,
} from './lib/cluster.js'
import { metricSum, scrape, startCountingReceiver } from './lib/cluster_probes.js'
import { startSharedBucket } from './lib/cluster_s3.js'
import { webAppBuildIsStale } from './lib/web_app_build.js'

// The balancer's certificate is self-signed.
setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false } }))

const root = new URL('..', import.meta.url).pathname
const ADMIN = { email: 'admin@airdeck.example', password: 'Airdeck-demo-2026!' }
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64'
)
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

check(
  'two web processes (npm start) and two workers (npm run worker) started at the same moment on an unmigrated database: all ready, each migration once',
  async ({ db, deploy }) => {
    const files = readdirSync(`${root}database/migrations`).filter((file) =>
      /\.(?:ts|js)$/.test(file)
    ).length
    const schema = (
      await db.query(
        `select count(*)::int as n, count(distinct name)::int as names,
                extract(epoch from max(migration_time)) * 1000 as last from adonis_schema`
      )
    ).rows[0]
    const lastMigration = Number(schema.last) - deploy.at
    const ready = Object.entries(deploy.ready)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')
    const summary = `ready: ${ready}; ${schema.n} migration rows for ${files} files (${schema.names} distinct), the last one ${(lastMigration / 1000).toFixed(1)} s after the start; ${deploy.waited} of 2 migration runs waited for the other; errors in the processes' output: ${JSON.stringify(deploy.errors)}`
    assert.equal(schema.n, files, summary)
    assert.equal(schema.names, schema.n, summary)
    assert.deepEqual(deploy.errors, {}, summary)
    // A worker takes work (and answers on its metrics port) only once the schema is complete.
    for (const { name } of CLUSTER.workers)
      assert.ok(deploy.ready[name] > lastMigration, `${name} was ready first: ${summary}`)
    return summary
  }
)

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

check(
  'a logo uploaded through one web process is served by the other from the shared bucket',
  async ({ session, db, bucket }) => {
    const customerId = (await db.query('select id from customers order by id limit 1')).rows[0].id
    const path = `/rest/customers/${customerId}/logo`
    const form = new FormData()
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png')
    const token = session.cookies.get('XSRF-TOKEN')
    const uploaded = await fetch(`${webUrl(0)}${path}`, {
      method: 'POST',
      headers: {
        'accept': 'application/json',
        'cookie': session.header(),
        'x-xsrf-token': decodeURIComponent(token),
      },
      body: form,
    })
    assert.equal(uploaded.status, 200, `web-a answered the upload ${uploaded.status}`)
    const key = (await db.query('select logo_path from customers where id = $1', [customerId]))
      .rows[0].logo_path
    const served = await fetch(`${webUrl(1)}${path}`, { headers: { cookie: session.header() } })
    const bytes = Buffer.from(await served.arrayBuffer())
    const local = CLUSTER.web.flatMap(({ name }) => {
      const uploads = `${machineFolder(name)}/uploads`
      const files = existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []
      return files.map((file) => `${name}: ${file}`)
    })
    const summary = `uploaded through web-a as ${key}; bucket under customers/${customerId}/: ${JSON.stringify(await bucket.keys(`customers/${customerId}/`))}; web-b answered ${served.status} (${served.headers.get('content-type')}, ${bytes.length} bytes); on the processes' own disks: ${JSON.stringify(local)}`
    assert.deepEqual(await bucket.keys(`customers/${customerId}/`), [key], summary)
    assert.equal(served.status, 200, summary)
    assert.deepEqual(bytes, PNG, summary)
    assert.ok(
      local.every((file) => !file.includes(`customers/${customerId}/`)),
      summary
    )
    return summary
  }
)

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

/** Resolves once `url` answers 200; fails at once if the process exits first. */
async function readyOrExited(started, url, timeoutMs) {
  const exited = new Promise((_resolve, reject) =>
    started.child.once('exit', (code, signal) =>
      reject(new Error(`${started.name} exited (${signal ?? code}) before it was ready`))
    )
  )
  exited.catch(() => {})
  await Promise.race([waitForOk(url, started.name, timeoutMs), exited])
}

/**
 * An operator's deploy on a new database: both web processes through `npm start` (each migrates, the second waiting
 * on the advisory lock) and both workers through `npm run worker` (each waits for the migrations), all four at the
 * same moment. Answers when each was ready, how many migration runs waited, and the database errors the processes
 * met meanwhile (a table not there yet, a migration lock not taken or released).
 */
async function deployAtOnce(processes) {
  const at = Date.now()
  const webs = CLUSTER.web.map(startWebAsDeployed)
  const workers = CLUSTER.workers.map(startWorker)
  processes.push(...webs, ...workers)
  const ready = {}
  const urls = [
    ...webs.map((web, index) => [web, `${webUrl(index)}/rest/health/ready`]),
    ...workers.map((worker, index) => [worker, workerUrl(index)]),
  ]
  await Promise.all(
    urls.map(async ([started, url]) => {
      // Boot, then 61 migrations one process after the other under the lock: 14 s here, but CI's machine has run
      // at a third of that speed; the bound only stops a start that hangs.
      await readyOrExited(started, url, 240_000)
      ready[started.name] = Date.now() - at
    })
  )
  const errors = {}
  for (const { name, output } of [...webs, ...workers]) {
    const text = output.join('')
    const met = [
      ...text.matchAll(
        /relation \\?"[^"\\]+\\?" does not exist|unable to (?:acquire|release) [a-z ]*lock/gi
      ),
    ].map((match) => match[0])
    if (met.length) errors[name] = [...new Set(met)]
  }
  const waited = webs.filter((web) =>
    web.output.join('').includes('another process is migrating')
  ).length
  return { at, ready, errors, waited }
}

/** The release's build of the web app, once, before the processes start (`npm start` would build it in each). */
function buildWebAppOnce() {
  if (!webAppBuildIsStale(root)) return
  console.log('› building the web app once, as a release does')
  const build = spawnSync(process.execPath, ['scripts/build_web_app.js'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) throw new Error('the web app build failed')
}

const started = Date.now()
const processes = []
let failed = 0
let world
let stripe
let bucket
const db = new pg.Client({ connectionString: CLUSTER.databaseUrl })
try {
  ensureHaproxy()
  buildWebAppOnce()
  await resetStores()
  // Stripe's side: the simulator every process talks to (the SDK points at it through STRIPE_API_BASE).
  stripe = await spawnStripeSimulator('sk_test_cluster')
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_cluster', STRIPE_API_BASE: stripe.url })
  rmSync(`${work}/machines`, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  bucket = await startSharedBucket(work)
  configureDeployment({ settings: bucket.environment, separateDisks: true })
  const deploy = await deployAtOnce(processes)
  // The demo data gives the journeys a customer and its venues; production refuses it unless forced, for this step only.
  ace({ ...clusterEnv(), DEMO_IN_PRODUCTION: 'true' }, 'db:seed')
  processes.push(await startBalancer())
  await waitForOk(`${balancerUrl}/rest/health/ready`, 'the balancer')
  await db.connect()
  world = { ...(await prepareWorld(db)), deploy, bucket }
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
  await bucket?.close()
  if (failed) printProcessOutputs(processes, 40)
}
console.log(
  `test:cluster: ${checks.length - failed} of ${checks.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`
)
process.exit(failed ? 1 : 0)
