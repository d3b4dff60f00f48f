/**
 * Guest portal sign-ins end to end, on one production-like web process (NODE_ENV=production, PostgreSQL, Redis):
 * the public page's plain form POST (/guest/connect) → validation against the published settings → the guest stored →
 * `authorize-guest` on the UniFi simulator (its own process, HTTPS) → the sign-in row → the 303 to the landing URL.
 * Every request is a new device (its own MAC), so the per-device limit never applies; RATE_LIMIT_SCALE lifts the
 * venue-IP limit (all load comes from one address, as a venue's guests do). Then:
 * - portal-to-online: submit → the simulator reports the MAC authorized, one guest at a time;
 * - the page a guest downloads: bytes of the HTML (everything is inline: no other request);
 * - LCP of that page in Debian's Chromium, unthrottled and throttled (4× CPU, 40 ms RTT, 10 Mbit/s), as ui_lcp.js.
 *
 * - server CPU per sign-in (user + system of the web process over the measured run), and PostgreSQL's (its backends);
 * - round trips per sign-in, counted on the wire: the server reaches PostgreSQL and Redis through two counting
 *   proxies on BENCH_PORT + 1 and + 2 (bench/lib/wire_counter.js), read over 50 sign-ins one at a time after the load,
 *   less what the idle server sends in as long (its periodic ticks), with BENCH_COUNT_ROUND_TRIPS=1 only: the proxies
 *   forward every query on the same two cores, so the throughput is measured without them by default.
 *
 *   node bench/portal_sign_in.js       (BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_PORT; database BENCH_DATABASE_URL,
 *                                       default airdeck_bench_portal; Redis BENCH_REDIS_URL, default db 1)
 */
import https from 'node:https'
import autocannon from 'autocannon'
import pg from 'pg'
import { chromium } from 'playwright'
import { benchEnv, rssMb, startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'
import { GUEST_FORM_HEADERS, formBody, macOf, prepareVenue } from './lib/portal_venue.js'
import { VENDOR_SIMULATORS, spawnSimulator } from './lib/simulators.js'
import { cpuMeter, postgresMeter } from './lib/cpu_time.js'
import { startWireCounters } from './lib/wire_counter.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_portal'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/1'
process.env.RATE_LIMIT_SCALE ??= '10000'
const port = Number(process.env.BENCH_PORT ?? 3402)
const base = `http://127.0.0.1:${port}`
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const VENUE = 'bench-portal-venue'
const directDatabaseUrl = process.env.BENCH_DATABASE_URL
const wire =
  process.env.BENCH_COUNT_ROUND_TRIPS !== '1'
    ? null
    : await startWireCounters(directDatabaseUrl, process.env.BENCH_REDIS_URL, [port + 1, port + 2])
if (wire) {
  process.env.BENCH_DATABASE_URL = wire.databaseUrl
  process.env.BENCH_REDIS_URL = wire.redisUrl
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** PostgreSQL round trips and Redis commands per sign-in: `runs` sign-ins one at a time, less the idle server's. */
async function roundTrips(publicId, ap, first, runs = 50) {
  const before = await wire.read()
  const started = performance.now()
  for (let i = 0; i < runs; i++) {
    const answer = await fetch(`${base}/guest/connect`, {
      method: 'POST',
      redirect: 'manual',
      headers: GUEST_FORM_HEADERS,
      body: formBody(publicId, ap, first + i),
    })
    if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`)
  }
  await sleep(200) // the marks written after the answer, if any
  const busy = performance.now() - started
  const during = await wire.read()
  await sleep(busy)
  const after = await wire.read()
  const idle = { postgres: after.postgres - during.postgres, redis: after.redis - during.redis }
  const per = (key) => (during[key] - before[key] - idle[key]) / runs
  return { postgres: per('postgres'), redis: per('redis') }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function signInLoad(publicId, ap, first) {
  let n = first
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}/guest/connect`,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            headers: GUEST_FORM_HEADERS,
            setupRequest: (request) => ({ ...request, body: formBody(publicId, ap, n++) }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, used: n }))
    )
  })
}

/** The simulator's control route (self-signed HTTPS, as the controller it plays). */
function simulatorState(simulator) {
  return new Promise((resolve, reject) => {
    https
      .get(
        `${simulator.url}/__sim/state?site=default`,
        { rejectUnauthorized: false, agent: simulatorAgent },
        (response) => {
          let body = ''
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () => resolve(JSON.parse(body)))
        }
      )
      .on('error', reject)
  })
}
const simulatorAgent = new https.Agent({ keepAlive: true, rejectUnauthorized: false })

async function authorizedOnSimulator(simulator, mac) {
  return mac in (await simulatorState(simulator)).guestAuthorizations
}

/** Submit → the simulator lets the MAC through; one guest at a time. */
async function portalToOnline(simulator, publicId, ap, first, runs = 20) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const mac = macOf(first + i)
    const started = performance.now()
    const answer = await fetch(`${base}/guest/connect`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(publicId, ap, first + i),
    })
    if (answer.status !== 303) throw new Error(`sign-in answered ${answer.status}`)
    while (!(await authorizedOnSimulator(simulator, mac)))
      await new Promise((resolve) => setTimeout(resolve, 5))
    times.push(performance.now() - started)
  }
  return times
}

