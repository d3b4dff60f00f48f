import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import testUtils from '@adonisjs/core/services/test_utils'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import AuditLog from '#kernel/audit/audit_log'
import { uploadsRoot } from '#kernel/storage/uploads'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { CREDENTIALS, startSimulator } from '#tests/plugins/omada/omada_target'
import { createUser } from '#tests/helpers/fixtures'
import {
  MAX_BYTES,
  cleanStoredFiles,
  configBytes,
  configFileCount,
  controllerRow,
  sha256,
  storedConfigFiles,
  upload,
} from '#tests/functional/network_config/config_world'

const OMADA = { vendor: 'omada', minVersion: '5.13', maxVersion: '5.15' }
const cfg = (bytes = configBytes()) => ({ bytes, filename: 'kapermolen-backup.cfg' })

test.group('Network config / upload', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  cleanStoredFiles(group)

  test('a file is stored with its size and sha-256, listed, and downloaded byte for byte', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true, firstname: 'Ada', name: 'Admin' })
    const bytes = configBytes(4096)
    const created = await upload(
      client,
      admin,
      { ...OMADA, name: 'Kapermolen template', canChangeWifiSettings: 'true' },
      cfg(bytes)
    )
    created.assertStatus(201)
    const body = created.body()
    assert.deepInclude(body, {
      name: 'Kapermolen template',
      vendor: 'omada',
      vendorName: 'TP-Link Omada',
      minVersion: '5.13',
      maxVersion: '5.15',
    })
    assert.deepInclude(body, {
      canChangeWifiSettings: true,
      fileName: 'kapermolen-backup.cfg',
      size: 4096,
      sha256: sha256(bytes),
      locationCount: 0,
    })
    assert.deepEqual(body.uploadedBy, { id: admin.id, name: 'Ada Admin' })
    assert.notProperty(body, 'storagePath')

    const row = await NetworkConfigFile.findOrFail(body.id)
    assert.deepEqual(await readFile(join(uploadsRoot(), row.storagePath)), bytes)
    const audit = await AuditLog.query()
      .where({ action: 'network_config.created', objectId: String(row.id) })
      .firstOrFail()
    assert.equal(audit.actorId, admin.id)
    assert.notProperty(audit.newValues!, 'storage_path')

    const download = await client
      .get(`/rest/network/config/${row.id}/download`)
      .withCsrfToken()
      .loginAs(admin)
    download.assertStatus(200)
    assert.equal(download.header('content-type'), 'application/octet-stream')
    assert.match(
      download.header('content-disposition') ?? '',
      /^attachment; filename="kapermolen-backup\.cfg"/
    )
    const received = Buffer.from(download.body())
    assert.equal(received.length, bytes.length)
    assert.equal(sha256(received), sha256(bytes))

    const shown = await client.get(`/rest/network/config/${row.id}`).withCsrfToken().loginAs(admin)
    shown.assertStatus(200)
    assert.deepInclude(shown.body(), { id: row.id, controllers: [], locations: [] })
  })

  test('an Idempotency-Key covers the file: the same upload is replayed, another file under the same key is refused', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const form = { vendor: 'omada', minVersion: '5.13' }
    const send = (bytes: Buffer) =>
      upload(client, admin, form, { bytes, filename: 'bar.cfg' }).header(
        'Idempotency-Key',
        'upload-3a1f'
      )
    const first = await send(configBytes(1024, 1))
    first.assertStatus(201)
    const again = await send(configBytes(1024, 1))
    again.assertStatus(201)
    assert.equal(again.header('idempotent-replayed'), 'true')
    assert.equal(again.body().id, first.body().id)
    const otherFile = await send(configBytes(1024, 2))
    otherFile.assertStatus(422)
    otherFile.assertBodyContains({ code: 'E_IDEMPOTENCY_MISMATCH' })
    assert.equal(await configFileCount(), 1)
  })

  test('500 KB is the limit: one byte more is refused with the spec message, nothing saved, nothing on disk', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const before = await storedConfigFiles()
    const tooLarge = await upload(client, admin, OMADA, cfg(configBytes(MAX_BYTES + 1)))
    tooLarge.assertStatus(422)
    assert.equal(tooLarge.body().code, 'E_FILE_TOO_LARGE')
    assert.equal(tooLarge.body().message, 'File too large (max 500 KB).')
    assert.deepEqual(tooLarge.body().errors, [
      { field: 'file', rule: 'file_size', message: 'File too large (max 500 KB)' },
    ])
    await admin.merge({ lang: 'nl' }).save()
    const dutch = await upload(client, admin, OMADA, cfg(configBytes(MAX_BYTES + 1)), 'nl')
    assert.equal(dutch.body().message, 'Bestand te groot (max. 500 KB).')
    assert.equal(await configFileCount(), 0)
    assert.deepEqual(await storedConfigFiles(), before)

    const atTheLimit = await upload(client, admin, OMADA, cfg(configBytes(MAX_BYTES)))
    atTheLimit.assertStatus(201)
    assert.equal(atTheLimit.body().size, 512_000)
  })

  test("the file must carry the vendor's extension, and be there at all", async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const unifiFile = await upload(client, admin, OMADA, {
      bytes: configBytes(),
      filename: 'backup.unf',
    })
    unifiFile.assertStatus(422)
    assert.equal(unifiFile.body().code, 'E_FILE_TYPE')
    assert.deepEqual(
      unifiFile.body().errors.map((e: any) => [e.field, e.rule]),
      [['file', 'file_type']]
    )
    const noName = await upload(client, admin, OMADA, { bytes: configBytes(), filename: 'cfg' })
    assert.equal(noName.body().code, 'E_FILE_TYPE')
    const missing = await upload(client, admin, OMADA)
    missing.assertStatus(422)
    assert.deepEqual(
      missing.body().errors.map((e: any) => [e.field, e.rule]),
      [['file', 'required']]
    )
    const upperCase = await upload(
      client,
      admin,
      { ...OMADA, vendor: 'unifi' },
      { bytes: configBytes(), filename: 'Site Backup.UNF' }
    )
    upperCase.assertStatus(201)
    assert.equal(upperCase.body().fileName, 'Site Backup.UNF')
    assert.equal(await configFileCount(), 1)
  })

  test('the vendor must be a controller plugin that takes configuration files', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    for (const vendor of ['zerotier', 'acme', '']) {
      const response = await upload(
        client,
        admin,
        { ...OMADA, vendor },
        { bytes: configBytes(), filename: 'network.conf' }
      )
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, 'vendor', vendor)
    }
    const zerotier = await upload(client, admin, { ...OMADA, vendor: 'zerotier' }, cfg())
    assert.deepEqual(zerotier.body().errors, [
      {
        field: 'vendor',
        rule: 'config_vendor_files',
        message: 'This vendor does not take configuration files',
      },
    ])
    assert.equal(await configFileCount(), 0)
  })

  test('versions are dotted numbers and the maximum is not below the minimum', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const cases: Array<[Record<string, string | undefined>, string, string]> = [
      [{ minVersion: undefined }, 'minVersion', 'required'],
      [{ minVersion: '5.x' }, 'minVersion', 'version'],
      [{ minVersion: '5.13', maxVersion: 'latest' }, 'maxVersion', 'version'],
      [{ minVersion: '5.13', maxVersion: '5.9' }, 'maxVersion', 'version_order'],
      [{ minVersion: '5.13.1', maxVersion: '5.13.0' }, 'maxVersion', 'version_order'],
      [{ name: ' ' }, 'name', 'required'],
      [{ name: 'x'.repeat(101) }, 'name', 'maxLength'],
    ]
    for (const [change, field, rule] of cases) {
      const response = await upload(client, admin, { ...OMADA, ...change }, cfg())
      response.assertStatus(422)
      assert.deepEqual(
        response.body().errors.map((e: any) => [e.field, e.rule]),
        [[field, rule]],
        JSON.stringify(change)
      )
      assert.notEqual(response.body().errors[0].message, rule, 'translated')
    }
    const openEnded = await upload(client, admin, { ...OMADA, maxVersion: '' }, cfg())
    openEnded.assertStatus(201)
    assert.isNull(openEnded.body().maxVersion)
    assert.isFalse(openEnded.body().canChangeWifiSettings)
    assert.equal(await configFileCount(), 1)
  })

  test('non-admins may not see, upload, download or delete files', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser()
    const id = (await upload(client, admin, OMADA, cfg())).body().id
    assert.equal((await upload(client, user, OMADA, cfg())).status(), 403)
    for (const path of [
      '/rest/network/config',
      '/rest/network/config/settings',
      `/rest/network/config/${id}`,
      `/rest/network/config/${id}/download`,
    ]) {
      assert.equal((await client.get(path).withCsrfToken().loginAs(user)).status(), 403, path)
      assert.equal((await client.get(path)).status(), 401, path)
    }
    assert.equal(
      (await client.delete(`/rest/network/config/${id}`).withCsrfToken().loginAs(user)).status(),
      403
    )
    assert.equal(await configFileCount(), 1)
    assert.equal(
      (await client.get('/rest/network/config/999999').withCsrfToken().loginAs(admin)).status(),
      404
    )
  })

  test('the list is searchable by name, filtered by vendor, paginated, with uploader and venue count', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true, firstname: 'Ada', name: 'Admin' })
    await upload(client, admin, { ...OMADA, name: 'Kapermolen park' }, cfg()).then((r) =>
      r.assertStatus(201)
    )
    await upload(client, admin, { ...OMADA, name: 'Festival 100%' }, cfg()).then((r) =>
      r.assertStatus(201)
    )
    await upload(
      client,
      admin,
      { vendor: 'unifi', minVersion: '8.0', name: 'Markt bar' },
      { bytes: configBytes(), filename: 'markt.unf' }
    ).then((r) => r.assertStatus(201))
    await upload(
      client,
      admin,
      { vendor: 'peplink', minVersion: '8.1.3', name: 'Food truck' },
      { bytes: configBytes(), filename: 'truck.conf' }
    ).then((r) => r.assertStatus(201))

    const list = (query: Record<string, unknown>) =>
      client.get('/rest/network/config').qs(query).withCsrfToken().loginAs(admin)
    const all = await list({})
    all.assertStatus(200)
    assert.deepEqual(
      all.body().data.map((f: any) => f.name),
      ['Festival 100%', 'Food truck', 'Kapermolen park', 'Markt bar']
    )
    assert.deepInclude(all.body().data[0], {
      uploadedBy: { id: admin.id, name: 'Ada Admin' },
      locationCount: 0,
      vendorName: 'TP-Link Omada',
    })
    assert.deepEqual(
      (await list({ search: 'MARKT' })).body().data.map((f: any) => f.name),
      ['Markt bar']
    )
    assert.deepEqual(
      (await list({ search: '100%' })).body().data.map((f: any) => f.name),
      ['Festival 100%']
    )
    assert.deepEqual(
      (await list({ search: '%' })).body().data.map((f: any) => f.name),
      ['Festival 100%'],
      'wildcards are literal'
    )
    assert.deepEqual(
      (await list({ vendor: 'omada' })).body().data.map((f: any) => f.name),
      ['Festival 100%', 'Kapermolen park']
    )
    assert.deepEqual(
      (await list({ vendor: 'peplink', search: 'truck' }))
        .body()
        .data.map((f: any) => f.vendorName),
      ['Peplink InControl2']
    )
    const paged = await list({ perPage: 3, page: 2 })
    assert.deepEqual(paged.body().meta, { total: 4, page: 2, perPage: 3, lastPage: 2 })
    assert.lengthOf(paged.body().data, 1)
    assert.equal((await list({ perPage: 0 })).status(), 422)
  })
})

