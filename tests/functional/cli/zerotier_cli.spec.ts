import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import type { ZeroTierSimulator } from '#plugins/zerotier/simulator/simulator_api'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { networkId, settingsFor, startSimulator } from '#tests/plugins/zerotier/zerotier_target'

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
  return user
}

test.group('CLI / zerotier', (group) => {
  let simulator: ZeroTierSimulator
  let network: string
  group.setup(async () => {
    simulator = await startSimulator()
    network = networkId(simulator)
    return () => simulator.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)

  async function addController(client: any, admin: User) {
    const response = await client
      .post('/rest/controllers')
      .json({ vendor: 'zerotier', alias: 'CLI ZT', ...settingsFor(simulator) })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(201)
  }

  test('members --json lists every member; the table shows pending ones', async ({
    assert,
    client,
  }) => {
    const admin = await signedIn(configDir(), true)
    await addController(client, admin)

    const json = await airdeck(configDir(), ['zerotier', 'members', '--json'])
    assert.equal(json.exitCode, 0, json.stderr)
    const members = JSON.parse(json.stdout).filter((member: any) => member.networkId === network)
    assert.lengthOf(members, 10)
    assert.deepInclude(
      members.find((member: any) => member.name === 'venue-gw-01'),
      { authorized: true, online: true, controllerAlias: 'CLI ZT' }
    )

    const table = await airdeck(configDir(), ['zerotier', 'members', '--pending'])
    assert.equal(table.exitCode, 0, table.stderr)
    assert.include(table.stdout, 'NODE')
    assert.include(table.stdout, 'pending')
    assert.notInclude(table.stdout, 'venue-gw-01')
  })

  test('authorize <node> lets a pending node in; an unknown node exits 9', async ({
    assert,
    client,
  }) => {
    const admin = await signedIn(configDir(), true)
    await addController(client, admin)
    const joined = simulator.join(network, { name: 'cli-kassa' })

    const authorize = await airdeck(configDir(), ['zerotier', 'authorize', joined.nodeId])
    assert.equal(authorize.exitCode, 0, authorize.stderr)
    assert.include(authorize.stdout, `Node ${joined.nodeId} (cli-kassa) is authorized`)
    assert.isTrue(
      simulator.state.members(network).find((member) => member.nodeId === joined.nodeId)!.config
        .authorized
    )

    const unknown = await airdeck(configDir(), ['zerotier', 'authorize', 'ffffffffff'])
    assert.equal(unknown.exitCode, 9, unknown.stderr)
    assert.include(unknown.stderr, 'Node ffffffffff not found.')

    const usage = await airdeck(configDir(), ['zerotier', 'authorize', 'not a node'])
    assert.equal(usage.exitCode, 2)
  })

  test('a customer user is refused with the forbidden exit code (8)', async ({ assert }) => {
    await signedIn(configDir(), false)
    const members = await airdeck(configDir(), ['zerotier', 'members'])
    assert.equal(members.exitCode, 8)
    assert.include(members.stderr, 'You have no permission to perform this action.')
  })
})
