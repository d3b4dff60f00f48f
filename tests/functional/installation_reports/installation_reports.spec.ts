import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ApiRequest, type ApiClient } from '@japa/api-client'
import type User from '#core/users/models/user'
import { PERMISSION_KEYS } from '#core/access/permissions'
import AuditLog from '#kernel/audit/audit_log'
import { uploadsRoot } from '#kernel/storage/uploads'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { iphoneStyleHeic, jpegWithGps, png } from '#tests/helpers/photos'
import { bufferBody } from '#tests/functional/locations/binary'

ApiRequest.addParser('application/pdf', bufferBody)
ApiRequest.addParser('image/jpeg', bufferBody)
ApiRequest.addParser('image/webp', bufferBody)

async function world() {
  const tenant = await createTenant()
  const installer = await createUser({ accountRole: 'installer' } as Partial<User>)
  const owner = await createUser()
  await grant(owner, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
  const stranger = await createUser()
  const other = await createTenant()
  await grant(stranger, 'customer', other.customer.id, [...PERMISSION_KEYS])
  return { tenant, installer, owner, stranger, locationId: tenant.location.id }
}

type Photo = { bytes: Buffer; name: string; type?: string }

function postReport(client: ApiClient, user: User, locationId: number, photos: Photo[]) {
  let request = client.post(`/rest/locations/${locationId}/installation`).fields({
    bridgePresent: 'true',
    failoverPresent: 'false',
    guestWifiOk: 'true',
    notes: 'Rack in the cellar',
  })
  for (const photo of photos)
    request = request.file('photos', photo.bytes, {
      filename: photo.name,
      contentType: photo.type ?? 'image/jpeg',
    })
  return request.withCsrfToken().loginAs(user)
}

/** The files stored for the venue's reports since `before` (the folder outlives the test database's ids). */
async function storedFiles(locationId: number, before: string[] = []) {
  const now = await readdir(join(uploadsRoot(), 'installation-reports', String(locationId))).catch(
    () => [] as string[]
  )
  return now.filter((name) => !before.includes(name))
}

test.group('Installation reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an installer reports with two photos: stored upright without GPS, with thumbnails; the customer user reads them and the PDF', async ({
    client,
    assert,
  }) => {
    const { installer, owner, stranger, locationId } = await world()
    const before = await storedFiles(locationId)
    const gpsPhoto = await jpegWithGps()
    assert.isAbove((await sharp(gpsPhoto).metadata()).exif?.length ?? 0, 0)

    const response = await postReport(client, installer, locationId, [
      { bytes: gpsPhoto, name: 'IMG_0001.JPG' },
      { bytes: await png(), name: 'rack.png', type: 'image/png' },
    ])
    response.assertStatus(201)
    const report = response.body()
    assert.containSubset(report, {
      bridge_present: true,
      failover_present: false,
      guest_wifi_ok: true,
      notes: 'Rack in the cellar',
    })
    assert.lengthOf(report.photos, 2)
    assert.equal(report.photos[0].name, 'IMG_0001.JPG')
    assert.lengthOf(await storedFiles(locationId, before), 4)

    const stored = await db
      .from('installation_report_photos')
      .where('report_id', report.id)
      .orderBy('id')
    const full = await sharp(join(uploadsRoot(), stored[0].path)).metadata()
    assert.equal(full.format, 'jpeg')
    assert.equal(full.width, 1200)
    assert.isUndefined(full.exif, 'the stored photo keeps no EXIF (GPS) data')
    const thumb = await sharp(join(uploadsRoot(), stored[0].thumb_path)).metadata()
    assert.equal(thumb.format, 'webp')
    assert.isAtMost(Math.max(thumb.width!, thumb.height!), 480)

    // The customer's user reads the reports and their photos, but may not write one.
    const list = await client.get(`/rest/locations/${locationId}/installation`).loginAs(owner)
    list.assertStatus(200)
    assert.equal(list.body().data[0].id, report.id)
    const thumbnail = await client.get(report.photos[0].thumbnail_url).loginAs(owner)
    thumbnail.assertStatus(200)
    assert.equal(thumbnail.header('content-type'), 'image/webp')
    const photo = await client.get(report.photos[0].url).loginAs(owner)
    assert.isUndefined((await sharp(photo.body()).metadata()).exif)
    ;(await postReport(client, owner, locationId, [])).assertStatus(403)
    ;(
      await client.get(`/rest/locations/${locationId}/installation`).loginAs(stranger)
    ).assertStatus(404)
    ;(await client.get(report.photos[0].url).loginAs(stranger)).assertStatus(404)

    const pdf = await client.get(`/rest/locations/${locationId}/installation/export`).loginAs(owner)
    pdf.assertStatus(200)
    assert.equal(pdf.header('content-type'), 'application/pdf')
    const raw = (pdf.body() as Buffer).toString('latin1')
    assert.isTrue(raw.startsWith('%PDF'))
    assert.equal(raw.match(/\/Subtype \/Image/g)?.length, 2)

    // In the venue's history.
    const entry = await AuditLog.query()
      .where('object_type', 'location')
      .where('object_id', String(locationId))
      .where('action', 'location.installation_reported')
      .firstOrFail()
    assert.equal(entry.newValues?.photos, 2)
  })

  test('a forged extension, a photo over 10 MB, a file that is no image, a cut-off photo or an iPhone HEIC: a field error and nothing stored', async ({
    client,
    assert,
  }) => {
    const { installer, locationId } = await world()
    const before = await storedFiles(locationId)
    const good = { bytes: await jpegWithGps(), name: 'good.jpg' }
    const cases: Array<[Photo, string, string]> = [
      [{ bytes: await png(), name: 'forged.jpg' }, 'E_PHOTO_EXTENSION', 'photo_extension'],
      [
        { bytes: Buffer.concat([good.bytes, Buffer.alloc(10 * 1024 * 1024)]), name: 'huge.jpg' },
        'E_PHOTO_TOO_LARGE',
        'photo_size',
      ],
      [
        { bytes: Buffer.from('#!/bin/sh\necho not a photo\n'), name: 'script.jpg' },
        'E_PHOTO_TYPE',
        'photo_type',
      ],
      [
        { bytes: good.bytes.subarray(0, good.bytes.length / 2), name: 'cut.jpg' },
        'E_PHOTO_UNREADABLE',
        'photo_unreadable',
      ],
      [
        { bytes: await iphoneStyleHeic(), name: 'IMG_0002.HEIC', type: 'image/heic' },
        'E_PHOTO_HEIC',
        'photo_heic',
      ],
    ]
    for (const [bad, code, rule] of cases) {
      const response = await postReport(client, installer, locationId, [good, bad])
      response.assertStatus(422)
      assert.equal(response.body().code, code)
      assert.deepEqual(
        response
          .body()
          .errors.map((error: { field: string; rule: string }) => [error.field, error.rule]),
        [['photos.1', rule]]
      )
      assert.isString(response.body().errors[0].message)
    }
    assert.lengthOf(await storedFiles(locationId, before), 0)
    assert.lengthOf(await db.from('installation_reports').where('location_id', locationId), 0)
  })

  test('PATCH …/image adds photos and removes others; only admins and installers', async ({
    client,
    assert,
  }) => {
    const { installer, owner, locationId } = await world()
    const before = await storedFiles(locationId)
    const created = await postReport(client, installer, locationId, [
      { bytes: await jpegWithGps(), name: 'first.jpg' },
    ])
    const report = created.body()
    const changed = await client
      .patch(`/rest/locations/${locationId}/installation/${report.id}/image`)
      .field('remove', String(report.photos[0].id))
      .file('photos', await png(), { filename: 'second.png', contentType: 'image/png' })
      .withCsrfToken()
      .loginAs(installer)
    changed.assertStatus(200)
    assert.deepEqual(
      changed.body().photos.map((photo: { name: string }) => photo.name),
      ['second.png']
    )
    assert.lengthOf(await storedFiles(locationId, before), 2)
    const refused = await client
      .patch(`/rest/locations/${locationId}/installation/${report.id}/image`)
      .file('photos', await png(), { filename: 'third.png', contentType: 'image/png' })
      .withCsrfToken()
      .loginAs(owner)
    refused.assertStatus(403)
  })
})
