import { test } from '@japa/runner'
import pg from 'pg'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'

/** A database of its own beside the test database, created empty for each round. */
function freshDatabaseUrl() {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `${url.pathname}_migrations`
  return url
}

async function recreate(url: URL) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const name = decodeURIComponent(url.pathname.slice(1)).replaceAll('"', '""')
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

/**
 * Every `npm start` runs `node ace migration:run --force`; two processes started at once failed with "unable to
 * release database lock" (Lucid's lock on a pooled connection). They now take turns: both succeed, once each.
 */
test.group('Operations / two migration runs at the same moment', () => {
  test('both succeed on a fresh database, round after round', async ({ assert }) => {
    const url = freshDatabaseUrl()
    const environment = childEnvironment({
      NODE_ENV: 'production',
      APP_KEY: 'concurrent-migrations-test-key-0123456789',
      APP_URL: 'https://dash.airdeck.test',
      DATABASE_URL: url.toString(),
    })
    for (let round = 1; round <= 5; round++) {
      await recreate(url)
      const runs = await Promise.all([
        runApp(['migration:run', '--force'], environment, { timeoutMs: 120_000 }),
        runApp(['migration:run', '--force'], environment, { timeoutMs: 120_000 }),
      ])
      for (const run of runs) assert.equal(run.code, 0, `round ${round}:\n${run.output}`)
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      try {
        const { rows } = await client.query(
          'select name, count(*)::int as times from adonis_schema group by name having count(*) > 1'
        )
        assert.deepEqual(rows, [], `round ${round}: a migration ran twice`)
      } finally {
        await client.end()
      }
    }
    await recreate(url)
  }).timeout(600_000)
})
