import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PDFDocument } from 'pdf-lib'
import Location from '#core/locations/models/location'
import AuditLog from '#kernel/audit/audit_log'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import {
  REPORT_FIELDS,
  buildConfigurationWorld,
  saveStep,
  throughWlans,
  useSimulator,
} from '#tests/functional/location_configuration/configuration_world'

const exportPath = (locationId: number) => `/rest/locations/${locationId}/configuration/export`

test.group('Location configuration / report and export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('the report checks the controller live, marks those facts checked and makes the venue ready for installation', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    await throughWlans(client, world)
    const done = await saveStep(client, world, 'report', REPORT_FIELDS)
    done.assertStatus(200)
    assert.isNull(done.body().currentStep)
    const venue = (await Location.find(world.location.id))!
    assert.equal(venue.status, 'ready_for_installation')
    assert.deepEqual(
      [venue.amountGateways, venue.amountSwitches, venue.amountAps, venue.plan],
      [1, 1, 2, 2]
    )
    const report = venue.configReport as Record<string, any>
    assert.deepEqual(report.devicesAdopted, { result: 'ok', missing: [] })
    assert.deepEqual(report.sitesCreatedAndLinked, { result: 'ok', missing: [] })
    assert.deepEqual(report.wlansPresent, { result: 'ok', missing: [] })
    assert.deepInclude(report, { ...REPORT_FIELDS, configType: 'full', vendors: ['UniFi Network'] })
    assert.isNull(report.overrideReason)
    const completed = await AuditLog.query()
      .where({ action: 'location.configuration_completed', objectId: String(venue.id) })
      .firstOrFail()
    assert.equal(completed.newValues?.status, 'ready_for_installation')

    const again = await saveStep(client, world, 'report', REPORT_FIELDS)
    again.assertStatus(409)
    assert.equal(again.body().code, 'E_LOCATION_WRONG_STATE')
  })

  test('a WiFi network or device the controller does not have is refused with what is missing', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    await throughWlans(client, world)
    ;(
      await saveStep(client, world, 'wlans', {
        wlans: [
          { name: 'Personeel', guest: false },
          { name: 'Bestaat niet', guest: true },
        ],
      })
    ).assertStatus(200)
    const refused = await saveStep(client, world, 'report', REPORT_FIELDS)
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_CONFIGURATION_CHECK_FAILED')
    assert.equal(refused.body().errors[0].field, 'wlansPresent')
    assert.include(refused.body().errors[0].message, 'Bestaat niet')
    assert.equal((await Location.find(world.location.id))!.status, 'to_deploy')
  })

  test('a controller that is down: "could not be read", only an admin with a reason saves, recorded in the history', async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    await throughWlans(client, world)
    sim().faults.failNext(1000, 503)

    const installer = await saveStep(client, world, 'report', REPORT_FIELDS)
    installer.assertStatus(422)
    assert.equal(installer.body().code, 'E_CONTROLLER_UNREADABLE')
    assert.deepInclude(installer.body().errors[0], {
      field: 'overrideReason',
      rule: 'admin_reason_required',
    })
    const adminWithout = await saveStep(client, world, 'report', REPORT_FIELDS, world.admin)
    adminWithout.assertStatus(422)
    assert.equal(adminWithout.body().errors[0].rule, 'required')
    assert.equal((await Location.find(world.location.id))!.status, 'to_deploy')

    const reason = 'Controller in maintenance, checked on site with the installer'
    const admin = await saveStep(
      client,
      world,
      'report',
      { ...REPORT_FIELDS, overrideReason: reason },
      world.admin
    )
    admin.assertStatus(200)
    const venue = (await Location.find(world.location.id))!
    assert.equal(venue.status, 'ready_for_installation')
    const report = venue.configReport as Record<string, any>
    assert.equal(report.devicesAdopted.result, 'unreadable')
    assert.equal(report.overrideReason, reason)
    const history = await AuditLog.query()
      .where({ action: 'location.configuration_completed', objectId: String(venue.id) })
      .firstOrFail()
    assert.equal(history.newValues?.overrideReason, reason)
    assert.equal(history.actorId, world.admin.id)
  })

  test("the report PDF is in the customer's language, readable by the venue's customer users only once completed", async ({
    client,
    assert,
  }) => {
    const world = await buildConfigurationWorld(client, sim())
    world.customer.language = 'fr'
    await world.customer.save()
    const early = await client.get(exportPath(world.location.id)).loginAs(world.installer)
    early.assertStatus(409)
    assert.equal(early.body().code, 'E_CONFIGURATION_NOT_COMPLETED')

    await throughWlans(client, world)
    ;(await saveStep(client, world, 'report', REPORT_FIELDS)).assertStatus(200)
    for (const user of [world.installer, world.customerUser]) {
      const pdf = await client.get(exportPath(world.location.id)).loginAs(user)
      pdf.assertStatus(200)
      assert.equal(pdf.header('content-type'), 'application/pdf')
      const bytes = Buffer.from(pdf.body() as any)
      assert.equal(bytes.subarray(0, 5).toString(), '%PDF-')
      const document = await PDFDocument.load(bytes)
      assert.equal(document.getTitle(), `Rapport de configuration - ${world.location.name}`)
    }

    const read = await client
      .get(`/rest/locations/${world.location.id}/configuration/report`)
      .loginAs(world.customerUser)
    read.assertStatus(200)
    assert.equal(read.body().report.devicesAdopted.result, 'ok')

    const other = await createTenant()
    const stranger = await createUser()
    await grant(stranger, 'customer', other.customer.id, ['customer_read', 'location_read'])
    ;(await client.get(exportPath(world.location.id)).loginAs(stranger)).assertStatus(404)
    ;(
      await client
        .get(`/rest/locations/${world.location.id}/configuration/report`)
        .loginAs(stranger)
    ).assertStatus(404)
  })
})
