import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Partner from '#core/partners/models/partner'
import Customer from '#core/customers/models/customer'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createUser, grant } from '#tests/helpers/fixtures'
import {
  buildAccessWorld,
  callerOf,
  pendingInvitation,
  READ_ONLY,
  ROLES,
  type AccessWorld,
  type Role,
} from '#tests/functional/partners/access_world'
import { PNG_1PX, send } from '#tests/functional/partners/request'

/**
 * Every partner, user and invitation route, called by each kind of caller
 * of issue 5: admin, partner, customer user with full access, customer user
 * read-only, a user of another customer, anonymous. 401 without a session;
 * 404 for what the caller cannot see; 403 for what they see but may not do.
 */
type Expect = Record<Role, number>
type Route = {
  name: string
  method: 'get' | 'post' | 'put' | 'delete'
  path: (w: AccessWorld, fx: any) => string
  body?: (w: AccessWorld, fx: any) => unknown
  file?: boolean
  fixture?: (w: AccessWorld) => Promise<any>
  expect: Expect
}

const adminOnly = (ok: number): Expect => ({
  admin: ok,
  partner: 403,
  full: 403,
  readOnly: 403,
  other: 403,
  anonymous: 401,
})
const partnerSide = (ok: number): Expect => ({
  admin: ok,
  partner: ok,
  full: 404,
  readOnly: 404,
  other: 404,
  anonymous: 401,
})
const customerA = (ok: number, readOnly: number): Expect => ({
  admin: ok,
  partner: ok,
  full: ok,
  readOnly,
  other: 404,
  anonymous: 401,
})

/** Read access without invoices: keys a partner holds too, so it may take them away (nobody cuts back a user who outranks them). */
const READ_WITHOUT_INVOICES = READ_ONLY.filter((key) => !key.startsWith('invoices_'))

async function targetOnA2(w: AccessWorld) {
  const user = await createUser()
  await grant(user, 'location', w.locations.lA2.id, READ_WITHOUT_INVOICES)
  await grant(user, 'location', w.locations.lA1.id, READ_WITHOUT_INVOICES)
  return user
}

