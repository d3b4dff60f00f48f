/**
 * `npm run test:faults`: the deployment of `npm run test:cluster` (two web processes, two workers, HAProxy) on a
 * PostgreSQL and a Redis of its own (scripts/lib/fault_stores.js) and the tests' SMTP catcher, under a steady mix of
 * reads, guest sign-ins (each a webhook delivery), Stripe events and stock moves, while its parts fail one after the
 * other: a worker killed mid-sync, mid webhook batch, mid invoicing run and mid invitation mails, Redis stopped for
 * 20 s, PostgreSQL restarted (invariants checked after), a web process killed under load, a controller that never
 * answers, a rolling restart of all four. Prints a line per check with its figures and exits non-zero when any count
 * is off.
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

/**
 * The checks' own connections: a pool, since several checks poll at once (one client would interleave them). The
 * PostgreSQL restart cuts them too; that check opens a new pool.
 */
function checkerPool() {
  const pool = new pg.Pool({ connectionString: faultDatabaseUrl, max: 4 })
  pool.on('error', () => {})
  return pool
}

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
  configureDeployment,
  ensureHaproxy,
  printProcessOutputs,
  startBalancer,
  startWeb,
  startWorker,
  stopAll,
  waitForOk,
} = await import('./lib/cluster.js')
const { startCountingReceiver } = await import('./lib/cluster_probes.js')
// The catcher the server tests use (Node runs its TypeScript as it is); it listens on SMTP_PORT.
const { addressesOf, mailCatcher, startMailCatcher } =
  await import('../tests/helpers/mail_catcher.ts')
const SMTP_PORT = CLUSTER.balancer + 9
const {
  INVOICING_CUSTOMERS,
  invariantViolations,
  queueWebhookBatch,
  seedInvoicing,
  WEBHOOK_BATCH,
} = await import('./lib/fault_work.js')

setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false } }))

const ADMIN = { email: 'admin@airdeck.example', password: 'Airdeck-demo-2026!' }
const HANG_MS = 8_000
const INVITATIONS = 20
/**
 * A worker killed mid-sync leaves its controller syncing again within this (issue 33): its sync run taken over by
 * another worker, and a sync asked by hand meanwhile accepted instead of 409 E_SYNC_IN_PROGRESS.
 */
const TAKEOVER_MS = 60_000
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
    const kinds = ['read', 'guest', 'read', 'stripe', 'stock']
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
      if ((kind === 'read' || kind === 'stock') && (status === 401 || status === 419)) {
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
    if (kind === 'stock') {
      const xsrf = session.cookies.get('XSRF-TOKEN')
      return fetch(`${balancerUrl}/rest/inventory`, {
        method: 'POST',
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'cookie': session.header(),
          ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        },
        body: JSON.stringify({
          productId: this.world.stockProductId,
          change: 1,
          reason: 'delivery',
        }),
        signal,
      })
    }
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
    world.db = checkerPool()
    const during = [...load.in('pg-restart'), ...load.in('pg-back')]
    const fivehundreds = during.filter(
      (answer) => answer.status === 500 || answer.status === 'hang'
    )
    const broken = newViolations(world.baseline, await invariantViolations(world.db))
    const summary = `restart took ${seconds(restartMs)}, answers good again after ${seconds(recoveryMs)}; answers: ${tally(during)}; half-written records: ${JSON.stringify(broken)}`
    assert.equal(fivehundreds.length, 0, summary)
    assert.deepEqual(broken, {}, summary)
    return summary
  }
)

