import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import AuditLog from '#kernel/audit/audit_log'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { SIM_PASSWORD, controllerForm, useSimulator } from '#tests/functional/network/network_world'

test.group('Controllers / create, validate, test the connection', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('an admin adds a controller: tested, saved with its sites, password never returned nor stored in clear', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/rest/controllers')
      .json(controllerForm(sim()))
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(201)
    const body = response.body()
    assert.match(body.alias, /^[a-z]+-[a-z]+-\d{2}$/)
    assert.equal(body.vendor, 'unifi')
    assert.equal(body.vendorName.length > 0, true)
    assert.equal(body.status, 'connected')
    assert.isTrue(body.hasPassword)
    assert.equal(body.ip, '127.0.0.1')
    assert.equal(body.siteCount, 3)
    assert.include(body.capabilities, 'rebootDevice')
    assert.notProperty(body, 'password')
    assert.notProperty(body.settings, 'password')
    assert.notInclude(JSON.stringify(body), SIM_PASSWORD)

    const row = await db.from('controllers').where('id', body.id).first()
    assert.notInclude(row.secrets, SIM_PASSWORD)
    assert.equal((await Controller.find(body.id))!.secrets.password, SIM_PASSWORD)

    const audit = await AuditLog.query()
      .where({ action: 'controller.created', objectId: String(body.id) })
      .firstOrFail()
    assert.notInclude(JSON.stringify(audit.newValues), SIM_PASSWORD)

    const sites = await client
      .get(`/rest/controllers/${body.id}/sites`)
      .withCsrfToken()
      .loginAs(admin)
    sites.assertStatus(200)
    assert.sameMembers(
      sites.body().data.map((site: any) => site.id),
      ['default', 'terrace', 'spare']
    )
    assert.isNull(sites.body().data[0].location)
  })

  test('the alias given is kept; the URL must carry its port', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const named = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { alias: 'HQ' }))
      .withCsrfToken()
      .loginAs(admin)
    named.assertStatus(201)
    assert.equal(named.body().alias, 'HQ')

    const noPort = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { url: 'https://127.0.0.1' }))
      .withCsrfToken()
      .loginAs(admin)
    noPort.assertStatus(422)
    assert.equal(noPort.body().code, 'E_VALIDATION_ERROR')
    assert.include(
      noPort.body().errors.map((error: any) => error.field),
      'url'
    )

    const missing = await client
      .post('/rest/controllers')
      .json({ vendor: 'unifi', url: sim().url })
      .withCsrfToken()
      .loginAs(admin)
    missing.assertStatus(422)
    assert.includeMembers(
      missing.body().errors.map((error: any) => error.field),
      ['username', 'password']
    )

    const vendor = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { vendor: 'nope' }))
      .withCsrfToken()
      .loginAs(admin)
    vendor.assertStatus(422)
    assert.equal(vendor.body().errors[0].field, 'vendor')
  })

  test('wrong credentials and unreachable controllers are refused and nothing is saved', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const before = await Controller.query().count('* as total').first()

    const wrong = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { password: 'not-the-password' }))
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(admin)
    wrong.assertStatus(422)
    assert.equal(wrong.body().code, 'E_CONTROLLER_WRONG_CREDENTIALS')
    assert.equal(wrong.body().message, 'Wrong credentials.')

    const unreachable = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { url: 'https://127.0.0.1:1' }))
      .withCsrfToken()
      .loginAs(admin)
    unreachable.assertStatus(422)
    assert.equal(unreachable.body().code, 'E_CONTROLLER_UNREACHABLE')
    assert.match(unreachable.body().message, /reachable from outside/)

    const dutchAdmin = await createUser({ isAdmin: true, lang: 'nl' })
    const dutch = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { url: 'https://127.0.0.1:1' }))
      .withCsrfToken()
      .loginAs(dutchAdmin)
    assert.match(dutch.body().message, /van buitenaf bereikbaar/)

    sim().faults.garbageNext(5)
    const garbage = await client
      .post('/rest/controllers')
      .json(controllerForm(sim()))
      .withCsrfToken()
      .loginAs(admin)
    garbage.assertStatus(422)
    assert.equal(garbage.body().code, 'E_CONTROLLER_UNREACHABLE')

    const after = await Controller.query().count('* as total').first()
    assert.equal(after!.$extras.total, before!.$extras.total)
  })

  test('a self-signed controller is refused with E_CONTROLLER_TLS unless the certificate is accepted explicitly', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const before = Number((await Controller.query().count('* as total').first())!.$extras.total)
    const { verifyTls: _optOut, ...verifying } = controllerForm(sim())
    for (const form of [verifying, { ...verifying, verifyTls: true }]) {
      const refused = await client
        .post('/rest/controllers')
        .json(form)
        .header('accept-language', 'en')
        .withCsrfToken()
        .loginAs(admin)
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'E_CONTROLLER_TLS')
      assert.match(
        refused.body().message,
        /certificate is not trusted.*Accept a self-signed certificate/
      )
    }
    for (const [lang, text] of [
      ['nl', /Zelfondertekend certificaat aanvaarden/],
      ['fr', /certificat auto-signé/],
      ['de', /Selbstsigniertes Zertifikat/],
    ] as const) {
      const localAdmin = await createUser({ isAdmin: true, lang })
      const translated = await client
        .post('/rest/controllers')
        .json(verifying)
        .withCsrfToken()
        .loginAs(localAdmin)
      assert.match(translated.body().message, text)
    }
    assert.equal(
      Number((await Controller.query().count('* as total').first())!.$extras.total),
      before
    )

    const accepted = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { verifyTls: false }))
      .withCsrfToken()
      .loginAs(admin)
    accepted.assertStatus(201)
    assert.isFalse((await Controller.findOrFail(accepted.body().id)).settings.verifyTls as boolean)
  })

  test('only admins: customers get 403, anonymous 401, on every controller route', async ({
    client,
    assert,
  }) => {
    const { customer } = await createTenant()
    const user = await createUser()
    await grant(user, 'customer', customer.id, [
      'customer_read',
      'customer_update',
      'location_read',
      'location_update',
    ])
    const admin = await createUser({ isAdmin: true })
    const id = (
      await client
        .post('/rest/controllers')
        .json(controllerForm(sim()))
        .withCsrfToken()
        .loginAs(admin)
    ).body().id
    const routes: Array<[string, string]> = [
      ['get', '/rest/controllers'],
      ['get', '/rest/controllers/vendors'],
      ['post', '/rest/controllers'],
      ['get', `/rest/controllers/${id}`],
      ['put', `/rest/controllers/${id}`],
      ['delete', `/rest/controllers/${id}`],
      ['post', `/rest/controllers/${id}/check`],
      ['post', `/rest/controllers/${id}/sync`],
      ['get', `/rest/controllers/${id}/sites`],
      ['get', `/rest/controllers/${id}/listsites`],
    ]
    for (const [method, url] of routes) {
      await (client as any)
        [method](url)
        .json(controllerForm(sim()))
        .withCsrfToken()
        .loginAs(user)
        .then((r: any) => r.assertStatus(403))
      await (client as any)
        [method](url)
        .json(controllerForm(sim()))
        .withCsrfToken()
        .then((r: any) => r.assertStatus(401))
    }
    assert.isNotNull(await Controller.find(id))
  })
})

