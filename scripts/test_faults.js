/**
 * `npm run test:faults`: the deployment of `npm run test:cluster` (two web processes, two workers, HAProxy) on a
 * PostgreSQL and a Redis of its own (scripts/lib/fault_stores.js), under a steady mix of reads, guest sign-ins (each
 * a webhook delivery) and Stripe events, while its parts fail one after the other: Redis stopped for 20 s,
 * PostgreSQL restarted, a worker killed mid-job, a web process killed under load, a controller that never answers.
 * Prints a line per check with its figures and exits non-zero when any count is off.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import pg from 'pg'
import Stripe from 'stripe'
import { Agent, setGlobalDispatcher } from 'undici'
import {
  createDatabase,
  faultDatabaseUrl,
  faultRedisUrl,
  initPostgres,
  REDIS_PORT,
  restartPostgres,
  startPostgres,
  startRedis,
  stopPostgres,
  waitForPort,
} from './lib/fault_stores.js'

Object.assign(process.env, {
  // Faults, not the per-user read limit: the load of every check would otherwise pile up against it.
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100',
  CLUSTER_NAME: 'faults',
  CLUSTER_PORT_BASE: process.env.FAULTS_PORT_BASE ?? '3560',
  CLUSTER_DATABASE_URL: faultDatabaseUrl,
  CLUSTER_REDIS_URL: faultRedisUrl,
})
const { Session } = await import('../bench/lib/session.js')
const { formBody, GUEST_FORM_HEADERS, prepareVenue } = await import('../bench/lib/portal_venue.js')
const { spawnSimulator, VENDOR_SIMULATORS } = await import('../bench/lib/simulators.js')
const { spawnStripeSimulator } = await import('../bench/lib/stripe_simulator.js')
const {
  ace,
  balancerUrl,
  CLUSTER,
  clusterEnv,
  ensureHaproxy,
  startBalancer,
  startWeb,
  startWorker,
  stopAll,
  waitForOk,
} = await import('./lib/cluster.js')
const { startCountingReceiver } = await import('./lib/cluster_probes.js')

setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false } }))

const ADMIN = { email: 'admin@airdeck.example', password: 'Airdeck-demo-2026!' }
const HANG_MS = 8_000
const webUrl = (index) => `http://127.0.0.1:${CLUSTER.web[index].port}`
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

async function pollUntil(probe, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined)
    if (value) return value
    await sleep(200)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** The steady mix: a few clients in a loop, every answer recorded with the phase it fell in. */
class Load {
  answers = []
  signIns = 0
  phase = 'steady'
  #running = false
  #signingIn
  #loops = []
  #guest = 1_000

  constructor(world) {
    this.world = world
  }

  start(clients = 4) {
    this.#running = true
    for (let i = 0; i < clients; i++) this.#loops.push(this.#loop(i))
  }

  async stop() {
    this.#running = false
    await Promise.all(this.#loops)
  }

  in(phase) {
    return this.answers.filter((answer) => answer.phase === phase)
  }

  async #loop(i) {
    const kinds = ['read', 'guest', 'read', 'stripe']
    let n = i
    while (this.#running) {
      const kind = kinds[n++ % kinds.length]
      await this.#one(kind)
      await sleep(50)
    }
  }

  async #one(kind) {
    const phase = this.phase
    const started = Date.now()
    let status = 0
    let code
    try {
      const response = await this.#request(kind)
      status = response.status
      // Sessions live in Redis, which restarts empty here (no persistence): sign in again, and count it.
      if (kind === 'read' && status === 401) {
        this.#signingIn ??= signIn(this.world.session)
          .then(() => this.signIns++)
          .catch(() => {})
          .finally(() => (this.#signingIn = undefined))
        await this.#signingIn
      }
      if (status >= 400) code = (await response.json().catch(() => ({}))).code
      else await response.arrayBuffer()
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'hang' : 'network'
    }
    this.answers.push({ phase, kind, status, code, ms: Date.now() - started })
  }

  #request(kind) {
    const signal = AbortSignal.timeout(HANG_MS)
    const { session, venue } = this.world
    if (kind === 'read')
      return fetch(`${balancerUrl}/rest/self`, {
        headers: { accept: 'application/json', cookie: session.header() },
        signal,
      })
    if (kind === 'guest') {
      const n = this.#guest++
      return fetch(`${balancerUrl}/guest/connect`, {
        method: 'POST',
        headers: { ...GUEST_FORM_HEADERS, accept: 'application/json' },
        body: formBody(venue.publicId, venue.ap, n),
        redirect: 'manual',
        signal,
      })
    }
    const event = stripeEvent()
    const payload = JSON.stringify(event)
    this.world.stripeEvents.push(event.id)
    return fetch(`${balancerUrl}/rest/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: CLUSTER.stripeWebhookSecret,
        }),
      },
      body: payload,
      signal,
    })
  }
}

function stripeEvent() {
  return {
    id: `evt_faults_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'customer.updated',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: 'cus_faults_unknown', object: 'customer', metadata: {} } },
  }
}