const ROUTES: Route[] = [
  { name: 'GET /partners', method: 'get', path: () => '/rest/partners', expect: adminOnly(200) },
  {
    name: 'POST /partners',
    method: 'post',
    path: () => '/rest/partners',
    body: () => ({ name: 'New partner' }),
    expect: adminOnly(201),
  },
  {
    name: 'GET /partners/names',
    method: 'get',
    path: () => '/rest/partners/names',
    expect: adminOnly(200),
  },
  {
    name: 'GET /partners/self',
    method: 'get',
    path: () => '/rest/partners/self',
    expect: { admin: 404, partner: 200, full: 404, readOnly: 404, other: 404, anonymous: 401 },
  },
  {
    name: 'PUT /partners',
    method: 'put',
    path: () => '/rest/partners',
    body: (w) => ({ id: w.partner.id, name: 'Partner P renamed' }),
    expect: { admin: 200, partner: 200, full: 403, readOnly: 403, other: 403, anonymous: 401 },
  },
  {
    name: 'GET /partners/{id}',
    method: 'get',
    path: (w) => `/rest/partners/${w.partner.id}`,
    expect: partnerSide(200),
  },
  {
    name: 'GET /partners/{id}/users',
    method: 'get',
    path: (w) => `/rest/partners/${w.partner.id}/users`,
    expect: partnerSide(200),
  },
  {
    name: 'GET /partners/{id}/invites',
    method: 'get',
    path: (w) => `/rest/partners/${w.partner.id}/invites`,
    expect: partnerSide(200),
  },
  {
    name: 'POST /partners/{id}/logo',
    method: 'post',
    path: (w) => `/rest/partners/${w.partner.id}/logo`,
    file: true,
    expect: partnerSide(200),
  },
  {
    name: 'DELETE /partners/{id}',
    method: 'delete',
    fixture: () => Partner.create({ name: 'Doomed' }),
    path: (_w, doomed) => `/rest/partners/${doomed.id}`,
    expect: adminOnly(204),
  },
  {
    name: 'POST /partners/link/{userId}',
    method: 'post',
    fixture: () => createUser(),
    path: (_w, user) => `/rest/partners/link/${user.id}`,
    body: (w) => ({ partner_id: w.partner.id }),
    expect: adminOnly(200),
  },
  {
    name: 'DELETE /partners/link/{userId}',
    method: 'delete',
    fixture: (w) => createUser({ partnerId: w.partner.id }),
    path: (_w, user) => `/rest/partners/link/${user.id}`,
    expect: adminOnly(200),
  },
  {
    name: 'DELETE /partners/user/{partner}/{user}',
    method: 'delete',
    fixture: (w) => createUser({ partnerId: w.partner.id }),
    path: (w, user) => `/rest/partners/user/${w.partner.id}/${user.id}`,
    expect: partnerSide(204),
  },
  {
    name: 'POST /partners/locations/{id}',
    method: 'post',
    path: (w) => `/rest/partners/locations/${w.locations.lA1.id}`,
    body: (w) => ({ partner_id: w.partner.id }),
    expect: adminOnly(201),
  },
  {
    name: 'POST /partners/customers/{id}',
    method: 'post',
    path: (w) => `/rest/partners/customers/${w.customers.cB.id}`,
    body: (w) => ({ partner_id: w.partner.id, permissions: READ_ONLY }),
    expect: adminOnly(201),
  },
  {
    name: 'POST /partners/groups/{id}',
    method: 'post',
    path: (w) => `/rest/partners/groups/${w.groups.gA.id}`,
    body: (w) => ({ partner_id: w.partner.id }),
    expect: adminOnly(201),
  },
  {
    name: 'GET /customers/{id}/partner',
    method: 'get',
    path: (w) => `/rest/customers/${w.customers.cA.id}/partner`,
    expect: customerA(200, 200),
  },
  {
    name: 'GET /groups/{id}/partner',
    method: 'get',
    path: (w) => `/rest/groups/${w.groups.gA.id}/partner`,
    expect: { admin: 200, partner: 404, full: 404, readOnly: 404, other: 404, anonymous: 401 },
  },
  {
    name: 'GET /locations/{id}/partner',
    method: 'get',
    path: (w) => `/rest/locations/${w.locations.lA1.id}/partner`,
    expect: customerA(200, 200),
  },
  {
    name: 'POST /customers/{id}/partner/{p}',
    method: 'post',
    fixture: () => Customer.create({ name: 'Unlinked customer' }),
    path: (w, customer) => `/rest/customers/${customer.id}/partner/${w.partner.id}`,
    expect: adminOnly(201),
  },
  {
    name: 'POST /groups/{id}/partner/{p}',
    method: 'post',
    path: (w) => `/rest/groups/${w.groups.gB.id}/partner/${w.partner.id}`,
    expect: adminOnly(201),
  },
  {
    name: 'DELETE /groups/{id}/partner/{p}',
    method: 'delete',
    path: (w) => `/rest/groups/${w.groups.gA.id}/partner/${w.partner.id}`,
    expect: adminOnly(204),
  },
  {
    name: 'DELETE /locations/{id}/partner/{p}',
    method: 'delete',
    path: (w) => `/rest/locations/${w.locations.lA1.id}/partner/${w.partner.id}`,
    expect: adminOnly(204),
  },

  {
    name: 'GET /users',
    method: 'get',
    path: () => '/rest/users',
    expect: { admin: 200, partner: 200, full: 200, readOnly: 200, other: 200, anonymous: 401 },
  },
  {
    name: 'GET /users/{id}',
    method: 'get',
    path: (w) => `/rest/users/${w.users.colleague.id}`,
    expect: customerA(200, 200),
  },
  {
    name: 'PUT /users/{id}',
    method: 'put',
    path: (w) => `/rest/users/${w.users.colleague.id}`,
    body: () => ({ role: 'Bar manager' }),
    expect: customerA(200, 403),
  },
  {
    name: 'DELETE /users/{id} (one object)',
    method: 'delete',
    fixture: targetOnA2,
    path: (_w, user) => `/rest/users/${user.id}`,
    body: (w) => ({ subject_type: 'location', subject_id: w.locations.lA2.id }),
    expect: customerA(200, 403),
  },
  {
    name: 'DELETE /users/{id} (account)',
    method: 'delete',
    fixture: targetOnA2,
    path: (_w, user) => `/rest/users/${user.id}`,
    body: () => ({ everything: true }),
    expect: { admin: 204, partner: 403, full: 403, readOnly: 403, other: 404, anonymous: 401 },
  },

  {
    name: 'GET /invites',
    method: 'get',
    path: () => '/rest/invites',
    expect: { admin: 200, partner: 200, full: 200, readOnly: 200, other: 200, anonymous: 401 },
  },
  {
    name: 'POST /invites',
    method: 'post',
    path: () => '/rest/invites',
    body: (w) => ({
      emails: ['matrix.invitee@airdeck.test'],
      subjects: [{ type: 'location', id: w.locations.lA1.id }],
      permissions: READ_ONLY,
    }),
    // the partner holds no invoice rights, so it cannot hand out invoices_read (it invites without that column)
    expect: { ...customerA(201, 403), partner: 403 },
  },
  {
    name: 'POST /invites/validate',
    method: 'post',
    path: () => '/rest/invites/validate',
    body: () => ({ email: 'free@airdeck.test' }),
    expect: { admin: 200, partner: 200, full: 200, readOnly: 403, other: 200, anonymous: 401 },
  },
  {
    name: 'POST /invites/resend/{id}',
    method: 'post',
    fixture: (w) =>
      pendingInvitation({ invitedBy: w.users.admin, subjects: [['customer', w.customers.cA.id]] }),
    path: (_w, fx) => `/rest/invites/resend/${fx.invitation.id}`,
    expect: customerA(200, 403),
  },
  {
    name: 'DELETE /invites/{id}',
    method: 'delete',
    fixture: (w) =>
      pendingInvitation({ invitedBy: w.users.admin, subjects: [['location', w.locations.lA1.id]] }),
    path: (_w, fx) => `/rest/invites/${fx.invitation.id}`,
    expect: customerA(204, 403),
  },
  {
    name: 'GET /invites/customer/{id}',
    method: 'get',
    path: (w) => `/rest/invites/customer/${w.customers.cA.id}`,
    expect: customerA(200, 200),
  },
  {
    name: 'GET /invites/location/{id}',
    method: 'get',
    path: (w) => `/rest/invites/location/${w.locations.lA1.id}`,
    expect: customerA(200, 200),
  },
  {
    name: 'GET /invites/group/{id}',
    method: 'get',
    path: (w) => `/rest/invites/group/${w.groups.gA.id}`,
    expect: { admin: 200, partner: 404, full: 404, readOnly: 404, other: 404, anonymous: 401 },
  },
]

