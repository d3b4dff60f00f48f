import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import AuditLog from '#kernel/audit/audit_log'
import Location from '#core/locations/models/location'
import { createTenant, createUser } from '#tests/helpers/fixtures'

test.group('Audit log and secrets at rest', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an update records who changed what, old and new values', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const { location } = await createTenant()
    const response = await client
      .put(`/rest/locations/${location.id}`)
      .json({
        name: 'Renamed venue',
        status: 'ready_for_configuration',
        pppoe_password: 'line-secret-123',
      })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(200)
    assert.isTrue(response.body().pppoe_password_set)
    assert.notProperty(response.body(), 'pppoe_password')

    const entry = await AuditLog.query()
      .where({ object_type: 'location', object_id: String(location.id) })
      .firstOrFail()
    assert.equal(entry.action, 'location.updated')
    assert.equal(entry.actorId, admin.id)
    assert.include(entry.oldValues!, { name: location.name, status: 'to_deploy' })
    assert.include(entry.newValues!, {
      name: 'Renamed venue',
      status: 'ready_for_configuration',
      pppoe_password: '[redacted]',
    })
    assert.notInclude(JSON.stringify(entry.serialize()), 'line-secret-123')
  })

  test('secrets are encrypted with the app key in the database', async ({ assert }) => {
    const { location } = await createTenant()
    location.pppoePassword = 'line-secret-123'
    await location.save()
    const raw = await db
      .from('locations')
      .where('id', location.id)
      .select('pppoe_password')
      .firstOrFail()
    assert.notInclude(raw.pppoe_password, 'line-secret-123')
    assert.equal(
      encryption.decrypt(raw.pppoe_password, 'location.pppoe_password'),
      'line-secret-123'
    )
    const reloaded = await Location.findOrFail(location.id)
    assert.equal(reloaded.pppoePassword, 'line-secret-123')
  })

  test('a refused or invalid update writes nothing', async ({ client, assert }) => {
    const viewer = await createUser()
    const { location } = await createTenant()
    const invalid = await client
      .put(`/rest/locations/${location.id}`)
      .json({ name: '' })
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
    invalid.assertStatus(422)
    const refused = await client
      .put(`/rest/locations/${location.id}`)
      .json({ name: 'x' })
      .loginAs(viewer)
      .withCsrfToken()
    refused.assertStatus(404)
    assert.lengthOf(await AuditLog.query().where('object_type', 'location'), 0)
  })

  test('customer rules that need the database: legal entity per country and unique VAT', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const first = await createTenant()
    const second = await createTenant()
    const entity = await client
      .put(`/rest/customers/${first.customer.id}`)
      .json({ country: 'NL', legal_entity: 'vzw' })
      .loginAs(admin)
      .withCsrfToken()
    entity.assertStatus(422)
    assert.deepInclude(entity.body().errors[0], { field: 'legal_entity', rule: 'legal_entity' })

    const ok = await client
      .put(`/rest/customers/${first.customer.id}`)
      .json({ country: 'BE', legal_entity: 'bv', vat: 'be 0123.456.749' })
      .loginAs(admin)
      .withCsrfToken()
    ok.assertStatus(200)
    assert.equal(ok.body().vat, 'BE0123456749')
    const duplicate = await client
      .put(`/rest/customers/${second.customer.id}`)
      .json({ vat: 'BE0123456749' })
      .loginAs(admin)
      .withCsrfToken()
    duplicate.assertStatus(422)
    duplicate.assertBodyContains({ code: 'E_DUPLICATE_VAT' })
  })
})
