import { randomUUID } from 'node:crypto'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'

const PASSWORD = 'Airdeck-test-2026!'

async function createUser() {
  // A fresh e-mail per test: the per-e-mail login throttle lives outside the transaction.
  return User.create({
    email: `cli-${randomUUID()}@airdeck.test`,
    password: PASSWORD,
    firstname: 'Cleo',
    name: 'Line',
    lang: 'en',
  })
}

async function readConfig(configDir: string) {
  return JSON.parse(await readFile(join(configDir, 'config.json'), 'utf8'))
}

test.group('CLI against the API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)

  test('login stores a token in a 0600 file and whoami --json describes the user', async ({
    assert,
  }) => {
    const user = await createUser()

    const login = await airdeck(
      configDir(),
      ['login', '--email', user.email, '--password-stdin'],
      `${PASSWORD}\n`
    )
    assert.equal(login.exitCode, 0, login.stderr)
    assert.include(login.stdout, `Signed in as ${user.email}`)

    assert.equal((await stat(join(configDir(), 'config.json'))).mode & 0o777, 0o600)
    const config = await readConfig(configDir())
    assert.match(config.token, /^adk_/)
    assert.equal(config.email, user.email)
    assert.exists(config.tokenId)

    const whoami = await airdeck(configDir(), ['whoami', '--json'])
    assert.equal(whoami.exitCode, 0, whoami.stderr)
    const record = JSON.parse(whoami.stdout)
    assert.equal(record.email, user.email)
    assert.equal(record.id, user.id)
    assert.isFalse(record.is_admin)
    assert.equal(record.role, 'customer')
  })

  test('whoami without --json prints a summary', async ({ assert }) => {
    const user = await createUser()
    await airdeck(configDir(), ['login', '--email', user.email, '--password-stdin'], PASSWORD)

    const whoami = await airdeck(configDir(), ['whoami'])
    assert.equal(whoami.exitCode, 0, whoami.stderr)
    assert.match(whoami.stdout, /Name\s+Cleo Line/)
    assert.include(whoami.stdout, user.email)
  })

  test('a wrong password exits 4 and stores nothing', async ({ assert }) => {
    const user = await createUser()

    const login = await airdeck(
      configDir(),
      ['login', '--email', user.email, '--password-stdin'],
      'not-the-password'
    )
    assert.equal(login.exitCode, 4)
    assert.include(login.stderr, 'Login failed. Check your e-mail address and password.')
    await assert.rejects(() => stat(join(configDir(), 'config.json')))
  })

  test('an e-mail the API rejects is a usage error (exit 2) with the field message', async ({
    assert,
  }) => {
    const login = await airdeck(
      configDir(),
      ['login', '--email', 'not-an-email', '--password-stdin'],
      PASSWORD
    )
    assert.equal(login.exitCode, 2)
    assert.include(login.stderr, 'email:')
  })

  test('logout revokes the token on the server, then whoami exits 3', async ({ assert }) => {
    const user = await createUser()
    await airdeck(configDir(), ['login', '--email', user.email, '--password-stdin'], PASSWORD)
    const signedIn = await readConfig(configDir())

    const logout = await airdeck(configDir(), ['logout'])
    assert.equal(logout.exitCode, 0, logout.stderr)
    assert.notProperty(await readConfig(configDir()), 'token')

    const whoami = await airdeck(configDir(), ['whoami', '--json'])
    assert.equal(whoami.exitCode, 3)
    assert.equal(whoami.stdout, '')

    // Put the old token back: the server must reject it now.
    await writeFile(join(configDir(), 'config.json'), JSON.stringify(signedIn), { mode: 0o600 })
    const withRevokedToken = await airdeck(configDir(), ['whoami', '--json'])
    assert.equal(withRevokedToken.exitCode, 3)
    assert.include(withRevokedToken.stderr, '→ airdeck login')
  })
})
