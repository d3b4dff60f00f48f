import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

test.group('Roles: installer and demo customer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an installer sees every venue and the installation work, not billing, users or the rest of the admin area', async ({
    client,
    assert,
  }) => {
    const tenant = await createTenant()
    const installer = await createUser({ accountRole: 'installer' })

    const self = await client.get('/rest/self').loginAs(installer)
    assert.deepInclude(self.body(), {
      account_role: 'installer',
      is_admin: false,
      has_locations: true,
    })
    const locations = await client.get('/rest/locations').loginAs(installer)
    assert.include(
      locations.body().data.map((row: any) => row.id),
      tenant.location.id
    )
    assert.equal(
      (await client.get(`/rest/locations/${tenant.location.id}`).loginAs(installer)).status(),
      200
    )
    assert.equal(
      (await client.get(`/rest/customers/${tenant.customer.id}`).loginAs(installer)).status(),
      200
    )

    for (const path of [
      '/rest/controllers',
      '/rest/network/config',
      '/rest/inventory',
      '/rest/products',
    ]) {
      assert.equal((await client.get(path).loginAs(installer)).status(), 200, path)
    }
    for (const path of [
      '/rest/admin/mails',
      '/rest/partners/names',
      '/rest/users',
      '/rest/admin/audit-logs',
    ]) {
      assert.equal((await client.get(path).loginAs(installer)).status(), 403, path)
    }
    const product = await client.post('/rest/products').json({}).withCsrfToken().loginAs(installer)
    assert.equal(product.status(), 403, 'prices stay with the admins')

    const admin = await createUser({ isAdmin: true })
    const manager = await createUser()
    await grant(manager, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
    const colleague = await createUser()
    await grant(colleague, 'customer', tenant.customer.id, ['customer_read'])
    const byManager = await client
      .put(`/rest/users/${colleague.id}`)
      .json({ account_role: 'installer' })
      .withCsrfToken()
      .loginAs(manager)
    assert.equal(byManager.status(), 403, 'only admins hand out roles')
    const byAdmin = await client
      .put(`/rest/users/${colleague.id}`)
      .json({ account_role: 'installer' })
      .withCsrfToken()
      .loginAs(admin)
    assert.equal(byAdmin.body().account_role, 'installer')
    assert.equal((await client.get('/rest/controllers').loginAs(colleague)).status(), 200)
    assert.equal(
      (
        await client
          .put(`/rest/users/${colleague.id}`)
          .json({ account_role: 'admin' })
          .withCsrfToken()
          .loginAs(admin)
      ).status(),
      422
    )
  })

  test('a demo customer reads its demo data and every write is refused with a clear message', async ({
    client,
    assert,
  }) => {
    const tenant = await createTenant()
    tenant.customer.merge({ demoMode: true })
    await tenant.customer.save()
    const demo = await createUser({ accountRole: 'demo_customer', lang: 'en' })
    await grant(demo, 'customer', tenant.customer.id, [...PERMISSION_KEYS])

    const self = await client.get('/rest/self').loginAs(demo)
    assert.deepInclude(self.body(), { account_role: 'demo_customer' })
    assert.isTrue(self.body().default_customer.demo_mode)
    assert.equal(
      (await client.get(`/rest/customers/${tenant.customer.id}`).loginAs(demo)).status(),
      200
    )
    assert.equal(
      (await client.get(`/rest/locations/${tenant.location.id}`).loginAs(demo)).status(),
      200
    )

    const writes: Array<['put' | 'post' | 'patch' | 'delete', string]> = [
      ['put', `/rest/customers/${tenant.customer.id}`],
      ['post', `/rest/customers/${tenant.customer.id}/logs`],
      ['put', `/rest/locations/${tenant.location.id}`],
      ['delete', `/rest/locations/${tenant.location.id}`],
      ['put', '/rest/self'],
      ['put', '/rest/self/password'],
      ['post', '/rest/invites'],
      ['put', `/rest/customers/${tenant.customer.id}/support-access`],
    ]
    for (const [method, path] of writes) {
      const response = await client[method](path)
        .json({ name: 'Changed' })
        .withCsrfToken()
        .loginAs(demo)
      assert.equal(response.status(), 403, `${method} ${path}`)
      assert.deepEqual(response.body(), {
        code: 'E_DEMO_READ_ONLY',
        message: 'This is a demo account: you can look around, but nothing can be changed.',
      })
    }
    await tenant.customer.refresh()
    assert.notEqual(tenant.customer.name, 'Changed')
  })
})