// First, so that the webhook rows the dead worker claimed (leased for ~160 s: a whole batch to a slow receiver) are
// due again while the other checks run; the final check waits for them.
checks.unshift({
  name: 'a worker killed mid-sync, mid webhook batch, mid invoicing run and mid invitation mails: its controller syncs again within a minute (by hand too), the other worker takes each over after its lease, once; mails at least once, copies with the same Message-ID',
  run: async (world) => {
    const { db, receiver } = world
    const [workerA, workerB] = world.workers
    // Only worker-a runs jobs while the work starts, so the kill surely hits the one running it.
    await stopAll([workerB])
    await db.query(
      'update controllers set last_sync_at = null, sync_requested_at = null where id = $1',
      [world.hung.controllerId]
    )
    // Slow enough that the batch and the invoicing run are still on their way when the sync is claimed, also on a
    // quiet machine (there, 250 customers are invoiced in a few seconds at Stripe's simulator's own speed).
    receiver.delayMs = 1000
    await stripeLatency(60)
    world.batch = await queueWebhookBatch(db, world.endpointId)
    // The invoicing run starts once the batch is on its way (the webhook tick picks it up within 5 s).
    await pollUntil(
      async () => world.batch.some((id) => receiver.ids.has(id)),
      'the batch to reach the receiver',
      30_000
    )
    const invoicing = await world.session.call('POST', '/rest/billing/invoicing_runs', {
      period: world.period,
    })
    let seen = {}
    const inFlight = await pollUntil(
      async () => {
        const sync = (
          await db.query(
            `select r.id from job_runs r join controllers c on c.id = $1
             where r.job_name = 'controller.sync' and r.status = 'running' and (r.payload->>'controllerId')::int = c.id
               and c.sync_claimed_until is not null`,
            [world.hung.controllerId]
          )
        ).rows[0]
        // The silent controller's sync gives up after the plugin's timeout: make it due again until all three
        // overlap (on a slow machine the batch or the invoicing run may start after one sync attempt has ended).
        if (!sync)
          await db.query(
            `update controllers set last_sync_at = null, sync_requested_at = null
              where id = $1 and (sync_claimed_until is null or sync_claimed_until < now())`,
            [world.hung.controllerId]
          )
        const run = (
          await db.query('select status, customers_done from invoicing_runs where id = $1', [
            invoicing.id,
          ])
        ).rows[0]
        const delivered = world.batch.filter((id) => receiver.ids.has(id)).length
        const billing = run.status === 'running' && run.customers_done > 0
        seen = { sync: Boolean(sync), invoicing: run, delivered }
        return sync && billing && delivered > 0 && delivered < WEBHOOK_BATCH
          ? { sync, customersDone: run.customers_done, delivered }
          : undefined
      },
      'worker-a to be syncing, invoicing and delivering the batch at once',
      90_000
    ).catch(async (error) => {
      // Back to full speed, so that the checks after this one are not slowed by this one's set-up.
      receiver.delayMs = 0
      await stripeLatency(0)
      throw new Error(
        `${error.message} (last seen ${JSON.stringify(seen)}): ${await syncState(db)}`
      )
    })
    // Invitation mails on their way too: the catcher answers each 3 s late, so those worker-a has handed over are
    // received but not recorded as sent when it dies (sent again after, with the same Message-ID).
    mailCatcher.delayReplies(3_000)
    const invited = await invite(world)
    await pollUntil(
      async () => invitationMails(invited).length > 0,
      'the first invitation mail to reach the catcher',
      30_000
    )
    const deadLease = (
      await db.query('select sync_lease_token from controllers where id = $1', [
        world.hung.controllerId,
      ])
    ).rows[0].sync_lease_token
    workerA.child.kill('SIGKILL')
    const killedAt = Date.now()
    world.killedAt = killedAt
    const mailsAtKill = invitationMails(invited).length
    mailCatcher.delayReplies(0)
    receiver.delayMs = 0
    await stripeLatency(0)
    const syncingAgain = syncingAgainAfter(world, deadLease, killedAt)
    const takenOver = pollUntil(
      async () =>
        (
          await db.query('select 1 from job_runs where id = $1 and attempts >= 2', [
            inFlight.sync.id,
          ])
        ).rows[0],
      'the sync run to be taken over',
      120_000
    ).then(
      () => Date.now() - killedAt,
      () => undefined
    )
    const byHand = syncByHandUntilAccepted(world, killedAt)
    world.workers[0] = startWorker(CLUSTER.workers[0])
    world.workers[1] = startWorker(CLUSTER.workers[1])
    world.processes.push(...world.workers)
    const sync = await pollUntil(
      async () =>
        (
          await db.query(
            "select status, attempts from job_runs where id = $1 and status in ('completed', 'failed')",
            [inFlight.sync.id]
          )
        ).rows[0],
      'the sync run to be taken over and finished',
      120_000
    )
    const syncMs = Date.now() - killedAt
    const run = await pollUntil(
      async () =>
        (
          await db.query(
            "select * from invoicing_runs where id = $1 and status not in ('pending', 'running')",
            [invoicing.id]
          )
        ).rows[0],
      'the invoicing run to be taken over and finished',
      120_000
    )
    const invoicingMs = Date.now() - killedAt
    const billed = (
      await db.query(
        `select count(distinct i.id)::int as invoices, count(distinct i.id) filter (where i.status = 'finalized')::int as finalized,
                count(l.id)::int as lines, count(distinct (l.monthly_invoice_id, l.location_id, l.line_key))::int as distinct_lines
         from monthly_invoices i left join monthly_invoice_lines l on l.monthly_invoice_id = i.id
         where i.customer_id = any($1) and i.period = $2`,
        [world.billing.customerIds, world.period]
      )
    ).rows[0]
    const stripeItems = []
    for await (const item of world.billing.stripe.invoiceItems.list({ limit: 100 }))
      stripeItems.push(item)
    const invoicingRuns = (
      await db.query('select count(*)::int as n from invoicing_runs where period = $1', [
        world.period,
      ])
    ).rows[0].n
    const again = await syncingAgain
    const hand = await byHand
    const takenOverMs = await takenOver
    const mails = await invitationsDelivered(db, invited)
    const summary = `killed with the sync claimed, ${inFlight.customersDone} of ${INVOICING_CUSTOMERS} customers billed, ${inFlight.delivered} of ${WEBHOOK_BATCH} batch deliveries and ${mailsAtKill} of ${INVITATIONS} invitation mails received; controller syncing again after ${again === undefined ? 'never' : seconds(again)}; by hand: ${hand.refused}× 409 E_SYNC_IN_PROGRESS, then ${hand.askedMs === undefined ? 'never accepted' : `${hand.status}${hand.code ? ` ${hand.code}` : ''} to the request sent ${seconds(hand.askedMs)} after the kill (answered in ${seconds(hand.tookMs)})`}; sync run taken over after ${takenOverMs === undefined ? 'never' : seconds(takenOverMs)}, ${sync.status} after ${sync.attempts} attempts (${seconds(syncMs)}); invitation mails: ${mails.summary}; invoicing run ${run.status} (${seconds(invoicingMs)}): ${run.customers_done} customers, ${billed.invoices} invoices (${billed.finalized} finalized), ${billed.lines} lines (${billed.distinct_lines} distinct) for ${world.billing.venues} venues, ${stripeItems.length} Stripe invoice items, ${invoicingRuns} run(s) of the period`
    assert.ok(again !== undefined && again < TAKEOVER_MS, summary)
    assert.ok(takenOverMs !== undefined && takenOverMs < TAKEOVER_MS, summary)
    assert.ok(hand.askedMs !== undefined && hand.askedMs < TAKEOVER_MS, summary)
    assert.equal(hand.status, 200, summary)
    assert.equal(sync.status, 'completed', summary)
    assert.equal(sync.attempts, 2, summary)
    assert.equal(mails.unsent, 0, summary)
    assert.equal(mails.neverReceived, 0, summary)
    // At least once: a copy is the mail sent again, and says so with the same Message-ID.
    assert.equal(mails.otherMessageIds, 0, summary)
    assert.equal(run.status, 'completed', summary)
    assert.equal(invoicingRuns, 1, summary)
    assert.equal(billed.invoices, INVOICING_CUSTOMERS, summary)
    assert.equal(billed.finalized, INVOICING_CUSTOMERS, summary)
    // Two lines per venue (the CaaS plan and the licence), each once, here and at Stripe.
    assert.equal(billed.lines, world.billing.venues * 2, summary)
    assert.equal(billed.distinct_lines, billed.lines, summary)
    assert.equal(stripeItems.length, billed.lines, summary)
    return summary
  },
})

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

