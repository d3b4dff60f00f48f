import { test } from '@japa/runner'
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

  test('the API answers 503 except health and brand configuration', async ({ client, assert }) => {
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
  })
})

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
