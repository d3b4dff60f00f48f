/**
 * A PostgreSQL and a Redis of the fault suite's own (own ports and data folders under tmp/faults), so that it can
 * stop and restart them without touching anyone else's. PostgreSQL runs as the `postgres` user when started as root
 * (CI), from the binaries of Debian's packages.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'

const root = new URL('../..', import.meta.url).pathname
const work = `${root}tmp/faults`

export const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 55432)
export const REDIS_PORT = Number(process.env.FAULTS_REDIS_PORT ?? 56379)
export const faultDatabaseUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/airdeck_faults`
export const faultRedisUrl = `redis://127.0.0.1:${REDIS_PORT}/0`

function postgresBin(name) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const path = `/usr/lib/postgresql/${version}/bin/${name}`
    if (existsSync(path)) return path
  }
  throw new Error(`${name} not found under /usr/lib/postgresql/*/bin`)
}

/** Runs a PostgreSQL binary as `postgres` when this process is root (PostgreSQL refuses to run as root). */
function asPostgres(args, options = {}) {
  const [command, ...rest] = args
  const asRoot = process.getuid?.() === 0
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...rest], {
        encoding: 'utf8',
        ...options,
      })
    : spawnSync(command, rest, { encoding: 'utf8', ...options })
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`)
  return result.stdout
}

const dataDir = `${work}/pg`
// The socket and the log, in a folder the postgres user owns.
const socketDir = `${work}/pg-run`

export function initPostgres() {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(socketDir, { recursive: true })
  mkdirSync(dataDir, { recursive: true })
  if (process.getuid?.() === 0) {
    spawnSync('chown', ['-R', 'postgres:postgres', dataDir, socketDir])
    // The postgres user must be able to reach the folders.
    for (const folder of [root, `${root}tmp`, work]) chmodSync(folder, 0o755)
  }
  asPostgres([postgresBin('initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
}

export function startPostgres() {
  asPostgres([
    postgresBin('pg_ctl'),
    '-D',
    dataDir,
    '-l',
    `${socketDir}/postgres.log`,
    '-w',
    '-o',
    `-p ${PG_PORT} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
}

/**
 * A fast restart: every connection is cut, as when the database server restarts or fails over. Asynchronous, so
 * the load keeps running meanwhile; the server logs to its file (its output must not hold our pipe open).
 */
export function restartPostgres() {
  const args = [postgresBin('pg_ctl'), '-D', dataDir, '-l', `${socketDir}/postgres.log`]
  const command = process.getuid?.() === 0 ? 'runuser' : args[0]
  const prefix = process.getuid?.() === 0 ? ['-u', 'postgres', '--', ...args] : args.slice(1)
  const child = spawn(command, [...prefix, '-m', 'fast', '-w', 'restart'], { stdio: 'ignore' })
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl restart: ${code}`))
    )
  )
}

export function stopPostgres() {
  try {
    asPostgres([postgresBin('pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop'])
  } catch {}
}

export function createDatabase() {
  asPostgres([
    postgresBin('createdb'),
    '-h',
    '127.0.0.1',
    '-p',
    String(PG_PORT),
    '-U',
    'postgres',
    'airdeck_faults',
  ])
}

/** Redis without persistence: a restart comes back empty, as a cache that lost its data would. */
export function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'ignore'] }
  )
  return { name: 'redis', child, output: [] }
}

/** Resolves once something accepts connections on `port`. */
export async function waitForPort(port, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not listen on ${port} within ${timeoutMs / 1000} s`)
}
