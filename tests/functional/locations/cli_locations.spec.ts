import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Location from '#core/locations/models/location'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { createUser, grant, TEST_PASSWORD } from '#tests/helpers/fixtures'
import { buildLocationWorld } from './world.js'

test.group('CLI / airdeck locations list against the API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)

  test('lists only what the user may see, with filters, as JSON and as a table', async ({
    assert,
  }) => {
    const world = await buildLocationWorld()
    await Location.create({
      name: 'Standby shop',
      customerId: world.customerA.id,
      status: 'standby',
      city: 'Gent',
    })
    const user = await createUser({ email: `cli-${randomUUID()}@airdeck.test` })
    await grant(user, 'customer', world.customerA.id, ['customer_read', 'location_read'])
    const login = await airdeck(
      configDir(),
      ['login', '--email', user.email, '--password-stdin'],
      TEST_PASSWORD
    )
    assert.equal(login.exitCode, 0, login.stderr)

    const all = await airdeck(configDir(), ['locations', 'list', '--json'])
    assert.equal(all.exitCode, 0, all.stderr)
    const page = JSON.parse(all.stdout)
    assert.deepEqual(
      page.data.map((l: any) => l.name),
      ['Brasserie Alpha', 'Standby shop']
    )
    assert.equal(page.meta.total, 2)

    const filtered = await airdeck(configDir(), [
      'locations',
      'list',
      '--status',
      'standby',
      '--search',
      'shop',
      '--json',
    ])
    assert.deepEqual(
      JSON.parse(filtered.stdout).data.map((l: any) => l.name),
      ['Standby shop']
    )

    const table = await airdeck(configDir(), [
      'locations',
      'list',
      '--customer',
      String(world.customerA.id),
    ])
    assert.equal(table.exitCode, 0, table.stderr)
    assert.include(table.stdout, 'Brasserie Alpha')
    assert.include(table.stdout, 'Customer A')
    assert.notInclude(table.stdout, 'Bakery Beta')

    const bad = await airdeck(configDir(), ['locations', 'list', '--status', 'exploded'])
    assert.equal(bad.exitCode, 2)
  })
})
