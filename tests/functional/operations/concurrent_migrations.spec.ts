import { test } from '@japa/runner'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'
import {
  dropDatabase,
  recreateDatabase,
  scratchDatabaseUrl,
  withDatabase,
} from '#tests/helpers/scratch_database'

/**
 * Every `npm start` runs `node ace migration:run --force`; two processes started at once failed with "unable to
 * release database lock" (Lucid's lock on a pooled connection). They now take turns: both succeed, once each.
 */
test.group('Operations / two migration runs at the same moment', () => {
  test('both succeed on a fresh database, round after round', async ({ assert }) => {
    const url = scratchDatabaseUrl('migrations')
    const environment = childEnvironment({
      NODE_ENV: 'production',
      APP_KEY: 'concurrent-migrations-test-key-0123456789',
      APP_URL: 'https://dash.airdeck.test',
      DATABASE_URL: url.toString(),
    })
    for (let round = 1; round <= 5; round++) {
      await recreateDatabase(url)
      const runs = await Promise.all([
        runApp(['migration:run', '--force'], environment, { timeoutMs: 120_000 }),
        runApp(['migration:run', '--force'], environment, { timeoutMs: 120_000 }),
      ])
      for (const run of runs) assert.equal(run.code, 0, `round ${round}:\n${run.output}`)
      const { rows } = await withDatabase(url, (client) =>
        client.query(
          'select name, count(*)::int as times from adonis_schema group by name having count(*) > 1'
        )
      )
      assert.deepEqual(rows, [], `round ${round}: a migration ran twice`)
    }
    await dropDatabase(url)
  }).timeout(600_000)
})
