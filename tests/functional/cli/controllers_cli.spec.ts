import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { buildNetworkWorld, useSimulator } from '#tests/functional/network/network_world'

const PASSWORD = 'Airdeck-test-2026!'

async function signedIn(configDir: string, isAdmin: boolean) {
  const user = await User.create({
    email: `cli-${randomUUID()}@airdeck.test`,
    password: PASSWORD,
    firstname: 'Ops',
    name: 'Cli',
    lang: 'en',
    isAdmin,
  })
  const login = await airdeck(
    configDir,
    ['login', '--email', user.email, '--password-stdin'],
    PASSWORD
  )
  if (login.exitCode !== 0) throw new Error(`login failed: ${login.stderr}`)
}

test.group('CLI / controllers', (group) => {
  const sim = useSimulator(group)

  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)

  test('list --json and sync --all --json report what the controller holds', async ({
    assert,
    client,
  }) => {
    const { controller } = await buildNetworkWorld(client, sim())
    await signedIn(configDir(), true)

    const list = await airdeck(configDir(), ['controllers', 'list', '--json'])
    assert.equal(list.exitCode, 0, list.stderr)
    const listed = JSON.parse(list.stdout)
    assert.deepInclude(
      listed.map((item: { id: number; alias: string }) => ({ id: item.id, alias: item.alias })),
      { id: controller.id, alias: 'Test controller' }
    )

    const sync = await airdeck(configDir(), ['controllers', 'sync', '--all', '--json'])
    assert.equal(sync.exitCode, 0, sync.stderr)
    const [summary] = JSON.parse(sync.stdout)
    const devices = sim().state.devices('default').length
    assert.deepInclude(summary, {
      controllerId: controller.id,
      status: 'connected',
      boundSites: 1,
      devices,
    })
    assert.isAbove(summary.clients, 0)
    assert.deepEqual(summary.failures, [])
  })

  test('a controller that refuses the credentials makes sync exit 7, with the reason', async ({
    assert,
    client,
  }) => {
    const { controller } = await buildNetworkWorld(client, sim())
    await signedIn(configDir(), true)
    sim().faults.wrongCredentials = true
    sim().faults.expireSessions()

    const sync = await airdeck(configDir(), ['controllers', 'sync', String(controller.id)])
    assert.equal(sync.exitCode, 7, sync.stderr)
    assert.include(sync.stdout, `#${controller.id} Test controller`)
    assert.include(sync.stdout, '1 failure')
    assert.include(sync.stderr, 'controller syncs failed')
  })

  test('a customer user is refused with the forbidden exit code (8)', async ({ assert }) => {
    await signedIn(configDir(), false)
    const sync = await airdeck(configDir(), ['controllers', 'sync', '--all'])
    assert.equal(sync.exitCode, 8)
    assert.include(sync.stderr, 'You have no permission to perform this action.')
  })

  test('an unknown controller is named in the message, exit 9', async ({ assert }) => {
    await signedIn(configDir(), true)
    const sync = await airdeck(configDir(), ['controllers', 'sync', '999999'])
    assert.equal(sync.exitCode, 9, sync.stderr)
    assert.include(sync.stderr, 'Controller 999999 not found.')
    assert.notInclude(sync.stderr, 'Is this an Airdeck API')
  })
})
