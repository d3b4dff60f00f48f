import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Controller from '#core/controllers/models/controller'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { createUser } from '#tests/helpers/fixtures'
import { CREDENTIALS, startSimulator } from '#tests/plugins/omada/omada_target'

const controllerCount = async () =>
  Number((await Controller.query().count('* as total').first())!.$extras.total)

test.group('Controllers / vendors: the form each plugin needs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every enabled vendor comes with its settings as JSON Schema, secrets write-only, booleans as booleans', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client.get('/rest/controllers/vendors').withCsrfToken().loginAs(admin)
    response.assertStatus(200)
    const vendors = Object.fromEntries(
      response.body().data.map((vendor: any) => [vendor.id, vendor])
    )
    assert.includeMembers(Object.keys(vendors), ['unifi', 'omada', 'peplink', 'zerotier'])

    const omada = vendors.omada
    assert.equal(omada.name, 'TP-Link Omada')
    assert.isNull(omada.defaultUrl)
    assert.sameMembers(omada.settings.required, ['url', 'clientId', 'clientSecret'])
    assert.deepInclude(omada.settings.properties.clientId, { type: 'string', maxLength: 255 })
    assert.isTrue(omada.settings.properties.clientSecret.writeOnly)
    assert.isTrue(omada.settings.properties.hotspotOperatorPassword.writeOnly)
    assert.notProperty(omada.settings.properties.clientId, 'writeOnly')
    assert.deepEqual(omada.settings.properties.verifyTls, { type: 'boolean' })
    assert.deepEqual(omada.settings.properties.portalTimeUnit.enum, [
      'milliseconds',
      'microseconds',
    ])

    const zerotier = vendors.zerotier
    assert.equal(zerotier.defaultUrl, 'https://api.zerotier.com')
    assert.equal(zerotier.settings.properties.url.default, 'https://api.zerotier.com')
    assert.notInclude(zerotier.settings.required, 'url')
    assert.equal(zerotier.settings.properties.onlineWithinSeconds.type, 'integer')
    assert.isString(vendors.peplink.defaultUrl)
    assert.include(vendors.unifi.settings.required, 'url')
  })

  test('a cloud vendor needs no URL: the plugin decides, core no longer demands one with a port', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/rest/controllers')
      .json({ vendor: 'zerotier' })
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(422)
    assert.deepEqual(
      response.body().errors.map((error: any) => error.field),
      ['token']
    )

    const unifi = await client
      .post('/rest/controllers')
      .json({ vendor: 'unifi', url: 'https://127.0.0.1', username: 'a', password: 'b' })
      .withCsrfToken()
      .loginAs(admin)
    unifi.assertStatus(422)
    assert.deepEqual(
      unifi.body().errors.map((error: any) => [error.field, error.rule]),
      [['url', 'url']]
    )
  })
})

test.group('Controllers / an Omada controller through the form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let sim: OmadaSimulator
  group.setup(async () => {
    sim = await startSimulator()
    return () => sim.stop()
  })
  group.each.setup(() => {
    sim.faults.reset()
    sim.clearRequests()
  })
  const form = (extra: Record<string, unknown> = {}) => ({
    vendor: 'omada',
    url: sim.url,
    ...CREDENTIALS,
    verifyTls: false,
    ...extra,
  })

  test('a wrong secret gets the spec message and saves nothing; the right one is tested and saved', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const before = await controllerCount()

    const wrong = await client
      .post('/rest/controllers')
      .json(form({ clientSecret: 'not the secret' }))
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(admin)
    wrong.assertStatus(422)
    assert.equal(wrong.body().code, 'E_CONTROLLER_WRONG_CREDENTIALS')
    assert.equal(wrong.body().message, 'Wrong credentials.')
    assert.equal(await controllerCount(), before)

    const missing = await client
      .post('/rest/controllers')
      .json({ vendor: 'omada', url: sim.url })
      .withCsrfToken()
      .loginAs(admin)
    missing.assertStatus(422)
    assert.sameMembers(
      missing.body().errors.map((error: any) => error.field),
      ['clientId', 'clientSecret']
    )
    assert.equal(await controllerCount(), before)

    const added = await client
      .post('/rest/controllers')
      .json(form({ alias: 'Omada HQ', portalTimeUnit: 'microseconds' }))
      .withCsrfToken()
      .loginAs(admin)
    added.assertStatus(201)
    const body = added.body()
    assert.equal(body.vendor, 'omada')
    assert.equal(body.url, sim.url)
    assert.isNull(body.username)
    assert.deepInclude(body.settings, {
      clientId: CREDENTIALS.clientId,
      verifyTls: false,
      portalTimeUnit: 'microseconds',
    })
    assert.notInclude(JSON.stringify(body), CREDENTIALS.clientSecret)
    assert.equal(
      (await Controller.findOrFail(body.id)).secrets.clientSecret,
      CREDENTIALS.clientSecret
    )
    assert.equal(await controllerCount(), before + 1)
  })

  test('edit: an empty secret keeps the stored one only while the URL and client id stay the same', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const id = (
      await client.post('/rest/controllers').json(form()).withCsrfToken().loginAs(admin)
    ).body().id

    const kept = await client
      .put(`/rest/controllers/${id}`)
      .json(form({ alias: 'Renamed', clientSecret: '' }))
      .withCsrfToken()
      .loginAs(admin)
    kept.assertStatus(200)
    assert.equal(kept.body().alias, 'Renamed')

    sim.clearRequests()
    const otherAccount = await client
      .put(`/rest/controllers/${id}`)
      .json(form({ clientId: 'another-app', clientSecret: '' }))
      .withCsrfToken()
      .loginAs(admin)
    otherAccount.assertStatus(422)
    assert.deepEqual(
      otherAccount.body().errors.map((error: any) => [error.field, error.rule]),
      [['clientSecret', 'required']]
    )
    const otherHost = await client
      .put(`/rest/controllers/${id}`)
      .json(form({ url: sim.url.replace('127.0.0.1', 'localhost'), clientSecret: '' }))
      .withCsrfToken()
      .loginAs(admin)
    otherHost.assertStatus(422)
    assert.lengthOf(sim.requests, 0)
    assert.equal((await Controller.findOrFail(id)).settings.clientId, CREDENTIALS.clientId)
  })
})
