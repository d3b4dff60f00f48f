import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import AuditLog from '#kernel/audit/audit_log'
import Location from '#core/locations/models/location'
import type User from '#core/users/models/user'
import {
  ORG_ID,
  contractSite,
  settingsFor,
  startSimulator,
} from '#tests/plugins/peplink/peplink_target'
import { createTenant, createUser } from '#tests/helpers/fixtures'

const SERIAL = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/

async function boundVenue(
  client: ApiClient,
  admin: User,
  simulator: Awaited<ReturnType<typeof startSimulator>>
) {
  const created = await client
    .post('/rest/controllers')
    .json({ vendor: 'peplink', alias: 'IC2', ...settingsFor(simulator) })
    .withCsrfToken()
    .loginAs(admin)
  created.assertStatus(201)
  const { location } = await createTenant()
  const bound = await client
    .put(`/rest/locations/${location.id}/network/controller`)
    .json({ controllerId: created.body().id, siteId: contractSite(simulator) })
    .withCsrfToken()
    .loginAs(admin)
  bound.assertStatus(200)
  return location
}

test.group(
  'Locations / per-vendor settings (InControl organisation, group, serial, template)',
  (group) => {
    group.each.setup(() => testUtils.db().withGlobalTransaction())
    let simulator: Awaited<ReturnType<typeof startSimulator>>
    group.setup(async () => {
      simulator = await startSimulator()
      return () => simulator.stop()
    })
    group.each.teardown(() => simulator.faults.reset())

    test('a bound venue shows its organisation and group, the form, and the serials of its devices read live', async ({
      client,
      assert,
    }) => {
      const admin = await createUser({ isAdmin: true })
      const location = await boundVenue(client, admin, simulator)
      const answer = await client
        .get(`/rest/network/config/settings/peplink/${location.id}`)
        .loginAs(admin)
      answer.assertStatus(200)
      const body = answer.body()
      assert.equal(body.vendorName, 'Peplink InControl2')
      assert.includeMembers(Object.keys(body.schema.properties), ['serial', 'template'])
      assert.deepEqual(body.values, {})
      assert.include(body.binding, {
        siteId: contractSite(simulator),
        siteName: 'Contract venue',
        parentId: ORG_ID,
        parentName: 'Contract organisation',
      })
      assert.isAbove(body.suggestions.serial.length, 0)
      assert.isTrue(
        body.suggestions.serial.every(
          (choice: any) => SERIAL.test(choice.value) && choice.label.length > 0
        )
      )
      assert.isFalse(body.suggestionsUnavailable)
    })

    test('saving validates with the vendor rules, keeps other vendors, and is audited; bad input changes nothing', async ({
      client,
      assert,
    }) => {
      const admin = await createUser({ isAdmin: true })
      const location = await boundVenue(client, admin, simulator)
      await Location.query()
        .where('id', location.id)
        .update({ vendor_settings: JSON.stringify({ other: { kept: true } }) })
      const path = `/rest/network/config/settings/peplink/${location.id}`

      const saved = await client
        .put(path)
        .json({ serial: '1824-a1b2-c3d4', template: '  Bar standard ' })
        .withCsrfToken()
        .loginAs(admin)
      saved.assertStatus(200)
      assert.deepEqual(saved.body().values, { serial: '1824-A1B2-C3D4', template: 'Bar standard' })
      await location.refresh()
      assert.deepEqual(location.vendorSettings, {
        other: { kept: true },
        peplink: { serial: '1824-A1B2-C3D4', template: 'Bar standard' },
      })
      const audit = await AuditLog.query()
        .where({ action: 'location.vendor_settings_updated', objectId: String(location.id) })
        .firstOrFail()
      assert.deepEqual(audit.newValues, {
        peplink: { serial: '1824-A1B2-C3D4', template: 'Bar standard' },
      })

      const refused = await client
        .put(path)
        .json({ serial: 'not a serial', template: 'x'.repeat(101) })
        .withCsrfToken()
        .loginAs(admin)
      refused.assertStatus(422)
      assert.sameMembers(
        refused.body().errors.map((error: any) => error.field),
        ['serial', 'template']
      )
      await location.refresh()
      assert.deepEqual(location.vendorSettings.peplink, {
        serial: '1824-A1B2-C3D4',
        template: 'Bar standard',
      })
    })

    test('an unbound venue keeps settings for later; an unreachable controller leaves the choices empty, never a 500', async ({
      client,
      assert,
    }) => {
      const admin = await createUser({ isAdmin: true })
      const { location } = await createTenant()
      const unbound = await client
        .get(`/rest/network/config/settings/peplink/${location.id}`)
        .loginAs(admin)
      unbound.assertStatus(200)
      assert.isNull(unbound.body().binding)
      assert.deepEqual(unbound.body().suggestions, {})
      ;(
        await client
          .put(`/rest/network/config/settings/peplink/${location.id}`)
          .json({ serial: '1824-A1B2-C3D4' })
          .withCsrfToken()
          .loginAs(admin)
      ).assertStatus(200)

      const bound = await boundVenue(client, admin, simulator)
      simulator.faults.failNext(50, 503)
      const down = await client
        .get(`/rest/network/config/settings/peplink/${bound.id}`)
        .loginAs(admin)
      down.assertStatus(200)
      assert.isTrue(down.body().suggestionsUnavailable)
      assert.deepEqual(down.body().suggestions, {})
    })

    test('vendors without venue settings and unknown vendors are 404; only admins; the vendors list carries the form', async ({
      client,
      assert,
    }) => {
      const admin = await createUser({ isAdmin: true })
      const { location } = await createTenant()
      ;(
        await client.get(`/rest/network/config/settings/unifi/${location.id}`).loginAs(admin)
      ).assertStatus(404)
      ;(
        await client
          .get(`/rest/network/config/settings/no-such-vendor/${location.id}`)
          .loginAs(admin)
      ).assertStatus(404)
      ;(
        await client.get(`/rest/network/config/settings/peplink/999999`).loginAs(admin)
      ).assertStatus(404)
      ;(
        await client
          .get(`/rest/network/config/settings/peplink/${location.id}`)
          .loginAs(await createUser())
      ).assertStatus(403)

      const vendors = await client.get('/rest/controllers/vendors').loginAs(admin)
      const byId = Object.fromEntries(vendors.body().data.map((vendor: any) => [vendor.id, vendor]))
      assert.includeMembers(Object.keys(byId.peplink.locationSettings.properties), [
        'serial',
        'template',
      ])
      assert.isNull(byId.unifi.locationSettings)
    })
  }
)
