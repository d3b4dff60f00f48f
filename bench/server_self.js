/**
 * Throughput and latency of authenticated GET /rest/self (cookie session
 * and Bearer token) against the bare /health route on the same server, and
 * the server's memory idle and after load. Production-like: PostgreSQL and
 * Redis of this machine, NODE_ENV=production. Prints its figures.
 *
 *   npm run bench            (all benchmarks)
 *   node bench/server_self.js
 */
import { requireExpectedAnswers, unexpectedAnswers } from './lib/expected_answers.js'
import autocannon from 'autocannon'
import { cpuMs, rssMb, startBenchServer } from './lib/bench_server.js'

const port = Number(process.env.BENCH_PORT ?? 3398)
const base = `http://127.0.0.1:${port}`
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const duration = Number(process.env.BENCH_SECONDS ?? 10)

async function signIn() {
  const cookies = new Map()
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  keep(await fetch(`${base}/rest/secure/csrf-cookie`))
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const login = await fetch(`${base}/rest/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cookie': header(),
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN')),
    },
    body: JSON.stringify({ email: 'customer@airdeck.example', password: 'Airdeck-demo-2026!' }),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  keep(login)
  const token = await fetch(`${base}/rest/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'customer@airdeck.example',
      password: 'Airdeck-demo-2026!',
      name: 'bench',
    }),
  })
  return { cookie: header(), bearer: (await token.json()).token }
}

let serverPid
function load(path, headers = {}) {
  const cpuBefore = cpuMs(serverPid)
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections, duration, headers }, (error, result) =>
      error ? reject(error) : resolve({ ...result, cpuMs: cpuMs(serverPid) - cpuBefore })
    )
  })
}

function describe(name, result) {
  const bad = unexpectedAnswers(result)
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: result.cpuMs / Math.max(1, result.requests.total),
    bad,
  }
}

const server = await startBenchServer(port)
serverPid = server.pid
try {
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const idle = rssMb(server.pid)
  const { cookie, bearer } = await signIn()
  const signedIn = rssMb(server.pid)

  await load('/health')
  const rows = [
    describe('GET /health (bare)', await load('/health')),
    describe('GET /rest/self (session cookie)', await load('/rest/self', { cookie })),
    describe(
      'GET /rest/self (Bearer token)',
      await load('/rest/self', { authorization: `Bearer ${bearer}` })
    ),
  ]
  const loaded = rssMb(server.pid)

  console.log(
    `\nServer benchmark — ${connections} connections, ${duration} s each, Node ${process.version}, PostgreSQL + Redis on loopback`
  )
  console.log('| route | req/s | p50 ms | p99 ms | server CPU ms/request | non-2xx/errors |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.cpu.toFixed(2)} | ${row.bad} |`
    )
  requireExpectedAnswers(rows)
  const bare = rows[0].rps
  for (const row of rows.slice(1))
    console.log(
      `${row.name}: ${((row.rps / bare) * 100).toFixed(0)} % of the bare route's throughput`
    )
  console.log(
    `Server memory (RSS): ${idle} MB idle after boot, ${signedIn} MB after two sign-ins (scrypt), ${loaded} MB after the load`
  )
} finally {
  const code = await server.stop()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
