/**
 * Webhook receivers for benchmarks: local HTTPS servers that verify each delivery with the endpoint's secret through
 * the public `standardwebhooks` package, as a customer's receiver would, and count them with the time of the first
 * and the last one. A failing receiver never answers (`fail: 'hang'`, every attempt runs into our deadline) or answers
 * every delivery with that status (`fail: 503`); `receiver.fail` may be changed between runs.
 */
import https from 'node:https'
import { generate } from 'selfsigned'
import { Webhook } from 'standardwebhooks'

let pems

export async function startReceiver({ fail = null } = {}) {
  pems ??= await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
  })
  const state = {
    fail,
    secret: '',
    verified: 0,
    rejected: 0,
    first: 0,
    last: 0,
    server: null,
    port: 0,
  }
  state.server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      if (state.fail === 'hang') return
      if (state.fail) return response.writeHead(state.fail).end()
      try {
        new Webhook(state.secret).verify(Buffer.concat(chunks).toString('utf8'), request.headers)
        state.verified++
        state.first ||= Date.now()
        state.last = Date.now()
        response.writeHead(204).end()
      } catch {
        state.rejected++
        response.writeHead(401).end()
      }
    })
  })
  state.reset = () => Object.assign(state, { verified: 0, rejected: 0, first: 0, last: 0 })
  state.stop = () => {
    state.server.closeAllConnections()
    state.server.close()
  }
  return new Promise((resolve) =>
    state.server.listen(0, '127.0.0.1', () =>
      resolve(Object.assign(state, { port: state.server.address().port }))
    )
  )
}
