/**
 * A deployment as it runs in production, on this machine: two web processes and two workers
 * (NODE_ENV=production, PostgreSQL, Redis) behind HAProxy from Debian's packages, which terminates TLS, balances
 * round robin and takes a process out when its readiness check fails. Used by `npm run test:cluster`.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { generate } from 'selfsigned'
import { memoryFlags } from './node_memory_flags.js'

const root = new URL('../..', import.meta.url).pathname
// The fault suite runs a second deployment beside this one: its own ports, folder and stores (set before import).
export const work = `${root}tmp/${process.env.CLUSTER_NAME ?? 'cluster'}`
const base = Number(process.env.CLUSTER_PORT_BASE ?? 3520)

export const CLUSTER = {
  balancer: base,
  web: [
    { name: 'web-a', port: base + 1 },
    { name: 'web-b', port: base + 2 },
  ],
  workers: [
    { name: 'worker-a', metricsPort: base + 3 },
    { name: 'worker-b', metricsPort: base + 4 },
  ],
  databaseUrl:
    process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/airdeck_cluster',
  redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
  stripeWebhookSecret: 'whsec_cluster_0123456789abcdef',
}
export const balancerUrl = `https://127.0.0.1:${CLUSTER.balancer}`

// What a suite adds for every process it starts from then on (a mail server, a bucket), and whether each process keeps
// its files in a folder of its own, as it would on a machine of its own.
const deployment = { settings: {}, separateDisks: false }

export function configureDeployment({ settings = {}, separateDisks = false }) {
  Object.assign(deployment, { settings, separateDisks })
}

/** The folder a process keeps its files in when each has its own (`configureDeployment({ separateDisks })`). */
export const machineFolder = (name) => `${work}/machines/${name}`

/** What every process of the deployment shares. */
export function clusterEnv(extra = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    APP_KEY: 'cluster-app-key-0123456789-0123456789-abcdef',
    APP_URL: balancerUrl,
    DATABASE_URL: CLUSTER.databaseUrl,
    REDIS_URL: CLUSTER.redisUrl,
    // HAProxy on this machine terminates TLS and tells the client's address and protocol.
    TRUSTED_PROXIES: 'loopback',
    STRIPE_WEBHOOK_SECRET: CLUSTER.stripeWebhookSecret,
    // The vendor simulators and the webhook receiver listen on loopback (a test deployment, never production).
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...deployment.settings,
    ...extra,
  }
  for (const key of ['SMTP_HOST', 'SMTP_PORT', 'SESSION_DRIVER', 'PORT', 'STORAGE_PATH'])
    if (!(key in extra) && !(key in deployment.settings)) delete env[key]
  return env
}

/** HAProxy from Debian's packages: installed when missing (CI runs as root on a clean machine). */
export function ensureHaproxy() {
  if (spawnSync('haproxy', ['-v']).status === 0) return
  console.log('› apt-get install haproxy')
  const install = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (install.status !== 0) throw new Error('HAProxy is missing and could not be installed')
}

