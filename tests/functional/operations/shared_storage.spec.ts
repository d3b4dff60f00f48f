import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import JSZip from 'jszip'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import type User from '#core/users/models/user'
import Customer from '#core/customers/models/customer'
import Location from '#core/locations/models/location'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { replaceStorageDisk } from '#kernel/storage/disk'
import { uploadsRoot } from '#kernel/storage/disks'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { jpegWithGps } from '#tests/helpers/photos'
import { startS3Server, type S3Server } from '#tests/helpers/s3_server'
import { JPEG, PNG } from '#tests/functional/customers/images'
import { buildPortalWorld, seedGuest } from '#tests/functional/portal_admin/portal_world'
import { bufferBody } from '#tests/functional/locations/binary'
import { configBytes, sha256, upload } from '#tests/functional/network_config/config_world'

ApiRequest.addParser('application/octet-stream', bufferBody)
ApiRequest.addParser('image/jpeg', bufferBody)
ApiRequest.addParser('image/png', bufferBody)

const base = () => `http://${process.env.HOST}:${process.env.PORT}`

/** Every file on this machine where the `fs` disk and the export builder write (none may appear with S3). */
async function localFiles() {
  const list = async (folder: string) =>
    (await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
  return [...(await list(uploadsRoot())), ...(await list(join(tmpdir(), 'airdeck-exports')))]
}

/**
 * Issue 33 item 9: with DRIVE_DISK=s3 every stored file is an object in the shared bucket, so a second machine sees
 * it. The suite's app runs against an S3-compatible server on loopback (s3rver) through the same `s3` disk options
 * config/drive.ts builds; the bucket is read back with the AWS SDK, and nothing may land under STORAGE_PATH.
 */
test.group('Operations / files in S3-compatible storage', (group) => {
  let s3: S3Server
  let before: string[]
  group.setup(async () => {
    s3 = await startS3Server()
    replaceStorageDisk(s3.disk)
    return async () => {
      replaceStorageDisk()
      await s3.close()
    }
  })
  group.each.setup(async () => {
    before = await localFiles()
    return testUtils.db().withGlobalTransaction()
  })
  group.each.teardown(async () => {
    const added = (await localFiles()).filter((file) => !before.includes(file))
    if (added.length) throw new Error(`files written on this machine: ${added.join(', ')}`)
  })

  test('a customer logo and a portal image land in the bucket and are served from it; a replaced logo leaves it', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    const customerId = world.tenant.customer.id
    const logo = `/rest/customers/${customerId}/logo`
    const uploaded = await client
      .post(logo)
      .file('logo', PNG, { filename: 'logo.png' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    uploaded.assertStatus(200)
    const firstKey = (await Customer.findOrFail(customerId)).logoPath!
    assert.match(firstKey, new RegExp(`^customers/${customerId}/[0-9a-f-]{36}\\.png$`))
    assert.deepEqual(await s3.bytes(firstKey), PNG, 'the bytes are in the bucket')
    const served = await client.get(logo).loginAs(world.users.editor)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/png')
    assert.deepEqual(served.body(), PNG)

    ;(
      await client
        .post(logo)
        .file('logo', JPEG, { filename: 'new.jpg' })
        .loginAs(world.users.admin)
        .withCsrfToken()
    ).assertStatus(200)
    const secondKey = (await Customer.findOrFail(customerId)).logoPath!
    assert.deepEqual(await s3.keys(`customers/${customerId}/`), [secondKey])
    assert.deepEqual(await s3.bytes(secondKey), JPEG)

    const design = await client
      .post(`/rest/portal/${world.tenant.location.id}/design`)
      .file('background', JPEG, { filename: 'terrace.jpg' })
      .withCsrfToken()
      .loginAs(world.users.editor)
    design.assertStatus(200)
    const draft = await db.from('portals').where('location_id', world.tenant.location.id).first()
    const backgroundKey: string = draft.draft.backgroundPath
    assert.deepEqual(await s3.bytes(backgroundKey), JPEG)
    const publicCopy = await fetch(`${base()}${design.body().images.background}`)
    assert.equal(publicCopy.status, 200)
    assert.deepEqual(Buffer.from(await publicCopy.arrayBuffer()), JPEG)
  })

  test('report photos and a customer export a job builds land in the bucket; only those allowed download them', async ({
    client,
    assert,
  }) => {
    const tenant = await createTenant()
    const venue = await Location.create({ name: 'Terrace Bar', customerId: tenant.customer.id })
    const admin = await createUser({ isAdmin: true, email: 's3-export-admin@airdeck.test' })
    const installer = await createUser({ accountRole: 'installer' } as Partial<User>)
    const owner = await createUser()
    await grant(owner, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
    const other = await createTenant()
    const stranger = await createUser()
    await grant(stranger, 'customer', other.customer.id, [...PERMISSION_KEYS])

    const report = await client
      .post(`/rest/locations/${venue.id}/installation`)
      .fields({ bridgePresent: 'true', failoverPresent: 'true', guestWifiOk: 'true' })
      .file('photos', await jpegWithGps(), { filename: 'rack.jpg', contentType: 'image/jpeg' })
      .withCsrfToken()
      .loginAs(installer)
    report.assertStatus(201)
    const photo = await db
      .from('installation_report_photos')
      .where('report_id', report.body().id)
      .first()
    assert.sameMembers(await s3.keys(`installation-reports/${venue.id}/`), [
      photo.path,
      photo.thumb_path,
    ])
    const photoUrl = `/rest/locations/${venue.id}/installation/${report.body().id}/photos/${photo.id}`
    const seen = await client.get(photoUrl).loginAs(owner)
    seen.assertStatus(200)
    assert.deepEqual(seen.body(), await s3.bytes(photo.path))
    ;(await client.get(photoUrl).loginAs(stranger)).assertStatus(404)
    ;(await client.get(`${photoUrl}?size=thumb`).loginAs(stranger)).assertStatus(404)

    ;(
      await client
        .post(`/rest/customers/${tenant.customer.id}/export`)
        .json({})
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(202)
    const mail = await mailCatcher.waitFor('s3-export-admin@airdeck.test', 20_000)
    const token = (mail.text ?? '').match(/\/exports\/customer\/([A-Za-z0-9_-]+)/)![1]
    const row = await db.from('customer_exports').where('customer_id', tenant.customer.id).first()
    assert.match(row.file_path, /^customer-exports\/[0-9a-f-]{36}\.zip$/)
    const stored = (await s3.bytes(row.file_path))!
    assert.isNotNull(stored, 'the worker wrote the archive to the bucket')

    const link = `/rest/customer-exports/${token}`
    for (const refused of [owner, stranger]) {
      const answer = await client.get(link).loginAs(refused)
      answer.assertStatus(404)
      assert.equal(answer.body().code, 'E_NOT_FOUND')
    }
    const download = await client.get(link).loginAs(admin)
    download.assertStatus(200)
    assert.equal(download.header('cache-control'), 'private, no-store')
    assert.deepEqual(download.body(), stored, 'streamed from the bucket')
    const zip = await JSZip.loadAsync(download.body())
    const pdf = Object.keys(zip.files).find((name) => name.startsWith('installation-reports/'))
    assert.isDefined(pdf, "the report's PDF, its photo read from the bucket")
    assert.isAbove(
      (await zip.file(pdf!)!.async('nodebuffer')).length,
      (await s3.bytes(photo.path))!.length / 10,
      'the PDF carries the photo'
    )
  })

  test('a mailed guest export is an object in the bucket; one gone from the bucket answers 404', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld()
    await seedGuest(world.tenant.location, { email: 'anna@example.com', optIn: true })
    ;(
      await client
        .get(`/rest/portal/${world.tenant.location.id}/export`)
        .loginAs(world.users.reader)
    ).assertStatus(202)
    const mail = await mailCatcher.waitFor(world.users.reader.email)
    const token = (mail.text ?? '').match(/\/exports\/guests\/([A-Za-z0-9_-]+)/)![1]
    const row = await db.from('portal_exports').where('requested_by', world.users.reader.id).first()
    const stored = await s3.bytes(row.file_path)
    assert.include(stored!.toString('utf8'), 'anna@example.com')

    const link = `/rest/portal-exports/${token}`
    ;(await client.get(link).loginAs(world.users.stranger)).assertStatus(404)
    const download = await client.get(link).loginAs(world.users.reader)
    download.assertStatus(200)
    assert.deepEqual(download.body(), stored)

    await s3.remove(row.file_path)
    const gone = await client.get(link).loginAs(world.users.reader)
    gone.assertStatus(404)
    assert.equal(gone.body().code, 'E_NOT_FOUND')
  })

  test('a network configuration file is an object in the bucket, downloaded from it and deleted with its row', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const bytes = configBytes(4096, 11)
    const created = await upload(
      client,
      admin,
      { name: 'Bar template', vendor: 'omada', minVersion: '5.13' },
      { bytes, filename: 'bar-backup.cfg' }
    )
    created.assertStatus(201)
    const row = await db.from('network_config_files').where('id', created.body().id).first()
    assert.match(row.storage_path, /^network_config\/[0-9a-f-]{36}\.cfg$/)
    assert.deepEqual(await s3.keys('network_config/'), [row.storage_path])
    assert.deepEqual(await s3.bytes(row.storage_path), bytes, 'the bytes are in the bucket')

    const download = await client.get(`/rest/network/config/${row.id}/download`).loginAs(admin)
    download.assertStatus(200)
    assert.match(download.header('content-disposition') ?? '', /filename="bar-backup\.cfg"/)
    assert.equal(sha256(Buffer.from(download.body())), sha256(bytes), 'streamed from the bucket')

    ;(
      await client.delete(`/rest/network/config/${row.id}`).withCsrfToken().loginAs(admin)
    ).assertStatus(204)
    assert.deepEqual(await s3.keys('network_config/'), [], 'the object left with its row')
  })
})
