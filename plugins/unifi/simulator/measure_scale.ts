/**
 * Measures the simulator at benchmark scale: N generated sites (default 5,000 × 10 devices × 50 clients), each
 * touched once over HTTP (stat/device + stat/sta), then prints time and memory as one JSON line.
 *   node --expose-gc --import=@poppinss/ts-exec plugins/unifi/simulator/measure_scale.ts [--sites 5000] [--concurrency 8]
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import { startUnifiSimulator } from './index.js'

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '8' },
  },
})
const siteCount = Number(values.sites)
const concurrency = Number(values.concurrency)
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10

const simulator = await startUnifiSimulator({
  flavour: 'classic',
  username: 'bench',
  password: 'bench',
  generatedSites: siteCount,
  tls: false,
})
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
let cookie = ''

function request(
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      simulator.url + path,
      { method, agent, headers: { 'content-type': 'application/json', cookie } },
      (res) => {
        let bytes = 0
        res.on('data', (chunk) => (bytes += chunk.length))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }))
      }
    )
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

gc()
const before = process.memoryUsage()
const login = await request('POST', '/api/login', { username: 'bench', password: 'bench' })
cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
const names = simulator.state.siteNames()
const started = performance.now()
let failures = 0
for (let i = 0; i < names.length; i += concurrency) {
  const batch = names.slice(i, i + concurrency)
  const answers = await Promise.all(
    batch.flatMap((n) => [
      request('GET', `/api/s/${n}/stat/device`),
      request('GET', `/api/s/${n}/stat/sta`),
    ])
  )
  failures += answers.filter((a) => a.status !== 200).length
}
const elapsedMs = performance.now() - started
const statSitesStart = performance.now()
await request('GET', '/api/stat/sites')
const statSitesMs = performance.now() - statSitesStart
simulator.clearRequests()
gc()
const after = process.memoryUsage()
process.stdout.write(
  JSON.stringify({
    sites: names.length,
    requests: names.length * 2,
    failures,
    elapsedMs: Math.round(elapsedMs),
    requestsPerSecond: Math.round(((names.length * 2) / elapsedMs) * 1000),
    statSitesMs: Math.round(statSitesMs),
    heapUsedMB: { before: mb(before.heapUsed), after: mb(after.heapUsed) },
    rssMB: { before: mb(before.rss), after: mb(after.rss) },
  }) + '\n'
)
agent.destroy()
await simulator.stop()