/** A fresh database and Redis database for the run. */
export async function resetStores() {
  const url = new URL(CLUSTER.databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  await admin.query(`drop database if exists "${name}" with (force)`)
  await admin.query(`create database "${name}"`)
  await admin.end()
  const redis = new URL(CLUSTER.redisUrl)
  spawnSync('redis-cli', [
    '-h',
    redis.hostname,
    '-p',
    redis.port || '6379',
    '-n',
    redis.pathname.slice(1) || '0',
    'flushdb',
  ])
}

export function ace(env, ...args) {
  const result = spawnSync(process.execPath, ['ace.js', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0)
    throw new Error(`node ace ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

let logsStarted = false

/**
 * A child process whose output is kept: its last chunks in memory (printed when the run fails), and all of it in
 * `${work}/logs/<name>.log`, so that an error logged minutes before a failure can still be read.
 */
function start(name, args, env) {
  if (deployment.separateDisks) env.STORAGE_PATH = machineFolder(name)
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = []
  if (!logsStarted) rmSync(`${work}/logs`, { recursive: true, force: true })
  logsStarted = true
  mkdirSync(`${work}/logs`, { recursive: true })
  const log = createWriteStream(`${work}/logs/${name}.log`, { flags: 'a' })
  child.once('exit', () => log.end())
  const keep = (chunk) => {
    log.write(chunk)
    output.push(chunk.toString())
    if (output.length > 400) output.shift()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return { name, child, output }
}

/**
 * After a failed run: each process's last lines, and the errors it logged (pino levels 50 and 60) wherever they fell,
 * with the file that holds all of its output.
 */
export function printProcessOutputs(processes, lastLines) {
  for (const process_ of processes) {
    const errors = process_.output
      .join('')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
    console.error(
      `── ${process_.name} output (last lines; all of it in ${work}/logs/${process_.name}.log)\n${process_.output.slice(-lastLines).join('')}`
    )
    if (errors.length)
      console.error(`── ${process_.name} errors logged\n${errors.slice(-20).join('\n')}`)
  }
}

export function startWeb({ name, port }) {
  return start(
    name,
    [...memoryFlags(), '--import=@poppinss/ts-exec', 'bin/server.ts'],
    clusterEnv({ PORT: String(port), JOBS_RUN_WORKER: 'false' })
  )
}

/** A web process started the way an operator starts one: `npm start` (scripts/start.js), which migrates first. */
export function startWebAsDeployed({ name, port }) {
  return start(
    name,
    ['scripts/start.js'],
    clusterEnv({ PORT: String(port), JOBS_RUN_WORKER: 'false' })
  )
}

/** A worker as `npm run worker` starts it. */
export function startWorker({ name, metricsPort }) {
  return start(
    name,
    [...memoryFlags(), 'ace.js', 'jobs:work'],
    clusterEnv({ WORKER_METRICS_PORT: String(metricsPort) })
  )
}

/**
 * The whole deployment on fresh stores: migrated, seeded with the demo data (production refuses it unless forced,
 * for this step only), both web processes and both workers ready, then the balancer. Each started process is pushed
 * on `processes` at once, so the caller can stop them even when a later step fails.
 */
export async function startDeployment(processes) {
  await resetStores()
  const env = clusterEnv()
  ace(env, 'migration:run', '--force')
  ace({ ...env, DEMO_IN_PRODUCTION: 'true' }, 'db:seed')
  for (const web of CLUSTER.web) processes.push(startWeb(web))
  for (const worker of CLUSTER.workers) processes.push(startWorker(worker))
  for (const { name, port } of CLUSTER.web)
    await waitForOk(`http://127.0.0.1:${port}/rest/health/ready`, name)
  for (const { name, metricsPort } of CLUSTER.workers)
    await waitForOk(`http://127.0.0.1:${metricsPort}/metrics`, name)
  const balancer = await startBalancer()
  processes.push(balancer)
  await waitForOk(`${balancerUrl}/rest/health/ready`, 'the balancer')
  return balancer
}

/** Waits until `url` answers 200. */
export async function waitForOk(url, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`)
}

/**
 * The balancer: TLS with a self-signed certificate, round robin over the web processes, each checked through its
 * readiness route every second (out after two failures, back after two successes), the answering process named
 * in `X-Served-By` so the tests can see where each request went. A request that fails to connect is retried on
 * the other process (`retries`, `option redispatch`). A check may take 3 s (`timeout check`; without it HAProxy
 * allows only `inter`, 1 s): under CPU load the readiness answer waits for a pool connection, and the soak saw
 * both processes taken out at once, every request answered 503 by the balancer, when checks were cut at 1 s.
 */
export async function startBalancer() {
  mkdirSync(work, { recursive: true })
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
  })
  writeFileSync(`${work}/balancer.pem`, `${pems.cert.trim()}\n${pems.private.trim()}\n`)
  const servers = CLUSTER.web
    .map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check inter 1s fall 2 rise 2`)
    .join('\n')
  const config = `global
  maxconn 2048

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 3s
  retries 2
  option redispatch

frontend airdeck
  bind 127.0.0.1:${CLUSTER.balancer} ssl crt ${work}/balancer.pem
  http-request set-header X-Forwarded-Proto https
  option forwardfor
  default_backend web

backend web
  balance roundrobin
  option httpchk GET /rest/health/ready
  http-check expect status 200
  http-response set-header X-Served-By %s
${servers}
`
  writeFileSync(`${work}/haproxy.cfg`, config)
  const check = spawnSync('haproxy', ['-c', '-f', `${work}/haproxy.cfg`], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`haproxy.cfg is invalid:\n${check.stdout}${check.stderr}`)
  const child = spawn('haproxy', ['-db', '-f', `${work}/haproxy.cfg`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk) => output.push(chunk.toString()))
  return { name: 'haproxy', child, output }
}

/** Stops processes: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopAll(processes, graceMs = 10_000) {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
          child.kill('SIGTERM')
        })
    )
  )
}
