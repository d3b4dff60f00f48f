import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import Partner from '#core/partners/models/partner'
import PartnerGrant from '#core/access/models/partner_grant'
import type User from '#core/users/models/user'
import { createUser, grant } from '#tests/helpers/fixtures'

/**
 * Proves that a user never sees or changes a group, customer or location
 * outside their grants: invisible objects answer 404 (not 403), visible
 * but read-only ones answer 403 to an update, lists hold exactly what the
 * grants allow.
 */
type Kind = 'groups' | 'customers' | 'locations'
type World = Awaited<ReturnType<typeof buildWorld>>

async function buildWorld() {
  const gA = await Group.create({ name: 'A' })
  const gB = await Group.create({ name: 'B' })
  const cA1 = await Customer.create({ name: 'A1', groupId: gA.id })
  const cA2 = await Customer.create({ name: 'A2', groupId: gA.id })
  const cB1 = await Customer.create({ name: 'B1', groupId: gB.id })
  const cLoose = await Customer.create({ name: 'Loose', groupId: null })
  const lA1a = await Location.create({ name: 'A1a', customerId: cA1.id })
  const lA1b = await Location.create({ name: 'A1b', customerId: cA1.id })
  const lA2 = await Location.create({ name: 'A2a', customerId: cA2.id })
  const lB1 = await Location.create({ name: 'B1a', customerId: cB1.id })
  const lLoose = await Location.create({ name: 'Loose-a', customerId: cLoose.id })

  const admin = await createUser({ isAdmin: true })
  const groupReader = await createUser()
  await grant(groupReader, 'group', gA.id, ['group_read', 'customer_read', 'location_read'])
  const customerEditor = await createUser()
  await grant(customerEditor, 'customer', cA1.id, [
    'customer_read',
    'customer_update',
    'location_read',
    'location_update',
  ])
  const locationViewer = await createUser()
  await grant(locationViewer, 'location', lA1a.id, ['location_read'])
  const partner = await Partner.create({ name: 'P' })
  const partnerUser = await createUser({ partnerId: partner.id })
  await PartnerGrant.create({
    partnerId: partner.id,
    subjectType: 'customer',
    subjectId: cB1.id,
    permissions: ['customer_read', 'location_read', 'location_update'],
  })
  const nobody = await createUser()

  const objects = {
    groups: [gA, gB],
    customers: [cA1, cA2, cB1, cLoose],
    locations: [lA1a, lA1b, lA2, lB1, lLoose],
  }
  const all = (kind: Kind) => objects[kind].map((o) => o.id)
  const users: Array<{
    label: string
    user: User
    read: Record<Kind, number[]>
    update: Record<Kind, number[]>
  }> = [
    {
      label: 'admin',
      user: admin,
      read: { groups: all('groups'), customers: all('customers'), locations: all('locations') },
      update: { groups: all('groups'), customers: all('customers'), locations: all('locations') },
    },
    {
      label: 'group reader',
      user: groupReader,
      read: { groups: [gA.id], customers: [cA1.id, cA2.id], locations: [lA1a.id, lA1b.id, lA2.id] },
      update: { groups: [], customers: [], locations: [] },
    },
    {
      label: 'customer editor',
      user: customerEditor,
      read: { groups: [], customers: [cA1.id], locations: [lA1a.id, lA1b.id] },
      update: { groups: [], customers: [cA1.id], locations: [lA1a.id, lA1b.id] },
    },
    {
      label: 'location viewer',
      user: locationViewer,
      read: { groups: [], customers: [], locations: [lA1a.id] },
      update: { groups: [], customers: [], locations: [] },
    },
    {
      label: 'partner user',
      user: partnerUser,
      read: { groups: [], customers: [cB1.id], locations: [lB1.id] },
      update: { groups: [], customers: [], locations: [lB1.id] },
    },
    {
      label: 'no grants',
      user: nobody,
      read: { groups: [], customers: [], locations: [] },
      update: { groups: [], customers: [], locations: [] },
    },
  ]
  return { objects, users }
}

const KINDS: Kind[] = ['groups', 'customers', 'locations']

test.group('Access / permission matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('show: visible objects answer 200, others 404', async ({ client, assert }) => {
    const world: World = await buildWorld()
    for (const { label, user, read } of world.users) {
      for (const kind of KINDS) {
        for (const object of world.objects[kind]) {
          const response = await client.get(`/rest/${kind}/${object.id}`).loginAs(user)
          const expected = read[kind].includes(object.id) ? 200 : 404
          assert.equal(response.status(), expected, `${label} GET ${kind}/${object.id}`)
        }
      }
    }
  })

  test('update: allowed 200, visible but read-only 403, invisible 404; nothing changes when refused', async ({
    client,
    assert,
  }) => {
    const world: World = await buildWorld()
    for (const { label, user, read, update } of world.users) {
      for (const kind of KINDS) {
        for (const object of world.objects[kind]) {
          const newName = `${object.name} by ${label}`
          const response = await client
            .put(`/rest/${kind}/${object.id}`)
            .json({ name: newName })
            .loginAs(user)
            .withCsrfToken()
          const expected = update[kind].includes(object.id)
            ? 200
            : read[kind].includes(object.id)
              ? 403
              : 404
          assert.equal(response.status(), expected, `${label} PUT ${kind}/${object.id}`)
          await object.refresh()
          if (expected === 200) assert.equal(object.name, newName)
          else assert.notEqual(object.name, newName)
        }
      }
    }
  })

  test('lists hold exactly the visible objects', async ({ client, assert }) => {
    const world: World = await buildWorld()
    for (const { label, user, read } of world.users) {
      for (const kind of KINDS) {
        const response = await client.get(`/rest/${kind}?perPage=100`).loginAs(user)
        response.assertStatus(200)
        const ids = response.body().data.map((row: { id: number }) => row.id)
        const inWorld = ids.filter((id: number) => world.objects[kind].some((o) => o.id === id))
        assert.sameMembers(inWorld, read[kind], `${label} GET /${kind}`)
        if (!user.isAdmin)
          assert.equal(response.body().meta.total, read[kind].length, `${label} total of /${kind}`)
      }
    }
  })

  test('permissions shown on an object are the union of its own and its parents grants', async ({
    client,
    assert,
  }) => {
    const world: World = await buildWorld()
    const editor = world.users.find((u) => u.label === 'customer editor')!
    const location = world.objects.locations[0]
    const response = await client.get(`/rest/locations/${location.id}`).loginAs(editor.user)
    assert.sameMembers(response.body().permissions, [
      'customer_read',
      'customer_update',
      'location_read',
      'location_update',
    ])
  })
})
