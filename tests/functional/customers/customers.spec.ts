import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import AccessGrant from '#core/access/models/access_grant'
import PartnerGrant from '#core/access/models/partner_grant'
import AuditLog from '#kernel/audit/audit_log'
import Group from '#core/groups/models/group'
import { createUser, grant } from '#tests/helpers/fixtures'
import { buildWorld, VALID_CUSTOMER, countOf } from '#tests/functional/customers/world'

test.group('Customers / create, show, list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a Belgian company; the change is audited', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/rest/customers')
      .json({ ...VALID_CUSTOMER, payment_method: 1 })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(201)
    assert.include(response.body(), {
      name: 'Brasserie Het Anker',
      legal_entity: 'bv',
      vat: 'BE0123456749',
      country: 'BE',
      payment_method: 1,
      logo_url: null,
    })
    assert.notProperty(response.body(), 'logo_path')
    const audit = await AuditLog.query()
      .where('action', 'customer.created')
      .where('object_id', String(response.body().id))
      .firstOrFail()
    assert.equal(audit.actorId, admin.id)
    assert.equal((audit.newValues as any).vat, 'BE0123456749')
  })

  test('a partner creates a customer: its partner gets a grant and its team sees it', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .post('/rest/customers')
      .json({ ...VALID_CUSTOMER, payment_method: 0 })
      .loginAs(world.users.partner)
      .withCsrfToken()
    response.assertStatus(201)
    const id = response.body().id
    assert.include(response.body().permissions, 'customer_update')
    assert.notInclude(response.body().permissions, 'invoices_read')
    const partnerGrant = await PartnerGrant.query()
      .where({ partner_id: world.partner.id, subject_type: 'customer', subject_id: id })
      .firstOrFail()
    assert.notInclude(partnerGrant.permissions, 'invoices_read')
    assert.isNull((await Customer.findOrFail(id)).paymentMethod, 'billing flags are admin-only')
    const colleague = await createUser({ partnerId: world.partner.id })
    const list = await client.get('/rest/customers?q=anker').loginAs(colleague)
    assert.deepEqual(
      list.body().data.map((c: any) => c.id),
      [id]
    )
  })

  test('a customer user with customer_update on a group creates a customer inside it', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .post('/rest/customers')
      .json({ ...VALID_CUSTOMER, group_id: world.group.id })
      .loginAs(world.users.full)
      .withCsrfToken()
    response.assertStatus(201)
    assert.deepEqual(response.body().group, { id: world.group.id, name: 'Group G' })
  })

  test('show carries the group, the logo URL and the caller permissions', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .get(`/rest/customers/${world.customer.id}`)
      .loginAs(world.users.readonly)
    response.assertStatus(200)
    assert.deepEqual(response.body().group, { id: world.group.id, name: 'Group G' })
    assert.sameMembers(response.body().permissions, ['customer_read', 'location_read'])
  })

  test('list: search over name, alias, VAT, city and e-mail; filters; paging', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const g = await Group.create({ name: 'Search group' })
    await Customer.createMany([
      {
        name: 'Zeta Search One',
        alias: 'zs1',
        city: 'Gent',
        type: 1,
        country: 'BE',
        vat: 'BE0123456749',
        groupId: g.id,
        email: 'one@zeta.example',
      },
      {
        name: 'Zeta Search Two',
        city: 'Brugge',
        type: 2,
        country: 'BE',
        groupId: g.id,
        email: 'two@zeta.example',
      },
      {
        name: 'Zeta Search Three',
        alias: 'Kortrijk alias',
        city: 'Kortrijk',
        type: 1,
        country: 'NL',
      },
    ])
    const names = async (qs: string) =>
      (await client.get(`/rest/customers?${qs}`).loginAs(admin)).body().data.map((c: any) => c.name)
    assert.deepEqual(await names('q=zeta search'), [
      'Zeta Search One',
      'Zeta Search Three',
      'Zeta Search Two',
    ])
    assert.deepEqual(await names('q=BE 0123.456'), ['Zeta Search One'])
    assert.deepEqual(await names('q=brugge'), ['Zeta Search Two'])
    assert.deepEqual(await names('q=two@zeta'), ['Zeta Search Two'])
    assert.deepEqual(await names('q=kortrijk alias'), ['Zeta Search Three'])
    assert.deepEqual(await names(`q=zeta&group_id=${g.id}&type=2`), ['Zeta Search Two'])
    assert.deepEqual(await names('q=zeta&country=NL'), ['Zeta Search Three'])
    assert.deepEqual(await names('q=%25'), [], 'a typed wildcard is searched for literally')
    const page = await client.get('/rest/customers?q=zeta&perPage=2&page=2').loginAs(admin)
    assert.deepEqual(page.body().meta, { total: 3, page: 2, perPage: 2, lastPage: 2 })
    assert.lengthOf(page.body().data, 1)
    const bad = await client.get('/rest/customers?perPage=1000').loginAs(admin)
    bad.assertStatus(422)
  })

  test('list rows count the customer live locations', async ({ client, assert }) => {
    const world = await buildWorld()
    await Location.create({
      name: 'Archived',
      customerId: world.customer.id,
      status: 'archived',
      archivedAt: DateTime.utc(),
    } as any)
    const response = await client.get(`/rest/customers?q=Customer C`).loginAs(world.users.admin)
    const row = response.body().data.find((c: any) => c.id === world.customer.id)
    assert.equal(row.locations_count, 1)
  })
})

