import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { send } from '#tests/functional/partners/request'

/** Issue 32 item 10: the users list says each user's role and what it grants, not "No access" for admins and staff. */
test.group('Users / role and what it grants', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('admins, installers, hunters, partner members, demo accounts and customer users each show their role and reach', async ({
    client,
    assert,
  }) => {
    const a = await createTenant()
    const b = await createTenant()
    const admin = await createUser({ isAdmin: true, email: 'aa-admin@example.test' })
    const installer = await createUser({
      accountRole: 'installer',
      email: 'ab-installer@example.test',
    })
    const hunter = await createUser({ salesRole: 'hunter', email: 'ac-hunter@example.test' })
    const partner = await Partner.create({ name: 'Brightwave' })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: a.customer.id,
      permissions: ['customer_read'],
    })
    await PartnerGrant.create({
      partnerId: partner.id,
      subjectType: 'customer',
      subjectId: b.customer.id,
      permissions: ['customer_read'],
    })
    const member = await createUser({ partnerId: partner.id, email: 'ad-member@example.test' })
    const demo = await createUser({ accountRole: 'demo_customer', email: 'ae-demo@example.test' })
    await grant(demo, 'customer', a.customer.id, ['customer_read'])
    const customerUser = await createUser({ email: 'af-customer@example.test' })
    await grant(customerUser, 'customer', a.customer.id, ['customer_read', 'users_read'])
    await grant(customerUser, 'customer', b.customer.id, ['customer_read'])
    await grant(customerUser, 'location', a.location.id, ['location_read'])
    const nobody = await createUser({ email: 'ag-nobody@example.test' })

    const list = await send(client, 'get', '/rest/users?q=example.test', admin)
    list.assertStatus(200)
    const byId = new Map(list.body().data.map((user: any) => [user.id, user.account]))
    assert.deepEqual(byId.get(admin.id), {
      kind: 'admin',
      everywhere: true,
      partner: null,
      reach: { groups: 0, customers: 0, locations: 0 },
    })
    assert.include(byId.get(installer.id), { kind: 'installer', everywhere: true })
    assert.include(byId.get(hunter.id), { kind: 'hunter', everywhere: false })
    assert.deepEqual(byId.get(member.id), {
      kind: 'partner_member',
      everywhere: false,
      partner: { id: partner.id, name: 'Brightwave' },
      reach: { groups: 0, customers: 2, locations: 0 },
    })
    assert.deepInclude(byId.get(demo.id), {
      kind: 'demo_customer',
      reach: { groups: 0, customers: 1, locations: 0 },
    })
    assert.deepInclude(byId.get(customerUser.id), {
      kind: 'customer_user',
      reach: { groups: 0, customers: 2, locations: 1 },
    })
    assert.include(byId.get(nobody.id), { kind: 'none', everywhere: false })

    const one = await send(client, 'get', `/rest/users/${member.id}`, admin)
    assert.equal(one.body().account.partner.name, 'Brightwave', 'the detail read says it too')
  })

  test("a customer user managing colleagues sees only the grants it may see, and no other partner's name", async ({
    client,
    assert,
  }) => {
    const a = await createTenant()
    const b = await createTenant()
    const manager = await createUser()
    await grant(manager, 'customer', a.customer.id, ['customer_read', 'users_read'])
    const partner = await Partner.create({ name: 'Hidden partner' })
    const member = await createUser({ partnerId: partner.id })
    await grant(member, 'customer', a.customer.id, ['customer_read'])
    await grant(member, 'customer', b.customer.id, ['customer_read'])

    const list = await send(client, 'get', '/rest/users', manager)
    const row = list.body().data.find((user: any) => user.id === member.id)
    assert.deepEqual(row.account, {
      kind: 'partner_member',
      everywhere: false,
      partner: null,
      reach: { groups: 0, customers: 1, locations: 0 },
    })
    assert.deepEqual(row.impersonation, {
      allowed: false,
      reason: 'E_IMPERSONATION_ADMIN_ONLY',
      customer: null,
    })
  })

  test('a page of users costs a fixed number of queries whatever its size', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const { customer } = await createTenant()
    await customer.merge({ supportAccessBlocked: true }).save()
    const count = async () => {
      let queries = 0
      const listener = () => queries++
      const knex = db.connection().getWriteClient().client
      knex.on('query', listener)
      try {
        ;(await send(client, 'get', '/rest/users?perPage=100', admin)).assertStatus(200)
      } finally {
        knex.off('query', listener)
      }
      return queries
    }
    for (let i = 0; i < 3; i++) {
      const user = await createUser()
      await grant(user, 'location', (await createTenant()).location.id, ['location_read'])
    }
    const few = await count()
    assert.isAbove(few, 3, 'the counter sees the queries')
    for (let i = 0; i < 12; i++) {
      const user = await createUser()
      await grant(user, 'location', (await createTenant()).location.id, ['location_read'])
    }
    assert.equal(await count(), few, 'no query per user')
  })
})
