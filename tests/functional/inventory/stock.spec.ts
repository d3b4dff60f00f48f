import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Product from '#core/inventory/models/product'
import { createUser } from '#tests/helpers/fixtures'
import { inventoryWorld } from './inventory_world.js'

test.group('Inventory / stock', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('add and deduct with a reason, every change logged (who, when, how many, why), counts, stats and low stock', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    const added = await world.stock(world.switchProduct.id, 12, { note: 'PO 2026-114' })
    added.assertStatus(201)
    assert.deepEqual(added.body(), { productId: world.switchProduct.id, change: 12, quantity: 12 })
    ;(await world.stock(world.switchProduct.id, -3, { reason: 'sale' })).assertStatus(201)
    const tooMany = await world.stock(world.switchProduct.id, -10, { reason: 'sale' })
    tooMany.assertStatus(409)
    assert.equal(tooMany.body().code, 'E_STOCK_INSUFFICIENT')
    assert.equal(tooMany.body().message, 'Not enough in stock: 9 left, 10 asked.')
    assert.equal((await world.stock(world.switchProduct.id, 0)).status(), 422)
    assert.equal(
      (await world.stock(world.switchProduct.id, 1, { reason: 'allocation' })).status(),
      422,
      'allocations go through the venue'
    )

    const count = await client
      .patch(`/rest/inventory/${world.switchProduct.id}`)
      .json({ quantity: 7, lowStockThreshold: 8, note: 'yearly count' })
      .withCsrfToken()
      .loginAs(world.admin)
    count.assertStatus(200)
    assert.deepInclude(count.body(), { quantity: 7, lowStock: true, totalValueCents: 7 * 9900 })
    ;(await world.stock(world.router.id, 2)).assertStatus(201)

    const logs = await client
      .get('/rest/inventory/logs')
      .qs({ productId: world.switchProduct.id })
      .loginAs(world.admin)
    assert.deepEqual(
      logs
        .body()
        .data.map((log: any) => [
          log.change,
          log.units,
          log.quantityAfter,
          log.reason,
          log.note,
          log.userEmail,
        ]),
      [
        [-2, 2, 7, 'count', 'yearly count', world.admin.email],
        [-3, 3, 9, 'sale', null, world.admin.email],
        [12, 12, 12, 'delivery', 'PO 2026-114', world.admin.email],
      ]
    )
    const stats = await client.get('/rest/inventory/stats').loginAs(world.admin)
    assert.equal(stats.body().totalValueCents, 7 * 9900 + 2 * 45000)
    assert.deepInclude(stats.body().byVendor, { vendor: 'peplink', valueCents: 90000, units: 2 })
    assert.deepInclude(stats.body().byType, { type: 'switch', valueCents: 7 * 9900, units: 7 })
    assert.deepEqual(
      stats.body().lowStock.map((row: any) => row.model),
      ['U6-Pro', 'USW-Lite-8-PoE', 'BPL-021X'].filter((model) => model !== 'BPL-021X')
    )
    assert.equal(
      (await client.get('/rest/inventory').qs({ lowStock: true }).loginAs(world.admin)).body().meta
        .total,
      2
    )

    ;(
      await client
        .delete(`/rest/inventory/${world.switchProduct.id}`)
        .withCsrfToken()
        .loginAs(world.admin)
    ).assertStatus(409)
    ;(
      await client
        .patch(`/rest/inventory/${world.switchProduct.id}`)
        .json({ quantity: 0 })
        .withCsrfToken()
        .loginAs(world.admin)
    ).assertStatus(200)
    ;(
      await client
        .delete(`/rest/inventory/${world.switchProduct.id}`)
        .withCsrfToken()
        .loginAs(world.admin)
    ).assertStatus(204)
    ;(
      await client.get(`/rest/inventory/${world.switchProduct.id}`).loginAs(world.admin)
    ).assertStatus(404)
    ;(
      await client
        .post('/rest/inventory')
        .json({ productId: world.router.id, change: 1, reason: 'delivery' })
        .withCsrfToken()
        .loginAs(world.customer)
    ).assertStatus(403)
  })

  test('serialized products move by serial number', async ({ client, assert }) => {
    const world = await inventoryWorld(client)
    const units = [
      { serial: 'U6P-0001', mac: '74:ac:b9:00:00:01' },
      { serial: 'U6P-0002', mac: '74:ac:b9:00:00:02' },
    ]
    assert.deepInclude((await world.stock(world.ap.id, 3, { units })).body().errors[0], {
      field: 'units',
      rule: 'serial_count',
    })
    ;(await world.stock(world.ap.id, 2, { units })).assertStatus(201)
    const again = await world.stock(world.ap.id, 1, { units: [units[0]] })
    // Issue 32 item 18: the refusal names the serial number, in the user's language.
    assert.deepInclude(again.body().errors[0], {
      field: 'units',
      rule: 'serial_exists',
      message: 'Serial number U6P-0001 is already in stock',
    })
    const wrong = await world.stock(world.ap.id, -1, {
      reason: 'damaged',
      units: [{ serial: 'U6P-9999' }],
    })
    assert.deepInclude(wrong.body().errors[0], {
      field: 'units',
      rule: 'serial_not_in_stock',
      message: 'Serial number U6P-9999 is not in stock',
    })
    // Through the model: signed-in requests read the user's row from a cache that its writes renew.
    await world.admin.merge({ lang: 'nl' }).save()
    assert.equal(
      (await world.stock(world.ap.id, 1, { units: [units[0]] })).body().errors[0].message,
      'Serienummer U6P-0001 is al in voorraad'
    )
    const two = await world.stock(world.ap.id, -2, {
      reason: 'damaged',
      units: [{ serial: 'U6P-9999' }, { serial: 'U6P-9998' }],
    })
    assert.equal(
      two.body().errors[0].message,
      'Serienummers U6P-9999, U6P-9998 zijn niet in voorraad'
    )
    await world.admin.merge({ lang: 'en' }).save()
    ;(
      await world.stock(world.ap.id, -1, { reason: 'damaged', units: [{ serial: 'U6P-0002' }] })
    ).assertStatus(201)
    const rows = await db
      .from('inventory_units')
      .where('product_id', world.ap.id)
      .orderBy('serial')
      .select('serial', 'status')
    assert.deepEqual(rows, [
      { serial: 'U6P-0001', status: 'in_stock' },
      { serial: 'U6P-0002', status: 'removed' },
    ])
    assert.equal((await db.from('products').where('id', world.ap.id).firstOrFail()).quantity, 1)
  })
})

