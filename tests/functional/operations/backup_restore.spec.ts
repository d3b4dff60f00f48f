import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { childEnvironment, serveApp } from '#tests/helpers/spawn_app'
import {
  dropDatabase,
  recreateDatabase,
  scratchDatabaseUrl,
  withDatabase,
} from '#tests/helpers/scratch_database'
import { createUser, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { HttpSession } from '#tests/helpers/http_session'

/** Runs a PostgreSQL client program (pg_dump, pg_restore) and fails with its output when it fails. */
function postgresTool(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args)
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}:\n${output}`))
    )
  })
}

/** Rows per table and each sequence's position: what a restore must bring back unchanged. */
function inventory(url: URL) {
  return withDatabase(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(table_name) as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`
    )
    const rows: Record<string, number> = {}
    for (const { name } of tables.rows)
      rows[name] = (await client.query(`select count(*)::int as n from ${name}`)).rows[0].n
    const sequences = await client.query(
      `select sequencename as name, last_value from pg_sequences where schemaname = 'public' order by 1`
    )
    return { rows, sequences: sequences.rows }
  })
}

/**
 * docs/operations.md §6 as an operator runs it: `pg_dump --format=custom` of a live database, `pg_restore` into a
 * fresh one, and a production web process started on the copy: it is ready, and an account that exists only in the
 * dump signs in with its password.
 */
test.group('Operations / a PostgreSQL backup restores into a database the app runs on', () => {
  test('pg_dump, pg_restore into a fresh database, the app serves the restored data', async ({
    assert,
  }) => {
    const source = new URL(process.env.DATABASE_URL!)
    const restored = scratchDatabaseUrl('restored')
    const folder = await mkdtemp(join(tmpdir(), 'airdeck-backup-'))
    const dump = join(folder, 'airdeck.dump')
    // Committed (not in a test transaction): pg_dump reads from its own connection.
    const user = await createUser({ email: `restore-${Date.now()}@airdeck.test` })
    let app: Awaited<ReturnType<typeof serveApp>> | undefined
    try {
      await postgresTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${dump}`,
        `--dbname=${source}`,
      ])
      await recreateDatabase(restored)
      await postgresTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${restored}`,
        dump,
      ])
      assert.deepEqual(await inventory(restored), await inventory(source))

      app = await serveApp(
        childEnvironment({
          NODE_ENV: 'production',
          APP_KEY: 'backup-restore-test-key-0123456789abcdef',
          APP_URL: 'https://dash.airdeck.test',
          DATABASE_URL: restored.toString(),
          JOBS_RUN_WORKER: 'false',
        })
      )
      const ready = await fetch(`${app.url}/rest/health/ready`)
      assert.equal(ready.status, 200, app.output())
      assert.include(await ready.json(), { status: 'ok', database: 'ok' })
      const browser = new HttpSession(app.url)
      const signIn = await browser.signIn(user.email, TEST_PASSWORD)
      assert.equal(signIn.status, 200, JSON.stringify(signIn.body))
      const me = await browser.request('GET', '/rest/users/me')
      assert.equal(me.status, 200, JSON.stringify(me.body))
      assert.include(me.body, { id: user.id, email: user.email })
    } finally {
      await app?.stop()
      await user.delete()
      await dropDatabase(restored)
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)
})
