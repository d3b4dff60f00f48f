import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createTenant, createUser } from '#tests/helpers/fixtures'

/**
 * The mismatches the outside probe found between the API document and the server (issue 31), one by one; the
 * conformance check (conformance.spec.ts) looks for every other one.
 */
test.group('The API document and the server agree', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the document states the constraints the validators enforce and every status a route answers', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/rest/openapi.json')).body()
    const operation = (method: string, path: string) => document.paths[path][method]
    const queryParameter = (method: string, path: string, name: string) =>
      operation(method, path).parameters.find((p: any) => p.name === name && p.in === 'query')

    // Dates are strings of their format (`0000-00-00` is refused), paging starts at 1.
    assert.include(queryParameter('get', '/rest/admin/audit-logs', 'from').schema, {
      type: 'string',
    })
    assert.equal(
      JSON.stringify(queryParameter('get', '/rest/admin/audit-logs', 'from').schema).includes(
        '"format":"date"'
      ),
      true
    )
    assert.include(queryParameter('get', '/rest/admin/audit-logs', 'page').schema, { minimum: 1 })
    // The password change needs its confirmation, and says so.
    const password = operation('put', '/rest/self/password').requestBody.content['application/json']
      .schema
    assert.includeMembers(password.required, ['password', 'password_confirmation'])
    // Unknown body fields are dropped by the validators, so the document allows them.
    assert.notProperty(password, 'additionalProperties')
    // Declared codes appear under the status they are raised with.
    assert.property(operation('get', '/rest/locations/{id}/network/tenants').responses, '409')
    assert.include(
      operation('get', '/rest/locations/{id}/network/tenants').responses['409'].description,
      'E_TENANT_MANAGEMENT_DISABLED'
    )
    assert.property(operation('post', '/rest/customers/{id}/logo').responses, '400')
    assert.property(operation('post', '/rest/secure/two-factor-confirm-code').responses, '419')
    assert.property(operation('post', '/rest/auth/login').responses, '419')
    assert.notProperty(operation('post', '/rest/auth/token').responses, '419')
    // Integer ids, within what the server takes.
    assert.deepEqual(operation('get', '/rest/customers/{id}').parameters[0].schema, {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
    })
  })

  test('bigint ids answer as integers; a visit answers every field, null when left out', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const { location, customer } = await createTenant()
    await client
      .put(`/rest/locations/${location.id}`)
      .json({ name: 'Renamed venue' })
      .loginAs(admin)
      .withCsrfToken()

    const log = await client.get(`/rest/locations/${location.id}/log`).loginAs(admin)
    log.assertStatus(200)
    assert.isAbove(log.body().data.length, 0)
    assert.isNumber(log.body().data[0].id)
    const audit = await client.get('/rest/admin/audit-logs').loginAs(admin)
    audit.assertStatus(200)
    assert.isNumber(audit.body().data[0].id)
    const referral = await client
      .post('/rest/referral')
      .json({
        email: 'new.venue@example.org',
        name: 'Noor',
        company: 'Bar Nova',
        sector: 'horeca',
        customer: customer.id,
      })
      .loginAs(admin)
      .withCsrfToken()
    referral.assertStatus(201)
    assert.isNumber(referral.body().id)

    const visit = await client
      .post('/rest/sales/visits')
      .json({
        venueName: 'Bar Nova',
        venueType: 'horeca',
        venueSize: 'small',
        interest: 'undecided',
      })
      .loginAs(admin)
      .withCsrfToken()
    visit.assertStatus(201)
    assert.property(visit.body(), 'sector')
    assert.isNull(visit.body().sector)
  })
})
