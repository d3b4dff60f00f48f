/**
 * A production-like Airdeck server for benchmarks: NODE_ENV=production on
 * this machine's PostgreSQL (database airdeck_bench) and Redis (db 9),
 * migrated and seeded with the demo data.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import pg from 'pg'

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
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', entry], {
    cwd: root,
    env: { ...env, ...nodeOptions, WEB_PROCESSES: String(processes) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    base,
    processes,
    pid: child.pid,
    /** Stops the server; resolves with its exit code (0 when it shut down cleanly). */
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      }),
  }
}
