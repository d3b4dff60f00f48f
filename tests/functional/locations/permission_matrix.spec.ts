import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { ApiRequest } from '@japa/api-client'
import Location from '#core/locations/models/location'
import LocationComment from '#core/locations/models/location_comment'
import { as, buildLocationWorld, ROLES, type LocationWorld, type Role } from './world.js'
import { bufferBody } from './binary.js'

ApiRequest.addParser('application/pdf', bufferBody)

type Expect = Record<Role, number>
const readable: Expect = {
  admin: 200,
  partner: 200,
  full: 200,
  readonly: 200,
  other: 404,
  anonymous: 401,
}
const writable: Expect = {
  admin: 200,
  partner: 200,
  full: 200,
  readonly: 403,
  other: 404,
  anonymous: 401,
}
const OPEN_HOURS = { every_day: true, open: '08:00', close: '22:00' }

interface Route {
  name: string
  expect: Expect
  /** Builds what the request needs (fresh objects, so one role's change does not affect the next) and sends it. */
  send: (client: any, world: LocationWorld, role: Role) => Promise<any>
}

async function freshLocation(world: LocationWorld, extra: Partial<Location> = {}) {
  return Location.create({
    name: 'Fresh venue',
    customerId: world.customerA.id,
    status: 'live',
    ...extra,
  })
}

const ROUTES: Route[] = [
  {
    name: 'GET /locations',
    expect: { admin: 200, partner: 200, full: 200, readonly: 200, other: 200, anonymous: 401 },
    send: (c, w, r) => as(c.get('/rest/locations'), w, r),
  },
  {
    name: 'GET /locations/map',
    expect: { admin: 200, partner: 200, full: 200, readonly: 200, other: 200, anonymous: 401 },
    send: (c, w, r) => as(c.get('/rest/locations/map'), w, r),
  },
  {
    name: 'POST /locations',
    expect: { admin: 201, partner: 201, full: 201, readonly: 403, other: 422, anonymous: 401 },
    send: (c, w, r) =>
      as(
        c.post('/rest/locations').json({ customer_id: w.customerA.id, name: `New by ${r}` }),
        w,
        r
      ),
  },
  {
    name: 'GET /locations/{id}',
    expect: readable,
    send: (c, w, r) => as(c.get(`/rest/locations/${w.locationA.id}`), w, r),
  },
  {
    name: 'PUT /locations/{id}',
    expect: writable,
    send: (c, w, r) =>
      as(c.put(`/rest/locations/${w.locationA.id}`).json({ name: `Renamed by ${r}` }), w, r),
  },
  {
    name: 'DELETE /locations/{id}',
    expect: writable,
    send: async (c, w, r) => as(c.delete(`/rest/locations/${(await freshLocation(w)).id}`), w, r),
  },
  {
    name: 'PUT /locations/{id}/restore',
    expect: writable,
    send: async (c, w, r) =>
      as(
        c.put(
          `/rest/locations/${(await freshLocation(w, { status: 'archived', statusBeforeArchive: 'live' })).id}/restore`
        ),
        w,
        r
      ),
  },
  {
    name: 'PUT /locations/{id}/snooze',
    expect: writable,
    send: async (c, w, r) =>
      as(
        c
          .put(`/rest/locations/${(await freshLocation(w)).id}/snooze`)
          .json({ snoozed_until: '2099-01-31' }),
        w,
        r
      ),
  },
  {
    name: 'GET /locations/{id}/comments',
    expect: readable,
    send: (c, w, r) => as(c.get(`/rest/locations/${w.locationA.id}/comments`), w, r),
  },
  {
    name: 'POST /locations/{id}/comments',
    expect: { ...writable, admin: 201, partner: 201, full: 201 },
    send: (c, w, r) =>
      as(c.post(`/rest/locations/${w.locationA.id}/comments`).json({ body: `Note by ${r}` }), w, r),
  },
  {
    name: 'DELETE /locations/{id}/comments/{commentId} (written by the full user)',
    expect: { admin: 204, partner: 403, full: 204, readonly: 403, other: 404, anonymous: 401 },
    send: async (c, w, r) => {
      const comment = await LocationComment.create({
        locationId: w.locationA.id,
        userId: w.users.full.id,
        body: 'Check the AP in the cellar',
      })
      return as(c.delete(`/rest/locations/${w.locationA.id}/comments/${comment.id}`), w, r)
    },
  },
  {
    name: 'GET /locations/{id}/log',
    expect: readable,
    send: (c, w, r) => as(c.get(`/rest/locations/${w.locationA.id}/log`), w, r),
  },
  {
    name: 'GET /locations/{id}/qr',
    expect: readable,
    send: (c, w, r) => as(c.get(`/rest/locations/${w.locationA.id}/qr`), w, r),
  },
  {
    name: 'POST /locations/{id}/print/label',
    expect: readable,
    send: (c, w, r) => as(c.post(`/rest/locations/${w.locationA.id}/print/label`), w, r),
  },
  {
    name: 'POST /locations/{id}/print/public',
    expect: readable,
    send: (c, w, r) => as(c.post(`/rest/locations/${w.locationA.id}/print/public`), w, r),
  },
  {
    name: 'GET /locations/{id}/openinghours',
    expect: readable,
    send: (c, w, r) => as(c.get(`/rest/locations/${w.locationA.id}/openinghours`), w, r),
  },
  {
    name: 'PUT /locations/{id}/openinghours',
    expect: writable,
    send: (c, w, r) =>
      as(c.put(`/rest/locations/${w.locationA.id}/openinghours`).json(OPEN_HOURS), w, r),
  },
  {
    name: 'GET /customers/{id}/openinghours',
    expect: readable,
    send: (c, w, r) => as(c.get(`/rest/customers/${w.customerA.id}/openinghours`), w, r),
  },
  {
    name: 'PUT /customers/{id}/openinghours',
    expect: { admin: 200, partner: 403, full: 200, readonly: 403, other: 404, anonymous: 401 },
    send: (c, w, r) =>
      as(c.put(`/rest/customers/${w.customerA.id}/openinghours`).json(OPEN_HOURS), w, r),
  },
  {
    name: 'GET /groups/{id}/openinghours',
    expect: { admin: 200, partner: 404, full: 200, readonly: 404, other: 404, anonymous: 401 },
    send: (c, w, r) => as(c.get(`/rest/groups/${w.groupA.id}/openinghours`), w, r),
  },
  {
    name: 'PUT /groups/{id}/openinghours',
    expect: { admin: 200, partner: 404, full: 200, readonly: 404, other: 404, anonymous: 401 },
    send: (c, w, r) => as(c.put(`/rest/groups/${w.groupA.id}/openinghours`).json(OPEN_HOURS), w, r),
  },
]