check(
  'a rolling restart under load (SIGTERM one process at a time, wait until it is ready): no request lost, no job',
  async (world) => {
    const { db, load } = world
    load.phase = 'rolling'
    const failedBefore = await failedRuns(db)
    const steps = []
    for (const [index, web] of CLUSTER.web.entries()) {
      const at = Date.now()
      await stopAll([world.webs[index]], 30_000)
      world.webs[index] = startWeb(web)
      world.processes.push(world.webs[index])
      await waitForOk(`${webUrl(index)}/rest/health/ready`, `${web.name} again`)
      // Back in the balancer (two good checks a second apart) before the next one goes.
      await pollUntil(
        async () => {
          const served = new Set()
          for (let i = 0; i < 4; i++)
            served.add((await fetch(`${balancerUrl}/rest/health`)).headers.get('x-served-by'))
          return served.has(web.name)
        },
        `${web.name} to be balanced to again`,
        30_000
      )
      steps.push(`${web.name} ${seconds(Date.now() - at)}`)
    }
    for (const [index, worker] of CLUSTER.workers.entries()) {
      const at = Date.now()
      await stopAll([world.workers[index]], 30_000)
      world.workers[index] = startWorker(worker)
      world.processes.push(world.workers[index])
      await waitForOk(`http://127.0.0.1:${worker.metricsPort}/metrics`, `${worker.name} again`)
      steps.push(`${worker.name} ${seconds(Date.now() - at)}`)
    }
    load.phase = 'rolled'
    const rolling = load.in('rolling')
    const failed = rolling.filter((answer) => !ok(answer.status))
    const pending = await pollUntil(
      async () => ((await unfinishedRuns(db)) === 0 ? 'none' : undefined),
      'every job run to finish after the rolling restart',
      60_000
    ).catch(async () => `${await unfinishedRuns(db)} unfinished`)
    const failedJobs = (await failedRuns(db)) - failedBefore
    const summary = `${steps.join(', ')}; answers meanwhile: ${tally(rolling)}; job runs failed ${failedJobs}, unfinished ${pending}`
    assert.equal(failed.length, 0, summary)
    assert.equal(failedJobs, 0, summary)
    assert.equal(pending, 'none', summary)
    return summary
  }
)

