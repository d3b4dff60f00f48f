import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import { buildWorld } from '#tests/functional/customers/world'

/** Runs the real `airdeck` binary against this suite's server (async: the server answers from this process). */
function airdeck(configDir: string, args: string[]): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  const apiUrl = `http://${process.env.HOST}:${process.env.PORT}`
  const env: NodeJS.ProcessEnv = { ...process.env, AIRDECK_CONFIG_DIR: configDir }
  delete env.AIRDECK_API_URL
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [app.makePath('cli/bin/airdeck.js'), ...args, '--api-url', apiUrl], { env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }))
    child.stdin.end()
  })
}

test.group('CLI / airdeck customers list against the API', (group) => {
  let configDir: string
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'airdeck-cli-'))
    return () => rm(configDir, { recursive: true, force: true })
  })

  async function signInAs(user: User) {
    const token = await User.accessTokens.create(user, ['*'], { name: 'cli test' })
    const apiUrl = `http://${process.env.HOST}:${process.env.PORT}`
    await writeFile(join(configDir, 'config.json'), JSON.stringify({ apiUrl, token: token.value!.release(), tokenId: token.identifier, email: user.email }))
  }

  test('lists only the customers the user may read, searchable, as JSON or a table', async ({ assert }) => {
    const world = await buildWorld()
    await Customer.create({ name: 'Customer C bis', groupId: world.group.id, country: 'BE', type: 2, vat: 'BE0987654394' })
    await signInAs(world.users.full)

    const json = await airdeck(configDir, ['customers', 'list', '--json'])
    assert.equal(json.exitCode, 0, json.stderr)
    const page = JSON.parse(json.stdout)
    assert.sameMembers(page.data.map((c: { name: string }) => c.name), ['Customer C', 'Customer C bis'])
    assert.equal(page.meta.total, 2)

    const searched = await airdeck(configDir, ['customers', 'list', '--search', 'BE 0987.654', '--json'])
    assert.deepEqual(JSON.parse(searched.stdout).data.map((c: { name: string }) => c.name), ['Customer C bis'])

    const table = await airdeck(configDir, ['customers', 'list', '--per-page', '1', '--page', '2'])
    assert.equal(table.exitCode, 0, table.stderr)
    assert.include(table.stdout, 'Customer C bis')
    assert.include(table.stdout, 'B2C')
    assert.include(table.stdout, 'Page 2 of 2 · 2 customers')
  })
})
