import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ean13, inventoryWorld } from './inventory_world.js'

test.group('Inventory / products and suppliers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('products: EAN check digit, unique codes, cents, own brand linked to an inventory product, search, not found', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    const post = (body: Record<string, unknown>) =>
      client
        .post('/rest/products')
        .json(body)
        .withCsrfToken()
        .loginAs(world.admin)
        .header('accept-language', 'en')
    const base = {
      name: 'Omada EAP650',
      type: 'access_point',
      model: 'EAP650',
      vendor: 'omada',
      purchasePriceCents: 8900,
      salePriceCents: 12900,
    }

    const badEan = await post({ ...base, ean: '5412345678901' })
    badEan.assertStatus(422)
    assert.deepInclude(badEan.body().errors[0], { field: 'ean', rule: 'gtin' })
    assert.include(badEan.body().errors[0].message, 'check digit')
    const decimals = await post({ ...base, purchasePriceCents: 89.5 })
    assert.equal(decimals.status(), 422, 'money is whole cents')
    const duplicate = await post({ ...base, ean: world.switchProduct.ean })
    duplicate.assertStatus(422)
    assert.deepInclude(duplicate.body().errors[0], { field: 'ean', rule: 'unique' })

    const supplier = await client
      .post('/rest/suppliers')
      .json({ name: 'Distri Benelux', email: 'orders@distri.example' })
      .withCsrfToken()
      .loginAs(world.admin)
    supplier.assertStatus(201)
    ;(
      await client
        .post('/rest/suppliers')
        .json({ name: 'Distri Benelux' })
        .withCsrfToken()
        .loginAs(world.admin)
    ).assertStatus(422)
    const created = await post({
      ...base,
      ean: ` ${ean13(77).slice(0, 6)}-${ean13(77).slice(6)} `,
      supplierId: supplier.body().id,
    })
    created.assertStatus(201)
    assert.deepInclude(created.body(), {
      ean: ean13(77),
      supplierName: 'Distri Benelux',
      purchasePriceCents: 8900,
      quantity: 0,
      totalValueCents: 0,
      currency: 'EUR',
    })

    const ownBrandWithout = await post({
      ...base,
      name: 'Airdeck AP',
      model: 'AD-AP1',
      ownBrand: true,
    })
    assert.deepInclude(ownBrandWithout.body().errors[0], {
      field: 'inventoryProductId',
      rule: 'required',
    })
    const ownBrand = await post({
      ...base,
      name: 'Airdeck AP',
      model: 'AD-AP1',
      ownBrand: true,
      inventoryProductId: created.body().id,
    })
    ownBrand.assertStatus(201)
    const ownOnOwn = await post({
      ...base,
      name: 'Airdeck AP 2',
      model: 'AD-AP2',
      ownBrand: true,
      inventoryProductId: ownBrand.body().id,
    })
    assert.deepInclude(ownOnOwn.body().errors[0], { field: 'inventoryProductId', rule: 'exists' })

    const search = await client.get('/rest/products').qs({ search: 'eap6' }).loginAs(world.admin)
    assert.deepEqual(
      search.body().data.map((p: any) => p.model),
      ['EAP650']
    )
    assert.deepEqual(
      (await client.get('/rest/products').qs({ search: 'PEP-20' }).loginAs(world.admin))
        .body()
        .data.map((p: any) => p.sku),
      ['PEP-20X']
    )
    assert.deepEqual(
      (await client.get('/rest/products').qs({ vendor: 'peplink' }).loginAs(world.admin)).body()
        .meta.total,
      1
    )

    const patched = await client
      .patch(`/rest/products/${created.body().id}`)
      .json({ salePriceCents: 13900, ean: null })
      .withCsrfToken()
      .loginAs(world.admin)
    patched.assertStatus(200)
    assert.deepInclude(patched.body(), { salePriceCents: 13900, ean: null })
    const missing = await client.get('/rest/products/999999').loginAs(world.admin)
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { code: 'E_PRODUCT_NOT_FOUND', message: 'Product not found.' })

    const config = await client.get('/rest/products/config').loginAs(world.admin)
    assert.includeMembers(
      config.body().data.map((p: any) => p.model),
      ['U6-Pro', 'BPL-021X', 'USW-Lite-8-PoE']
    )
    ;(await client.get('/rest/products').loginAs(world.customer)).assertStatus(403)
    ;(await client.get('/rest/suppliers').loginAs(world.customer)).assertStatus(403)
  })
})
