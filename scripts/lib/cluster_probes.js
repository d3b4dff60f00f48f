/**
 * What the cluster suite reads to count work: the processes' /metrics pages, and a webhook receiver that verifies
 * each delivery (standardwebhooks) and counts them by their `webhook-id`, so a delivery sent twice shows.
 */
import https from 'node:https'
import { generate } from 'selfsigned'
import { Webhook } from 'standardwebhooks'

/** The samples of a Prometheus text page: name, labels and value. */
export async function scrape(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const samples = []
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line)
    if (!match) continue
    const labels = {}
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1]] = pair[2]
    samples.push({ name: match[1], labels, value: Number(match[3]) })
  }
  return samples
}

/** The sum of a metric's samples whose labels include `labels`. */
export function metricSum(samples, name, labels = {}) {
  return samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value)
    )
    .reduce((sum, sample) => sum + sample.value, 0)
}

export async function startCountingReceiver() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
  })
  // `delayMs`: how long each answer waits (a slow receiver, so that a batch is still in flight when a worker dies).
  const state = { secret: '', ids: new Set(), duplicates: 0, rejected: 0, port: 0, delayMs: 0 }
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      try {
        new Webhook(state.secret).verify(Buffer.concat(chunks).toString('utf8'), request.headers)
      } catch {
        state.rejected++
        return response.writeHead(401).end()
      }
      const id = request.headers['webhook-id']
      if (state.ids.has(id)) state.duplicates++
      state.ids.add(id)
      if (state.delayMs) setTimeout(() => response.writeHead(204).end(), state.delayMs)
      else response.writeHead(204).end()
    })
  })
  state.stop = () => {
    server.closeAllConnections()
    server.close()
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.port = server.address().port
  return state
}
