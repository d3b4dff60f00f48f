import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import redis from '@adonisjs/redis/services/main'
import { Redis } from 'ioredis'
import { checkRedis } from '#core/health/dependency_checks'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { drainThenTerminate, setDraining } from '#kernel/runtime/draining'

test.group('Health', () => {
  test('the bare route answers without touching the database', async ({ client }) => {
    const response = await client.get('/rest/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok' })
  })

  test('readiness checks the database', async ({ client }) => {
    const response = await client.get('/rest/health/ready')
    response.assertStatus(200)
    response.assertBodyContains({ status: 'ok', database: 'ok' })
  })

  test('security headers are set', async ({ client }) => {
    const response = await client.get('/rest/health')
    response.assertHeader('x-frame-options', 'DENY')
    response.assertHeader('x-content-type-options', 'nosniff')
  })

  test('unknown API paths answer a JSON 404', async ({ client }) => {
    const response = await client.get('/rest/does-not-exist')
    response.assertStatus(404)
    response.assertBodyContains({ code: 'E_NOT_FOUND' })
  })
})

test.group('Maintenance mode', (group) => {
  group.each.teardown(() => {
    delete process.env.MAINTENANCE_MODE
  })

  test('the API answers 503 except health, the sign-in page settings and brand configuration', async ({
    client,
    assert,
  }) => {
    process.env.MAINTENANCE_MODE = 'true'
    const blocked = await client.get('/rest/self')
    blocked.assertStatus(503)
    blocked.assertBodyContains({ code: 'E_MAINTENANCE' })
    assert.equal(blocked.header('retry-after'), '300')

    const ready = await client.get('/rest/health/ready')
    ready.assertStatus(200)
    ready.assertBodyContains({ maintenance: true })
    const brand = await client.get('/rest/init/anything')
    brand.assertStatus(200)
    const signInSettings = await client.get('/rest/init')
    signInSettings.assertStatus(200)
    assert.properties(signInSettings.body(), ['registration_open'])
    // Only those paths: one that merely starts with the same letters is closed like the rest.
    ;(await client.get('/rest/initx')).assertStatus(503)
    ;(await client.get('/rest/healthz')).assertStatus(503)
  })
})

test.group('Health probes at the root and without a session', (group) => {
  group.setup(() => {
    const index = app.publicPath('index.html')
    const created = !existsSync(index)
    if (created) {
      mkdirSync(app.publicPath(), { recursive: true })
      writeFileSync(index, '<!doctype html><title>Airdeck</title>')
    }
    return () => {
      if (created) rmSync(index, { force: true })
    }
  })

  test('/health, /health/live and /health/ready answer JSON at the root as under /rest', async ({
    client,
    assert,
  }) => {
    for (const path of ['/health', '/health/live', '/rest/health/live']) {
      const response = await client.get(path)
      response.assertStatus(200)
      response.assertBody({ status: 'ok' })
    }
    for (const path of ['/health/ready', '/rest/health/ready']) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.match(response.header('content-type') ?? '', /application\/json/)
      response.assertBodyContains({ status: 'ok', database: 'ok', redis: 'ok' })
    }
  })

  test('readiness names a Redis that does not answer, and stays ready on the database alone', async ({
    client,
    assert,
  }) => {
    const connection = redis.connection().ioConnection
    const ping = connection.ping
    connection.ping = (() => Promise.reject(new Error('connect ECONNREFUSED'))) as typeof ping
    try {
      for (const path of ['/health/ready', '/rest/health/ready']) {
        const response = await client.get(path)
        // Public paths keep working without Redis: taking every process out would stop them too.
        response.assertStatus(200)
        response.assertBodyContains({ status: 'ok', database: 'ok', redis: 'unreachable' })
      }
    } finally {
      connection.ping = ping
    }
    assert.equal(
      await checkRedis(unreachableRedis()),
      'unreachable',
      'a real refused connection too'
    )
  })

  test('operational paths that do not exist answer a JSON 404, not the web app', async ({
    client,
    assert,
  }) => {
    // /metrics exists (docs/metrics.md), but not for a request relayed by a proxy without the token.
    const relayed = await client.get('/metrics').header('x-forwarded-for', '203.0.113.9')
    relayed.assertStatus(404)
    relayed.assertBodyContains({ code: 'E_NOT_FOUND' })
    for (const path of ['/metrics/unknown', '/health/unknown']) {
      const response = await client.get(path)
      response.assertStatus(404)
      response.assertBodyContains({ code: 'E_NOT_FOUND' })
    }
    const page = await client.get('/locations/dashboard')
    page.assertStatus(200)
    assert.match(
      page.header('content-type') ?? '',
      /text\/html/,
      'web app paths still load the web app'
    )
  })

  test('a probe creates no session: no cookie is set and nothing is stored', async ({
    client,
    assert,
  }) => {
    const stored = countSessionCommits()
    for (const path of [
      '/health',
      '/health/live',
      '/health/ready',
      '/rest/health',
      '/rest/health/ready',
    ]) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.isUndefined(response.header('set-cookie'), `${path} sets no cookie`)
    }
    const withCookie = await client.get('/health/ready').header('cookie', 'airdeck-session=someone')
    assert.isUndefined(withCookie.header('set-cookie'), 'a probe with a cookie gets none back')
    assert.equal(stored.stop(), 0, 'no session was written to the store')
  })

  test('a control: an ordinary API read does store a session', async ({ client, assert }) => {
    const stored = countSessionCommits()
    const response = await client.get('/rest/self')
    assert.isDefined(response.header('set-cookie'))
    assert.equal(stored.stop(), 1)
  })
})

/** Counts the sessions @adonisjs/session commits to its store (whatever the store: Redis, database, memory). */
function countSessionCommits() {
  let count = 0
  const listener = () => count++
  emitter.on('session:committed', listener)
  emitter.on('session:migrated', listener)
  return {
    stop() {
      emitter.off('session:committed', listener)
      emitter.off('session:migrated', listener)
      return count
    },
  }
}

/** A Redis client towards a port nobody listens on, giving up at once. */
function unreachableRedis() {
  const client = new Redis({
    host: '127.0.0.1',
    port: 1,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  return client.on('error', () => {})
}
test.group('Draining at SIGTERM', (group) => {
  group.each.teardown(() => setDraining(false))

  test('readiness answers 503 before the server closes; liveness still answers', async ({
    client,
    assert,
  }) => {
    const seen: number[] = []
    await drainThenTerminate(async () => {
      seen.push((await client.get('/rest/health/ready')).status())
      seen.push((await client.get('/rest/health')).status())
    }, 0)
    assert.deepEqual(seen, [503, 200])
    const ready = await client.get('/rest/health/ready')
    ready.assertStatus(503)
    ready.assertBodyContains({ status: 'draining' })
  })
})