check(
  'nothing lost, doubled or half-written: webhook deliveries (the killed batch too), Stripe events, sign-ins, stock',
  async (world) => {
    const { db, load, receiver } = world
    await load.stop()
    const answeredGuests = load.answers.filter(
      (answer) => answer.kind === 'guest' && ok(answer.status)
    ).length
    const signIns = (await db.query('select count(*)::int as n from portal_sign_ins')).rows[0].n
    // The rows the killed worker had claimed are due again after their lease (a whole batch's worth of timeouts).
    const leaseLeftMs = (world.killedAt ?? 0) + 200_000 - Date.now()
    const delivery = await pollUntil(
      async () => {
        const { rows } = await db.query(
          `select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
                  array_agg(message_id) as ids from webhook_deliveries`
        )
        const missing = rows[0].ids.filter((id) => !receiver.ids.has(id)).length
        return rows[0].pending === 0 && missing === 0 ? { ...rows[0], missing } : undefined
      },
      'every webhook delivery to be sent',
      Math.max(60_000, leaseLeftMs)
    ).catch(async () => {
      const { rows } = await db.query(
        `select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
                array_agg(message_id) as ids from webhook_deliveries`
      )
      return { ...rows[0], missing: rows[0].ids.filter((id) => !receiver.ids.has(id)).length }
    })
    const batchDuplicates = (world.batch ?? []).length
    const acceptedStripe = load.answers.filter(
      (answer) => answer.kind === 'stripe' && ok(answer.status)
    ).length
    const stripeRows = (
      await db.query('select count(*)::int as n from stripe_events where id = any($1)', [
        world.stripeEvents,
      ])
    ).rows[0].n
    const acceptedStock = load.answers.filter(
      (answer) => answer.kind === 'stock' && ok(answer.status)
    ).length
    const triedStock = load.answers.filter((answer) => answer.kind === 'stock').length
    const stock = (
      await db.query(
        `select p.quantity, (select count(*)::int from inventory_logs l where l.product_id = p.id) as moves
         from products p where p.id = $1`,
        [world.stockProductId]
      )
    ).rows[0]
    const broken = newViolations(world.baseline, await invariantViolations(db))
    const stuck = await unfinishedRuns(db)
    const summary = `guest sign-ins answered ${answeredGuests}, rows ${signIns}; webhook deliveries ${delivery.total} rows (${world.batch?.length ?? 0} of the killed batch), ${delivery.pending} pending, ${delivery.missing} never received, ${receiver.duplicates} received twice (at least once: sent, not recorded when the worker died); Stripe events accepted ${acceptedStripe}, rows ${stripeRows}; stock moves accepted ${acceptedStock} of ${triedStock}, recorded ${stock.moves}, quantity ${stock.quantity}; half-written records ${JSON.stringify(broken)}; unfinished job runs ${stuck}; answers overall: ${tally(load.answers)}`
    assert.ok(signIns >= answeredGuests, summary)
    assert.ok(stripeRows >= acceptedStripe, summary)
    assert.equal(delivery.pending, 0, summary)
    assert.equal(delivery.missing, 0, summary)
    // Only what was in flight on the dead worker may arrive twice: at most its batch.
    assert.ok(receiver.duplicates <= batchDuplicates, summary)
    assert.ok(stock.moves >= acceptedStock && stock.moves <= triedStock, summary)
    assert.equal(stock.quantity, stock.moves, summary)
    assert.deepEqual(broken, {}, summary)
    assert.equal(stuck, 0, summary)
    return summary
  }
)

