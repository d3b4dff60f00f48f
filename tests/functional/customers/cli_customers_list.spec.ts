import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import { airdeck, cliApiUrl, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { buildWorld } from '#tests/functional/customers/world'

test.group('CLI / airdeck customers list against the API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const configDir = useCliConfigDir(group)

  async function signInAs(user: User) {
    const token = await User.accessTokens.create(user, ['*'], { name: 'cli test' })
    await writeFile(
      join(configDir(), 'config.json'),
      JSON.stringify({
        apiUrl: cliApiUrl(),
        token: token.value!.release(),
        tokenId: token.identifier,
        email: user.email,
      })
    )
  }

  test('lists only the customers the user may read, searchable, as JSON or a table', async ({
    assert,
  }) => {
    const world = await buildWorld()
    await Customer.create({
      name: 'Customer C bis',
      groupId: world.group.id,
      country: 'BE',
      type: 2,
      vat: 'BE0987654394',
    })
    await signInAs(world.users.full)

    const json = await airdeck(configDir(), ['customers', 'list', '--json'])
    assert.equal(json.exitCode, 0, json.stderr)
    const page = JSON.parse(json.stdout)
    assert.sameMembers(
      page.data.map((c: { name: string }) => c.name),
      ['Customer C', 'Customer C bis']
    )
    assert.equal(page.meta.total, 2)

    const searched = await airdeck(configDir(), [
      'customers',
      'list',
      '--search',
      'BE 0987.654',
      '--json',
    ])
    assert.deepEqual(
      JSON.parse(searched.stdout).data.map((c: { name: string }) => c.name),
      ['Customer C bis']
    )

    const table = await airdeck(configDir(), [
      'customers',
      'list',
      '--per-page',
      '1',
      '--page',
      '2',
    ])
    assert.equal(table.exitCode, 0, table.stderr)
    assert.include(table.stdout, 'Customer C bis')
    assert.include(table.stdout, 'B2C')
    assert.include(table.stdout, 'Page 2 of 2 · 2 customers')
  })
})