/** `{ 200: 12, 503 E_UNAVAILABLE: 3 }` as one line. */
function tally(answers) {
  const counts = new Map()
  for (const { kind, status, code } of answers) {
    const key = `${kind} ${code ? `${status} ${code}` : status}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, n]) => `${key}×${n}`).join(', ') || 'none'
}

const slowest = (answers) => Math.max(0, ...answers.map((answer) => answer.ms))
const ok = (status) => typeof status === 'number' && status < 400

const checks = []
const check = (name, run) => checks.push({ name, run })

check(
  'Redis stopped for 20 s: 503 E_UNAVAILABLE at once, never a hang or a 500; queued work runs once after',
  async (world) => {
    const { load, db } = world
    const runsBefore = await countRuns(db)
    load.phase = 'redis-down'
    const redis = world.redis
    redis.child.kill('SIGKILL')
    await new Promise((resolve) => redis.child.once('exit', resolve))
    await sleep(10_000)
    const probe = await fetch(`${webUrl(0)}/rest/health/ready`, {
      signal: AbortSignal.timeout(HANG_MS),
    }).catch((error) => error)
    const readiness =
      probe instanceof Error ? probe.message : `${probe.status} ${await probe.text()}`
    await sleep(10_000)
    load.phase = 'redis-back'
    world.redis = startRedis()
    world.processes.push(world.redis)
    await waitForPort(REDIS_PORT, 'redis')
    const down = load.in('redis-down')
    const recovered = await pollUntil(
      async () => {
        const answers = load.in('redis-back')
        const lastFour = answers.slice(-4)
        return lastFour.length === 4 && lastFour.every((answer) => ok(answer.status))
      },
      'requests to succeed again after Redis returned',
      30_000
    )
    assert.ok(recovered)
    const bad = down.filter(
      (answer) => !ok(answer.status) && !(answer.status === 503 && answer.code === 'E_UNAVAILABLE')
    )
    const pending = await pollUntil(
      async () => {
        const left = await unfinishedRuns(db)
        return left === 0 ? 'none' : undefined
      },
      'every queued job run to finish after Redis returned',
      90_000
    ).catch(async () => `${await unfinishedRuns(db)} unfinished`)
    const runsAfter = await countRuns(db)
    const summary = `readiness while down: ${readiness}; during: ${tally(down)} (slowest ${seconds(slowest(down))}); after: ${tally(load.in('redis-back'))} (sessions lost with Redis's data: signed in again ${load.signIns}×); job runs ${runsAfter.total - runsBefore.total} new, ${runsAfter.completed - runsBefore.completed} completed, unfinished ${pending}`
    assert.equal(bad.length, 0, `answers other than 2xx/3xx or 503 E_UNAVAILABLE: ${summary}`)
    assert.equal(pending, 'none', summary)
    return summary
  }
)

check(
  'PostgreSQL restarted: requests fail cleanly, the pools recover within seconds',
  async (world) => {
    const { load } = world
    load.phase = 'pg-restart'
    const restartedAt = Date.now()
    await restartPostgres()
    const restartMs = Date.now() - restartedAt
    load.phase = 'pg-back'
    await pollUntil(
      async () => {
        const lastFour = load.in('pg-back').slice(-4)
        return lastFour.length === 4 && lastFour.every((answer) => ok(answer.status))
      },
      'requests to succeed after PostgreSQL restarted',
      30_000
    )
    const recoveryMs = Date.now() - restartedAt
    await world.db.end().catch(() => {})
    world.db = new pg.Client({ connectionString: faultDatabaseUrl })
    await world.db.connect()
    const during = [...load.in('pg-restart'), ...load.in('pg-back')]
    const fivehundreds = during.filter(
      (answer) => answer.status === 500 || answer.status === 'hang'
    )
    const summary = `restart took ${seconds(restartMs)}, answers good again after ${seconds(recoveryMs)}; answers: ${tally(during)}`
    assert.equal(fivehundreds.length, 0, summary)
    return summary
  }
)

check(
  'a worker killed mid-job: the other worker takes the run over after its lease and completes it once',
  async (world) => {
    const { db } = world
    const [workerA, workerB] = world.workers
    // Only worker-a runs jobs while the sync starts, so the kill surely hits the one running it.
    await stopAll([workerB])
    await db.query(
      'update controllers set last_sync_at = null, sync_requested_at = null where id = $1',
      [world.hung.controllerId]
    )
    const claimed = await pollUntil(
      async () =>
        (
          await db.query(
            `select r.id from job_runs r join controllers c on c.id = $1
           where r.job_name = 'controller.sync' and r.status = 'running' and (r.payload->>'controllerId')::int = c.id
             and c.sync_claimed_until is not null`,
            [world.hung.controllerId]
          )
        ).rows[0],
      'worker-a to start the sync of the silent controller',
      40_000
    ).catch(async (error) => {
      throw new Error(`${error.message}: ${await syncState(db)}`)
    })
    workerA.child.kill('SIGKILL')
    const killedAt = Date.now()
    world.workers[0] = startWorker(CLUSTER.workers[0])
    world.workers[1] = startWorker(CLUSTER.workers[1])
    world.processes.push(...world.workers)
    const run = await pollUntil(
      async () =>
        (
          await db.query(
            "select status, attempts from job_runs where id = $1 and status in ('completed', 'failed')",
            [claimed.id]
          )
        ).rows[0],
      'the run to be taken over and finished',
      120_000
    )
    const takenOver = Date.now() - killedAt
    const lease = (
      await db.query('select sync_claimed_until from controllers where id = $1', [
        world.hung.controllerId,
      ])
    ).rows[0]
    const summary = `run ${run.status} after ${run.attempts} attempts, ${seconds(takenOver)} after the kill; lease ${lease.sync_claimed_until ? 'still held' : 'released'}`
    assert.equal(run.status, 'completed', summary)
    assert.equal(run.attempts, 2, summary)
    return summary
  }
)

check(
  'a web process killed under load: the balancer stops sending to it, it rejoins when restarted',
  async (world) => {
    const { load } = world
    load.phase = 'web-killed'
    const web = world.webs[0]
    web.child.kill('SIGKILL')
    await sleep(5_000)
    load.phase = 'web-restarting'
    world.webs[0] = startWeb(CLUSTER.web[0])
    world.processes.push(world.webs[0])
    await waitForOk(`${webUrl(0)}/rest/health/ready`, 'web-a again')
    const rejoined = await pollUntil(
      async () => {
        const response = await fetch(`${balancerUrl}/rest/health/ready`)
        return response.headers.get('x-served-by') === 'web-a'
      },
      'web-a to receive requests again',
      30_000
    )
    const killed = load.in('web-killed')
    const failed = killed.filter((answer) => !ok(answer.status))
    const summary = `while down: ${tally(killed)}; after restart: ${tally(load.in('web-restarting'))}; rejoined: ${rejoined}`
    // Only requests in flight on the killed process may fail (4 clients: at most 4).
    assert.ok(failed.length <= 4, summary)
    return summary
  }
)

check(
  'a web process stopped with SIGTERM under load drains first: no request fails',
  async (world) => {
    const { load } = world
    load.phase = 'web-draining'
    const web = world.webs[1]
    const stoppedAt = Date.now()
    await stopAll([web], 30_000)
    const stopMs = Date.now() - stoppedAt
    const drained = load.in('web-draining')
    load.phase = 'web-b-restarting'
    world.webs[1] = startWeb(CLUSTER.web[1])
    world.processes.push(world.webs[1])
    await waitForOk(`${webUrl(1)}/rest/health/ready`, 'web-b again')
    const failed = drained.filter((answer) => !ok(answer.status))
    const summary = `stopped in ${seconds(stopMs)}; answers meanwhile: ${tally(drained)}`
    assert.equal(failed.length, 0, summary)
    return summary
  }
)

check(
  "a controller that never answers does not hold up other controllers' syncs",
  async (world) => {
    const { db } = world
    await db.query(
      'update controllers set last_sync_at = null, sync_requested_at = null where id = any($1)',
      [[world.hung.controllerId, world.venueController]]
    )
    const started = Date.now()
    await pollUntil(
      async () =>
        (
          await db.query(
            'select 1 from controllers where id = $1 and sync_claimed_until is not null',
            [world.hung.controllerId]
          )
        ).rows[0],
      'the silent controller to be syncing',
      40_000
    ).catch(async (error) => {
      throw new Error(`${error.message}: ${await syncState(db)}`)
    })
    const other = await pollUntil(
      async () =>
        (
          await db.query(
            `select last_sync_at from controllers where id = $1 and last_sync_at is not null`,
            [world.venueController]
          )
        ).rows[0],
      'the other controller to be synced',
      40_000
    )
    const silent = (
      await db.query('select sync_claimed_until, status from controllers where id = $1', [
        world.hung.controllerId,
      ])
    ).rows[0]
    const summary = `other controller synced ${seconds(other.last_sync_at.getTime() - started)} after both were due; silent one ${silent.sync_claimed_until ? 'still syncing' : `done (${silent.status})`}`
    return summary
  }
)

check('nothing lost or doubled: webhook deliveries, Stripe events, sign-ins', async (world) => {
  const { db, load, receiver } = world
  await load.stop()
  const answeredGuests = load.answers.filter(
    (answer) => answer.kind === 'guest' && ok(answer.status)
  ).length
  const signIns = (await db.query('select count(*)::int as n from portal_sign_ins')).rows[0].n
  const events = (await db.query('select count(*)::int as n from webhook_deliveries')).rows[0].n
  await pollUntil(
    async () => receiver.ids.size >= events,
    `${events} webhook deliveries at the receiver`,
    60_000
  ).catch(() => {})
  const acceptedStripe = load.answers.filter(
    (answer) => answer.kind === 'stripe' && ok(answer.status)
  ).length
  const stripeRows = (
    await db.query('select count(*)::int as n from stripe_events where id = any($1)', [
      world.stripeEvents,
    ])
  ).rows[0].n
  const stuck = await unfinishedRuns(db)
  const summary = `guest sign-ins answered ${answeredGuests}, rows ${signIns}; webhook deliveries ${events} rows, ${receiver.ids.size} received, ${receiver.duplicates} twice; Stripe events accepted ${acceptedStripe}, rows ${stripeRows}; unfinished job runs ${stuck}; answers overall: ${tally(load.answers)}`
  assert.ok(signIns >= answeredGuests, summary)
  assert.ok(stripeRows >= acceptedStripe, summary)
  assert.ok(receiver.ids.size >= events, summary)
  return summary
})

/** The controllers' sync state and their recent sync runs, for a failure message. */
async function syncState(db) {
  const controllers = await db.query(
    'select id, status, last_sync_at, sync_requested_at, sync_claimed_until from controllers order by id'
  )
  const runs = await db.query(
    "select id, status, attempts, payload, last_error from job_runs where job_name = 'controller.sync' order by id desc limit 5"
  )
  return JSON.stringify({ controllers: controllers.rows, runs: runs.rows })
}

async function countRuns(db) {
  const { rows } = await db.query(
    "select count(*)::int as total, count(*) filter (where status = 'completed')::int as completed from job_runs"
  )
  return rows[0]
}

/** Runs due now that no worker has finished (scheduled retries later than now are not counted). */
async function unfinishedRuns(db) {
  const { rows } = await db.query(
    `select count(*)::int as n from job_runs
     where (status = 'pending' and available_at <= now()) or status = 'running'`
  )
  return rows[0].n
}

/** A TCP server that accepts every connection and never answers. */
async function startSilentController() {
  const sockets = new Set()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    stop: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

async function signIn(session) {
  session.cookies.clear()
  await session.call('GET', '/rest/secure/csrf-cookie')
  await session.call('POST', '/rest/auth/login', ADMIN)
}

async function prepareWorld(db) {
  const session = new Session(balancerUrl)
  await signIn(session)
  const simulator = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
  const venue = await prepareVenue(db, session, simulator, 'Faults venue')
  const venueController = (
    await db.query('select controller_id from locations where id = $1', [venue.location])
  ).rows[0].controller_id
  // A second controller, added while its simulator answers, then replaced by a server that never answers.
  const second = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
  const added = await session.call('POST', '/rest/controllers', {
    ...VENDOR_SIMULATORS.unifi.form(second),
    alias: 'Silent controller',
  })
  second.stop()
  const silent = await startSilentController()
  await db.query(
    `update controllers set url = $1, last_sync_at = now(), sync_interval_seconds = 86400 where id = $2`,
    [`https://127.0.0.1:${silent.port}`, added.id]
  )
  const receiver = await startCountingReceiver()
  const endpoint = await session.call('POST', `/rest/locations/${venue.location}/webhooks`, {
    url: `https://localhost:${receiver.port}/faults`,
    eventTypes: ['guest.signed_in'],
    description: 'faults receiver',
  })
  receiver.secret = endpoint.secret
  return {
    session,
    simulator,
    venue,
    venueController,
    hung: { controllerId: added.id, server: silent },
    receiver,
    stripeEvents: [],
  }
}

const started = Date.now()
const processes = []
const abandon = (reason) => {
  console.error(`test:faults stopped: ${reason?.stack ?? reason}`)
  for (const { child } of processes) child.kill('SIGKILL')
  world?.simulator.stop()
  world?.hung.server.stop()
  stripe?.stop()
  stopPostgres()
  process.exit(1)
}
process.on('uncaughtException', abandon)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    for (const { child } of processes) child.kill('SIGKILL')
    world?.simulator.stop()
    world?.hung.server.stop()
    stripe?.stop()
    stopPostgres()
    process.exit(1)
  })
