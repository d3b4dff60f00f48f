import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createUser, grant } from '#tests/helpers/fixtures'
import { buildWorld, countOf } from '#tests/functional/customers/world'

/** Grouping a customer must neither widen the caller's rights on it nor push others out of it. */
test.group('Groups / moving customers takes the rights it hands out', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a partner with read and update on a customer cannot group it to gain every key', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    await world.customer.merge({ groupId: null }).save()
    const partnerGrant = await PartnerGrant.query()
      .where({ partner_id: world.partner.id })
      .firstOrFail()
    await partnerGrant.merge({ permissions: ['customer_read', 'customer_update'] }).save()
    const groupsBefore = await countOf(Group.query())
    const response = await client
      .post('/rest/groups')
      .json({ name: 'Widen', customerIds: [world.customer.id] })
      .loginAs(world.users.partner)
      .withCsrfToken()
    response.assertStatus(403)
    assert.equal(await countOf(Group.query()), groupsBefore)
    const customer = await client
      .get(`/rest/customers/${world.customer.id}`)
      .loginAs(world.users.partner)
    assert.sameMembers(customer.body().permissions, ['customer_read', 'customer_update'])
  })

  test('PUT /group/customers refuses a customer on which the caller holds fewer keys than on the group', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    await world.otherCustomer.merge({ groupId: null }).save()
    const narrow = await grant(world.users.full, 'customer', world.otherCustomer.id, [
      'customer_read',
      'customer_update',
    ])
    const response = await client
      .put('/rest/group/customers')
      .json({ groupId: world.group.id, customerIds: [world.otherCustomer.id] })
      .loginAs(world.users.full)
      .withCsrfToken()
    response.assertStatus(403)
    await world.otherCustomer.refresh()
    assert.isNull(world.otherCustomer.groupId)

    // Holding every key of the group on the customer too, the move is allowed.
    await narrow.merge({ permissions: [...PERMISSION_KEYS] }).save()
    const allowed = await client
      .put('/rest/group/customers')
      .json({ groupId: world.group.id, customerIds: [world.otherCustomer.id] })
      .loginAs(world.users.full)
      .withCsrfToken()
    allowed.assertStatus(200)
  })

  test('a customer leaves its current group only with group_update on that group', async ({
    client,
    assert,
  }) => {
    const world = await buildWorld()
    // The partner holds every non-invoice key on customer C, which sits in group G (the "full" user's group).
    const created = await client
      .post('/rest/groups')
      .json({ name: 'Takeover', customerIds: [world.customer.id] })
      .loginAs(world.users.partner)
      .withCsrfToken()
    created.assertStatus(403)
    await world.customer.refresh()
    assert.equal(world.customer.groupId, world.group.id)
    ;(
      await client.get(`/rest/customers/${world.customer.id}`).loginAs(world.users.full)
    ).assertStatus(200)

    // Same through PUT /group/customers: every key on C2 and on target G2 but nothing on C2's current group.
    const mover = await createUser()
    const target = await Group.create({ name: 'Target' })
    await grant(mover, 'group', target.id, ['group_read', 'group_update'])
    await grant(mover, 'customer', world.otherCustomer.id, [...PERMISSION_KEYS])
    const moved = await client
      .put('/rest/group/customers')
      .json({ groupId: target.id, customerIds: [world.otherCustomer.id] })
      .loginAs(mover)
      .withCsrfToken()
    moved.assertStatus(403)
    assert.equal((await Customer.findOrFail(world.otherCustomer.id)).groupId, world.otherGroup.id)

    await grant(mover, 'group', world.otherGroup.id, ['group_read', 'group_update'])
    const allowed = await client
      .put('/rest/group/customers')
      .json({ groupId: target.id, customerIds: [world.otherCustomer.id] })
      .loginAs(mover)
      .withCsrfToken()
    allowed.assertStatus(200)
    assert.equal((await Customer.findOrFail(world.otherCustomer.id)).groupId, target.id)
  })

  test('GET /groups counts only the customers the caller can see', async ({ client, assert }) => {
    const world = await buildWorld()
    await Customer.create({
      name: 'Hidden sibling',
      groupId: world.group.id,
      country: 'BE',
      type: 1,
    })
    const viewer = await createUser()
    await grant(viewer, 'group', world.group.id, ['group_read'])
    await grant(viewer, 'customer', world.customer.id, ['customer_read'])
    const response = await client.get('/rest/groups').loginAs(viewer)
    assert.deepEqual(
      response.body().data.map((g: any) => [g.id, g.customers_count]),
      [[world.group.id, 1]]
    )
    const admin = await client.get('/rest/groups?q=Group G').loginAs(world.users.admin)
    assert.deepInclude(
      admin.body().data.map((g: any) => [g.id, g.customers_count]),
      [world.group.id, 2]
    )
  })
})
