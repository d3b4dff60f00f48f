/**
 * Loopback TCP proxies that count what a server sends to PostgreSQL and Redis, to give round trips per operation as
 * measured on the wire rather than read from the code. PostgreSQL: every Sync (the end of an extended-protocol
 * exchange, what node-postgres sends per query) and every simple Query is one round trip. Redis: every command
 * (a RESP array); commands sent together still count one each. The proxies run in a child process of their own:
 * the benchmark blocks its own event loop while it migrates and seeds (spawnSync), which would stall them.
 */
import net from 'node:net'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

function proxy(listenPort, target, counter) {
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host)
    const count = counter()
    client.on('data', (chunk) => {
      count(chunk)
      upstream.write(chunk)
    })
    upstream.on('data', (chunk) => client.write(chunk))
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', close)
    upstream.on('error', close)
    client.on('close', close)
    upstream.on('close', close)
  })
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)))
}

/** Frontend messages: a type byte and a length; the startup packet (no type byte) comes first. */
function postgresCounter(totals) {
  return () => {
    let buffer = Buffer.alloc(0)
    let started = false
    return (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      while (true) {
        if (!started) {
          if (buffer.length < 4) return
          const length = buffer.readInt32BE(0)
          if (buffer.length < length) return
          // An SSL request is answered with one byte, then the real startup packet follows.
          if (length !== 8 || buffer.readInt32BE(4) !== 80877103) started = true
          buffer = buffer.subarray(length)
          continue
        }
        if (buffer.length < 5) return
        const length = buffer.readInt32BE(1)
        if (buffer.length < length + 1) return
        const type = String.fromCharCode(buffer[0])
        if (type === 'S' || type === 'Q') totals.postgres++
        buffer = buffer.subarray(length + 1)
      }
    }
  }
}

/** Redis commands: `*<n>\r\n` then n bulk strings `$<len>\r\n<bytes>\r\n`. */
function redisCounter(totals) {
  return () => {
    let buffer = Buffer.alloc(0)
    return (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      while (buffer.length) {
        const end = parseCommand(buffer)
        if (end === null) return
        totals.redis++
        buffer = buffer.subarray(end)
      }
    }
  }
}

function parseCommand(buffer) {
  const line = (from) => {
    const at = buffer.indexOf('\r\n', from)
    return at === -1 ? null : { text: buffer.toString('latin1', from, at), next: at + 2 }
  }
  const head = line(0)
  if (!head) return null
  if (head.text[0] !== '*') return head.next // an inline command
  let at = head.next
  for (let i = 0; i < Number(head.text.slice(1)); i++) {
    const size = line(at)
    if (!size) return null
    at = size.next + Number(size.text.slice(1)) + 2
    if (at > buffer.length) return null
  }
  return at
}

/**
 * Starts the proxies in front of `databaseUrl` and `redisUrl` on the given ports (in a child process); returns the
 * URLs that go through them, `read()` of the running totals and `close()`.
 */
export async function startWireCounters(databaseUrl, redisUrl, ports) {
  const child = fork(fileURLToPath(import.meta.url), [databaseUrl, redisUrl, ...ports.map(String)])
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`wire counters exited with ${code}`)))
  })
  const through = (url, port) => {
    const copy = new URL(url)
    copy.hostname = '127.0.0.1'
    copy.port = String(port)
    return copy.toString()
  }
  return {
    databaseUrl: through(databaseUrl, ports[0]),
    redisUrl: through(redisUrl, ports[1]),
    read: () =>
      new Promise((resolve) => {
        child.once('message', resolve)
        child.send('totals')
      }),
    close: () => child.kill('SIGTERM'),
  }
}

async function serve([databaseUrl, redisUrl, ...ports]) {
  const totals = { postgres: 0, redis: 0 }
  const db = new URL(databaseUrl)
  const redis = new URL(redisUrl)
  await Promise.all([
    proxy(
      Number(ports[0]),
      { host: db.hostname, port: Number(db.port || 5432) },
      postgresCounter(totals)
    ),
    proxy(
      Number(ports[1]),
      { host: redis.hostname, port: Number(redis.port || 6379) },
      redisCounter(totals)
    ),
  ])
  process.on('message', () => process.send({ ...totals }))
  process.on('disconnect', () => process.exit(0))
  process.send('ready')
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send)
  await serve(process.argv.slice(2))
