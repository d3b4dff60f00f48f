/**
 * A production-like Airdeck server for benchmarks: NODE_ENV=production on
 * this machine's PostgreSQL (database airdeck_bench) and Redis (db 9),
 * migrated and seeded with the demo data.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { memoryFlags } from '../../scripts/lib/node_memory_flags.js'

const root = new URL('../..', import.meta.url).pathname

export function benchEnv(port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_KEY: 'bench-app-key-0123456789-0123456789-abcdef',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL:
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/airdeck_bench',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9',
    // Benchmarks measure routes, not the rate limiter: a limited answer is a fast 429, not throughput. A benchmark
    // about the limits sets its own scale.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '100000',
    // The vendor simulators listen on loopback, which the outbound guard of controllers refuses otherwise.
    OUTBOUND_ALLOW_PRIVATE: 'true',
  }
}

async function createDatabase(databaseUrl) {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`)
  await admin.end()
}

function ace(env, ...args) {
  const result = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`ace ${args.join(' ')} failed`)
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)
}

/** CPU time (user + system) the process has used so far, in ms: per request, the cost the machine's load hides least. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** Waits (at most a minute) until the server at `base` answers its health route. */
export async function waitForHealth(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export async function startBenchServer(port) {
  const env = benchEnv(port)
  const base = `http://127.0.0.1:${port}`
  await createDatabase(env.DATABASE_URL)
  ace(env, 'migration:run', '--force')
  // Benchmarks run on the demo data: production refuses it unless forced (for the seed only).
  ace({ ...env, DEMO_IN_PRODUCTION: 'true' }, 'db:seed')

  // BENCH_WEB_PROCESSES=2: that many web processes sharing the port (bin/cluster.ts).
  const processes = Number(process.env.BENCH_WEB_PROCESSES ?? 1)
  const entry = processes > 1 ? 'bin/cluster.ts' : 'bin/server.ts'
  // BENCH_SERVER_NODE_OPTIONS: Node flags for the server alone (e.g. --cpu-prof, --max-old-space-size=200).
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS
    ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
    : {}
  // BENCH_WORKERS=N: the jobs (deliveries, syncs) run in N `npm run worker` processes, not in the web process.
  const workerCount = Number(process.env.BENCH_WORKERS ?? 0)
  // The deployment's flags (scripts/lib/node_memory_flags.js), unless BENCH_SERVER_NODE_OPTIONS sets the size.
  const flags = memoryFlags(process.env.BENCH_SERVER_NODE_OPTIONS)
  const child = spawn(process.execPath, [...flags, '--import=@poppinss/ts-exec', entry], {
    cwd: root,
    env: {
      ...env,
      ...nodeOptions,
      WEB_PROCESSES: String(processes),
      ...(workerCount > 0 ? { JOBS_RUN_WORKER: 'false' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const workers = Array.from({ length: workerCount }, () =>
    spawn(process.execPath, [...flags, 'ace.js', 'jobs:work'], {
      cwd: root,
      env: { ...env, ...nodeOptions },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  )
  await waitForHealth(base)
  return {
    base,
    processes,
    pid: child.pid,
    workerPids: workers.map((worker) => worker.pid),
    /** Stops the server and its workers; resolves with the server's exit code (0 when it shut down cleanly). */
    stop: async () => {
      const exited = (proc) =>
        proc.exitCode !== null
          ? Promise.resolve(proc.exitCode)
          : new Promise((resolve) => proc.on('exit', resolve))
      for (const worker of workers) worker.kill('SIGTERM')
      child.kill('SIGTERM')
      await Promise.all(workers.map(exited))
      return exited(child)
    },
  }
}
