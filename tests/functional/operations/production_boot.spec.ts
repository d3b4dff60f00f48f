import { test } from '@japa/runner'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'

/** A production process with everything it needs except what each test leaves out. */
function production(overrides: Record<string, string | undefined> = {}) {
  return childEnvironment({
    NODE_ENV: 'production',
    APP_KEY: 'production-boot-test-key-0123456789abcdef',
    APP_URL: 'https://dash.airdeck.test',
    JOBS_RUN_WORKER: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...overrides,
  })
}

test.group('Operations / production refuses what it cannot run safely', () => {
  test('a web process without APP_URL refuses to boot and says why', async ({ assert }) => {
    const run = await runApp(['bin/server.ts'], production({ APP_URL: undefined }))
    assert.notEqual(run.code, 0)
    assert.include(run.output, 'APP_URL must be set in production')
  }).timeout(60_000)

  test('a worker without APP_URL refuses too', async ({ assert }) => {
    const run = await runApp(['jobs:work'], production({ APP_URL: undefined }))
    assert.notEqual(run.code, 0)
    assert.include(run.output, 'APP_URL must be set in production')
  }).timeout(60_000)

  test('DEMO_NETWORK=true refuses to boot in production unless forced', async ({ assert }) => {
    const run = await runApp(['bin/server.ts'], production({ DEMO_NETWORK: 'true' }))
    assert.notEqual(run.code, 0)
    assert.include(run.output, 'DEMO_NETWORK=true is refused in production')
    assert.include(run.output, 'DEMO_IN_PRODUCTION=true')
  }).timeout(60_000)

  test('forced demo services in production are logged loudly', async ({ assert }) => {
    const run = await runApp(
      ['bin/server.ts'],
      production({ DEMO_NETWORK: 'false', DEMO_IN_PRODUCTION: 'true' }),
      { until: /started HTTP server|DEMO_IN_PRODUCTION=true: demo data/ }
    )
    assert.include(run.output, 'DEMO_IN_PRODUCTION=true: demo data and demo services are allowed')
  }).timeout(60_000)

  test('DRIVE_DISK=s3 without its bucket refuses to boot and says why', async ({ assert }) => {
    const run = await runApp(
      ['bin/server.ts'],
      production({ DRIVE_DISK: 's3', S3_BUCKET: undefined })
    )
    assert.notEqual(run.code, 0)
    assert.include(run.output, 'DRIVE_DISK=s3 needs S3_BUCKET')
  }).timeout(60_000)

  test('files left on the local disk by default are warned about; DRIVE_DISK=fs says it is meant', async ({
    assert,
  }) => {
    const warning = 'Stored files (logos, photos, exports) are on this machine only'
    const unset = await runApp(['bin/server.ts'], production({ DRIVE_DISK: undefined }), {
      until: /started HTTP server/,
    })
    assert.include(unset.output, warning)
    const chosen = await runApp(['bin/server.ts'], production({ DRIVE_DISK: 'fs' }), {
      until: /started HTTP server/,
    })
    assert.include(chosen.output, 'started HTTP server')
    assert.notInclude(chosen.output, warning)
  }).timeout(90_000)

  test('APP_URL over plain http on a real host name is warned about at boot', async ({
    assert,
  }) => {
    const run = await runApp(
      ['bin/server.ts'],
      production({ APP_URL: 'http://dash.airdeck.test' }),
      { until: /started HTTP server/ }
    )
    assert.include(run.output, 'plain http on a real host name')
    assert.include(run.output, 'HTTPS')
  }).timeout(60_000)

  test('no such warning for https, nor for http on loopback', async ({ assert }) => {
    for (const url of ['https://dash.airdeck.test', 'http://127.0.0.1:3333']) {
      const run = await runApp(['bin/server.ts'], production({ APP_URL: url }), {
        until: /started HTTP server/,
      })
      assert.include(run.output, 'started HTTP server', url)
      assert.notInclude(run.output, 'plain http on a real host name', url)
    }
  }).timeout(120_000)

  test('the demo seed refuses to run in production', async ({ assert }) => {
    const run = await runApp(['db:seed'], production())
    assert.notEqual(run.code, 0)
    assert.include(run.output, 'The demo seed is refused in production')
  }).timeout(60_000)
})