test.group('Controllers / read, update, check, sync, delete', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  async function created(client: any) {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/rest/controllers')
      .json(controllerForm(sim(), { alias: 'Alpha' }))
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(201)
    return { admin, id: response.body().id as number }
  }

  test('list with search and paging, show, unknown ids 404', async ({ client, assert }) => {
    const { admin, id } = await created(client)
    const list = await client
      .get('/rest/controllers')
      .qs({ search: 'alph' })
      .withCsrfToken()
      .loginAs(admin)
    list.assertStatus(200)
    assert.include(
      list.body().data.map((c: any) => c.id),
      id
    )
    assert.properties(list.body().meta, ['total', 'page', 'perPage', 'lastPage'])
    const none = await client
      .get('/rest/controllers')
      .qs({ search: 'zzz-nothing' })
      .withCsrfToken()
      .loginAs(admin)
    assert.equal(none.body().meta.total, 0)
    await client
      .get(`/rest/controllers/${id}`)
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(200))
    await client
      .get('/rest/controllers/999999')
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(404))
    const vendors = await client.get('/rest/controllers/vendors').withCsrfToken().loginAs(admin)
    vendors.assertStatus(200)
    const unifi = vendors.body().data.find((vendor: any) => vendor.id === 'unifi')
    assert.include(unifi.secretSettings, 'password')
    assert.include(unifi.capabilities, 'listWlans')
    await client
      .get('/rest/controllers/abc')
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(404))
    await client
      .get('/rest/controllers')
      .qs({ perPage: 1000 })
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(422))
  })

  test('update: an empty password keeps the stored one; a wrong one is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const { admin, id } = await created(client)
    const kept = await client
      .put(`/rest/controllers/${id}`)
      .json(controllerForm(sim(), { alias: 'Beta', password: '' }))
      .withCsrfToken()
      .loginAs(admin)
    kept.assertStatus(200)
    assert.equal(kept.body().alias, 'Beta')
    const wrong = await client
      .put(`/rest/controllers/${id}`)
      .json(controllerForm(sim(), { alias: 'Gamma', password: 'bad-password' }))
      .withCsrfToken()
      .loginAs(admin)
    wrong.assertStatus(422)
    assert.equal(wrong.body().code, 'E_CONTROLLER_WRONG_CREDENTIALS')
    const controller = (await Controller.find(id))!
    assert.equal(controller.alias, 'Beta')
    assert.equal(controller.secrets.password, SIM_PASSWORD)
    assert.isNotNull(
      await AuditLog.query()
        .where({ action: 'controller.updated', objectId: String(id) })
        .first()
    )
  })

  test('update: the stored password is never sent to a changed URL or username; it must be typed again', async ({
    client,
    assert,
  }) => {
    const { admin, id } = await created(client)
    const otherHost = sim().url.replace('127.0.0.1', 'localhost')
    sim().clearRequests()
    for (const change of [
      { url: otherHost },
      { username: 'someone-else' },
      { url: otherHost, username: 'someone-else' },
    ]) {
      for (const password of ['', undefined, null]) {
        const refused = await client
          .put(`/rest/controllers/${id}`)
          .json(controllerForm(sim(), { ...change, password }))
          .withCsrfToken()
          .loginAs(admin)
        refused.assertStatus(422)
        assert.equal(refused.body().code, 'E_VALIDATION_ERROR')
        assert.deepEqual(
          refused.body().errors.map((error: any) => [error.field, error.rule]),
          [['password', 'required']]
        )
      }
    }
    assert.lengthOf(sim().requests, 0)
    const unchanged = (await Controller.find(id))!
    assert.equal(unchanged.url, sim().url)

    const moved = await client
      .put(`/rest/controllers/${id}`)
      .json(controllerForm(sim(), { url: otherHost }))
      .withCsrfToken()
      .loginAs(admin)
    moved.assertStatus(200)
    assert.equal(moved.body().url, otherHost)
    const kept = await client
      .put(`/rest/controllers/${id}`)
      .json(controllerForm(sim(), { url: `${otherHost}/`, password: '' }))
      .withCsrfToken()
      .loginAs(admin)
    kept.assertStatus(200)
  })

  test('check records the status; sync answers a summary; listsites is live', async ({
    client,
    assert,
  }) => {
    const { admin, id } = await created(client)
    const check = await client.post(`/rest/controllers/${id}/check`).withCsrfToken().loginAs(admin)
    check.assertStatus(200)
    assert.equal(check.body().status, 'connected')
    assert.equal(check.body().flavour, 'unifi-os')

    const sync = await client.post(`/rest/controllers/${id}/sync`).withCsrfToken().loginAs(admin)
    sync.assertStatus(200)
    assert.equal(sync.body().controllerId, id)
    assert.equal(sync.body().status, 'connected')
    assert.equal(sync.body().sites, 3)
    assert.equal(sync.body().boundSites, 0)

    const live = await client
      .get(`/rest/controllers/${id}/listsites`)
      .withCsrfToken()
      .loginAs(admin)
    live.assertStatus(200)
    assert.lengthOf(live.body().data, 3)

    sim().faults.failNext(20, 503)
    const down = await client
      .get(`/rest/controllers/${id}/listsites`)
      .withCsrfToken()
      .loginAs(admin)
    down.assertStatus(503)
    assert.equal(down.body().code, 'E_CONTROLLER_UNAVAILABLE')
    sim().faults.reset()

    sim().faults.wrongCredentials = true
    sim().faults.expireSessions()
    const refused = await client
      .post(`/rest/controllers/${id}/check`)
      .withCsrfToken()
      .loginAs(admin)
    refused.assertStatus(200)
    assert.equal(refused.body().status, 'needs_credentials')
    assert.isNotNull(refused.body().lastError)
  })

  test('delete: refused while a venue is bound, then removed with its sites', async ({
    client,
    assert,
  }) => {
    const { admin, id } = await created(client)
    const { location } = await createTenant()
    await client
      .put(`/rest/locations/${location.id}/network/controller`)
      .json({ controllerId: id, siteId: 'terrace' })
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(200))
    const sites = await client.get(`/rest/controllers/${id}/sites`).withCsrfToken().loginAs(admin)
    assert.equal(
      sites.body().data.find((site: any) => site.id === 'terrace').location.id,
      location.id
    )

    const refused = await client.delete(`/rest/controllers/${id}`).withCsrfToken().loginAs(admin)
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'E_CONTROLLER_IN_USE')

    await client
      .delete(`/rest/locations/${location.id}/network/controller`)
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(200))
    await client
      .delete(`/rest/controllers/${id}`)
      .withCsrfToken()
      .loginAs(admin)
      .then((r) => r.assertStatus(204))
    assert.isNull(await Controller.find(id))
    assert.equal(
      Number(
        (await db.from('controller_sites').where('controller_id', id).count('* as total').first())
          .total
      ),
      0
    )
    assert.isNotNull(
      await AuditLog.query()
        .where({ action: 'controller.deleted', objectId: String(id) })
        .first()
    )
  })
})
