/**
 * What the soak watches on the deployment, one sample at a time: RSS and heap of each process (its /metrics page;
 * the balancer's from /proc), PostgreSQL connections to the deployment's database (pg_stat_activity), Redis memory
 * (INFO memory), the job queue (runs due and not finished, and the webhook outbox), and work done by the workers.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { metricSum, scrape } from './cluster_probes.js'

/** `targets`: [{ name, metricsUrl }] for the Node processes, and the balancer's child process. */
export async function sample({ db, redisUrl, targets, balancer }) {
  const processes = {}
  let syncs = 0
  let failedRuns = 0
  for (const { name, metricsUrl } of targets) {
    const page = await scrape(metricsUrl)
    processes[name] = {
      rss: metricSum(page, 'process_resident_memory_bytes'),
      heap: metricSum(page, 'nodejs_heap_size_used_bytes'),
    }
    syncs += metricSum(page, 'airdeck_job_runs_total', {
      job: 'controller.sync',
      outcome: 'completed',
    })
    failedRuns += metricSum(page, 'airdeck_job_runs_total', { outcome: 'failed' })
  }
  if (balancer) processes.haproxy = { rss: rssOf(balancer.child.pid), heap: 0 }
  const connections = (
    await db.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
    )
  ).rows[0].n
  const queue = (
    await db.query(
      `select
         (select count(*)::int from job_runs
           where (status = 'pending' and available_at <= now()) or status = 'running') as runs,
         (select count(*)::int from webhook_deliveries where status = 'pending') as outbox`
    )
  ).rows[0]
  return {
    at: Date.now(),
    processes,
    connections,
    redisBytes: redisUsedMemory(redisUrl),
    queue: queue.runs,
    outbox: queue.outbox,
    syncs,
    failedRuns,
  }
}

function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'))
    return Number(line.split(/\s+/)[1]) * 1024
  } catch {
    return NaN
  }
}

function redisUsedMemory(redisUrl) {
  const url = new URL(redisUrl)
  const info = spawnSync(
    'redis-cli',
    ['-h', url.hostname, '-p', url.port || '6379', 'info', 'memory'],
    { encoding: 'utf8' }
  ).stdout
  return Number(/^used_memory:(\d+)/m.exec(info ?? '')?.[1] ?? NaN)
}
