import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import AdminCreate from '#kernel/commands/admin_create'
import User from '#core/users/models/user'
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

  test('without a terminal, missing values are refused, not asked', async ({ assert }) => {
    const missing = await runApp(['admin:create'], production())
    assert.equal(missing.code, 1, 'without a terminal, missing values are refused, not asked')
    assert.include(missing.output, 'email')
    assert.lengthOf(await admins(), 0)
  }).timeout(60_000)
})

/**
 * The command's rules, run in this process (`ace.create`): a process start per case cost 2.5–8 s, and the group above
 * already runs the real process in production. Inside the test's transaction, where no user is an admin yet.
 */
test.group('Operations / node ace admin:create, its rules', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    await db.from('users').where('is_admin', true).update({ is_admin: false })
    ace.ui.switchMode('raw')
    return async () => {
      ace.ui.switchMode('normal')
      await rollback()
    }
  })

  const names = ['--firstname=A', '--name=B']
  const adminEmails = async () =>
    (await User.query().where('is_admin', true).orderBy('id')).map((user) => user.email)

  test('creates it from the environment alone', async ({ assert }) => {
    const saved = { ...process.env }
    Object.assign(process.env, {
      ADMIN_EMAIL: 'env@example.test',
      ADMIN_PASSWORD: STRONG,
      ADMIN_FIRSTNAME: 'Eve',
      ADMIN_NAME: 'Nvironment',
    })
    try {
      const command = await runInProcess([])
      command.assertSucceeded()
    } finally {
      for (const name of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_FIRSTNAME', 'ADMIN_NAME'])
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
    }
    assert.deepEqual(await adminEmails(), ['env@example.test'])
  })

  test('refuses a second admin unless --another (or --force) is given', async ({ assert }) => {
    const password = `--password=${STRONG}`
    ;(await runInProcess(['--email=one@example.test', password, ...names])).assertSucceeded()

    const refused = await runInProcess(['--email=two@example.test', password, ...names])
    refused.assertFailed()
    assert.include(logs(refused), 'An admin already exists (one@example.test)')
    assert.deepEqual(await adminEmails(), ['one@example.test'])

    const another = ['--email=two@example.test', password, ...names, '--another']
    ;(await runInProcess(another)).assertSucceeded()
    const forced = ['--email=three@example.test', password, ...names, '--force']
    ;(await runInProcess(forced)).assertSucceeded()
    assert.deepEqual(await adminEmails(), [
      'one@example.test',
      'two@example.test',
      'three@example.test',
    ])

    const taken = await runInProcess(another)
    taken.assertFailed()
    assert.include(logs(taken), 'already exists')
  })

  test('validates e-mail and password with the registration rules', async ({ assert }) => {
    const badEmail = await runInProcess([
      '--email=not-an-address',
      `--password=${STRONG}`,
      ...names,
    ])
    badEmail.assertFailed()
    assert.match(logs(badEmail), /email: .*valid email/i)

    const weak = await runInProcess(['--email=weak@example.test', '--password=password1', ...names])
    weak.assertFailed()
    assert.include(logs(weak), 'upper-case letter')
    assert.include(logs(weak), 'special character')
    assert.deepEqual(await adminEmails(), [])
  })
})

async function runInProcess(args: string[]) {
  const command = await ace.create(AdminCreate, args)
  await command.exec()
  return command
}

function logs(command: AdminCreate) {
  return command.logger
    .getLogs()
    .map((entry) => entry.message)
    .join('\n')
}
