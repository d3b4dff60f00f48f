import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import CustomerLog from '#core/customers/models/customer_log'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import AuditLog from '#kernel/audit/audit_log'
import { uploadsRoot } from '#kernel/storage/uploads'
import { buildWorld, countOf } from '#tests/functional/customers/world'
import AccessGrant from '#core/access/models/access_grant'
import { createUser, grant } from '#tests/helpers/fixtures'
import { JPEG, PNG } from '#tests/functional/customers/images'

test.group('Customers / logs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a note is written with its date and author, listed newest first, audited', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/logs`
    const older = await client
      .post(url)
      .json({ date: '2026-01-10', message: 'Signed the quote' })
      .loginAs(world.users.full)
      .withCsrfToken()
    older.assertStatus(201)
    assert.include(older.body(), { date: '2026-01-10', message: 'Signed the quote' })
    assert.equal(older.body().user.id, world.users.full.id)
    const today = await client
      .post(url)
      .json({ message: '  Called about the install  ' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    assert.equal(today.body().date, DateTime.now().toISODate())
    assert.equal(today.body().message, 'Called about the install')
    const list = await client.get(url).loginAs(world.users.readonly)
    assert.deepEqual(
      list.body().data.map((l: any) => l.message),
      ['Called about the install', 'Signed the quote']
    )
    assert.equal(list.body().meta.total, 2)
    assert.equal(
      await countOf(
        AuditLog.query()
          .where('action', 'customer_log.created')
          .where('object_id', String(world.customer.id))
      ),
      2
    )
  })

  test('a note needs a message and a real date', async ({ client, assert }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/logs`
    for (const [body, field, rule] of [
      [{}, 'message', 'required'],
      [{ message: '   ' }, 'message', 'required'],
      [{ message: 'x'.repeat(5001) }, 'message', 'maxLength'],
      [{ message: 'ok', date: '31-12-2026' }, 'date', 'date'],
      [{ message: 'ok', date: '2026-02-30' }, 'date', 'date'],
    ] as const) {
      const response = await client.post(url).json(body).loginAs(world.users.admin).withCsrfToken()
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, field, JSON.stringify(body))
      assert.equal(response.body().errors[0].rule, rule)
      assert.notEqual(response.body().errors[0].message, rule, 'translated')
    }
    assert.equal(await countOf(CustomerLog.query().where('customer_id', world.customer.id)), 0)
  })

  test('an author deletes their own note; not another customer note; unknown is 404', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const mine = await CustomerLog.create({
      customerId: world.customer.id,
      userId: world.users.full.id,
      date: DateTime.now(),
      message: 'mine',
    })
    const elsewhere = await CustomerLog.create({
      customerId: world.otherCustomer.id,
      userId: world.users.admin.id,
      date: DateTime.now(),
      message: 'other',
    })
    const ok = await client
      .delete(`/rest/customers/${world.customer.id}/logs/${mine.id}`)
      .loginAs(world.users.full)
      .withCsrfToken()
    ok.assertStatus(204)
    assert.isNull(await CustomerLog.find(mine.id))
    assert.equal(await countOf(AuditLog.query().where('action', 'customer_log.deleted')), 1)
    const crossed = await client
      .delete(`/rest/customers/${world.customer.id}/logs/${elsewhere.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    crossed.assertStatus(404)
    const unknown = await client
      .delete(`/rest/customers/${world.customer.id}/logs/999999999`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    unknown.assertStatus(404)
  })
})

test.group('Customers / logo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an image is stored, served to readers, and replaces the previous one', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/logo`
    const first = await client
      .post(url)
      .file('logo', PNG, { filename: 'logo.png' })
      .loginAs(world.users.full)
      .withCsrfToken()
    first.assertStatus(200)
    assert.match(first.body().logo_url, new RegExp(`^/rest/customers/${world.customer.id}/logo`))
    const firstPath = (await Customer.findOrFail(world.customer.id)).logoPath!
    const served = await client.get(url).loginAs(world.users.readonly)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/png')
    const second = await client
      .post(url)
      .file('logo', JPEG, { filename: 'photo.jpeg' })
      .loginAs(world.users.full)
      .withCsrfToken()
    second.assertStatus(200)
    assert.isFalse(existsSync(join(uploadsRoot(), firstPath)), 'the old file is removed')
    assert.equal(
      (await client.get(url).loginAs(world.users.full)).header('content-type'),
      'image/jpeg'
    )
    assert.equal(await countOf(AuditLog.query().where('action', 'customer.logo_updated')), 2)
  })

  test('more than 5 MB is refused with the spec message', async ({ client, assert }) => {
    const world = await buildWorld()
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])
    const response = await client
      .post(`/rest/customers/${world.customer.id}/logo`)
      .file('logo', big, { filename: 'big.png' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(422)
    assert.equal(response.body().code, 'E_IMAGE_TOO_LARGE')
    assert.equal(response.body().message, 'Image too large (max 5 MB).')
    assert.deepInclude(response.body().errors[0], {
      field: 'logo',
      rule: 'image_size',
      message: 'Image too large (max 5 MB)',
    })
    assert.isNull((await Customer.findOrFail(world.customer.id)).logoPath)
  })

  test('only PNG, JPEG and WebP images; a file is required; no logo is 404', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/logo`
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    )
    const text = await client
      .post(url)
      .file('logo', svg, { filename: 'logo.png' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    text.assertStatus(422)
    assert.deepInclude(text.body().errors[0], { field: 'logo', rule: 'image_type' })
    const missing = await client.post(url).loginAs(world.users.admin).withCsrfToken()
    missing.assertStatus(422)
    assert.deepInclude(missing.body().errors[0], { field: 'logo', rule: 'required' })
    ;(await client.get(url).loginAs(world.users.admin)).assertStatus(404)
  })
})

test.group('Customers / locations of a customer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists the visible locations, archived ones on request', async ({ client, assert }) => {
    const world = await buildWorld()
    await Location.create({
      name: 'Old venue',
      customerId: world.customer.id,
      status: 'archived',
      archivedAt: DateTime.utc(),
    } as any)
    const url = `/rest/customers/${world.customer.id}/locations`
    const live = await client.get(url).loginAs(world.users.readonly)
    assert.deepEqual(
      live.body().data.map((l: any) => l.name),
      ['Venue L']
    )
    const archived = await client.get(`${url}?archived=true`).loginAs(world.users.readonly)
    assert.deepEqual(
      archived.body().data.map((l: any) => l.name),
      ['Old venue']
    )
    const searched = await client.get(`${url}?q=nothing-like-this`).loginAs(world.users.admin)
    assert.lengthOf(searched.body().data, 0)
  })

  test('adds a location to the customer; bad input is a field error', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/locations`
    const created = await client
      .post(url)
      .json({ name: 'Terrace', customer_id: world.otherCustomer.id })
      .loginAs(world.users.full)
      .withCsrfToken()
    created.assertStatus(201)
    const location = await Location.findOrFail(created.body().id)
    assert.equal(location.customerId, world.customer.id, 'the path decides the customer')
    const bad = await client.post(url).json({}).loginAs(world.users.full).withCsrfToken()
    bad.assertStatus(422)
    assert.equal(bad.body().errors[0].field, 'name')
  })

  test('moves venues to the customer, audited; needs location_update on both customers', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/locations`
    const manager = await createUser()
    await grant(manager, 'customer', world.customer.id, [
      'customer_read',
      'location_read',
      'location_update',
    ])
    await grant(manager, 'customer', world.otherCustomer.id, ['location_read'])
    const readOnlySource = await client
      .put(url)
      .json({ locationIds: [world.otherLocation.id] })
      .loginAs(manager)
      .withCsrfToken()
    readOnlySource.assertStatus(403)
    await grant(manager, 'location', world.otherLocation.id, ['location_read'])
    await AccessGrant.query()
      .where({ user_id: manager.id, subject_type: 'customer', subject_id: world.otherCustomer.id })
      .update({ permissions: ['location_read', 'location_update'] })
    const moved = await client
      .put(url)
      .json({ locationIds: [world.otherLocation.id] })
      .loginAs(manager)
      .withCsrfToken()
    moved.assertStatus(200)
    await world.otherLocation.refresh()
    assert.equal(world.otherLocation.customerId, world.customer.id)
    const audit = await AuditLog.query()
      .where('action', 'location.customer_changed')
      .where('object_id', String(world.otherLocation.id))
      .firstOrFail()
    assert.deepEqual(audit.oldValues, { customer_id: world.otherCustomer.id })
  })

  test('moving venues validates its body', async ({ client, assert }) => {
    const world = await buildWorld()
    const url = `/rest/customers/${world.customer.id}/locations`
    for (const [body, field, rule] of [
      [{}, 'locationIds', 'required'],
      [{ locationIds: [] }, 'locationIds', 'array.minLength'],
      [{ locationIds: [world.location.id, world.location.id] }, 'locationIds', 'distinct'],
      [{ locationIds: [2_000_000_000] }, 'locationIds.0', 'exists'],
    ] as const) {
      const response = await client.put(url).json(body).loginAs(world.users.admin).withCsrfToken()
      response.assertStatus(422)
      assert.deepInclude(
        response.body().errors.map((e: any) => ({ field: e.field, rule: e.rule })),
        { field, rule },
        JSON.stringify(body)
      )
    }
  })
})
