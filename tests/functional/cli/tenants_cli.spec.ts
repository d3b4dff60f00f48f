import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Tenant from '#core/tenants/models/tenant'
import User from '#core/users/models/user'
import { grant } from '#tests/helpers/fixtures'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { tenantWorld, useOmada } from '../tenants/tenant_world.js'

const PASSWORD = 'Airdeck-test-2026!'

test.group('CLI / tenants import', (group) => {
  const omada = useOmada(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)
  let files = ''
  group.each.setup(async () => {
    files = await mkdtemp(join(tmpdir(), 'tenants-csv-'))
    return () => rm(files, { recursive: true, force: true })
  })

  async function signedInEditor(locationId: number) {
    const user = await User.create({
      email: `cli-${randomUUID()}@airdeck.test`,
      password: PASSWORD,
      firstname: 'Ops',
      name: 'Cli',
      lang: 'en',
    })
    await grant(user, 'location', locationId, ['location_read', 'location_update'])
    const login = await airdeck(
      configDir(),
      ['login', '--email', user.email, '--password-stdin'],
      PASSWORD
    )
    if (login.exitCode !== 0) throw new Error(`login failed: ${login.stderr}`)
  }

  async function csv(name: string, lines: string[]) {
    const path = join(files, name)
    await writeFile(path, lines.join('\n') + '\n')
    return path
  }

  test('a 200-line file with one bad line: the line is named, nothing written (exit 2); fixed, a dry run then the import', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    await signedInEditor(world.location.id)
    const lines = [
      'name,email',
      ...Array.from(
        { length: 200 },
        (_, index) => `Tenant ${index + 1},tenant-${index + 1}@example.be`
      ),
    ]
    lines[57] = 'Tenant 57,tenant-57-at-example.be'
    const bad = await airdeck(configDir(), [
      'tenants',
      'import',
      String(world.location.id),
      await csv('bad.csv', lines),
    ])
    assert.equal(bad.exitCode, 2, bad.stderr)
    assert.include(bad.stderr, 'Line 58: “tenant-57-at-example.be” is not a valid e-mail address')
    assert.include(bad.stderr, 'Nothing was imported')
    assert.lengthOf(await Tenant.query().where('location_id', world.location.id), 0)

    lines[57] = 'Tenant 57,tenant-57@example.be'
    const fixed = await csv('fixed.csv', lines)
    const dry = await airdeck(configDir(), [
      'tenants',
      'import',
      String(world.location.id),
      fixed,
      '--dry-run',
      '--json',
    ])
    assert.equal(dry.exitCode, 0, dry.stderr)
    assert.deepEqual(JSON.parse(dry.stdout), { dryRun: true, count: 200, imported: 0 })
    assert.lengthOf(await Tenant.query().where('location_id', world.location.id), 0)

    const done = await airdeck(configDir(), ['tenants', 'import', String(world.location.id), fixed])
    assert.equal(done.exitCode, 0, done.stderr)
    assert.include(done.stdout, `200 tenants imported into location ${world.location.id}`)
    assert.lengthOf(
      await Tenant.query()
        .where('location_id', world.location.id)
        .where('status', 'pending_creation'),
      200
    )
  }).timeout(60_000)

  test('a location the user cannot see exits 9', async ({ client, assert }) => {
    const world = await tenantWorld(client, omada())
    await signedInEditor(world.location.id)
    const other = await tenantWorld(client, omada())
    const denied = await airdeck(configDir(), [
      'tenants',
      'import',
      String(other.location.id),
      await csv('one.csv', ['name,email', 'Jan,jan@example.be']),
    ])
    assert.equal(denied.exitCode, 9, denied.stderr)
  }).timeout(60_000)
})
