import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { AddressInfo } from 'node:net'
import env from '#start/env'
import { startWorkerMetricsServer } from '#kernel/metrics/worker_metrics_server'

/** The value of one sample of the text format, or undefined when the page lacks it. */
function sample(page: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of page.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    const labelText = line.slice(name.length).split('}')[0]
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').at(-1))
  }
}

test.group('Metrics', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => env.set('METRICS_TOKEN', ''))

  test('Prometheus text: requests by route pattern, never by path; process figures', async ({
    client,
    assert,
  }) => {
    await client.get('/rest/locations/987654')
    await client.get('/rest/locations/987655')
    const response = await client.get('/metrics')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
    const page = response.text()
    const answered = sample(page, 'airdeck_http_requests_total', {
      method: 'GET',
      route: '/rest/locations/:id',
    })
    assert.isAtLeast(answered!, 2)
    assert.notInclude(page, '987654')
    assert.isDefined(sample(page, 'process_resident_memory_bytes', {}))
    assert.isDefined(sample(page, 'nodejs_eventloop_lag_seconds', {}))
    assert.isDefined(sample(page, 'airdeck_http_request_duration_seconds_count', {}))
  })

  test('queue depth, sync lag and backlogs come from the shared database', async ({
    client,
    assert,
  }) => {
    const now = new Date()
    await db.table('job_runs').insert({
      job_name: 'spec.metrics',
      queue: 'spec-metrics',
      payload: '{}',
      status: 'pending',
      max_attempts: 1,
      available_at: new Date(now.getTime() - 90_000),
      created_at: now,
      updated_at: now,
    })
    await db.table('controllers').insert({
      alias: 'Metrics spec',
      vendor: 'omada',
      url: 'https://127.0.0.1:1',
      status: 'unreachable',
      last_sync_at: new Date(now.getTime() - 600_000),
      created_at: now,
      updated_at: now,
    })
    const page = (await client.get('/metrics')).text()
    assert.equal(sample(page, 'airdeck_database_up', {}), 1)
    assert.equal(
      sample(page, 'airdeck_job_queue_depth', { queue: 'spec-metrics', state: 'pending' }),
      1
    )
    assert.isAtLeast(
      sample(page, 'airdeck_job_oldest_waiting_seconds', { queue: 'spec-metrics' })!,
      89
    )
    assert.isAtLeast(sample(page, 'airdeck_controller_sync_lag_seconds', { vendor: 'omada' })!, 599)
    assert.isAtLeast(
      sample(page, 'airdeck_controllers', { vendor: 'omada', status: 'unreachable' })!,
      1
    )
    assert.isDefined(sample(page, 'airdeck_delivery_backlog', { kind: 'webhooks' }))
  })

  test('a relayed request needs the token; a wrong token is a 404', async ({ client }) => {
    const relayed = await client.get('/metrics').header('x-forwarded-for', '203.0.113.9')
    relayed.assertStatus(404)

    env.set('METRICS_TOKEN', 'scrape-secret-0123456789')
    const wrong = await client
      .get('/metrics')
      .header('x-forwarded-for', '203.0.113.9')
      .header('authorization', 'Bearer scrape-secret-012345678X')
    wrong.assertStatus(404)
    const right = await client
      .get('/metrics')
      .header('x-forwarded-for', '203.0.113.9')
      .header('authorization', 'Bearer scrape-secret-0123456789')
    right.assertStatus(200)
  })
})

test.group('Metrics / worker port', () => {
  test('a worker answers /metrics on its own port, with the same access rule', async ({
    assert,
    cleanup,
  }) => {
    const server = await startWorkerMetricsServer(0)
    cleanup(() => void server.close())
    const { port } = server.address() as AddressInfo
    const page = await fetch(`http://127.0.0.1:${port}/metrics`)
    assert.equal(page.status, 200)
    assert.include(await page.text(), 'airdeck_job_runs_total')
    const relayed = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    assert.equal(relayed.status, 404)
    assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404)
  })
})
