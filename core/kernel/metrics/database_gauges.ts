import db from '@adonisjs/lucid/services/db'
import { Gauge } from 'prom-client'
import { metricsRegistry } from '#kernel/metrics/metrics'

/**
 * Figures read from the shared database when Prometheus scrapes: every process reports the same value, so alert on
 * their maximum, not their sum. Each read uses an index (partial indexes on the pending rows) and stays cheap at
 * any fleet size; a database that does not answer sets `airdeck_database_up` to 0 and leaves the rest unset.
 */
const databaseUp = new Gauge({
  name: 'airdeck_database_up',
  help: '1 when the last scrape could read the database, 0 when it could not',
  registers: [metricsRegistry],
})

const queueDepth = new Gauge({
  name: 'airdeck_job_queue_depth',
  help: 'Job runs waiting or running, by queue and state',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
})

const oldestWaiting = new Gauge({
  name: 'airdeck_job_oldest_waiting_seconds',
  help: 'Age of the oldest run that is due and still waiting, by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
})

const syncLag = new Gauge({
  name: 'airdeck_controller_sync_lag_seconds',
  help: 'Time since the last good sync of the longest-waiting controller, by vendor',
  labelNames: ['vendor'] as const,
  registers: [metricsRegistry],
})

const controllers = new Gauge({
  name: 'airdeck_controllers',
  help: 'Controllers by vendor and status (ok, never_synced, unreachable, needs_credentials...)',
  labelNames: ['vendor', 'status'] as const,
  registers: [metricsRegistry],
})

const backlog = new Gauge({
  name: 'airdeck_delivery_backlog',
  help: 'Deliveries still to make: outgoing webhooks, integration guest data and mail',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
})

const mailFailures = new Gauge({
  name: 'airdeck_mail_failed_last_day',
  help: 'Mails that could not be sent in the last 24 hours',
  registers: [metricsRegistry],
})

const pool = new Gauge({
  name: 'airdeck_db_pool_connections',
  help: "This process's database pool: connections in use, free, and requests waiting for one",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
})

interface TarnPool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
}

/** The Knex (tarn) pool of the default connection; the embedded database has none. */
function tarnPool(): TarnPool | null {
  const client = db.connection().getWriteClient() as unknown as { client?: { pool?: TarnPool } }
  const candidate = client.client?.pool
  return candidate && typeof candidate.numUsed === 'function' ? candidate : null
}

const rowsOf = (result: { rows: Array<Record<string, unknown>> }) => result.rows

async function readQueues() {
  const rows = rowsOf(
    await db.rawQuery(
      `select queue, status, count(*)::int as count,
         extract(epoch from clock_timestamp() - min(available_at) filter (
           where status = 'pending' and available_at <= clock_timestamp())) as oldest
       from job_runs where status in ('pending', 'running') group by queue, status`
    )
  )
  queueDepth.reset()
  oldestWaiting.reset()
  for (const row of rows) {
    queueDepth.set({ queue: String(row.queue), state: String(row.status) }, Number(row.count))
    if (row.oldest !== null) oldestWaiting.set({ queue: String(row.queue) }, Number(row.oldest))
  }
}

async function readControllers() {
  const rows = rowsOf(
    await db.rawQuery(
      `select vendor, status, count(*)::int as count,
         max(extract(epoch from clock_timestamp() - coalesce(last_sync_at, created_at))) as lag
       from controllers group by vendor, status`
    )
  )
  controllers.reset()
  syncLag.reset()
  const lagByVendor = new Map<string, number>()
  for (const row of rows) {
    const vendor = String(row.vendor)
    controllers.set({ vendor, status: String(row.status) }, Number(row.count))
    lagByVendor.set(vendor, Math.max(lagByVendor.get(vendor) ?? 0, Number(row.lag ?? 0)))
  }
  for (const [vendor, lag] of lagByVendor) syncLag.set({ vendor }, lag)
}

async function readBacklogs() {
  const [row] = rowsOf(
    await db.rawQuery(
      `select
         (select count(*) from webhook_deliveries where status = 'pending')::int as webhooks,
         (select count(*) from integration_deliveries where status = 'pending')::int as integrations,
         (select count(*) from mails where status = 'queued')::int as mails,
         (select count(*) from mails where status = 'failed'
            and created_at > clock_timestamp() - interval '1 day')::int as mail_failures`
    )
  )
  backlog.set({ kind: 'webhooks' }, Number(row.webhooks))
  backlog.set({ kind: 'integrations' }, Number(row.integrations))
  backlog.set({ kind: 'mail' }, Number(row.mails))
  mailFailures.set(Number(row.mail_failures))
}

/** Reads every database figure; called once per scrape. */
export async function readDatabaseGauges() {
  const tarn = tarnPool()
  if (tarn) {
    pool.set({ state: 'used' }, tarn.numUsed())
    pool.set({ state: 'free' }, tarn.numFree())
    pool.set({ state: 'waiting' }, tarn.numPendingAcquires())
  }
  try {
    await readQueues()
    await readControllers()
    await readBacklogs()
    databaseUp.set(1)
  } catch {
    databaseUp.set(0)
  }
}