/** Invitation mails to new addresses, queued through the balancer (the invitation route, as a person sends them). */
async function invite(world) {
  const emails = Array.from(
    { length: INVITATIONS },
    (_, i) => `faults-invite-${Date.now()}-${i}@example.com`
  )
  await world.session.call('POST', '/rest/invites', {
    emails,
    subject_type: 'location',
    subject_id: world.venue.location,
    // Every area's read permission, as the invitation wizard's read-only preset grants.
    permissions: [
      'customer_read',
      'group_read',
      'invoices_read',
      'location_read',
      'portal_read',
      'users_read',
    ],
  })
  return emails
}

/** What the catcher received for these addresses. */
function invitationMails(addresses) {
  return mailCatcher.all().filter((mail) => addressesOf(mail).some((a) => addresses.includes(a)))
}

/**
 * Waits (up to a minute) until every invitation's outbox row is sent, then compares it with what the catcher
 * received: every row at least once, every copy with the row's Message-ID.
 */
async function invitationsDelivered(db, addresses) {
  const rowsNow = async () =>
    (
      await db.query(
        'select to_address, status, message_id, attempts from mails where to_address = any($1)',
        [addresses]
      )
    ).rows
  const rows =
    (await pollUntil(
      async () => {
        const found = await rowsNow()
        return found.length === addresses.length && found.every((row) => row.status === 'sent')
          ? found
          : undefined
      },
      'every invitation mail to be sent',
      60_000
    ).catch(() => undefined)) ?? (await rowsNow())
  const received = invitationMails(addresses)
  const copiesOf = (address) => received.filter((mail) => addressesOf(mail).includes(address))
  const unsent = rows.filter((row) => row.status !== 'sent').length + addresses.length - rows.length
  const neverReceived = rows.filter((row) => copiesOf(row.to_address).length === 0).length
  const twice = rows.filter((row) => copiesOf(row.to_address).length > 1).length
  const otherMessageIds = rows
    .flatMap((row) => copiesOf(row.to_address).map((mail) => mail.messageId !== row.message_id))
    .filter(Boolean).length
  const summary = `${rows.length} rows, ${rows.length - unsent} sent, ${received.length} received (${twice} twice or more, ${otherMessageIds} copies with another Message-ID), ${neverReceived} never received`
  return { unsent, neverReceived, otherMessageIds, summary }
}

/**
 * How long after the kill the controller was syncing again: a sync other than the dead worker's holds its lease, or
 * one has finished since. Undefined when that did not happen within two minutes.
 */
async function syncingAgainAfter(world, deadLease, killedAt) {
  return pollUntil(
    async () =>
      (
        await world.db.query(
          `select 1 from controllers where id = $1 and (last_sync_at > $3
             or (sync_lease_token <> $2 and sync_claimed_until > clock_timestamp()))`,
          [world.hung.controllerId, deadLease, new Date(killedAt)]
        )
      ).rows[0],
    'the controller to be syncing again',
    120_000
  ).then(
    () => Date.now() - killedAt,
    () => undefined
  )
}

