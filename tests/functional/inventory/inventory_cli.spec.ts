import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { TEST_PASSWORD } from '#tests/helpers/fixtures'
import { airdeck, useCliConfigDir } from '#tests/helpers/airdeck_cli'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { inventoryWorld } from './inventory_world.js'

test.group('CLI / airdeck inventory (CLI → API → database)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const configDir = useCliConfigDir(group)

  test('import a delivery (a bad line is named, exit 2, nothing written), then deduct past zero (exit 10) and export', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    const login = await airdeck(
      configDir(),
      ['login', '--email', world.admin.email, '--password-stdin'],
      TEST_PASSWORD
    )
    assert.equal(login.exitCode, 0, login.stderr)
    const folder = await mkdtemp(join(tmpdir(), 'inventory-csv-'))
    try {
      const lines = [
        'ean,sku,quantity,note',
        `${world.switchProduct.ean},,20,PO-77`,
        ',PEP-20X,4,PO-77',
      ]
      const bad = join(folder, 'bad.csv')
      await writeFile(bad, [...lines, ',PEP-20X,many,PO-77'].join('\n') + '\n')
      const refused = await airdeck(configDir(), ['inventory', 'import', bad])
      assert.equal(refused.exitCode, 2, refused.stderr)
      assert.include(refused.stderr, 'Line 4: “many” is not a valid quantity')
      assert.include(refused.stderr, 'Nothing was imported')
      assert.equal(
        (await db.from('products').where('id', world.switchProduct.id).firstOrFail()).quantity,
        0
      )

      const good = join(folder, 'delivery.csv')
      await writeFile(good, lines.join('\n') + '\n')
      const imported = await airdeck(configDir(), ['inventory', 'import', good])
      assert.equal(imported.exitCode, 0, imported.stderr)
      assert.include(imported.stdout, 'Imported 2 lines, 2 products, 24 units: added to stock.')

      const tooMany = await airdeck(configDir(), [
        'inventory',
        'deduct',
        world.switchProduct.ean,
        '21',
      ])
      assert.equal(tooMany.exitCode, 10)
      assert.include(tooMany.stderr, 'Not enough in stock: 20 left, 21 asked.')

      const exported = await airdeck(configDir(), ['inventory', 'export'])
      assert.equal(exported.exitCode, 0, exported.stderr)
      assert.include(exported.stdout, 'id,name,type,model,vendor,ean,sku,quantity')
      assert.include(
        exported.stdout,
        `USW-Lite-8-PoE,unifi,${world.switchProduct.ean},,20,9900,13900,198000`
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)

  test('a Dutch admin: every bad line of a file in one run and in Dutch, a Dutch summary (issue 32 item 11)', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    await world.admin.merge({ lang: 'nl' }).save()
    const login = await airdeck(
      configDir(),
      ['login', '--email', world.admin.email, '--password-stdin'],
      TEST_PASSWORD
    )
    assert.equal(login.exitCode, 0, login.stderr)
    const folder = await mkdtemp(join(tmpdir(), 'inventory-csv-'))
    try {
      const bad = join(folder, 'bad.csv')
      await writeFile(
        bad,
        [
          'sku,model,quantity,serial',
          'PEP-20X,,veel,',
          'NO-SUCH-SKU,,1,',
          ',U6-Pro,1,U6P-9',
          ',U6-Pro,1,U6P-9',
        ].join('\n') + '\n'
      )
      const refused = await airdeck(configDir(), ['inventory', 'import', bad])
      assert.equal(refused.exitCode, 2, refused.stderr)
      for (const line of [2, 3, 5]) assert.include(refused.stderr, `Regel ${line}: `)
      assert.include(refused.stderr, 'serienummer U6P-9')
      assert.include(refused.stderr, 'Er werd niets geïmporteerd')
      assert.notInclude(refused.stderr, 'Nothing was imported')

      const good = join(folder, 'delivery.csv')
      await writeFile(good, ['sku,quantity', 'PEP-20X,4'].join('\n') + '\n')
      const imported = await airdeck(configDir(), ['inventory', 'import', good])
      assert.equal(imported.exitCode, 0, imported.stderr)
      assert.include(
        imported.stdout,
        '1 regel, 1 product, 4 stuks geïmporteerd: aan de voorraad toegevoegd.'
      )
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }).timeout(60_000)

  test('a deduction run again with the same --idempotency-key deducts once (issue 30)', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    ;(await world.stock(world.switchProduct.id, 10)).assertStatus(201)
    const login = await airdeck(
      configDir(),
      ['login', '--email', world.admin.email, '--password-stdin'],
      TEST_PASSWORD
    )
    assert.equal(login.exitCode, 0, login.stderr)
    const deduct = ['inventory', 'deduct', String(world.switchProduct.id), '3']
    const key = ['--idempotency-key', 'till-7-sale-118']
    for (let run = 0; run < 2; run++) {
      const result = await airdeck(configDir(), [...deduct, ...key])
      assert.equal(result.exitCode, 0, result.stderr)
      assert.include(result.stdout, 'In stock now: 7.')
    }
    const quantity = async () =>
      (await db.from('products').where('id', world.switchProduct.id).firstOrFail()).quantity
    assert.equal(await quantity(), 7)
    assert.equal((await airdeck(configDir(), deduct)).exitCode, 0, 'a new key is a new deduction')
    assert.equal(await quantity(), 4)
  }).timeout(60_000)
})
