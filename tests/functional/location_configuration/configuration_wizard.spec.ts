import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Location from '#core/locations/models/location'
import AuditLog from '#kernel/audit/audit_log'
import {
  APS,
  GATEWAY,
  SWITCH,
  WLANS,
  buildConfigurationWorld,
  saveStep,
  throughWlans,
  typeFields,
  useSimulator,
} from '#tests/functional/location_configuration/configuration_world'

const wizardPath = (locationId: number) => `/rest/locations/${locationId}/configuration`

test.group('Location configuration / wizard steps', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('each step is saved on the server and reopening resumes at the first step not completed', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    const empty = await client.get(wizardPath(world.location.id)).loginAs(world.installer)
    empty.assertStatus(200)
    assert.equal(empty.body().currentStep, 'type')
    assert.isTrue(empty.body().editable)

    const type = await saveStep(client, world, 'type', typeFields(world))
    type.assertStatus(200)
    assert.equal(type.body().currentStep, 'router')
    const venue = (await Location.find(world.location.id))!
    assert.equal(venue.controllerId, world.controller.id)
    assert.equal(venue.controllerSiteId, world.siteId)
    const applied = await db.from('locations').where('id', venue.id).first()
    assert.equal(applied.config_file_id, world.fits.id)

    ;(await saveStep(client, world, 'router', { devices: [GATEWAY] })).assertStatus(200)
    // Another person on another device (the admin) opens the wizard: it resumes at the switch step.
    const reopened = await client.get(wizardPath(world.location.id)).loginAs(world.admin)
    assert.equal(reopened.body().currentStep, 'switch')
    const router = reopened.body().steps.find((step: any) => step.step === 'router')
    assert.deepEqual(router.values.devices, [GATEWAY])
    assert.isTrue(router.completed)
    const history = await AuditLog.query()
      .where({ action: 'location.configuration_step_saved', objectId: String(venue.id) })
      .count('* as total')
    assert.equal(Number(history[0].$extras.total), 2)
  })

  test('a step opens only after the ones before it: 409 naming the step to do first', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    const early = await saveStep(client, world, 'switch', { devices: [SWITCH] })
    early.assertStatus(409)
    assert.equal(early.body().code, 'E_CONFIGURATION_STEP_LOCKED')
    assert.include(early.body().message, 'type')
  })

  test("bad input is refused with field errors in the reader's language and nothing is saved", async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    world.installer.lang = 'nl'
    await world.installer.save()
    const missing = await saveStep(client, world, 'type', { configType: 'full' })
    missing.assertStatus(422)
    const fields = missing.body().errors.map((error: any) => error.field)
    assert.includeMembers(fields, ['vendor', 'controllerId', 'siteId'])
    assert.match(missing.body().errors[0].message, /verplicht|is vereist|veld/i)

    const unknownStep = await saveStep(client, world, 'garden', {})
    unknownStep.assertStatus(422)
    assert.equal(unknownStep.body().errors[0].field, 'step')

    const wrongVendor = await saveStep(
      client,
      world,
      'type',
      typeFields(world, { vendor: 'omada' })
    )
    wrongVendor.assertStatus(422)
    assert.equal(wrongVendor.body().errors[0].field, 'vendor')

    const noFile = await saveStep(client, world, 'type', typeFields(world, { configFileId: null }))
    noFile.assertStatus(422)
    assert.equal(noFile.body().errors[0].field, 'configFileId')

    ;(await saveStep(client, world, 'type', typeFields(world))).assertStatus(200)
    const badDevices = await saveStep(client, world, 'router', {
      devices: [{ mac: 'not-a-mac', ip: '999.1.1.1' }],
    })
    badDevices.assertStatus(422)
    assert.sameMembers(
      badDevices.body().errors.map((error: any) => error.field),
      ['devices.0.mac', 'devices.0.ip']
    )
    const noRouter = await saveStep(client, world, 'router', { devices: [] })
    noRouter.assertStatus(422)
    assert.equal(noRouter.body().errors[0].rule, 'min_devices')
    ;(await saveStep(client, world, 'router', { devices: [GATEWAY] })).assertStatus(200)
    const twice = await saveStep(client, world, 'switch', {
      devices: [{ mac: GATEWAY.mac.toUpperCase(), ip: '192.168.1.9' }],
    })
    twice.assertStatus(422)
    assert.equal(twice.body().errors[0].rule, 'duplicate_mac')
    ;(await saveStep(client, world, 'switch', { devices: [SWITCH] })).assertStatus(200)
    ;(await saveStep(client, world, 'access_point', { devices: APS, plan: 2 })).assertStatus(200)
    const sameNames = await saveStep(client, world, 'wlans', {
      wlans: [WLANS[0], { ...WLANS[0], guest: true }],
    })
    sameNames.assertStatus(422)
    assert.equal(sameNames.body().errors[0].field, 'wlans')
    const emptyName = await saveStep(client, world, 'wlans', {
      wlans: [{ name: '', guest: false }],
    })
    emptyName.assertStatus(422)

    const state = await client.get(wizardPath(world.location.id)).loginAs(world.installer)
    assert.equal(state.body().currentStep, 'wlans')
  })

  test('a plan too small for the devices is refused with the smallest plan that suits; choosing it saves it', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    ;(await saveStep(client, world, 'type', typeFields(world))).assertStatus(200)
    ;(await saveStep(client, world, 'router', { devices: [GATEWAY] })).assertStatus(200)
    ;(await saveStep(client, world, 'switch', { devices: [SWITCH] })).assertStatus(200)

    const tooSmall = await saveStep(client, world, 'access_point', { devices: APS })
    tooSmall.assertStatus(422)
    assert.equal(tooSmall.body().code, 'E_CONFIGURATION_PLAN_TOO_SMALL')
    assert.equal(
      tooSmall.body().message,
      'The plan Start allows 3 devices; this configuration has 4. Choose the plan Business or higher.'
    )
    assert.equal(tooSmall.body().errors[0].field, 'plan')
    const stillStart = await saveStep(client, world, 'access_point', { devices: APS, plan: 1 })
    stillStart.assertStatus(422)
    assert.equal((await Location.find(world.location.id))!.plan, 1)

    const business = await saveStep(client, world, 'access_point', { devices: APS, plan: 2 })
    business.assertStatus(200)
    assert.equal(business.body().plan, 2)
    assert.equal((await Location.find(world.location.id))!.plan, 2)
  })

  test('a config file for another controller version is refused with the spec message, nothing bound', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    for (const [lang, text] of [
      ['en', 'UniFi Network location creation failed – file incompatible with controller version'],
      ['fr', 'Échec de la création du site UniFi Network – fichier incompatible'],
    ] as const) {
      world.installer.lang = lang
      await world.installer.save()
      const refused = await saveStep(
        client,
        world,
        'type',
        typeFields(world, { configFileId: world.older.id })
      )
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'E_LOCATION_CONFIG_INCOMPATIBLE')
      assert.include(refused.body().message, text)
      assert.equal(refused.body().errors[0].field, 'configFileId')
    }
    const venue = (await Location.find(world.location.id))!
    assert.isNull(venue.controllerId)
    const state = await client.get(wizardPath(world.location.id)).loginAs(world.installer)
    assert.equal(state.body().currentStep, 'type')
  })

  test('the wizard answers 409 to a venue that is already ready for installation or live', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    world.location.status = 'live'
    await world.location.save()
    const refused = await saveStep(client, world, 'type', typeFields(world))
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'E_LOCATION_WRONG_STATE')
    assert.isFalse(
      (await client.get(wizardPath(world.location.id)).loginAs(world.installer)).body().editable
    )
  })

  test('customer users see nothing of the wizard', async ({ client, assert }) => {
    const world = await buildConfigurationWorld(client, sim())
    const read = await client.get(wizardPath(world.location.id)).loginAs(world.customerUser)
    assert.equal(read.status(), 403)
    const write = await saveStep(client, world, 'type', typeFields(world), world.customerUser)
    assert.equal(write.status(), 403)
    assert.isNull((await Location.find(world.location.id))!.controllerId)
  })

  test('the same world reaches the wlans step through the shared helper', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    await throughWlans(client, world)
    const state = await client.get(wizardPath(world.location.id)).loginAs(world.installer)
    assert.equal(state.body().currentStep, 'report')
  })
})
