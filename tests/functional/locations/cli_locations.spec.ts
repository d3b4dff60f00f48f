import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import Location from '#core/locations/models/location'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { buildLocationWorld } from './world.js'

/** The real `airdeck` binary against this suite's server; async because the server answers from this process. */
function airdeck(configDir: string, args: string[], stdin = '') {
  const env: NodeJS.ProcessEnv = { ...process.env, AIRDECK_CONFIG_DIR: configDir }
  delete env.AIRDECK_API_URL
  return new Promise<{ exitCode: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [app.makePath('cli/bin/airdeck.js'), ...args, '--api-url', `http://${process.env.HOST}:${process.env.PORT}`], { env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

test.group('CLI / airdeck locations list against the API', (group) => {
  let configDir: string
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.setup(async () => {
    configDir = await mkdtemp(join(tmpdir(), 'airdeck-cli-'))
    return () => rm(configDir, { recursive: true, force: true })
  })

  test('lists only what the user may see, with filters, as JSON and as a table', async ({ assert }) => {
    const world = await buildLocationWorld()
    await Location.create({ name: 'Standby shop', customerId: world.customerA.id, status: 'standby', city: 'Gent' })
    const user = await createUser({ email: `cli-${randomUUID()}@airdeck.test` })
    await grant(user, 'customer', world.customerA.id, ['customer_read', 'location_read'])
    const login = await airdeck(configDir, ['login', '--email', user.email, '--password-stdin'], TEST_PASSWORD)
    assert.equal(login.exitCode, 0, login.stderr)

    const all = await airdeck(configDir, ['locations', 'list', '--json'])
    assert.equal(all.exitCode, 0, all.stderr)
    const page = JSON.parse(all.stdout)
    assert.deepEqual(page.data.map((l: any) => l.name), ['Brasserie Alpha', 'Standby shop'])
    assert.equal(page.meta.total, 2)

    const filtered = await airdeck(configDir, ['locations', 'list', '--status', 'standby', '--search', 'shop', '--json'])
    assert.deepEqual(JSON.parse(filtered.stdout).data.map((l: any) => l.name), ['Standby shop'])

    const table = await airdeck(configDir, ['locations', 'list', '--customer', String(world.customerA.id)])
    assert.equal(table.exitCode, 0, table.stderr)
    assert.include(table.stdout, 'Brasserie Alpha')
    assert.include(table.stdout, 'Customer A')
    assert.notInclude(table.stdout, 'Bakery Beta')

    const bad = await airdeck(configDir, ['locations', 'list', '--status', 'exploded'])
    assert.equal(bad.exitCode, 2)
  })
})
