import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import Tenant from '#core/tenants/models/tenant'
import { withConnection } from '#core/controllers/services/controller_connection'
import { pushTenantKeys } from '#core/tenants/services/push_tenant_keys'
import { keyNameFor } from '#core/tenants/services/tenant_identity'
import tenantKeysTick from '#core/tenants/jobs/tenant_keys_tick'
import { siteIdOf } from '#tests/plugins/omada/omada_target'
import { pollUntil } from '#tests/helpers/poll'
import {
  controllerKeys,
  nightHasCome,
  sweep,
  tenantWorld,
  useOmada,
  type TenantWorld,
} from './tenant_world.js'

async function addTenant(
  client: any,
  world: TenantWorld,
  name: string,
  extra: Record<string, unknown> = {}
) {
  const response = await client
    .post(`${world.url}/tenants`)
    .json({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.be`, ...extra })
    .withCsrfToken()
    .loginAs(world.editor)
  if (response.status() !== 201)
    throw new Error(`tenant not added: ${response.status()} ${response.text()}`)
  return response.body()
}

/** The venues the tick would start a push for, without starting one. */
async function dueVenues() {
  const due: number[] = []
  await tenantKeysTick(async (locationId) => due.push(locationId))
  return due
}

const localToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' })

test.group('Tenants / keys on the controller', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const omada = useOmada(group)

  test('"create now" puts the key on the controller at once, on the tenant VLAN, under the tenant\'s name', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const tenant = await addTenant(client, world, 'Lotte Maes', { vlan: 42 })
    assert.notInclude(
      (await controllerKeys(omada(), world.controllerId)).map((key) => key.passphrase),
      tenant.passphrase
    )

    await client
      .patch(`${world.url}/pendingtenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(403))
    const created = await client
      .patch(`${world.url}/pendingtenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
    created.assertStatus(200)
    assert.deepInclude(created.body(), { status: 'created', active: true, lastError: null })
    const key = (await controllerKeys(omada(), world.controllerId)).find(
      (candidate) => candidate.passphrase === tenant.passphrase
    )
    assert.deepInclude(key, { name: `Lotte Maes #${tenant.id}`, vlan: 42 })

    await client
      .patch(`${world.url}/pendingtenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
      .then((r) => r.assertStatus(404))
    const pending = await client
      .get(`${world.url}/pendingtenants`)
      .withCsrfToken()
      .loginAs(world.editor)
    assert.equal(pending.body().meta.total, 0)
    const none = await client
      .patch(`${world.url}/pendingtenants`)
      .withCsrfToken()
      .loginAs(world.editor)
    none.assertStatus(409)
    assert.equal(none.body().code, 'E_NO_PENDING_TENANTS')
  })

  test('adding with createNow creates at once; "create all now" hands every pending tenant to a job', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const now = await addTenant(client, world, 'Direct', { createNow: true })
    assert.equal(now.status, 'created')
    const later = [
      await addTenant(client, world, 'Later One'),
      await addTenant(client, world, 'Later Two'),
    ]
    const all = await client
      .patch(`${world.url}/pendingtenants`)
      .withCsrfToken()
      .loginAs(world.editor)
    all.assertStatus(202)
    assert.deepEqual(all.body(), { pending: 2 })
    await pollUntil(
      async () =>
        (await Tenant.query().where('location_id', world.location.id).where('status', 'created'))
          .length === 3,
      { what: 'the job to create both' }
    )
    const passphrases = (await controllerKeys(omada(), world.controllerId)).map(
      (key) => key.passphrase
    )
    assert.includeMembers(passphrases, [
      now.passphrase,
      ...later.map((tenant) => tenant.passphrase),
    ])
  })

  test('the nightly sweep is idempotent: run twice at once, or after a run that died before writing its rows, one key each', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const tenants = [
      await addTenant(client, world, 'Night One'),
      await addTenant(client, world, 'Night Two'),
      await addTenant(client, world, 'Night Three'),
    ]
    assert.notInclude(await dueVenues(), world.location.id, 'not due before 03:00')
    await nightHasCome(world.location)
    assert.include(await dueVenues(), world.location.id)

    // An earlier run added the first key, then died before it could write the tenant's row.
    const controller = await Controller.findOrFail(world.controllerId)
    const wlanId = (
      await db.from('location_networks').where('location_id', world.location.id).first()
    ).wlans.find((w: any) => w.name === 'Tenants').id
    await withConnection(controller, (connection) =>
      connection.addPpskKey!(siteIdOf(omada()), wlanId, {
        name: keyNameFor(tenants[0].id, 'Night One'),
        passphrase: tenants[0].passphrase,
      })
    )

    const runs = await Promise.all([
      pushTenantKeys(world.location.id),
      pushTenantKeys(world.location.id),
    ])
    assert.isAtMost(runs.filter((run) => !run.busy).length, 1, 'one run per venue at a time')
    await sweep(world.location.id)
    assert.deepEqual(
      await sweep(world.location.id),
      { created: 0, deactivated: 0, failed: 0, busy: false },
      'nothing left to do'
    )

    const keys = await controllerKeys(omada(), world.controllerId)
    for (const tenant of tenants)
      assert.lengthOf(
        keys.filter((key) => key.passphrase === tenant.passphrase),
        1
      )
    const rows = await Tenant.query().where('location_id', world.location.id)
    assert.isTrue(rows.every((row) => row.status === 'created' && row.remoteKeyId !== null))
    assert.notInclude(await dueVenues(), world.location.id)
  })

  test('a controller that is down leaves the tenant pending with the reason shown; a later sweep creates it', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const tenant = await addTenant(client, world, 'Patient Tenant')
    omada().faults.failNext(1000, 503)
    const tried = await client
      .patch(`${world.url}/pendingtenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
    tried.assertStatus(200)
    assert.equal(tried.body().status, 'pending_creation')
    assert.equal(tried.body().lastError.code, 'E_CONTROLLER_UNAVAILABLE')
    assert.include(tried.body().lastError.message, 'cannot be reached')
    const listed = (
      await client.get(`${world.url}/tenants`).withCsrfToken().loginAs(world.reader)
    ).body().data[0]
    assert.equal(listed.lastError.code, 'E_CONTROLLER_UNAVAILABLE')

    // The tick leaves a failing tenant alone for a while, then tries again.
    assert.notInclude(await dueVenues(), world.location.id)
    await db
      .from('tenants')
      .where('id', tenant.id)
      .update({ last_attempt_at: new Date(Date.now() - 11 * 60_000) })
    assert.include(await dueVenues(), world.location.id)

    omada().faults.reset()
    await sweep(world.location.id)
    const row = await Tenant.findOrFail(tenant.id)
    assert.equal(row.status, 'created')
    assert.isNull(row.lastError)
    assert.lengthOf(
      (await controllerKeys(omada(), world.controllerId)).filter(
        (key) => key.passphrase === tenant.passphrase
      ),
      1
    )
  })

  test('a scheduled deactivation removes the key on its date, not before; "deactivate now" at once', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const leaving = await addTenant(client, world, 'Leaving', { createNow: true })
    const staying = await addTenant(client, world, 'Staying', { createNow: true })
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Europe/Brussels',
    })
    const scheduled = await client
      .patch(`${world.url}/tenants/${leaving.id}`)
      .json({ deactivateOn: tomorrow })
      .withCsrfToken()
      .loginAs(world.editor)
    assert.equal(scheduled.body().status, 'deactivation_scheduled')
    assert.notInclude(await dueVenues(), world.location.id)
    await sweep(world.location.id)
    assert.equal(
      (await Tenant.findOrFail(leaving.id)).status,
      'deactivation_scheduled',
      'not before its date'
    )
    assert.include(
      (await controllerKeys(omada(), world.controllerId)).map((key) => key.passphrase),
      leaving.passphrase
    )

    // Its date has come.
    await db.from('tenants').where('id', leaving.id).update({ deactivate_on: localToday() })
    assert.include(await dueVenues(), world.location.id)
    await sweep(world.location.id)
    const passphrases = (await controllerKeys(omada(), world.controllerId)).map(
      (key) => key.passphrase
    )
    assert.notInclude(passphrases, leaving.passphrase)
    assert.include(passphrases, staying.passphrase)
    assert.equal((await Tenant.findOrFail(leaving.id)).status, 'deactivated')

    const now = await client
      .post(`${world.url}/tenants/${staying.id}/deactivate`)
      .withCsrfToken()
      .loginAs(world.editor)
    now.assertStatus(200)
    assert.deepInclude(now.body(), {
      status: 'deactivated',
      active: false,
      deactivateOn: localToday(),
    })
    assert.notInclude(
      (await controllerKeys(omada(), world.controllerId)).map((key) => key.passphrase),
      staying.passphrase
    )
    const edit = await client
      .patch(`${world.url}/tenants/${staying.id}`)
      .json({ name: 'Back' })
      .withCsrfToken()
      .loginAs(world.editor)
    assert.equal(edit.body().code, 'E_TENANT_DEACTIVATED')
  })

  test('deleting a tenant removes its key first; a pending one just goes', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const created = await addTenant(client, world, 'Created', { createNow: true })
    const pending = await addTenant(client, world, 'Pending')
    await client
      .delete(`${world.url}/tenants/${created.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
      .then((r) => r.assertStatus(204))
    assert.notInclude(
      (await controllerKeys(omada(), world.controllerId)).map((key) => key.passphrase),
      created.passphrase
    )
    await client
      .delete(`${world.url}/pendingtenants/${created.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
      .then((r) => r.assertStatus(404))
    await client
      .delete(`${world.url}/pendingtenants/${pending.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
      .then((r) => r.assertStatus(204))
    assert.lengthOf(await Tenant.query().where('location_id', world.location.id), 0)
  })
})
