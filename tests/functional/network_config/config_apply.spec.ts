import { test } from '@japa/runner'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import AuditLog from '#kernel/audit/audit_log'
import { uploadsRoot } from '#kernel/storage/uploads'
import { createTenant } from '#tests/helpers/fixtures'
import {
  buildNetworkWorld,
  useSimulator,
  type NetworkWorld,
} from '#tests/functional/network/network_world'
import {
  cleanStoredFiles,
  configBytes,
  controllerRow,
  upload,
} from '#tests/functional/network_config/config_world'

type Client = Parameters<typeof buildNetworkWorld>[0]

/** Uploads a file through the API (the simulator's controller reports UniFi Network 9.0.114). */
async function uploaded(
  client: Client,
  world: NetworkWorld,
  form: { name: string; vendor?: string; minVersion: string; maxVersion?: string }
) {
  const extension = { unifi: 'unf', omada: 'cfg', peplink: 'conf' }[form.vendor ?? 'unifi']
  const response = await upload(
    client,
    world.admin,
    { vendor: 'unifi', ...form },
    { bytes: configBytes(1024), filename: `${form.name}.${extension}` }
  )
  response.assertStatus(201)
  return response.body() as { id: number; name: string }
}

const venuePath = (world: NetworkWorld, locationId = world.location.id) =>
  `/rest/locations/${locationId}/network/config`
const venueRow = (locationId: number) =>
  db
    .from('locations')
    .where('id', locationId)
    .select('config_file_id', 'config_applied_at', 'config_applied_by')
    .first()

