import { createServer } from 'node:net'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { Redis } from 'ioredis'
import pg from 'pg'
import HttpExceptionHandler from '#kernel/exceptions/handler'
import redisConfig from '#config/redis'

/** A loopback port nothing listens on (taken, then released). */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function answerTo(error: unknown) {
  const ctx = await testUtils.createHttpContext()
  await new HttpExceptionHandler().handle(error, ctx)
  return {
    status: ctx.response.getStatus(),
    body: ctx.response.getBody() as { code: string; message: string },
    retryAfter: ctx.response.getHeader('retry-after'),
  }
}

async function errorOf(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

/** Redis or PostgreSQL away (restart, failover): a 503 the client may retry, never a 500 (issue 27, faults). */
test.group('Kernel / a store that cannot be reached', () => {
  test('a Redis command while Redis is down answers 503 E_UNAVAILABLE', async ({ assert }) => {
    // As config/redis.ts: reconnecting for ever, one retry per command.
    const redis = new Redis({
      host: '127.0.0.1',
      port: await closedPort(),
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    })
    redis.on('error', () => {})
    const error = await errorOf(() => redis.get('session'))
    redis.disconnect()
    const answer = await answerTo(error)
    assert.equal(answer.status, 503)
    assert.equal(answer.body.code, 'E_UNAVAILABLE')
    assert.notEqual(answer.body.message, 'E_UNAVAILABLE', 'translated')
    assert.equal(answer.retryAfter, '5')
  })

  test('a Redis that takes the connection and never answers (stalled) answers 503 E_UNAVAILABLE', async ({
    assert,
  }) => {
    const sockets = new Set<import('node:net').Socket>()
    const stalled = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve))
    const { port } = stalled.address() as { port: number }
    // The application's own connection settings, pointed at the stalled server.
    const redis = new Redis({ ...redisConfig.connections.main, host: '127.0.0.1', port, db: 0 })
    redis.on('error', () => {})
    try {
      const error = await errorOf(() => redis.get('session'))
      const answer = await answerTo(error)
      assert.equal(answer.status, 503, String(error))
      assert.equal(answer.body.code, 'E_UNAVAILABLE')
    } finally {
      redis.disconnect()
      sockets.forEach((socket) => socket.destroy())
      await new Promise((resolve) => stalled.close(resolve))
    }
  })

  test('a query on a connection PostgreSQL cut, or no connection at all, answers 503 E_UNAVAILABLE', async ({
    assert,
  }) => {
    const victim = new pg.Client({ connectionString: process.env.DATABASE_URL })
    victim.on('error', () => {})
    await victim.connect()
    const { rows } = await victim.query('select pg_backend_pid() as pid')
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await killer.connect()
    await killer.query('select pg_terminate_backend($1)', [rows[0].pid])
    await killer.end()
    const cut = await errorOf(() => victim.query('select 1'))
    const cutAnswer = await answerTo(cut)
    assert.equal(cutAnswer.status, 503, String(cut))
    assert.equal(cutAnswer.body.code, 'E_UNAVAILABLE')

    const url = new URL(process.env.DATABASE_URL!)
    url.port = String(await closedPort())
    const refused = await errorOf(() =>
      new pg.Client({ connectionString: url.toString() }).connect()
    )
    assert.equal((await answerTo(refused)).status, 503, String(refused))
  })

  test('any other error stays a 500', async ({ assert }) => {
    assert.equal((await answerTo(new Error('a bug'))).status, 500)
  })
})