test.group('Locations / permission matrix of every route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const route of ROUTES) {
    test(route.name, async ({ client, assert }) => {
      const world = await buildLocationWorld()
      for (const role of ROLES) {
        const response = await route.send(client, world, role)
        assert.equal(
          response.status(),
          route.expect[role],
          `${role} ${route.name}: ${response.text?.()?.slice(0, 200)}`
        )
      }
    })
  }

  test('refused changes leave the location as it was', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    for (const role of ['readonly', 'other', 'anonymous'] as Role[]) {
      await as(
        client.put(`/rest/locations/${world.locationA.id}`).json({ name: 'Hijacked' }),
        world,
        role
      )
      await as(client.delete(`/rest/locations/${world.locationA.id}`), world, role)
    }
    await world.locationA.refresh()
    assert.equal(world.locationA.name, 'Brasserie Alpha')
    assert.equal(world.locationA.status, 'live')
  })

  test('lists and the map hold exactly the visible locations', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const inWorld = [world.locationA.id, world.locationB.id]
    const expected: Record<string, number[]> = {
      partner: [world.locationA.id],
      full: [world.locationA.id],
      readonly: [world.locationA.id],
      other: [world.locationB.id],
    }
    for (const [role, ids] of Object.entries(expected)) {
      const list = await as(client.get('/rest/locations?perPage=100'), world, role as Role)
      assert.sameMembers(
        list.body().data.map((l: any) => l.id),
        ids,
        `${role} list`
      )
      const map = await as(client.get('/rest/locations/map'), world, role as Role)
      assert.sameMembers(
        map
          .body()
          .data.map((l: any) => l.id)
          .filter((id: number) => inWorld.includes(id)),
        ids,
        `${role} map`
      )
    }
  })
})