async function pageLcp(url) {
  const ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ]
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  })
  const results = {}
  try {
    for (const throttled of [false, true]) {
      const samples = []
      for (let run = 0; run < 7; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
        })
        const page = await context.newPage()
        if (throttled) {
          const cdp = await context.newCDPSession(page)
          await cdp.send('Network.enable')
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 40,
            downloadThroughput: (10 * 1024 * 1024) / 8,
            uploadThroughput: (5 * 1024 * 1024) / 8,
          })
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        }
        await page.addInitScript(() => {
          window.__lcp = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__lcp = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        })
        await page.goto(url(run + (throttled ? 100 : 0)), { waitUntil: 'load' })
        await page.waitForTimeout(300)
        samples.push(await page.evaluate(() => window.__lcp))
        await context.close()
      }
      results[throttled ? 'throttled' : 'unthrottled'] = {
        median: median(samples),
        max: Math.max(...samples),
      }
    }
  } finally {
    await browser.close()
  }
  return results
}

const simulator = await spawnSimulator('unifi', VENDOR_SIMULATORS.unifi.args(1))
const server = await startBenchServer(port)
const db = new pg.Client({ connectionString: directDatabaseUrl })
await db.connect()
try {
  const session = await adminSession(base)
  const { publicId, ap } = await prepareVenue(db, session, simulator, VENUE)
  const entry = (n) =>
    `${base}/guest/s/default/?ap=${ap}&id=${macOf(n)}&t=${Math.floor(Date.now() / 1000)}&url=${encodeURIComponent('http://example.com/')}&ssid=Gasten%20WiFi`

  // Warm-up, then the measured run.
  const warm = await signInLoad(publicId, ap, 1)
  const cpu = cpuMeter({ server: server.pid, simulator: simulator.pid })
  const postgresCpu = await postgresMeter(directDatabaseUrl)
  const { result, used } = await signInLoad(publicId, ap, warm.used + 1)
  const cpuUsed = cpu.stop()
  const postgresUsed = await postgresCpu.stop()
  const measured = result.requests.total
  const rss = rssMb(server.pid)
  const signIns = Number(
    (await db.query("select count(*) from portal_sign_ins where status = 'authorized'")).rows[0]
      .count
  )
  const pending = Number(
    (await db.query("select count(*) from portal_sign_ins where status <> 'authorized'")).rows[0]
      .count
  )
  const online = await portalToOnline(simulator, publicId, ap, used + 10)
  const page = await fetch(entry(used + 1000), {
    headers: { 'accept-language': 'en', 'accept-encoding': 'identity' },
  })
  const html = await page.text()
  const lcp = await pageLcp((run) => entry(used + 2000 + run))
  const trips = wire ? await roundTrips(publicId, ap, used + 3000) : null

  console.log(
    `\nGuest portal sign-in — one web process, ${connections} connections, ${duration} s, Node ${process.version}`
  )
  console.log('| measure | result | aim |')
  console.log('|---|---|---|')
  console.log(
    `| sign-ins per second (form POST → authorize on the simulator → DB → 303) | ${Math.round(result.requests.average)} | ≥ 500 |`
  )
  console.log(
    `| latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms | p99 < 150 ms |`
  )
  console.log(
    `| non-3xx answers / errors / timeouts | ${result.non2xx - result['3xx']} / ${result.errors} / ${result.timeouts} | 0 |`
  )
  const msEach = (seconds) => ((seconds * 1000) / measured).toFixed(2)
  console.log(
    `| CPU per sign-in: web process / PostgreSQL / simulator (machine busy ${cpuUsed.machine.toFixed(1)} s of ${(2 * duration).toFixed(0)}) | ${msEach(cpuUsed.server)} / ${msEach(postgresUsed)} / ${msEach(cpuUsed.simulator)} ms | web ≤ 2 ms |`
  )
  if (trips)
    console.log(
      `| round trips per sign-in, counted on the wire: PostgreSQL / Redis commands | ${trips.postgres.toFixed(1)} / ${trips.redis.toFixed(1)} | |`
    )
  console.log(
    `| portal-to-online (submit → the simulator reports the MAC authorized), median / max of 20 | ${median(online).toFixed(0)} ms / ${Math.max(...online).toFixed(0)} ms | < 1 s |`
  )
  console.log(
    `| portal page transferred (HTML, everything inline, uncompressed) | ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB | ≤ 60 KB |`
  )
  console.log(
    `| LCP of the portal page, phone viewport, median / max of 7 — unthrottled | ${lcp.unthrottled.median.toFixed(0)} / ${lcp.unthrottled.max.toFixed(0)} ms | < 1 s |`
  )
  console.log(
    `| LCP — throttled (4× CPU, 40 ms RTT, 10 Mbit/s) | ${lcp.throttled.median.toFixed(0)} / ${lcp.throttled.max.toFixed(0)} ms | < 1 s |`
  )
  console.log(
    `\nSign-ins stored as authorized: ${signIns} (other: ${pending}); server RSS after the load ${rss} MB.`
  )
} finally {
  await db.end()
  const code = await server.stop()
  simulator.stop()
  wire?.close()
  if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
}
