/**
 * Round trips of one guest sign-in, counted on the wire with nothing else running: the venue and portal that
 * bench/portal_sign_in.js prepared (run it first), one web process without its in-process worker (no periodic
 * ticks, no queue polling) reaching PostgreSQL and Redis through counting proxies (bench/lib/wire_counter.js),
 * a fresh UniFi simulator as the venue's controller, and `BENCH_RUNS` sign-ins one at a time after five to warm up.
 *
 *   node bench/portal_round_trips.js   (BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_PORT as portal_sign_in.js)
 */
import { spawn } from 'node:child_process'
import pg from 'pg'
import { benchEnv, waitForHealth } from './lib/bench_server.js'
import { GUEST_FORM_HEADERS, formBody } from './lib/portal_venue.js'
import { VENDOR_SIMULATORS, spawnSimulator } from './lib/simulators.js'
import { startWireCounters } from './lib/wire_counter.js'

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/airdeck_bench_portal'
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/1'
const port = Number(process.env.BENCH_PORT ?? 3402)
const runs = Number(process.env.BENCH_RUNS ?? 20)
const base = `http://127.0.0.1:${port}`

const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
const simulator = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
const wire = await startWireCounters(databaseUrl, redisUrl, [port + 1, port + 2])
let server
try {
  const venue = (
    await db.query(
      `select p.public_id, l.controller_id, (select mac from network_devices where location_id = l.id and kind = 'ap' order by mac limit 1) as ap
       from portals p join locations l on l.id = p.location_id where l.name = 'bench-portal-venue'`
    )
  ).rows[0]
  if (!venue) throw new Error('no bench venue: run bench/portal_sign_in.js first')
  await db.query('update controllers set url = $1 where id = $2', [
    simulator.url,
    venue.controller_id,
  ])
  server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...benchEnv(port),
      DATABASE_URL: wire.databaseUrl,
      REDIS_URL: wire.redisUrl,
      JOBS_RUN_WORKER: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(base)
  const first = 900_000 + Math.floor(Math.random() * 90_000)
  const signIn = async (n) => {
    const answer = await fetch(`${base}/guest/connect`, {
      method: 'POST',
      redirect: 'manual',
      headers: GUEST_FORM_HEADERS,
      body: formBody(venue.public_id, venue.ap, n),
    })
    if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`)
  }
  for (let i = 0; i < 5; i++) await signIn(first + i)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const before = await wire.read()
  for (let i = 0; i < runs; i++) await signIn(first + 5 + i)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const after = await wire.read()
  const authorized = (
    await db.query(
      "select count(*) from portal_sign_ins where status = 'authorized' and mac = any($1)",
      [
        Array.from(
          { length: runs },
          (_, i) => formBody('', '', first + 5 + i).match(/mac=([^&]+)/)[1]
        ).map(decodeURIComponent),
      ]
    )
  ).rows[0].count
  console.log(
    `${runs} sign-ins (${authorized} authorized): PostgreSQL round trips ${((after.postgres - before.postgres) / runs).toFixed(2)} per sign-in, Redis commands ${((after.redis - before.redis) / runs).toFixed(2)}`
  )
} finally {
  server?.kill('SIGTERM')
  simulator.stop()
  wire.close()
  await db.end()
}