test.group('Customers / update and delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an update is saved with its audit entry of old and new values', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .put(`/rest/customers/${world.customer.id}`)
      .json({ city: 'Genk', legal_entity: 'nv' })
      .loginAs(world.users.full)
      .withCsrfToken()
    response.assertStatus(200)
    assert.include(response.body(), { city: 'Genk', legal_entity: 'nv' })
    const audit = await AuditLog.query()
      .where('action', 'customer.updated')
      .where('object_id', String(world.customer.id))
      .firstOrFail()
    assert.deepEqual(audit.newValues, { city: 'Genk', legal_entity: 'nv' })
  })

  test('a customer with a location that is not archived cannot be deleted', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .delete(`/rest/customers/${world.customer.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(409)
    assert.equal(response.body().code, 'E_CUSTOMER_HAS_LOCATIONS')
    assert.include(response.body().message, '1')
    assert.exists(await Customer.find(world.customer.id))
  })

  test('deleting a customer removes its archived locations, grants and invitations, and is audited', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    await world.location.merge({ status: 'archived', archivedAt: DateTime.utc() } as any).save()
    await grant(world.users.readonly, 'location', world.location.id, ['location_read'])
    const [invitation] = await db
      .table('invitations')
      .insert({
        email: 'new@x.example',
        token_hash: 'a'.repeat(64),
        subject_type: 'customer',
        subject_id: world.customer.id,
        permissions: ['customer_read'],
        expires_at: new Date(Date.now() + 86_400_000),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
    const response = await client
      .delete(`/rest/customers/${world.customer.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(204)
    assert.isNull(await Customer.find(world.customer.id))
    assert.isNull(await Location.find(world.location.id))
    assert.equal(await countOf(AccessGrant.query().where('user_id', world.users.readonly.id)), 0)
    assert.equal(await countOf(PartnerGrant.query().where('partner_id', world.partner.id)), 0)
    assert.isNull(
      await db.from('invitations').where('id', invitation.id).first(),
      'pending invitation to the customer removed'
    )
    const audit = await AuditLog.query()
      .where('action', 'customer.deleted')
      .where('object_id', String(world.customer.id))
      .firstOrFail()
    assert.deepEqual((audit.newValues as any).archived_locations_deleted, [world.location.id])
    assert.exists(await Customer.find(world.otherCustomer.id), 'other customers untouched')
  })
})
