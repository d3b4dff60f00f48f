import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import AccessGrant from '#core/access/models/access_grant'
import PartnerGrant from '#core/access/models/partner_grant'
import AuditLog from '#kernel/audit/audit_log'
import { createUser } from '#tests/helpers/fixtures'
import { buildWorld, countOf } from '#tests/functional/customers/world'

test.group('Groups / wizard, update, delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the wizard creates a group with the customers chosen in its second step', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .post('/rest/groups')
      .json({ name: 'Franchise', customerIds: [world.customer.id, world.otherCustomer.id] })
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(201)
    assert.equal(response.body().name, 'Franchise')
    assert.sameMembers(
      response.body().customers.map((c: any) => c.id),
      [world.customer.id, world.otherCustomer.id]
    )
    await world.customer.refresh()
    assert.equal(world.customer.groupId, response.body().id)
    assert.equal(await countOf(AuditLog.query().where('action', 'customer.group_changed')), 2)
    assert.equal(
      await countOf(
        AuditLog.query()
          .where('action', 'group.created')
          .where('object_id', String(response.body().id))
      ),
      1
    )
  })

  test('a partner creates a group with its own customer and gets a grant on the group', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    await world.customer.merge({ groupId: null }).save()
    const response = await client
      .post('/rest/groups')
      .json({ name: 'Partner chain', customerIds: [world.customer.id] })
      .loginAs(world.users.partner)
      .withCsrfToken()
    response.assertStatus(201)
    assert.include(response.body().permissions, 'group_update')
    assert.exists(
      await PartnerGrant.query()
        .where({
          partner_id: world.partner.id,
          subject_type: 'group',
          subject_id: response.body().id,
        })
        .first()
    )
  })

  test('the wizard refuses bad input and writes nothing', async ({ client, assert }) => {
    const world = await buildWorld()
    const before = await Group.query().count('* as total')
    const cases = [
      { body: { customerIds: [] }, field: 'name', rule: 'required' },
      { body: { name: ' ' }, field: 'name', rule: 'required' },
      { body: { name: 'x'.repeat(161) }, field: 'name', rule: 'maxLength' },
      {
        body: { name: 'Dup', customerIds: [world.customer.id, world.customer.id] },
        field: 'customerIds',
        rule: 'distinct',
      },
      { body: { name: 'Bad id', customerIds: ['abc'] }, field: 'customerIds.0', rule: 'number' },
      {
        body: { name: 'Unknown', customerIds: [2_000_000_000] },
        field: 'customerIds.0',
        rule: 'exists',
      },
    ]
    for (const { body, field, rule } of cases) {
      const response = await client
        .post('/rest/groups')
        .json(body)
        .loginAs(world.users.admin)
        .withCsrfToken()
      response.assertStatus(422)
      assert.deepInclude(
        response.body().errors.map((e: any) => ({ field: e.field, rule: e.rule })),
        { field, rule },
        JSON.stringify(body)
      )
    }
    // A partner naming a customer it cannot see: reported as not existing, no group written.
    const hidden = await client
      .post('/rest/groups')
      .json({ name: 'Hidden', customerIds: [world.otherCustomer.id] })
      .loginAs(world.users.partner)
      .withCsrfToken()
    hidden.assertStatus(422)
    assert.deepEqual(
      (await Group.query().count('* as total'))[0].$extras.total,
      before[0].$extras.total
    )
  })

  test('rename; a blank name is refused', async ({ client, assert }) => {
    const world = await buildWorld()
    const ok = await client
      .put(`/rest/groups/${world.group.id}`)
      .json({ name: 'New name' })
      .loginAs(world.users.full)
      .withCsrfToken()
    ok.assertStatus(200)
    assert.equal(ok.body().name, 'New name')
    const blank = await client
      .put(`/rest/groups/${world.group.id}`)
      .json({ name: '' })
      .loginAs(world.users.full)
      .withCsrfToken()
    blank.assertStatus(422)
    assert.equal(blank.body().errors[0].field, 'name')
  })

  test('deleting a group keeps its customers, outside any group, and removes grants on it', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const response = await client
      .delete(`/rest/groups/${world.group.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(204)
    assert.isNull(await Group.find(world.group.id))
    await world.customer.refresh()
    assert.isNull(world.customer.groupId)
    assert.equal(await countOf(AccessGrant.query().where('user_id', world.users.full.id)), 0)
    const audit = await AuditLog.query()
      .where('action', 'group.deleted')
      .where('object_id', String(world.group.id))
      .firstOrFail()
    assert.deepEqual((audit.newValues as any).customers_released, [world.customer.id])
  })

  test('list: customer counts, search, paging', async ({ client, assert }) => {
    const world = await buildWorld()
    const response = await client.get('/rest/groups?q=Group G2').loginAs(world.users.admin)
    assert.deepEqual(
      response.body().data.map((g: any) => [g.name, g.customers_count]),
      [['Group G2', 1]]
    )
    const mine = await client.get('/rest/groups').loginAs(world.users.full)
    assert.deepEqual(
      mine.body().data.map((g: any) => g.id),
      [world.group.id]
    )
  })
})

test.group('Groups / customers of a group', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('PUT /group/customers moves customers into a group, audited', async ({ client, assert }) => {
    const world = await buildWorld()
    const response = await client
      .put('/rest/group/customers')
      .json({ groupId: world.group.id, customerIds: [world.otherCustomer.id] })
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(200)
    assert.sameMembers(
      response.body().customers.map((c: any) => c.id),
      [world.customer.id, world.otherCustomer.id]
    )
    await world.otherCustomer.refresh()
    assert.equal(world.otherCustomer.groupId, world.group.id)
    const audit = await AuditLog.query()
      .where('action', 'customer.group_changed')
      .where('object_id', String(world.otherCustomer.id))
      .firstOrFail()
    assert.deepEqual(audit.oldValues, { group_id: world.otherGroup.id })
  })

  test('PUT /group/customers validates its body', async ({ client, assert }) => {
    const world = await buildWorld()
    const cases = [
      { body: { customerIds: [world.customer.id] }, field: 'groupId', rule: 'required' },
      { body: { groupId: world.group.id }, field: 'customerIds', rule: 'required' },
      {
        body: { groupId: world.group.id, customerIds: [] },
        field: 'customerIds',
        rule: 'array.minLength',
      },
      {
        body: { groupId: 'x', customerIds: [world.customer.id] },
        field: 'groupId',
        rule: 'number',
      },
      {
        body: { groupId: 2_000_000_000, customerIds: [world.customer.id] },
        field: 'groupId',
        rule: 'exists',
      },
      {
        body: { groupId: world.group.id, customerIds: [2_000_000_000] },
        field: 'customerIds.0',
        rule: 'exists',
      },
    ]
    for (const { body, field, rule } of cases) {
      const response = await client
        .put('/rest/group/customers')
        .json(body)
        .loginAs(world.users.admin)
        .withCsrfToken()
      response.assertStatus(422)
      assert.deepInclude(
        response.body().errors.map((e: any) => ({ field: e.field, rule: e.rule })),
        { field, rule },
        JSON.stringify(body)
      )
    }
  })

  test('a user who may update the group but not the customer is refused, nothing moves', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const reader = await createUser()
    const { grant } = await import('#tests/helpers/fixtures')
    await grant(reader, 'group', world.group.id, ['group_read', 'group_update'])
    await grant(reader, 'customer', world.otherCustomer.id, ['customer_read'])
    const response = await client
      .put('/rest/group/customers')
      .json({ groupId: world.group.id, customerIds: [world.otherCustomer.id] })
      .loginAs(reader)
      .withCsrfToken()
    response.assertStatus(403)
    await world.otherCustomer.refresh()
    assert.equal(world.otherCustomer.groupId, world.otherGroup.id)
  })

  test('DELETE /group/customers/{id} takes a customer out of its group; a second call changes nothing', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    const first = await client
      .delete(`/rest/group/customers/${world.customer.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    first.assertStatus(200)
    assert.isNull(first.body().group_id)
    assert.isNull((await Customer.findOrFail(world.customer.id)).groupId)
    const second = await client
      .delete(`/rest/group/customers/${world.customer.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    second.assertStatus(200)
    assert.equal(
      await countOf(
        AuditLog.query()
          .where('action', 'customer.group_changed')
          .where('object_id', String(world.customer.id))
      ),
      1
    )
    const unknown = await client
      .delete('/rest/group/customers/abc')
      .loginAs(world.users.admin)
      .withCsrfToken()
    unknown.assertStatus(404)
  })
})
