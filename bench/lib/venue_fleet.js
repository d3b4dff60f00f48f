/**
 * The fleet the big-list benchmarks share (bench/locations_list.js, bench/dashboard.js): 1,000 customers with 10
 * venues each, a partner granted the first 20 customers and a user of that partner who signs in with the
 * documented demo password; and the run's settings, Bearer tokens and load runs against the bench server.
 */
import autocannon from 'autocannon'
import pg from 'pg'
import { benchEnv, cpuMs } from './bench_server.js'

export const CUSTOMERS = 1000
export const PER_CUSTOMER = 10
export const PARTNER_CUSTOMERS = 20
export const DEMO_PASSWORD = 'Airdeck-demo-2026!'

/**
 * The run's own database, Redis db and port (each overridable: BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_PORT),
 * and its load settings (BENCH_CONNECTIONS, BENCH_SECONDS).
 */
export function fleetRun({ database, redisDb, port }) {
  process.env.BENCH_DATABASE_URL ??= `postgres://postgres@127.0.0.1:5432/${database}`
  process.env.BENCH_REDIS_URL ??= `redis://127.0.0.1:6379/${redisDb}`
  const chosenPort = Number(process.env.BENCH_PORT ?? port)
  return {
    port: chosenPort,
    base: `http://127.0.0.1:${chosenPort}`,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  }
}

/**
 * Seeds the fleet once (a database that has it already is left alone), in one transaction: the customers, then
 * `venues(client)` adds each benchmark's venues and what hangs off them, then the partner and its user.
 */
export async function seedFleet(run, { partnerName, partnerEmail, venues }) {
  const client = new pg.Client({ connectionString: benchEnv(run.port).DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from customers where name like 'Bench customer %'"
    )
    if (rows[0].n >= CUSTOMERS) return
    await client.query('begin')
    await client.query(
      "insert into customers (name, city, created_at, updated_at) select 'Bench customer ' || i, 'Hasselt', now(), now() from generate_series(1, $1) as i",
      [CUSTOMERS]
    )
    await venues(client)
    const partner = (
      await client.query(
        'insert into partners (name, created_at, updated_at) values ($1, now(), now()) returning id',
        [partnerName]
      )
    ).rows[0].id
    await client.query(
      `insert into partner_grants (partner_id, subject_type, subject_id, permissions, created_at, updated_at)
       select $1, 'customer', id, '{customer_read,location_read,location_update}', now(), now()
       from customers where name like 'Bench customer %' order by id limit ${PARTNER_CUSTOMERS}`,
      [partner]
    )
    // The demo partner's password hash, so the bench partner signs in with the documented demo password.
    await client.query(
      "insert into users (email, password, firstname, name, partner_id, created_at, updated_at) select $1, password, 'Bench', 'Partner', $2, now(), now() from users where email = 'partner@airdeck.example'",
      [partnerEmail, partner]
    )
    await client.query('commit')
    await client.query('analyze')
  } finally {
    await client.end()
  }
}

/** A personal access token for a user who signs in with the demo password. */
export async function bearerToken(run, email) {
  const response = await fetch(`${run.base}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, name: 'bench' }),
  })
  if (!response.ok)
    throw new Error(`token for ${email}: ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

/**
 * Loads one route for the run's duration; without a bearer it goes unsigned (the bare /health floor). With
 * `run.serverPid` set, the result carries the server's CPU time over the run (`cpuMs`).
 */
export function loadRoute(run, path, bearer, connections = run.connections) {
  const headers = { accept: 'application/json' }
  if (bearer) headers.authorization = `Bearer ${bearer}`
  const cpuBefore = run.serverPid ? cpuMs(run.serverPid) : 0
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${run.base}${path}`, connections, duration: run.duration, headers },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ ...result, cpuMs: run.serverPid ? cpuMs(run.serverPid) - cpuBefore : NaN })
    )
  })
}
