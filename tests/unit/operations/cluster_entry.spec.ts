import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'

const root = new URL('../../../', import.meta.url).pathname

/** Runs bin/cluster.ts with only the given variables (no .env reaches its primary process). */
function startCluster(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import=@poppinss/ts-exec', 'bin/cluster.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

test.group('bin/cluster: what several web processes need', () => {
  test('refuses more than one web process without Redis, saying why', ({ assert }) => {
    const run = startCluster({ DATABASE_URL: 'postgres://127.0.0.1:1/none', WEB_PROCESSES: '2' })
    assert.equal(run.status, 1)
    assert.include(run.stderr, 'needs REDIS_URL for more than one web process')
  })

  test('refuses to run without PostgreSQL', ({ assert }) => {
    const run = startCluster({ WEB_PROCESSES: '2', REDIS_URL: 'redis://127.0.0.1:1' })
    assert.equal(run.status, 1)
    assert.include(run.stderr, 'needs DATABASE_URL')
  })
})
