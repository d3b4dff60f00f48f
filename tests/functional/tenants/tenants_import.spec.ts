import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import Tenant from '#core/tenants/models/tenant'
import type User from '#core/users/models/user'
import { csv, tenantWorld, useOmada, type TenantWorld } from './tenant_world.js'

/** `count` valid lines after the header: tenant-1@example.be … */
function tenantLines(count: number, from = 1) {
  return Array.from(
    { length: count },
    (_, index) => `Tenant ${from + index},tenant-${from + index}@example.be`
  )
}

function upload(
  client: ApiClient,
  world: TenantWorld,
  file: Buffer,
  options: { dryRun?: boolean; user?: User; name?: string } = {}
) {
  const request = client
    .post(`${world.url}/tenants/import`)
    .file('file', file, { filename: options.name ?? 'tenants.csv', contentType: 'text/csv' })
    .withCsrfToken()
    .loginAs(options.user ?? world.editor)
  return options.dryRun ? request.qs({ dryRun: 1 }) : request
}

const countTenants = async (world: TenantWorld) =>
  (await Tenant.query().where('location_id', world.location.id)).length

test.group('Tenants / CSV import, all or nothing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const omada = useOmada(group)

  test('a header other than exactly name,email is the wrong format on line 1; nothing is written', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    for (const header of ['name;email;room', 'email,name', 'naam,email', 'name', '']) {
      const response = await upload(client, world, csv([header, ...tenantLines(3)]))
      response.assertStatus(422)
      assert.equal(response.body().code, 'E_TENANT_CSV_WRONG_FORMAT', header)
      assert.include(response.body().message, 'line 1')
      assert.deepInclude(response.body().errors[0], { field: 'file', rule: 'csv_format', line: 1 })
    }
    assert.equal(await countTenants(world), 0)
  })

  test('a bad e-mail on line 57 is named by its line, with every other problem; nothing is written', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const lines = ['name,email', ...tenantLines(199)]
    lines[56] = 'Broken Tenant,broken-at-example.be'
    lines[120] = 'Three,columns,here'
    const response = await upload(client, world, csv(lines))
    response.assertStatus(422)
    assert.equal(response.body().code, 'E_TENANT_CSV_WRONG_FORMAT')
    const errors = response.body().errors.map((error: any) => [error.line, error.rule])
    assert.deepEqual(errors, [
      [57, 'csv_email'],
      [121, 'csv_format'],
    ])
    assert.equal(
      response.body().errors[0].message,
      'Line 57: “broken-at-example.be” is not a valid e-mail address'
    )
    assert.equal(await countTenants(world), 0)

    lines[120] = 'Tenant 120,tenant-120@example.be'
    const content = await upload(client, world, csv(lines))
    assert.equal(content.body().code, 'E_TENANT_CSV_INVALID')
    assert.include(content.body().message, '1 line of the file is not valid')
    assert.equal(await countTenants(world), 0)
  })

  test('a quoted name may hold a comma and a line break (RFC 4180); later lines keep their own numbers (issue 30)', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const lines = [
      'name,email',
      '"Janssens, Ann",ann@example.be',
      '"Peeters',
      'Bob",bob@example.be',
      'Broken,broken-at-example.be',
    ]
    const refused = await upload(client, world, csv(lines))
    refused.assertStatus(422)
    assert.deepEqual(
      refused.body().errors.map((error: any) => [error.line, error.rule]),
      [[5, 'csv_email']]
    )
    const done = await upload(client, world, csv(lines.slice(0, 4)))
    done.assertStatus(201)
    const names = (await Tenant.query().where('location_id', world.location.id).orderBy('id')).map(
      (tenant) => tenant.name
    )
    assert.deepEqual(names, ['Janssens, Ann', 'Peeters\nBob'])
  })

  test('duplicates inside the file and against the tenants of the venue, by line', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    await client
      .post(`${world.url}/tenants`)
      .json({ name: 'Existing', email: 'tenant-5@example.be' })
      .withCsrfToken()
      .loginAs(world.editor)
    const lines = ['name,email', ...tenantLines(10)]
    lines.push('Again,TENANT-3@example.be')
    const response = await upload(client, world, csv(lines))
    response.assertStatus(422)
    assert.deepEqual(
      response.body().errors.map((error: any) => [error.line, error.rule, error.message]),
      [
        [6, 'csv_exists', 'Line 6: a tenant with tenant-5@example.be already exists'],
        [12, 'csv_duplicate', 'Line 12: TENANT-3@example.be is already on line 4'],
      ]
    )
    assert.equal(await countTenants(world), 1)
  })

  test('a dry run checks and writes nothing; the import then writes every line, pending for the night', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const file = csv([
      '\uFEFFname;email',
      '"Peeters; Jan";jan@example.be',
      'Émilie Dubois;emilie@example.be',
      '',
      'Zoë;zoe@example.be',
    ])
    const dry = await upload(client, world, file, { dryRun: true })
    dry.assertStatus(200)
    assert.deepEqual(dry.body(), { dryRun: true, count: 3, imported: 0 })
    assert.equal(await countTenants(world), 0)

    await upload(client, world, file, { user: world.reader }).then((r) => r.assertStatus(403))
    const imported = await upload(client, world, file)
    imported.assertStatus(201)
    assert.deepEqual(imported.body(), { dryRun: false, count: 3, imported: 3 })
    const tenants = await Tenant.query().where('location_id', world.location.id).orderBy('id')
    assert.deepEqual(
      tenants.map((t) => [t.name, t.email, t.status, t.vlan]),
      [
        ['Peeters; Jan', 'jan@example.be', 'pending_creation', 40],
        ['Émilie Dubois', 'emilie@example.be', 'pending_creation', 40],
        ['Zoë', 'zoe@example.be', 'pending_creation', 40],
      ]
    )
    assert.isTrue(
      tenants.every((t) => t.passphrase.length >= 12 && t.createAfter.toMillis() > Date.now())
    )
    assert.equal(new Set(tenants.map((t) => t.passphrase)).size, 3)
    const again = await upload(client, world, file)
    assert.deepEqual(
      again.body().errors.map((error: any) => error.rule),
      ['csv_exists', 'csv_exists', 'csv_exists']
    )
  })

  test('the file: at most 500 KB, a .csv, present; a header without tenants is the wrong format', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const big = await upload(client, world, Buffer.alloc(501 * 1024, 'a'))
    big.assertStatus(422)
    assert.equal(big.body().code, 'E_FILE_TOO_LARGE')
    const type = await upload(client, world, csv(['name,email', ...tenantLines(1)]), {
      name: 'tenants.xlsx',
    })
    assert.deepEqual(
      type.body().errors.map((e: any) => e.rule),
      ['csv_file']
    )
    const missing = await client
      .post(`${world.url}/tenants/import`)
      .withCsrfToken()
      .loginAs(world.editor)
    assert.deepEqual(
      missing.body().errors.map((e: any) => `${e.field}:${e.rule}`),
      ['file:required']
    )
    const empty = await upload(client, world, csv(['name,email']))
    assert.equal(empty.body().code, 'E_TENANT_CSV_WRONG_FORMAT')
  })

  test('10,000 tenants in one file are imported in one go', async ({ client, assert }) => {
    const world = await tenantWorld(client, omada())
    const file = csv(['name,email', ...tenantLines(10_000)])
    assert.isBelow(file.length, 500 * 1024)
    const imported = await upload(client, world, file)
    imported.assertStatus(201)
    assert.equal(imported.body().imported, 10_000)
    assert.equal(await countTenants(world), 10_000)
    const listed = await client
      .get(`${world.url}/pendingtenants`)
      .qs({ perPage: 5 })
      .withCsrfToken()
      .loginAs(world.editor)
    assert.equal(listed.body().meta.total, 10_000)
  }).timeout(120_000)
})