test.group('Partners, users, invitations / permission matrix', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every route as {$self}')
    .with([...ROLES])
    .run(async ({ client, assert }, role) => {
      const world = await buildAccessWorld()
      const caller = callerOf(world, role)
      const failures: string[] = []
      for (const route of ROUTES) {
        const fixture = route.fixture ? await route.fixture(world) : undefined
        const response = await send(client, route.method, route.path(world, fixture), caller, {
          body: route.body?.(world, fixture),
          file: route.file ? PNG_1PX : undefined,
        })
        if (response.status() !== route.expect[role])
          failures.push(
            `${route.name}: ${response.status()} (expected ${route.expect[role]}) ${JSON.stringify(response.body()).slice(0, 160)}`
          )
      }
      assert.deepEqual(failures, [], `${role}`)
    })

  test('lists hold exactly what each caller may see', async ({ client, assert }) => {
    const world = await buildAccessWorld()
    const { invitation } = await pendingInvitation({
      invitedBy: world.users.admin,
      subjects: [['customer', world.customers.cA.id]],
    })
    const seesA = { admin: true, partner: true, full: true, readOnly: true, other: false }
    for (const role of ['admin', 'partner', 'full', 'readOnly', 'other'] as const) {
      const caller = callerOf(world, role)!
      const users = await send(client, 'get', '/rest/users?perPage=100', caller)
      const ids = users.body().data.map((u: any) => u.id)
      assert.equal(
        ids.includes(world.users.colleague.id),
        seesA[role],
        `${role} sees the colleague`
      )
      assert.notInclude(
        ids,
        world.users.admin.id === caller.id ? -1 : world.users.admin.id,
        `${role} never sees the admin (no grants)`
      )
      if (role === 'other') assert.sameMembers(ids, [world.users.other.id])

      const invites = await send(client, 'get', '/rest/invites', caller)
      const inviteIds = invites.body().data.map((i: any) => i.id)
      // GET /invites holds the invitations a caller can manage: users_create on its objects, not just users_read.
      const managesA = { ...seesA, readOnly: false }
      assert.equal(inviteIds.includes(invitation.id), managesA[role], `${role} sees the invitation`)
    }
    const forPartner = await send(client, 'get', '/rest/users?perPage=100', world.users.partnerUser)
    const colleague = forPartner.body().data.find((u: any) => u.id === world.users.colleague.id)
    assert.sameMembers(
      colleague.access.map((a: any) => a.subject_name),
      ['Venue A1', 'Venue A2']
    )
    assert.sameMembers(
      PERMISSION_KEYS.filter((k) => k.endsWith('_read')),
      colleague.access[0].permissions
    )
  })
})