/** Outside the per-test transaction, so that the 50 requests really run on separate connections at once. */
test.group('Inventory / stock under concurrency', () => {
  test('50 parallel deductions of the last 10 units: exactly 10 succeed and the stock ends at zero', async ({
    client,
    assert,
    cleanup,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const product = await Product.create({
      name: 'Last routers',
      type: 'router',
      model: `RACE-${Date.now()}`,
      vendor: 'peplink',
      purchasePriceCents: 100,
      salePriceCents: 200,
      quantity: 10,
    })
    cleanup(async () => {
      await db.from('products').where('id', product.id).delete()
      await db.from('users').where('id', admin.id).delete()
    })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        client
          .post('/rest/inventory')
          .json({ productId: product.id, change: -1, reason: 'sale' })
          .withCsrfToken()
          .loginAs(admin)
      )
    )
    assert.equal(answers.filter((answer) => answer.status() === 201).length, 10)
    assert.equal(answers.filter((answer) => answer.status() === 409).length, 40)
    assert.equal((await db.from('products').where('id', product.id).firstOrFail()).quantity, 0)
    const logged = await db
      .from('inventory_logs')
      .where({ product_id: product.id, reason: 'sale' })
      .count('* as total')
      .firstOrFail()
    assert.equal(Number(logged.total), 10)
  })
})
