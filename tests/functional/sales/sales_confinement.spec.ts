import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { declaredRoutes, isIntegerParam } from '#kernel/http/contract/api_routes'
import { salesOnlyMayCall } from '#core/sales/sales_role'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { salesPeople } from '#tests/functional/sales/sales_world'

/** Path parameters with a matcher (and integer ids, matched by their digits): anything else would not reach the route at all. */
const PARAM_VALUES: Record<string, string> = { kind: 'customers', type: 'customer' }

test.group('Sales-only users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a hunter who is not an admin is confined to the sales routes and their own account: every other route is a 403', async ({
    client,
    assert,
  }) => {
    const people = await salesPeople()
    const world = await createTenant()
    const failures: string[] = []
    const confined = declaredRoutes().filter(
      (route) =>
        route.declaration.access.kind !== 'anyone' &&
        route.declaration.access.kind !== 'sales' &&
        !salesOnlyMayCall(route.pattern)
    )
    for (const route of confined) {
      const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
        name === 'id'
          ? String(world.location.id)
          : (PARAM_VALUES[name] ?? (isIntegerParam(name, route.declaration) ? '999999' : 'x'))
      )
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
      let request = client[method](path).header('accept', 'application/json')
      if (method !== 'get') request = request.json({}).withCsrfToken()
      const response = await request.loginAs(people.hunter)
      // A hidden admin route (financials) refuses as if it did not exist.
      const access = route.declaration.access
      const refusal = access.kind === 'admin' && access.hidden ? 404 : 403
      if (response.status() !== refusal)
        failures.push(`${route.method} ${path} → ${response.status()}`)
    }
    assert.isAbove(confined.length, 100)
    assert.deepEqual(failures, [])

    const self = await client.get('/rest/self').loginAs(people.hunter)
    self.assertStatus(200)
    assert.containsSubset(self.body(), { is_admin: false, is_sales_hunter: true })
    ;(await client.get('/rest/sales/visits').loginAs(people.hunter)).assertStatus(200)
    ;(await client.get('/rest/sales/hunters').loginAs(people.hunter)).assertStatus(403)

    // An admin who hunts too keeps every admin route.
    const huntingAdmin = await createUser({ isAdmin: true, salesRole: 'hunter' })
    ;(await client.get('/rest/customers').loginAs(huntingAdmin)).assertStatus(200)
  })

  test('an admin gives and takes the hunter role; without it the sales routes are a 403', async ({
    client,
    assert,
  }) => {
    const people = await salesPeople()
    const given = await client
      .put(`/rest/sales/hunters/${people.customerUser.id}`)
      .json({ hunter: true })
      .withCsrfToken()
      .loginAs(people.admin)
    given.assertStatus(200)
    assert.isTrue(given.body().hunter)
    ;(await client.get('/rest/sales/visits').loginAs(people.customerUser)).assertStatus(200)
    const list = await client.get('/rest/sales/hunters').loginAs(people.admin)
    assert.includeMembers(
      list.body().data.map((hunter: { id: number }) => hunter.id),
      [people.hunter.id, people.otherHunter.id, people.customerUser.id]
    )

    ;(
      await client
        .put(`/rest/sales/hunters/${people.customerUser.id}`)
        .json({ hunter: false })
        .withCsrfToken()
        .loginAs(people.admin)
    ).assertStatus(200)
    ;(await client.get('/rest/sales/visits').loginAs(people.customerUser)).assertStatus(403)
    ;(
      await client
        .put(`/rest/sales/hunters/${people.customerUser.id}`)
        .json({ hunter: 'maybe' })
        .withCsrfToken()
        .loginAs(people.admin)
    ).assertStatus(422)
  })
})
