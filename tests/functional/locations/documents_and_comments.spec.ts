import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import { inflateSync } from 'node:zlib'
import jsQRModule from 'jsqr'
import { PNG } from 'pngjs'
import LocationComment from '#core/locations/models/location_comment'
import AuditLog from '#kernel/audit/audit_log'
import { buildLocationWorld } from './world.js'
import { bufferBody } from './binary.js'

ApiRequest.addParser('application/pdf', bufferBody)

/** The venue's status page is addressed by its unguessable public id, not its row id. */
async function publicIdOf(locationId: number) {
  return (await db.from('locations').where('id', locationId).select('public_id').firstOrFail())
    .public_id as string
}

/** jsqr is CommonJS with an ES default export: under NodeNext the function is the module itself at runtime. */
const jsQR = ((jsQRModule as any).default ?? jsQRModule) as typeof jsQRModule.default

/** The text a PDF draws: its content streams inflated, with hex strings decoded (Helvetica writes WinAnsi hex). */
function pdfText(pdf: Buffer) {
  const raw = pdf.toString('latin1')
  let text = ''
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1')
    let content: string
    try {
      content = inflateSync(bytes).toString('latin1')
    } catch {
      continue
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += Buffer.from(hex[1]!, 'hex').toString('latin1') + '\n'
  }
  return text
}

test.group('Locations / QR code and printable labels', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('GET qr is a PNG QR code that decodes to the status page URL', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const response = await client
      .get(`/rest/locations/${world.locationA.id}/qr`)
      .loginAs(world.users.readonly)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/png')
    const png: Buffer = response.body()
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const image = PNG.sync.read(png)
    assert.isAtLeast(image.width, 256)
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
    assert.equal(
      decoded?.data,
      `http://${process.env.HOST}:${process.env.PORT}/status/${await publicIdOf(world.locationA.id)}`,
      'the host the request came on (loopback, no APP_URL)'
    )
  })

  test('label and public sign are PDFs with the venue name and text in the customer language', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    for (const kind of ['label', 'public']) {
      const response = await client
        .post(`/rest/locations/${world.locationA.id}/print/${kind}`)
        .loginAs(world.users.full)
        .withCsrfToken()
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'application/pdf')
      const pdf: Buffer = response.body()
      assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
      const text = pdfText(pdf)
      assert.include(text, 'Brasserie Alpha', kind)
      assert.include(text, 'Scannez', `${kind} is in French, the language of customer A`)
      assert.include(text, `/status/${await publicIdOf(world.locationA.id)}`)
      // The short code to type on /status is printed under the QR code (issue 32 item 16).
      const code = (
        await db
          .from('locations')
          .where('id', world.locationA.id)
          .select('status_code')
          .firstOrFail()
      ).status_code as string
      assert.include(text, `Code ${code.slice(0, 4)}-${code.slice(4)}`, kind)
      assert.include(text, `http://${process.env.HOST}:${process.env.PORT}/status `, kind)
    }
  })

  test('names outside the PDF fonts still print', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    world.locationB.merge({ venueName: 'Łódź Café 東京' })
    await world.locationB.save()
    const response = await client
      .post(`/rest/locations/${world.locationB.id}/print/label`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    response.assertStatus(200)
    assert.include(pdfText(response.body()), 'Lódz Café ??')
    assert.include(pdfText(response.body()), 'Scan deze code', 'customer B speaks Dutch')
  })
})

test.group('Locations / comments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('add, list newest first, delete; each change audited', async ({ client, assert }) => {
    const world = await buildLocationWorld()
    const url = `/rest/locations/${world.locationA.id}/comments`
    const first = await client
      .post(url)
      .json({ body: 'Installer comes Tuesday' })
      .loginAs(world.users.full)
      .withCsrfToken()
    first.assertStatus(201)
    assert.equal(first.body().author.id, world.users.full.id)
    await client
      .post(url)
      .json({ body: '  Cable replaced  ' })
      .loginAs(world.users.admin)
      .withCsrfToken()
    const list = await client.get(url).loginAs(world.users.readonly)
    assert.deepEqual(
      list.body().data.map((c: any) => c.body),
      ['Cable replaced', 'Installer comes Tuesday']
    )
    assert.equal(list.body().meta.total, 2)
    const removed = await client
      .delete(`${url}/${first.body().id}`)
      .loginAs(world.users.full)
      .withCsrfToken()
    removed.assertStatus(204)
    assert.isNull(await LocationComment.find(first.body().id))
    const actions = (
      await AuditLog.query()
        .where('object_type', 'location')
        .where('object_id', String(world.locationA.id))
    ).map((a) => a.action)
    assert.sameMembers(actions, [
      'location.comment_added',
      'location.comment_added',
      'location.comment_deleted',
    ])
  })

  test('bad input: empty or too long bodies, unknown or foreign comment ids', async ({
    client,
    assert,
  }) => {
    const world = await buildLocationWorld()
    const url = `/rest/locations/${world.locationA.id}/comments`
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }, { body: 42 }]) {
      const response = await client.post(url).json(body).loginAs(world.users.full).withCsrfToken()
      assert.equal(response.status(), 422, JSON.stringify(body).slice(0, 40))
      assert.equal(response.body().errors[0].field, 'body')
    }
    const foreign = await LocationComment.create({
      locationId: world.locationB.id,
      userId: world.users.admin.id,
      body: 'B note',
    })
    const wrongLocation = await client
      .delete(`${url}/${foreign.id}`)
      .loginAs(world.users.admin)
      .withCsrfToken()
    wrongLocation.assertStatus(404)
    const badId = await client.delete(`${url}/abc`).loginAs(world.users.admin).withCsrfToken()
    badId.assertStatus(404)
  })
})
