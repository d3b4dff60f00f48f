import { test } from '@japa/runner'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'

/**
 * What only some requests or jobs need is imported when first needed, not at boot: each of these held megabytes of
 * every web process's heap while most processes never use them (docs/benchmarks.md, "Where the memory goes").
 */
const LOADED_ON_USE = [
  '@zxcvbn-ts/core', // password strength: only requests that set a password
  '@aws-sdk/client-s3', // the S3 disk: only with DRIVE_DISK=s3
  'exceljs',
  'pdf-lib',
  'sharp',
  'oidc-provider',
  'playwright',
]

test.group('Operations / a web process boots without what only some requests need', () => {
  test('none of the heavy packages is loaded when the server starts listening', async ({
    assert,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'airdeck-boot-modules-'))
    const file = join(folder, 'packages.json')
    try {
      const run = await runApp(
        ['bin/server.ts'],
        childEnvironment({
          NODE_ENV: 'production',
          APP_KEY: 'boot-modules-test-key-0123456789abcdef',
          APP_URL: 'https://dash.airdeck.test',
          DRIVE_DISK: 'fs',
          JOBS_RUN_WORKER: 'false',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          NODE_OPTIONS: '--import=./tests/helpers/record_loaded_packages.mjs',
          LOADED_PACKAGES_FILE: file,
        }),
        { until: /started HTTP server/ }
      )
      assert.include(run.output, 'started HTTP server')
      const loaded: string[] = JSON.parse(await readFile(file, 'utf8'))
      // The recorder works: the framework and the database layer are there.
      assert.includeMembers(loaded, ['@adonisjs/core', '@adonisjs/lucid'])
      assert.deepEqual(
        LOADED_ON_USE.filter((name) => loaded.includes(name)),
        []
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(90_000)
})
