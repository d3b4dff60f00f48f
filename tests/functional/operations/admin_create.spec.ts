import { test } from '@japa/runner'
import { childEnvironment, runApp } from '#tests/helpers/spawn_app'
import {
  dropDatabase,
  recreateDatabase,
  scratchDatabaseUrl,
  withDatabase,
} from '#tests/helpers/scratch_database'

const url = scratchDatabaseUrl('admin_create')
const STRONG = 'Operator-first-2026!'

/** A production installation without the demo, as an operator has it before the first sign-in. */
function production(overrides: Record<string, string | undefined> = {}) {
  return childEnvironment({
    NODE_ENV: 'production',
    APP_KEY: 'admin-create-test-key-0123456789abcdef',
    APP_URL: 'https://dash.airdeck.test',
    DATABASE_URL: url.toString(),
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    ADMIN_FIRSTNAME: undefined,
    ADMIN_NAME: undefined,
    ...overrides,
  })
}

const admins = () =>
  withDatabase(url, async (client) => {
    const { rows } = await client.query(
      'select email, firstname, name, is_admin, password from users order by id'
    )
    return rows as Array<{ email: string; is_admin: boolean; password: string }>
  })

test.group('Operations / node ace admin:create', (group) => {
  group.setup(async () => {
    await recreateDatabase(url)
    const migrated = await runApp(['migration:run', '--force'], production(), {
      timeoutMs: 120_000,
    })
    if (migrated.code !== 0) throw new Error(migrated.output)
    return () => dropDatabase(url)
  })
  group.each.setup(async () => {
    await withDatabase(url, (client) => client.query('truncate users cascade'))
  })

  test('creates the first admin from flags, with a hashed password and an audit entry', async ({
    assert,
  }) => {
    const run = await runApp(
      ['admin:create', '--email=Ops@Example.test', '--firstname=Olga', '--name=Operator'],
      production({ ADMIN_PASSWORD: STRONG })
    )
    assert.equal(run.code, 0, run.output)
    assert.include(run.output, 'Admin ops@example.test created')
    const [admin] = await admins()
    assert.include(admin, { email: 'ops@example.test', is_admin: true })
    assert.notEqual(admin.password, STRONG)
    const audit = await withDatabase(url, (client) =>
      client.query("select actor_email from audit_logs where action = 'user.admin_created'")
    )
    assert.deepEqual(audit.rows, [{ actor_email: 'ops@example.test' }])
  }).timeout(60_000)

  test('creates it from the environment alone', async ({ assert }) => {
    const run = await runApp(
      ['admin:create'],
      production({
        ADMIN_EMAIL: 'env@example.test',
        ADMIN_PASSWORD: STRONG,
        ADMIN_FIRSTNAME: 'Eve',
        ADMIN_NAME: 'Nvironment',
      })
    )
    assert.equal(run.code, 0, run.output)
    assert.deepEqual(
      (await admins()).map((row) => row.email),
      ['env@example.test']
    )
  }).timeout(60_000)

  test('refuses a second admin unless --another (or --force) is given', async ({ assert }) => {
    const first = production({ ADMIN_PASSWORD: STRONG, ADMIN_FIRSTNAME: 'A', ADMIN_NAME: 'B' })
    assert.equal((await runApp(['admin:create', '--email=one@example.test'], first)).code, 0)

    const refused = await runApp(['admin:create', '--email=two@example.test'], first)
    assert.equal(refused.code, 1)
    assert.include(refused.output, 'An admin already exists (one@example.test)')
    assert.lengthOf(await admins(), 1)

    const another = await runApp(['admin:create', '--email=two@example.test', '--another'], first)
    assert.equal(another.code, 0, another.output)
    const forced = await runApp(['admin:create', '--email=three@example.test', '--force'], first)
    assert.equal(forced.code, 0, forced.output)
    assert.deepEqual(
      (await admins()).map((row) => row.email),
      ['one@example.test', 'two@example.test', 'three@example.test']
    )

    const taken = await runApp(['admin:create', '--email=two@example.test', '--another'], first)
    assert.equal(taken.code, 1)
    assert.include(taken.output, 'already exists')
  }).timeout(120_000)

  test('validates e-mail and password with the registration rules', async ({ assert }) => {
    const names = { ADMIN_FIRSTNAME: 'A', ADMIN_NAME: 'B' }
    const badEmail = await runApp(
      ['admin:create', '--email=not-an-address'],
      production({ ...names, ADMIN_PASSWORD: STRONG })
    )
    assert.equal(badEmail.code, 1)
    assert.match(badEmail.output, /email: .*valid email/i)

    const weak = await runApp(
      ['admin:create', '--email=weak@example.test'],
      production({ ...names, ADMIN_PASSWORD: 'password1' })
    )
    assert.equal(weak.code, 1)
    assert.include(weak.output, 'upper-case letter')
    assert.include(weak.output, 'special character')

    const missing = await runApp(['admin:create'], production())
    assert.equal(missing.code, 1, 'without a terminal, missing values are refused, not asked')
    assert.include(missing.output, 'email')
    assert.lengthOf(await admins(), 0)
  }).timeout(120_000)
})
