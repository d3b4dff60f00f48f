import { test } from '@japa/runner'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import { ApiRequest, type ApiClient } from '@japa/api-client'
import type User from '#core/users/models/user'
import { PERMISSION_KEYS } from '#core/access/permissions'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'
import { jpegWithGps, png } from '#tests/helpers/photos'
import { bufferBody } from '#tests/functional/locations/binary'

ApiRequest.addParser('application/pdf', bufferBody)
ApiRequest.addParser('application/octet-stream', bufferBody)
ApiRequest.addParser('image/jpeg', bufferBody)

const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

async function world() {
  const tenant = await createTenant()
  const installer = await createUser({ accountRole: 'installer' } as Partial<User>)
  const colleague = await createUser({ accountRole: 'installer' } as Partial<User>)
  const admin = await createUser({ isAdmin: true })
  const owner = await createUser()
  await grant(owner, 'customer', tenant.customer.id, [...PERMISSION_KEYS])
  return { installer, colleague, admin, owner, locationId: tenant.location.id }
}

function addNote(
  client: ApiClient,
  user: User,
  locationId: number,
  body: string,
  files: Array<[Buffer, string, string]>
) {
  let request = client.post(`/rest/locations/${locationId}/report`).field('body', body)
  for (const [bytes, filename, contentType] of files)
    request = request.file('attachments', bytes, { filename, contentType })
  return request.withCsrfToken().loginAs(user)
}

test.group('Location report notes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an installer adds notes with a photo and a PDF; they show in the history; the customer user reads them and the PDF export', async ({
    client,
    assert,
  }) => {
    const { installer, owner, locationId } = await world()
    const created = await addNote(client, installer, locationId, 'Fibre box moved to the bar', [
      [await jpegWithGps(), 'box.jpg', 'image/jpeg'],
      [PDF_FILE, 'delivery-note.pdf', 'application/pdf'],
    ])
    created.assertStatus(201)
    const note = created.body()
    assert.equal(note.body, 'Fibre box moved to the bar')
    assert.deepEqual(
      note.attachments.map((file: { name: string; mime: string }) => [file.name, file.mime]),
      [
        ['box.jpg', 'image/jpeg'],
        ['delivery-note.pdf', 'application/pdf'],
      ]
    )
    const photo = await client.get(note.attachments[0].url).loginAs(owner)
    photo.assertStatus(200)
    assert.isUndefined((await sharp(photo.body()).metadata()).exif)
    const pdfFile = await client.get(note.attachments[1].url).loginAs(owner)
    pdfFile.assertStatus(200)
    assert.match(pdfFile.header('content-disposition') ?? '', /delivery-note\.pdf/)

    const list = await client.get(`/rest/locations/${locationId}/report`).loginAs(owner)
    assert.equal(list.body().data[0].id, note.id)
    const history = await client.get(`/rest/locations/${locationId}/log`).loginAs(owner)
    assert.include(
      history.body().data.map((entry: { action: string }) => entry.action),
      'location.report_note_added'
    )
    const exported = await client.get(`/rest/locations/${locationId}/report/export`).loginAs(owner)
    exported.assertStatus(200)
    const raw = (exported.body() as Buffer).toString('latin1')
    assert.equal(raw.match(/\/Subtype \/Image/g)?.length, 1)

    ;(await addNote(client, owner, locationId, 'Mine', [])).assertStatus(403)
  })

  test('a note is changed or deleted by its author or an admin; bad files store nothing', async ({
    client,
    assert,
  }) => {
    const { installer, colleague, admin, locationId } = await world()
    const note = (
      await addNote(client, installer, locationId, 'First visit', [
        [await png(), 'plan.png', 'image/png'],
      ])
    ).body()
    const changed = await client
      .post(`/rest/locations/${locationId}/report/${note.id}`)
      .field('body', 'First visit: rack mounted')
      .field('remove', String(note.attachments[0].id))
      .file('attachments', PDF_FILE, { filename: 'quote.pdf', contentType: 'application/pdf' })
      .withCsrfToken()
      .loginAs(installer)
    changed.assertStatus(200)
    assert.equal(changed.body().body, 'First visit: rack mounted')
    assert.deepEqual(
      changed.body().attachments.map((file: { name: string }) => file.name),
      ['quote.pdf']
    )
    const refused = await client
      .post(`/rest/locations/${locationId}/report/${note.id}`)
      .field('body', 'Not mine')
      .withCsrfToken()
      .loginAs(colleague)
    refused.assertStatus(403)

    const bad = await addNote(client, installer, locationId, 'Script', [
      [PDF_FILE, 'fine.pdf', 'application/pdf'],
      [Buffer.from('MZ\x90\x00 not a document'), 'tool.pdf', 'application/pdf'],
    ])
    bad.assertStatus(422)
    assert.equal(bad.body().code, 'E_ATTACHMENT_TYPE')
    assert.equal(bad.body().errors[0].field, 'attachments.1')
    const notes = await client.get(`/rest/locations/${locationId}/report`).loginAs(installer)
    assert.lengthOf(notes.body().data, 1)

    ;(
      await client
        .delete(`/rest/locations/${locationId}/report/${note.id}`)
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(204)
    const after = await client.get(`/rest/locations/${locationId}/report`).loginAs(installer)
    assert.lengthOf(after.body().data, 0)
  })
})