let failed = 0
let world
let stripe
try {
  ensureHaproxy()
  stopPostgres()
  initPostgres()
  startPostgres()
  createDatabase()
  const redis = startRedis()
  processes.push(redis)
  await waitForPort(REDIS_PORT, 'redis')
  stripe = await spawnStripeSimulator('sk_test_faults')
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_faults', STRIPE_API_BASE: stripe.url })
  const env = clusterEnv()
  ace(env, 'migration:run', '--force')
  ace({ ...env, DEMO_IN_PRODUCTION: 'true' }, 'db:seed')
  const webs = CLUSTER.web.map(startWeb)
  const workers = CLUSTER.workers.map(startWorker)
  processes.push(...webs, ...workers)
  for (const index of [0, 1])
    await waitForOk(`${webUrl(index)}/rest/health/ready`, CLUSTER.web[index].name)
  processes.push(await startBalancer())
  await waitForOk(`${balancerUrl}/rest/health/ready`, 'the balancer')
  const db = new pg.Client({ connectionString: faultDatabaseUrl })
  // The restart cuts this connection too; the check opens a new one.
  db.on('error', () => {})
  await db.connect()
  world = { ...(await prepareWorld(db)), db, redis, webs, workers, processes }
  world.load = new Load(world)
  world.load.start()
  await sleep(3_000)
  console.log(
    `cluster up in ${seconds(Date.now() - started)}; steady: ${tally(world.load.in('steady'))}`
  )

  for (const { name, run } of checks) {
    const at = Date.now()
    try {
      const detail = await run(world)
      console.log(`  ✔ ${name} (${seconds(Date.now() - at)}): ${detail}`)
    } catch (error) {
      failed++
      console.log(`  ✖ ${name} (${seconds(Date.now() - at)}): ${error.message}`)
    }
  }
} catch (error) {
  failed = checks.length
  console.error(`faults run stopped: ${error.stack ?? error}`)
} finally {
  await world?.load?.stop()
  world?.simulator.stop()
  world?.hung.server.stop()
  world?.receiver.stop()
  stripe?.stop()
  await world?.db.end().catch(() => {})
  await stopAll(processes)
  stopPostgres()
  if (failed)
    for (const process_ of processes)
      console.error(
        `── ${process_.name} output (last lines)\n${process_.output.slice(-30).join('')}`
      )
}
console.log(
  `test:faults: ${checks.length - failed} of ${checks.length} checks passed in ${seconds(Date.now() - started)}`
)
process.exit(failed ? 1 : 0)
