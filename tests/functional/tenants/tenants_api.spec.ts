import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#kernel/audit/audit_log'
import Controller from '#core/controllers/models/controller'
import Tenant from '#core/tenants/models/tenant'
import db from '@adonisjs/lucid/services/db'
import { createTenant as createVenue, createUser } from '#tests/helpers/fixtures'
import { tenantWorld, useOmada } from './tenant_world.js'

test.group('Tenants / the tenants of a venue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const omada = useOmada(group)

  test('an editor adds a tenant: pending for the night, a random key of 12+ characters, the default tenant VLAN', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const added = await client
      .post(`${world.url}/tenants`)
      .json({ name: 'Jan Peeters', email: 'jan@example.be', spaces: 'Room 12' })
      .withCsrfToken()
      .loginAs(world.editor)
    added.assertStatus(201)
    const tenant = added.body()
    assert.deepInclude(tenant, {
      name: 'Jan Peeters',
      email: 'jan@example.be',
      spaces: 'Room 12',
      vlan: 40,
      status: 'pending_creation',
      active: false,
      language: 'nl',
    })
    assert.match(tenant.passphrase, /^[A-Za-z2-9]{16}$/)
    assert.equal(added.header('cache-control'), 'no-store')
    // The nightly run: 03:00 in Brussels, in the coming 24 hours.
    const due = new Date(tenant.createAfter)
    assert.isAbove(due.getTime(), Date.now())
    assert.isAtMost(due.getTime() - Date.now(), 24 * 3600_000)
    assert.equal(due.toLocaleTimeString('en-GB', { timeZone: 'Europe/Brussels' }), '03:00:00')

    const row = await db.from('tenants').where('id', tenant.id).first()
    assert.notInclude(row.passphrase, tenant.passphrase, 'encrypted at rest')
    assert.equal((await Tenant.findOrFail(tenant.id)).passphrase, tenant.passphrase)
    const audit = await AuditLog.query()
      .where('action', 'tenant.created')
      .where('object_id', String(tenant.id))
      .firstOrFail()
    assert.notInclude(JSON.stringify(audit.newValues), tenant.passphrase)
  })

  test('a fixed VLAN holds for every tenant; a given key (8–63 printable ASCII) is kept', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    await client
      .put(`/rest/locations/${world.location.id}`)
      .json({ fixed_vlan_id: 55 })
      .withCsrfToken()
      .loginAs(world.admin)
    const added = await client
      .post(`${world.url}/tenants`)
      .json({ name: 'An', email: 'an@example.be', vlan: 41, passphrase: 'my own key 123' })
      .withCsrfToken()
      .loginAs(world.editor)
    added.assertStatus(201)
    assert.deepInclude(added.body(), { vlan: 55, passphrase: 'my own key 123' })
  })

  test('bad input is a 422 per field, translated; a second live tenant with the same e-mail is refused', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const post = (body: Record<string, unknown>) =>
      client.post(`${world.url}/tenants`).json(body).withCsrfToken().loginAs(world.editor)
    const fields = async (body: Record<string, unknown>) => {
      const response = await post(body)
      response.assertStatus(422)
      return response.body().errors.map((error: any) => `${error.field}:${error.rule}`)
    }
    const base = { name: 'Tenant', email: 'tenant@example.be' }
    assert.deepEqual(await fields({ email: 'x@example.be' }), ['name:required'])
    assert.deepEqual(await fields({ ...base, email: 'not-an-email' }), ['email:email'])
    assert.deepEqual(await fields({ ...base, passphrase: 'short' }), ['passphrase:minLength'])
    assert.deepEqual(await fields({ ...base, passphrase: 'x'.repeat(64) }), [
      'passphrase:maxLength',
    ])
    assert.deepEqual(await fields({ ...base, passphrase: 'sleutel-één-twee' }), [
      'passphrase:regex',
    ])
    assert.deepEqual(await fields({ ...base, vlan: 4095 }), ['vlan:range'])
    assert.deepEqual(await fields({ ...base, deactivateOn: '2020-01-01' }), [
      'deactivateOn:today_or_later',
    ])

    await post(base).then((r) => r.assertStatus(201))
    // Messages follow the signed-in user's language.
    await world.editor.merge({ lang: 'nl' }).save()
    const twice = await post({ ...base, email: 'TENANT@example.be' })
    twice.assertStatus(422)
    assert.deepEqual(
      twice.body().errors.map((error: any) => `${error.field}:${error.rule}`),
      ['email:unique']
    )
    assert.include(twice.body().errors[0].message, 'e-mailadres is al in gebruik')
    assert.lengthOf(await Tenant.query().where('location_id', world.location.id), 1)
  })

  test('lists mask the key; only location_update reveals it (one tenant, never cached) and previews the mail', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const tenant = (
      await client
        .post(`${world.url}/tenants`)
        .json({ name: 'Mira', email: 'mira@example.be' })
        .withCsrfToken()
        .loginAs(world.editor)
    ).body()

    for (const user of [world.reader, world.editor]) {
      const list = await client.get(`${world.url}/tenants`).withCsrfToken().loginAs(user)
      list.assertStatus(200)
      assert.deepEqual(
        list.body().data.map((row: any) => [row.name, row.passphrase]),
        [['Mira', null]]
      )
      assert.notInclude(list.text(), tenant.passphrase)
      assert.deepInclude(list.body().settings, {
        networkName: 'Tenants',
        defaultVlan: 40,
        fixedVlan: null,
        nightlyAt: '03:00',
        nightlyZone: 'Europe/Brussels',
      })
    }
    await client
      .get(`${world.url}/tenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(403))
    await client
      .get(`${world.url}/tenants/${tenant.id}/mail`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(403))
    await client
      .patch(`${world.url}/tenants/${tenant.id}`)
      .json({ name: 'X' })
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(403))
    const shown = await client
      .get(`${world.url}/tenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
    assert.equal(shown.body().passphrase, tenant.passphrase)
    assert.equal(shown.header('cache-control'), 'no-store')

    const preview = await client
      .get(`${world.url}/tenants/${tenant.id}/mail`)
      .withCsrfToken()
      .loginAs(world.editor)
    preview.assertStatus(200)
    assert.equal(preview.body().to, 'mira@example.be')
    assert.include(preview.body().text, tenant.passphrase)
    assert.include(preview.body().html, 'src="data:image/png;base64,')

    await client
      .get(`${world.url}/tenants`)
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(404))
    await client
      .get(`${world.url}/tenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(404))
    await client.get(`${world.url}/tenants`).then((r) => r.assertStatus(401))
  })

  test('search by name, e-mail or space; a tenant of another venue is not found', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    for (const [name, email, spaces] of [
      ['Alice Smet', 'alice@example.be', 'A1'],
      ['Bob Claes', 'bob@example.be', 'B2'],
      ['Carla Wouters', 'carla@other.be', 'C3'],
    ]) {
      await client
        .post(`${world.url}/tenants`)
        .json({ name, email, spaces })
        .withCsrfToken()
        .loginAs(world.editor)
    }
    const names = async (search: string) =>
      (
        await client
          .get(`${world.url}/tenants`)
          .qs({ search })
          .withCsrfToken()
          .loginAs(world.editor)
      )
        .body()
        .data.map((row: any) => row.name)
    assert.deepEqual(await names('claes'), ['Bob Claes'])
    assert.deepEqual(await names('other.be'), ['Carla Wouters'])
    assert.deepEqual(await names('a1'), ['Alice Smet'])
    assert.deepEqual(await names('%'), [])
    const page = (
      await client
        .get(`${world.url}/tenants`)
        .qs({ perPage: 2 })
        .withCsrfToken()
        .loginAs(world.editor)
    ).body()
    assert.deepEqual(page.meta, { total: 3, page: 1, perPage: 2, lastPage: 2 })

    const other = await tenantWorld(client, omada())
    const foreign = await Tenant.query().where('location_id', world.location.id).firstOrFail()
    await client
      .get(`${other.url}/tenants/${foreign.id}`)
      .withCsrfToken()
      .loginAs(other.admin)
      .then((r) => r.assertStatus(404))
  })

  test('tenant management off, or a vendor without personal keys: "tenant management not enabled (contact support)"', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    await client
      .put(`/rest/locations/${world.location.id}`)
      .json({ tenant_management: false })
      .withCsrfToken()
      .loginAs(world.admin)
    // Issue 32 item 11: an admin is told what to switch on, not to contact support (in the four languages).
    for (const [lang, text] of [
      ['en', 'Tenant management'],
      ['nl', 'Huurdersbeheer'],
      ['fr', 'Gestion des locataires'],
      ['de', 'Mieterverwaltung'],
    ] as const) {
      const off = await client
        .get(`${world.url}/tenants`)
        .withCsrfToken()
        .loginAs(await world.admin.merge({ lang }).save())
      off.assertStatus(409)
      assert.equal(off.body().code, 'E_TENANT_MANAGEMENT_DISABLED')
      assert.include(
        off.body().message,
        `“${text}”`
          .replace('“Gestion des locataires”', '« Gestion des locataires »')
          .replace('“Mieterverwaltung”', '„Mieterverwaltung“')
      )
      assert.notInclude(off.body().message.toLowerCase(), 'support')
    }
    const refused = await client
      .post(`${world.url}/tenants`)
      .json({ name: 'N', email: 'n@example.be' })
      .withCsrfToken()
      .loginAs(world.editor)
    assert.equal(refused.body().code, 'E_TENANT_MANAGEMENT_DISABLED')
    assert.include(refused.body().message, 'Contact support')

    const other = await createVenue()
    const admin = await createUser({ isAdmin: true })
    const membership = await Controller.create({
      alias: 'Members only',
      vendor: 'zerotier',
      url: 'https://127.0.0.1:9',
      username: null,
      settings: {},
      secrets: { token: 'x' },
      status: 'connected',
    } as any)
    other.location.merge({
      controllerId: membership.id,
      controllerSiteId: 'network-1',
      tenantManagement: true,
    })
    await other.location.save()
    const unsupported = await client
      .get(`/rest/locations/${other.location.id}/network/tenants`)
      .withCsrfToken()
      .loginAs(admin)
    unsupported.assertStatus(409)
    assert.equal(unsupported.body().code, 'E_TENANT_MANAGEMENT_DISABLED')
    assert.lengthOf(await Tenant.query().where('location_id', world.location.id), 0)
  })

  test('edit: name, e-mail, spaces; key and VLAN only while pending; a removed date puts a created tenant back', async ({
    client,
    assert,
  }) => {
    const world = await tenantWorld(client, omada())
    const tenant = (
      await client
        .post(`${world.url}/tenants`)
        .json({ name: 'Old', email: 'old@example.be' })
        .withCsrfToken()
        .loginAs(world.editor)
    ).body()
    const patch = (body: Record<string, unknown>) =>
      client
        .patch(`${world.url}/tenants/${tenant.id}`)
        .json(body)
        .withCsrfToken()
        .loginAs(world.editor)
    const changed = await patch({
      name: 'New',
      spaces: 'Unit 9',
      vlan: 44,
      passphrase: 'pending-change-ok',
    })
    changed.assertStatus(200)
    assert.deepInclude(changed.body(), {
      name: 'New',
      spaces: 'Unit 9',
      vlan: 44,
      passphrase: 'pending-change-ok',
    })
    await patch({ name: '' }).then((r) => r.assertStatus(422))

    await client
      .patch(`${world.url}/pendingtenants/${tenant.id}`)
      .withCsrfToken()
      .loginAs(world.editor)
      .then((r) => r.assertStatus(200))
    const locked = await patch({ passphrase: 'another-key-now' })
    locked.assertStatus(422)
    assert.equal(locked.body().errors[0].rule, 'tenant_created')
    await patch({ vlan: 45 }).then((r) => assert.equal(r.body().errors[0].field, 'vlan'))

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const scheduled = await patch({ deactivateOn: tomorrow })
    assert.deepInclude(scheduled.body(), {
      status: 'deactivation_scheduled',
      deactivateOn: tomorrow,
      active: true,
    })
    const unscheduled = await patch({ deactivateOn: null })
    assert.deepInclude(unscheduled.body(), { status: 'created', deactivateOn: null })
  })
})