/**
 * Asks for the controller's sync by hand (as an admin on web-b's own port: the sync runs in the request, longer
 * than the balancer waits) every second from the kill on, until an answer other than 409 E_SYNC_IN_PROGRESS: when
 * that request was sent, its answer and how long it took, and how many were refused before.
 */
async function syncByHandUntilAccepted(world, since, timeoutMs = 120_000) {
  const { session } = world
  let refused = 0
  while (Date.now() - since < timeoutMs) {
    const askedAt = Date.now()
    const answer = await fetch(`${webUrl(1)}/rest/controllers/${world.hung.controllerId}/sync`, {
      method: 'POST',
      headers: {
        'accept': 'application/json',
        'cookie': session.header(),
        'x-xsrf-token': decodeURIComponent(session.cookies.get('XSRF-TOKEN') ?? ''),
      },
      signal: AbortSignal.timeout(120_000),
    }).catch((error) => ({ status: error.name, json: async () => ({}) }))
    const code = (await answer.json().catch(() => ({})))?.code
    if (answer.status !== 409 || code !== 'E_SYNC_IN_PROGRESS')
      return {
        askedMs: askedAt - since,
        tookMs: Date.now() - askedAt,
        status: answer.status,
        code,
        refused,
      }
    refused++
    await sleep(1_000)
  }
  return { refused }
}

/** The invariants broken more often than before the faults (per invariant, the excess). */
function newViolations(baseline, now) {
  const broken = {}
  for (const [name, n] of Object.entries(now))
    if (n > (baseline[name] ?? 0)) broken[name] = n - (baseline[name] ?? 0)
  return broken
}

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

/**
 * Runs due now that no worker has finished (scheduled retries later than now are not counted), but the syncs of the
 * controller that never answers (each runs until its timeout).
 */
async function unfinishedRuns(db) {
  const { rows } = await db.query(
    `select count(*)::int as n from job_runs
     where ((status = 'pending' and available_at <= now()) or status = 'running') and not ${silentSync}`,
    [world?.hung?.controllerId ?? 0]
  )
  return rows[0].n
}

async function failedRuns(db) {
  const { rows } = await db.query(
    `select count(*)::int as n from job_runs where status = 'failed' and not ${silentSync}`,
    [world?.hung?.controllerId ?? 0]
  )
  return rows[0].n
}

const silentSync = `(job_name = 'controller.sync' and coalesce((payload->>'controllerId')::int, 0) = $1)`

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
  const stockProductId = (
    await db.query(
      `insert into products (name, type, model, vendor, quantity, created_at, updated_at)
       values ('Faults stock', 'accessory', 'faults-stock', 'other', 0, now(), now()) returning id`
    )
  ).rows[0].id
  return {
    session,
    endpointId: endpoint.id,
    stockProductId,
    period: new Date().toISOString().slice(0, 7),
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
let stopMailCatcher

/** Every answer of the Stripe simulator this much later (its test hook; 0 to stop). */
async function stripeLatency(latencyMs) {
  const answer = await fetch(`${stripe.url}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  })
  if (!answer.ok) throw new Error(`the Stripe simulator refused the latency: ${answer.status}`)
}
try {
  ensureHaproxy()
  stopPostgres()
  initPostgres()
  startPostgres()
  createDatabase()
  const redis = startRedis()
  processes.push(redis)
  await waitForPort(REDIS_PORT, 'redis')
  process.env.SMTP_PORT = String(SMTP_PORT)
  stopMailCatcher = await startMailCatcher()
  configureDeployment({ settings: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(SMTP_PORT) } })
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
  const db = checkerPool()
  world = { ...(await prepareWorld(db)), db, redis, webs, workers, processes }
  world.billing = await seedInvoicing(db, stripe.url, 'sk_test_faults')
  // What the seed leaves is not the faults' doing: only violations beyond these count.
  world.baseline = await invariantViolations(db)
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
  await stopMailCatcher?.()
  stopPostgres()
  if (failed) printProcessOutputs(processes, 30)
}
console.log(
  `test:faults: ${checks.length - failed} of ${checks.length} checks passed in ${seconds(Date.now() - started)}`
)
process.exit(failed ? 1 : 0)