test.group('Network config / upload for a controller', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  cleanStoredFiles(group)
  let sim: OmadaSimulator
  group.setup(async () => {
    sim = await startSimulator({ controllerVersion: '5.9.31' })
    return () => sim.stop()
  })

  async function omadaController(
    client: Parameters<typeof upload>[0],
    admin: Parameters<typeof upload>[1]
  ) {
    const added = await client
      .post('/rest/controllers')
      .json({
        vendor: 'omada',
        alias: 'Kapermolen Omada',
        url: sim.url,
        ...CREDENTIALS,
        verifyTls: false,
      })
      .withCsrfToken()
      .loginAs(admin)
    added.assertStatus(201)
    return added.body() as { id: number; version: string }
  }

  test("a controller outside the file's range is refused with the spec message in every language; nothing is kept", async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const controller = await omadaController(client, admin)
    assert.equal(controller.version, '5.9.31')
    const before = await storedConfigFiles()
    const messages = [
      ['en', 'File incompatible with controller version.'],
      ['nl', 'Bestand niet compatibel met de controllerversie.'],
      ['fr', 'Fichier incompatible avec la version du contrôleur.'],
      ['de', 'Datei nicht kompatibel mit der Controller-Version.'],
    ] as const
    for (const [lang, message] of messages) {
      await admin.merge({ lang }).save()
      const refused = await upload(
        client,
        admin,
        { ...OMADA, controllerId: controller.id },
        cfg(),
        lang
      )
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'E_CONFIG_VERSION_MISMATCH')
      assert.equal(refused.body().message, message)
      assert.deepEqual(
        refused.body().errors.map((e: any) => [e.field, e.rule]),
        [['controllerId', 'config_version']]
      )
    }
    assert.equal(await configFileCount(), 0)
    assert.deepEqual(await storedConfigFiles(), before)

    const fitting = await upload(
      client,
      admin,
      { ...OMADA, minVersion: '5.9', controllerId: controller.id },
      cfg()
    )
    fitting.assertStatus(201)
    const detail = await client
      .get(`/rest/network/config/${fitting.body().id}`)
      .withCsrfToken()
      .loginAs(admin)
    assert.deepEqual(detail.body().controllers, [
      {
        id: controller.id,
        alias: 'Kapermolen Omada',
        vendor: 'omada',
        vendorName: 'TP-Link Omada',
        version: '5.9.31',
      },
    ])
  })

  test('the controller must exist, be of the vendor and have a known version', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const unifi = await controllerRow('unifi', '9.0.114')
    const unknown = await controllerRow('omada', null)
    const cases: Array<[number, string, string]> = [
      [unifi.id, 'E_CONFIG_VENDOR_MISMATCH', 'config_vendor'],
      [unknown.id, 'E_CONTROLLER_VERSION_UNKNOWN', 'controller_version_unknown'],
      [999_999, 'E_VALIDATION_ERROR', 'exists'],
    ]
    for (const [controllerId, code, rule] of cases) {
      const response = await upload(client, admin, { ...OMADA, controllerId }, cfg())
      response.assertStatus(422)
      assert.equal(response.body().code, code)
      assert.deepEqual(
        response.body().errors.map((e: any) => [e.field, e.rule]),
        [['controllerId', rule]]
      )
    }
    assert.equal(await configFileCount(), 0)
  })

  test('settings: the vendors that take files with their extensions, the limit, their controllers', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const omada = await omadaController(client, admin)
    await controllerRow('zerotier', '1.0', 'Back office ZeroTier')
    const response = await client
      .get('/rest/network/config/settings')
      .withCsrfToken()
      .loginAs(admin)
    response.assertStatus(200)
    const { vendors, maxBytes, controllers } = response.body()
    assert.equal(maxBytes, 512_000)
    assert.deepEqual(
      vendors.map((v: any) => [v.key, v.extensions]),
      [
        ['unifi', ['.unf']],
        ['omada', ['.cfg']],
        ['peplink', ['.conf']],
      ]
    )
    assert.deepEqual(controllers, [
      {
        id: omada.id,
        alias: 'Kapermolen Omada',
        vendor: 'omada',
        vendorName: 'TP-Link Omada',
        version: '5.9.31',
      },
    ])
  })
})