test.group('Network config / apply to a venue', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  cleanStoredFiles(group)
  const sim = useSimulator(group)

  test("a file that fits the venue's controller is applied, shown on the venue and in its history", async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    world.admin.merge({ firstname: 'Ada', name: 'Admin' })
    await world.admin.save()
    const fits = await uploaded(client, world, {
      name: 'Markt 9.0',
      minVersion: '9.0',
      maxVersion: '9.0',
    })
    const newer = await uploaded(client, world, { name: 'Markt 9.1', minVersion: '9.1' })
    await uploaded(client, world, { name: 'Kapermolen', vendor: 'omada', minVersion: '5.0' })

    const before = await client.get(venuePath(world)).withCsrfToken().loginAs(world.admin)
    before.assertStatus(200)
    assert.deepInclude(before.body().controller, {
      id: world.controller.id,
      vendor: 'unifi',
      version: '9.0.114',
    })
    assert.isTrue(before.body().takesConfigFiles)
    assert.isNull(before.body().applied)
    assert.deepEqual(
      before.body().compatible.map((file: any) => file.name),
      ['Markt 9.0'],
      'neither the newer file nor the other vendor'
    )

    const applied = await client
      .put(venuePath(world))
      .json({ configId: fits.id })
      .withCsrfToken()
      .loginAs(world.admin)
    applied.assertStatus(200)
    assert.deepInclude(applied.body().applied, {
      id: fits.id,
      name: 'Markt 9.0',
      fitsController: true,
      appliedBy: { id: world.admin.id, name: 'Ada Admin' },
    })
    assert.isString(applied.body().applied.appliedAt)
    const row = await venueRow(world.location.id)
    assert.equal(row.config_file_id, fits.id)
    assert.equal(row.config_applied_by, world.admin.id)

    const log = (
      await client
        .get(`/rest/locations/${world.location.id}/log`)
        .withCsrfToken()
        .loginAs(world.reader)
    ).body().data
    const entry = log.find((candidate: any) => candidate.action === 'location.config_applied')
    assert.deepInclude(entry.new_values, {
      config_file_id: fits.id,
      config_file_name: 'Markt 9.0',
      vendor: 'unifi',
      min_version: '9.0',
      max_version: '9.0',
    })
    assert.deepInclude(entry.actor, { name: 'Ada Admin' })

    const again = await client
      .put(venuePath(world))
      .json({ configId: fits.id })
      .withCsrfToken()
      .loginAs(world.admin)
    again.assertStatus(200)
    assert.equal(
      await AuditLog.query()
        .where({ action: 'location.config_applied', objectId: String(world.location.id) })
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      1,
      'applying the same file again changes nothing'
    )

    const detail = (
      await client.get(`/rest/network/config/${fits.id}`).withCsrfToken().loginAs(world.admin)
    ).body()
    assert.deepEqual(
      detail.locations.map((location: any) => location.id),
      [world.location.id]
    )
    assert.deepEqual(
      detail.controllers.map((controller: any) => controller.id),
      [world.controller.id]
    )
    assert.equal(detail.locationCount, 1)
    assert.deepEqual(
      (
        await client.get(`/rest/network/config/${newer.id}`).withCsrfToken().loginAs(world.admin)
      ).body().controllers,
      []
    )
  })

  test("a file outside the controller's version range is refused with the spec message; the venue keeps its file", async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const current = await uploaded(client, world, { name: 'Current', minVersion: '8.0' })
    const newer = await uploaded(client, world, { name: 'Too new', minVersion: '9.1' })
    const older = await uploaded(client, world, {
      name: 'Too old',
      minVersion: '8.0',
      maxVersion: '8.6',
    })
    await client
      .put(venuePath(world))
      .json({ configId: current.id })
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(200))

    for (const file of [newer, older]) {
      const refused = await client
        .put(venuePath(world))
        .json({ configId: file.id })
        .header('accept-language', 'en')
        .withCsrfToken()
        .loginAs(world.admin)
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'E_CONFIG_VERSION_MISMATCH')
      assert.equal(refused.body().message, 'File incompatible with controller version.')
      assert.deepEqual(
        refused.body().errors.map((e: any) => [e.field, e.rule]),
        [['configId', 'config_version']]
      )
    }
    assert.equal((await venueRow(world.location.id)).config_file_id, current.id)
    assert.equal(
      await AuditLog.query()
        .where('action', 'location.config_applied')
        // Other files apply configurations outside a test transaction (the configuration wizard): count this venue's.
        .where('object_id', String(world.location.id))
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      1
    )
  })

  test("another vendor's file, an unknown file or a bad body is a 422", async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const omada = await uploaded(client, world, {
      name: 'Kapermolen',
      vendor: 'omada',
      minVersion: '1.0',
    })
    const vendor = await client
      .put(venuePath(world))
      .json({ configId: omada.id })
      .withCsrfToken()
      .loginAs(world.admin)
    vendor.assertStatus(422)
    assert.equal(vendor.body().code, 'E_CONFIG_VENDOR_MISMATCH')
    assert.deepEqual(
      vendor.body().errors.map((e: any) => [e.field, e.rule]),
      [['configId', 'config_vendor']]
    )
    const unknown = await client
      .put(venuePath(world))
      .json({ configId: 999_999 })
      .withCsrfToken()
      .loginAs(world.admin)
    assert.deepEqual(
      unknown.body().errors.map((e: any) => [e.field, e.rule]),
      [['configId', 'exists']]
    )
    for (const body of [{}, { configId: 'one' }, { configId: 1.5 }, { configId: -1 }]) {
      assert.equal(
        (
          await client.put(venuePath(world)).json(body).withCsrfToken().loginAs(world.admin)
        ).status(),
        422,
        JSON.stringify(body)
      )
    }
    assert.isNull((await venueRow(world.location.id)).config_file_id)
  })

  test('a venue without a controller cannot get a file (409)', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    const file = await uploaded(client, world, { name: 'Markt', minVersion: '9.0' })
    const { location } = await createTenant()
    const refused = await client
      .put(venuePath(world, location.id))
      .json({ configId: file.id })
      .withCsrfToken()
      .loginAs(world.admin)
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'E_NETWORK_NOT_CONFIGURED')
    const shown = (
      await client.get(venuePath(world, location.id)).withCsrfToken().loginAs(world.admin)
    ).body()
    assert.deepEqual(shown, {
      controller: null,
      takesConfigFiles: false,
      applied: null,
      compatible: [],
    })
    assert.isNull((await venueRow(location.id)).config_file_id)
    assert.equal(
      (await client.get(venuePath(world, 999_999)).withCsrfToken().loginAs(world.admin)).status(),
      404
    )
  })

  test('a file in use cannot be deleted; once taken off every venue it is deleted with its bytes', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const file = await uploaded(client, world, { name: 'Shared template', minVersion: '9.0' })
    const second = await createTenant()
    await db
      .from('locations')
      .where('id', second.location.id)
      .update({ controller_id: world.controller.id, controller_site_id: 'terrace' })
    for (const locationId of [world.location.id, second.location.id]) {
      await client
        .put(venuePath(world, locationId))
        .json({ configId: file.id })
        .withCsrfToken()
        .loginAs(world.admin)
        .then((r) => r.assertStatus(200))
    }
    const stored = join(uploadsRoot(), (await NetworkConfigFile.findOrFail(file.id)).storagePath)

    const inUse = await client
      .delete(`/rest/network/config/${file.id}`)
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(world.admin)
    inUse.assertStatus(409)
    assert.equal(inUse.body().code, 'E_CONFIG_IN_USE')
    assert.equal(
      inUse.body().message,
      'This configuration file is still applied to 2 locations. Remove it there first.'
    )
    assert.isTrue(existsSync(stored))

    for (const locationId of [world.location.id, second.location.id]) {
      const removed = await client
        .delete(venuePath(world, locationId))
        .withCsrfToken()
        .loginAs(world.admin)
      removed.assertStatus(200)
      assert.isNull(removed.body().applied)
    }
    const removedEntry = await AuditLog.query()
      .where({ action: 'location.config_removed', objectId: String(world.location.id) })
      .firstOrFail()
    assert.deepInclude(removedEntry.oldValues!, {
      config_file_id: file.id,
      config_file_name: 'Shared template',
    })
    assert.isNull((await venueRow(world.location.id)).config_applied_at)
    await client
      .delete(venuePath(world))
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(200))

    const deleted = await client
      .delete(`/rest/network/config/${file.id}`)
      .withCsrfToken()
      .loginAs(world.admin)
    deleted.assertStatus(204)
    assert.isNull(await NetworkConfigFile.find(file.id))
    assert.isFalse(existsSync(stored), 'the bytes are gone')
    assert.equal(
      (
        await client
          .get(`/rest/network/config/${file.id}/download`)
          .withCsrfToken()
          .loginAs(world.admin)
      ).status(),
      404
    )
    const audit = await AuditLog.query()
      .where({ action: 'network_config.deleted', objectId: String(file.id) })
      .firstOrFail()
    assert.equal(audit.oldValues!.name, 'Shared template')
  })

  test('a version change on the controller shows the applied file no longer fits; controllers of unknown version get none', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const file = await uploaded(client, world, {
      name: 'Markt',
      minVersion: '9.0',
      maxVersion: '9.0',
    })
    await client
      .put(venuePath(world))
      .json({ configId: file.id })
      .withCsrfToken()
      .loginAs(world.admin)
      .then((r) => r.assertStatus(200))
    await world.controller.merge({ version: '9.1.2' }).save()
    const shown = (await client.get(venuePath(world)).withCsrfToken().loginAs(world.admin)).body()
    assert.equal(shown.applied.id, file.id)
    assert.isFalse(shown.applied.fitsController)
    assert.deepEqual(shown.compatible, [])

    const unknown = await controllerRow('unifi', null)
    await db.from('locations').where('id', world.location.id).update({ controller_id: unknown.id })
    const refused = await client
      .put(venuePath(world))
      .json({ configId: file.id })
      .withCsrfToken()
      .loginAs(world.admin)
    assert.equal(refused.body().code, 'E_CONTROLLER_VERSION_UNKNOWN')
  })

  test('only admins read or change the file of a venue, even with every right on it', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const file = await uploaded(client, world, { name: 'Markt', minVersion: '9.0' })
    for (const user of [world.full, world.reader, world.stranger]) {
      assert.equal((await client.get(venuePath(world)).withCsrfToken().loginAs(user)).status(), 403)
      assert.equal(
        (
          await client
            .put(venuePath(world))
            .json({ configId: file.id })
            .withCsrfToken()
            .loginAs(user)
        ).status(),
        403
      )
      assert.equal(
        (await client.delete(venuePath(world)).withCsrfToken().loginAs(user)).status(),
        403
      )
    }
    assert.equal(
      (await client.put(venuePath(world)).json({ configId: file.id }).withCsrfToken()).status(),
      401
    )
    assert.isNull((await venueRow(world.location.id)).config_file_id)
  })
})
