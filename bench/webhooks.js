/**
 * Outgoing webhooks on one production-like web process (NODE_ENV=production, PostgreSQL, Redis, its in-process
 * worker): BENCH_EVENTS guest events (default 10,000) already in the outbox, as the publishing transactions write them,
 * for two endpoints on local HTTPS receivers that verify every delivery with the public `standardwebhooks` library.
 * Then the same with a third endpoint whose receiver never answers (every attempt runs into the 10 s deadline):
 * - deliveries per second (first to last delivery at the receivers) and time until all are delivered;
 * - with the dead endpoint beside them: the healthy endpoints' time must not grow.
 * The retry tick (every 5 s) picks the rows up, so "until all delivered" includes up to 5 s of waiting for it.
 *
 *   node bench/webhooks.js       (BENCH_EVENTS; database airdeck_bench_webhooks, Redis db 12)
 */
import pg from 'pg'
import { startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'
import { startReceiver } from './lib/webhook_receiver.js'

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_webhooks'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/12'
// The receivers listen on loopback, which outbound requests refuse otherwise.
process.env.OUTBOUND_ALLOW_PRIVATE = 'true'
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000)
const port = Number(process.env.BENCH_PORT ?? 3403)

async function outbox(db, endpointIds) {
  const body = JSON.stringify({
    type: 'guest.signed_in',
    timestamp: new Date().toISOString(),
    data: { portalId: 1, locationId: 1, email: 'guest@example.com', optIn: true },
  })
  for (const endpointId of endpointIds) {
    for (let start = 0; start < EVENTS; start += 1000) {
      const count = Math.min(1000, EVENTS - start)
      await db.query(
        `insert into webhook_deliveries (endpoint_id, message_id, event_type, body, status, attempts, next_attempt_at, created_at)
         select $1::int, 'msg_bench_' || $1::int || '_' || g, 'guest.signed_in', $2, 'pending', 0, now(), now() from generate_series($3::int, $4::int) g`,
        [endpointId, body, start, start + count - 1]
      )
    }
  }
}

async function drain(receivers, started) {
  const deadline = Date.now() + 15 * 60_000
  while (receivers.some((receiver) => receiver.verified < EVENTS) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200))
  const first = Math.min(...receivers.map((receiver) => receiver.first))
  const last = Math.max(...receivers.map((receiver) => receiver.last))
  const delivered = receivers.reduce((sum, receiver) => sum + receiver.verified, 0)
  return {
    delivered,
    rejected: receivers.reduce((sum, r) => sum + r.rejected, 0),
    perSecond: Math.round(delivered / ((last - first) / 1000)),
    untilAllMs: last - started,
  }
}

const server = await startBenchServer(port)
const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
await db.connect()
const receivers = []
try {
  const session = await adminSession(server.base)
  const location = (await db.query('select id from locations order by id limit 1')).rows[0].id
  await db.query('delete from webhook_endpoints where location_id = $1', [location])
  const endpoint = async (receiver, name) => {
    const created = await session.call('POST', `/rest/locations/${location}/webhooks`, {
      url: `https://localhost:${receiver.port}/${name}`,
      eventTypes: ['guest.signed_in'],
      description: `bench ${name}`,
    })
    receiver.secret = created.secret
    return created.id
  }
  const [a, b, dead] = [
    await startReceiver(),
    await startReceiver(),
    await startReceiver({ fail: 'hang' }),
  ]
  receivers.push(a, b, dead)
  const ids = [await endpoint(a, 'a'), await endpoint(b, 'b')]

  let started = Date.now()
  await outbox(db, ids)
  const healthy = await drain([a, b], started)
  console.log(
    `  ${EVENTS} events × 2 endpoints: ${healthy.delivered} deliveries verified (${healthy.rejected} rejected), ${healthy.perSecond} deliveries/s, all delivered after ${(healthy.untilAllMs / 1000).toFixed(1)} s`
  )

  for (const receiver of [a, b]) receiver.reset()
  const deadId = await endpoint(dead, 'dead')
  started = Date.now()
  await outbox(db, [deadId])
  await db.query(
    'update webhook_deliveries set message_id = message_id || $2, status = $3, attempts = 0, next_attempt_at = now(), created_at = now() where endpoint_id = any($1)',
    [ids, '_2', 'pending']
  )
  const beside = await drain([a, b], started)
  const deadAttempts = (
    await db.query(
      'select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where d.endpoint_id = $1',
      [deadId]
    )
  ).rows[0].n
  console.log(
    `  with a dead third endpoint: ${beside.delivered} deliveries to the healthy two, ${beside.perSecond} deliveries/s, all delivered after ${(beside.untilAllMs / 1000).toFixed(1)} s (${deadAttempts} timed-out attempts to the dead one meanwhile)`
  )
  await db.query('delete from webhook_endpoints where location_id = $1', [location])
} finally {
  for (const receiver of receivers) receiver.stop()
  await db.end()
  await server.stop()
}
