import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import type { ApiClient } from '@japa/api-client'
import type User from '#core/users/models/user'
import { ApiRequest } from '@japa/api-client'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { createUser } from '#tests/helpers/fixtures'
import { bufferBody } from '#tests/functional/locations/binary'
import { csv, ean13, inventoryWorld } from './inventory_world.js'

ApiRequest.addParser('application/octet-stream', bufferBody)

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

function bulk(client: ApiClient, admin: User, file: Buffer, query: Record<string, unknown> = {}) {
  return client
    .post('/rest/inventory/bulk')
    .qs(query)
    .file('file', file, { filename: 'delivery.csv', contentType: 'text/csv' })
    .withCsrfToken()
    .loginAs(admin)
}

const quantityOf = async (id: number) =>
  (await db.from('products').where('id', id).firstOrFail()).quantity

test.group('Inventory / bulk, CaaS hardware and exports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => mailCatcher.clear())

  test('a delivery CSV is all or nothing: every bad line named, nothing written; a good one adds stock, serials and one log line each', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    const lines = [
      'ean;sku;model;quantity;serial;mac',
      `${world.switchProduct.ean};;;5;;`,
      ';PEP-20X;;2;;',
      ';;U6-Pro;1;U6P-1;74:ac:b9:00:00:11',
      ';;U6-Pro;1;U6P-2;74:ac:b9:00:00:12',
    ]
    const wrong = [
      ...lines,
      `${ean13(1).slice(0, 12)}${(Number(ean13(1)[12]) + 1) % 10};;;1;;`,
      ';;NoSuchModel;1;;',
      ';;U6-Pro;1;U6P-1;',
      `${world.switchProduct.ean};;;-4;;`,
    ]
    const refused = await bulk(client, world.admin, csv(wrong))
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_STOCK_CSV_INVALID')
    // Issue 32 item 11: format, lookups and duplicates in one pass.
    assert.deepEqual(
      refused.body().errors.map((error: any) => [error.line, error.rule]),
      [
        [6, 'csv_ean'],
        [7, 'csv_model_not_found'],
        [8, 'csv_duplicate_serial'],
        [9, 'csv_quantity'],
      ]
    )
    assert.equal(refused.body().errors[1].message, 'Line 7: product model not found: NoSuchModel')
    assert.equal(await quantityOf(world.switchProduct.id), 0, 'nothing was written')
    assert.equal(
      (await bulk(client, world.admin, csv(['name,quantity', 'x,1']))).body().code,
      'E_STOCK_CSV_WRONG_FORMAT'
    )

    const dry = await bulk(client, world.admin, csv(lines), { dryRun: 1 })
    assert.deepEqual(dry.body(), { dryRun: true, mode: 'add', lines: 4, products: 3, units: 9 })
    assert.equal(await quantityOf(world.switchProduct.id), 0)
    const done = await bulk(client, world.admin, csv(lines))
    done.assertStatus(201)
    assert.deepEqual(
      [
        await quantityOf(world.switchProduct.id),
        await quantityOf(world.router.id),
        await quantityOf(world.ap.id),
      ],
      [5, 2, 2]
    )
    assert.equal(
      (await db.from('inventory_logs').where('reason', 'delivery').count('* as n').firstOrFail()).n,
      '4'
    )

    const mixed = await bulk(
      client,
      world.admin,
      csv([
        'ean;sku;model;quantity;serial;mac',
        ';;U6-Pro;x;U6P-1;',
        ';NO-SUCH-SKU;;1;;',
        ';;U6-Pro;1;bad serial!;',
        ';;U6-Pro;2;;',
      ])
    )
    assert.deepEqual(
      mixed.body().errors.map((error: any) => [error.line, error.rule]),
      [
        [2, 'csv_quantity'],
        [2, 'csv_serial_exists'],
        [3, 'csv_product_not_found'],
        [4, 'csv_serial'],
        [5, 'csv_serial_required'],
      ]
    )
    assert.equal(mixed.body().errors[1].message, 'Line 2: serial number U6P-1 is already in stock')
    assert.equal(await quantityOf(world.ap.id), 2, 'nothing was written')

    const over = await bulk(client, world.admin, csv(['sku,quantity', 'PEP-20X,1', 'PEP-20X,2']), {
      mode: 'deduct',
    })
    assert.deepEqual(
      over.body().errors.map((error: any) => [error.line, error.rule]),
      [[3, 'csv_insufficient']]
    )
    const counted = await bulk(client, world.admin, csv(['sku,quantity', 'PEP-20X,7']), {
      mode: 'count',
    })
    counted.assertStatus(201)
    assert.equal(await quantityOf(world.router.id), 7)
  })

  test('a quoted note may span lines (RFC 4180); problems after it are named by the line their record starts on (issue 30)', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    const note = 'Delivered by Distri;\r\nbox 2 of 3, "fragile"'
    const file = csv([
      'sku;quantity;note',
      `PEP-20X;2;"Delivered by Distri;`,
      `box 2 of 3, ""fragile"""`,
      'NO-SUCH-SKU;1;',
      'PEP-20X;x;"two',
      'lines"',
      'PEP-20X;1;"never closed',
      'PEP-20X;1;',
    ])
    const refused = await bulk(client, world.admin, file)
    refused.assertStatus(422)
    assert.deepEqual(
      refused.body().errors.map((error: any) => [error.line, error.rule]),
      [
        [4, 'csv_product_not_found'],
        [5, 'csv_quantity'],
        [7, 'csv_format'],
      ]
    )
    assert.equal(refused.body().errors[0].message, 'Line 4: product not found: NO-SUCH-SKU')

    const done = await bulk(
      client,
      world.admin,
      csv(['sku;quantity;note', ...file.toString().split('\r\n').slice(1, 3)])
    )
    done.assertStatus(201)
    assert.equal(await quantityOf(world.router.id), 2)
    const log = await db.from('inventory_logs').where('product_id', world.router.id).firstOrFail()
    assert.equal(log.note, note.replace('\r\n', '\n'))
  })

  test('CaaS hardware: allocate deducts stock, return adds back, broken is written off; the hardware tab matches controller devices', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    const venue = world.tenant.location.id
    await world.stock(world.router.id, 3)
    await world.stock(world.ap.id, 2, {
      units: [
        { serial: 'U6P-A', mac: '74:AC:B9:00:00:0A' },
        { serial: 'U6P-B', mac: '74:ac:b9:00:00:0b' },
      ],
    })
    const patch = (body: Record<string, unknown>) =>
      client
        .patch(`/rest/locations/${venue}/hardware`)
        .json(body)
        .withCsrfToken()
        .loginAs(world.admin)
    const units = await client.get(`/rest/inventory/${world.ap.id}/units`).loginAs(world.admin)
    assert.deepEqual(
      units.body().data.map((unit: any) => unit.serial),
      ['U6P-A', 'U6P-B']
    )
    ;(
      await client.get(`/rest/inventory/${world.ap.id}/units`).loginAs(world.customer)
    ).assertStatus(403)

    const unknownModel = await patch({ action: 'allocate', model: 'BPL-999', quantity: 1 })
    unknownModel.assertStatus(404)
    assert.deepEqual(unknownModel.body(), {
      code: 'E_PRODUCT_MODEL_NOT_FOUND',
      message: 'Product model not found.',
    })
    const routers = await patch({
      action: 'allocate',
      model: 'bpl-021x',
      quantity: 2,
      note: 'install day',
    })
    routers.assertStatus(200)
    const aps = await patch({
      action: 'allocate',
      productId: world.ap.id,
      serials: ['U6P-A', 'U6P-B'],
    })
    assert.lengthOf(aps.body().allocationIds, 2)
    assert.equal(
      (await patch({ action: 'allocate', productId: world.router.id, quantity: 5 })).body().code,
      'E_STOCK_INSUFFICIENT'
    )
    assert.deepEqual([await quantityOf(world.router.id), await quantityOf(world.ap.id)], [1, 0])

    const returned = await patch({
      action: 'return',
      allocationId: routers.body().allocationIds[0],
      quantity: 1,
    })
    assert.equal(returned.body().quantity, 2)
    const broken = await patch({
      action: 'broken',
      allocationId: aps.body().allocationIds[1],
      note: 'water damage',
    })
    assert.equal(broken.body().writtenOff, 1)
    assert.equal(
      (await patch({ action: 'lost', allocationId: aps.body().allocationIds[1] })).body().code,
      'E_ALLOCATION_CLOSED'
    )
    assert.equal(await quantityOf(world.ap.id), 0, 'a write-off does not come back to stock')

    const now = new Date()
    const device = (remoteId: string, mac: string, model: string) => ({
      location_id: venue,
      remote_id: remoteId,
      mac,
      name: remoteId,
      kind: 'ap',
      model,
      state: 'online',
      fingerprint: remoteId,
      updated_at: now,
    })
    await db
      .table('network_devices')
      .multiInsert([
        device('ap-hall', '74:ac:b9:00:00:0a', 'U6-Pro'),
        device('gw-1', '00:1a:dd:00:00:01', 'BPL-021X'),
        device('stranger', '11:22:33:44:55:66', 'U6-Lite'),
      ])
    const tab = await client.get(`/rest/locations/${venue}/hardware`).loginAs(world.admin)
    tab.assertStatus(200)
    assert.deepEqual(
      tab.body().units.map((unit: any) => [unit.serial, unit.seen, unit.deviceName]),
      [['U6P-A', true, 'ap-hall']]
    )
    assert.deepEqual(
      tab.body().mismatches.notAllocated.map((item: any) => item.remoteId),
      ['stranger']
    )
    assert.deepEqual(tab.body().mismatches.models, [])
    ;(await client.get(`/rest/locations/${venue}/hardware`).loginAs(world.customer)).assertStatus(
      404
    )
    ;(
      await client
        .patch(`/rest/locations/${venue}/hardware`)
        .json({ action: 'return', allocationId: 1 })
        .withCsrfToken()
        .loginAs(world.customer)
    ).assertStatus(403)

    const logs = await client
      .get('/rest/inventory/logs')
      .qs({ locationId: venue })
      .loginAs(world.admin)
    assert.deepEqual(
      logs.body().data.map((log: any) => [log.reason, log.change, log.units, log.serial]),
      [
        ['broken', 0, 1, 'U6P-B'],
        ['return', 1, 1, null],
        ['allocation', -1, 1, 'U6P-B'],
        ['allocation', -1, 1, 'U6P-A'],
        ['allocation', -2, 2, null],
      ]
    )
    const allocated = await client.get('/rest/inventory/allocated').loginAs(world.admin)
    assert.deepEqual(
      allocated
        .body()
        .data.map((row: any) => [row.model, row.quantity])
        .sort(),
      [
        ['BPL-021X', 1],
        ['U6-Pro', 1],
      ]
    )
    assert.deepEqual(
      (await client.get(`/rest/products/locations/${venue}`).loginAs(world.admin))
        .body()
        .data.map((row: any) => [row.model, row.quantity]),
      [
        ['BPL-021X', 1],
        ['U6-Pro', 1],
      ]
    )
  })

  test('exports start at once ("e-mail follows") and mail a link to a CSV or an XLSX', async ({
    client,
    assert,
  }) => {
    const world = await inventoryWorld(client)
    await world.stock(world.router.id, 4)
    const started = await client
      .post('/rest/inventory/export')
      .json({ email: 'stock@airdeck.test' })
      .withCsrfToken()
      .loginAs(world.admin)
    started.assertStatus(202)
    assert.equal(started.body().status, 'started')
    const mail = await mailCatcher.waitFor('stock@airdeck.test')
    assert.equal(mail.subject, 'Your stock export is ready')
    const token = (mail.text ?? '').match(/\/exports\/inventory\/([A-Za-z0-9_-]+)/)![1]
    // The link is for its recipient (the account of the address, or the requester), signed in (issue 31 item 11).
    const link = `/rest/inventory-exports/${token}`
    assert.equal(
      (await fetch(`${base()}${link}`, { headers: { accept: 'application/json' } })).status,
      401
    )
    const otherAdmin = await createUser({ isAdmin: true })
    const installer = await createUser({ accountRole: 'installer' } as any)
    for (const other of [otherAdmin, installer, world.customer])
      (await client.get(link).loginAs(other)).assertStatus(404)
    const file = await client.get(link).loginAs(world.admin)
    file.assertStatus(200)
    const text = file
      .body()
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    assert.match(
      text.split('\r\n')[0],
      /^id,name,type,model,vendor,ean,sku,supplier,quantity,purchase_price/
    )
    assert.include(
      text,
      '"Peplink Balance 20X","router","BPL-021X","peplink",,"PEP-20X",,"4","450.00","599.00"'
    )

    await client
      .patch(`/rest/locations/${world.tenant.location.id}/hardware`)
      .json({ action: 'allocate', productId: world.router.id, quantity: 1 })
      .withCsrfToken()
      .loginAs(world.admin)
    // Mailed to the address of another account that may use the inventory: that account downloads it.
    const warehouse = await createUser({
      accountRole: 'installer',
      email: 'caas@airdeck.test',
    } as any)
    ;(
      await client
        .post('/rest/inventory/allocated/export')
        .json({ email: 'caas@airdeck.test', format: 'xlsx' })
        .withCsrfToken()
        .loginAs(world.admin)
    ).assertStatus(202)
    const xlsxMail = await mailCatcher.waitFor('caas@airdeck.test')
    const xlsxToken = (xlsxMail.text ?? '').match(/\/exports\/inventory\/([A-Za-z0-9_-]+)/)![1]
    const workbook = new ExcelJS.Workbook()
    const xlsx = await client.get(`/rest/inventory-exports/${xlsxToken}`).loginAs(warehouse)
    xlsx.assertStatus(200)
    await workbook.xlsx.load(xlsx.body())
    const sheet = workbook.getWorksheet('allocated')!
    assert.equal(sheet.getRow(2).getCell(5).value, 'BPL-021X')
    assert.equal(sheet.getRow(2).getCell(9).value, 25)
    assert.equal(
      (
        await client
          .post('/rest/inventory/export')
          .json({ email: 'nope' })
          .withCsrfToken()
          .loginAs(world.admin)
      ).status(),
      422
    )
  })
})
