import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { ApiRequest } from '@japa/api-client'
import { DateTime } from 'luxon'
import { voucherCodeFromInput } from '#core/portal/vouchers/services/voucher_codes'
import { bufferBody, pdfText, portalPeople, type PortalPeople } from './guest_access_world.js'

ApiRequest.addParser('application/pdf', bufferBody)

const CODE = /^[2-9A-HJ-NP-Z]{8}$/
const base = (people: PortalPeople) => `/rest/locations/${people.location.id}/portal/vouchers`

async function makeBatch(client: any, people: PortalPeople, body: Record<string, unknown> = {}) {
  const response = await client
    .post(base(people))
    .json({ name: 'Terrace weekend', count: 10, durationMinutes: 120, ...body })
    .withCsrfToken()
    .loginAs(people.editor)
  if (response.status() !== 201)
    throw new Error(`batch not made: ${response.status()} ${response.text()}`)
  return response.body()
}

const counts = async () => ({
  batches: Number((await db.from('portal_voucher_batches').count('* as n').first()).n),
  codes: Number((await db.from('portal_vouchers').count('* as n').first()).n),
  portals: Number((await db.from('portals').count('* as n').first()).n),
})

test.group('Portal vouchers / batches', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a batch has the asked number of unambiguous codes, and the venue's portal is made for it", async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    const empty = await client.get(base(people)).withCsrfToken().loginAs(people.reader)
    empty.assertStatus(200)
    assert.deepEqual(empty.body(), {
      data: [],
      meta: { total: 0, page: 1, perPage: 25, lastPage: 1 },
    })
    assert.equal((await counts()).portals, 0, 'reading makes no portal')

    const batch = await makeBatch(client, people, { count: 50, maxUses: 3 })
    assert.deepInclude(batch, {
      name: 'Terrace weekend',
      durationMinutes: 120,
      maxUses: 3,
      expiresAt: null,
      codes: 50,
      available: 50,
      used: 0,
      revoked: 0,
    })
    assert.lengthOf(batch.vouchers, 50)
    for (const voucher of batch.vouchers) {
      assert.match(voucher.code, CODE)
      assert.deepEqual({ uses: voucher.uses, state: voucher.state }, { uses: 0, state: 'unused' })
    }
    assert.equal(new Set(batch.vouchers.map((voucher: any) => voucher.code)).size, 50)
    assert.equal(
      (await db.from('portals').where('location_id', people.location.id).count('* as n').first()).n,
      1
    )

    const list = await client.get(base(people)).withCsrfToken().loginAs(people.reader)
    assert.equal(list.body().meta.total, 1)
    assert.deepInclude(list.body().data[0], { id: batch.id, codes: 50, available: 50 })
    const detail = await client
      .get(`${base(people)}/${batch.id}`)
      .withCsrfToken()
      .loginAs(people.reader)
    assert.deepEqual(
      detail.body().vouchers.map((v: any) => v.code),
      batch.vouchers.map((v: any) => v.code)
    )
  })

  test('codes stay unique across the batches of one portal', async ({ client, assert }) => {
    const people = await portalPeople()
    const first = await makeBatch(client, people, { count: 1000 })
    const second = await makeBatch(client, people, { count: 1000 })
    const all = [...first.vouchers, ...second.vouchers].map((voucher: any) => voucher.code)
    assert.equal(new Set(all).size, 2000)
    assert.equal((await counts()).codes, 2000)
  })

  test('bad input is a 422 naming the field, and writes nothing', async ({ client, assert }) => {
    const people = await portalPeople()
    const yesterday = DateTime.now()
      .setZone(people.location.timezone)
      .minus({ days: 1 })
      .toISODate()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ count: 0 }, 'count'],
      [{ count: 1001 }, 'count'],
      [{ count: 2.5 }, 'count'],
      [{ durationMinutes: 0 }, 'durationMinutes'],
      [{ durationMinutes: 'long' }, 'durationMinutes'],
      [{ maxUses: 0 }, 'maxUses'],
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ expiresOn: '31-12-2026' }, 'expiresOn'],
      [{ expiresOn: '2026-02-30' }, 'expiresOn'],
      [{ expiresOn: yesterday }, 'expiresOn'],
    ]
    for (const [change, field] of cases) {
      const response = await client
        .post(base(people))
        .json({ name: 'Batch', count: 5, durationMinutes: 60, ...change })
        .header('accept-language', 'nl')
        .withCsrfToken()
        .loginAs(people.editor)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, field, JSON.stringify(change))
      assert.isString(response.body().errors[0].message)
    }
    assert.deepEqual(await counts(), { batches: 0, codes: 0, portals: 0 })
  })

  test("a last day is the end of that day in the venue's time zone", async ({ client, assert }) => {
    const people = await portalPeople()
    const today = DateTime.now().setZone(people.location.timezone).toISODate()!
    const batch = await makeBatch(client, people, { expiresOn: today })
    const expected = DateTime.fromISO(today, { zone: people.location.timezone }).endOf('day')
    assert.equal(DateTime.fromISO(batch.expiresAt).toMillis(), expected.toMillis())
    assert.isFalse(batch.expired)
    assert.equal(batch.available, 10)
  })

  test('who may see and change vouchers: portal_read reads, portal_update changes, other customers see nothing', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    const batch = await makeBatch(client, people)
    const one = `${base(people)}/${batch.id}`
    await client
      .post(base(people))
      .json({ name: 'x', count: 1, durationMinutes: 1 })
      .withCsrfToken()
      .loginAs(people.reader)
      .then((r) => r.assertStatus(403))
    await client
      .delete(one)
      .withCsrfToken()
      .loginAs(people.reader)
      .then((r) => r.assertStatus(403))
    await client
      .get(base(people))
      .withCsrfToken()
      .loginAs(people.networkOnly)
      .then((r) => r.assertStatus(403))
    await client
      .get(one)
      .withCsrfToken()
      .loginAs(people.stranger)
      .then((r) => r.assertStatus(404))
    await client
      .get(`${one}/pdf`)
      .withCsrfToken()
      .loginAs(people.stranger)
      .then((r) => r.assertStatus(404))
    await client.get(one).then((r) => r.assertStatus(401))

    // A batch of another venue's portal is not found through this venue.
    const theirs = await client
      .post(`/rest/locations/${people.otherLocation.id}/portal/vouchers`)
      .json({ name: 'Theirs', count: 1, durationMinutes: 30 })
      .withCsrfToken()
      .loginAs(people.stranger)
    theirs.assertStatus(201)
    await client
      .get(`${base(people)}/${theirs.body().id}`)
      .withCsrfToken()
      .loginAs(people.admin)
      .then((r) => r.assertStatus(404))
    await client
      .delete(`${base(people)}/${theirs.body().id}`)
      .withCsrfToken()
      .loginAs(people.admin)
      .then((r) => r.assertStatus(404))
    assert.equal(
      (await client.get(base(people)).withCsrfToken().loginAs(people.admin)).body().meta.total,
      1
    )
  })
})

test.group('Portal vouchers / revoking and printing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('revoking a batch revokes the unused codes only; one code is revoked by its code', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    const batch = await makeBatch(client, people, { count: 4, maxUses: 2 })
    const [used, usedUp, single, untouched] = batch.vouchers.map((voucher: any) => voucher.code)
    await db.from('portal_vouchers').where({ batch_id: batch.id, code: used }).update({ uses: 1 })
    await db.from('portal_vouchers').where({ batch_id: batch.id, code: usedUp }).update({ uses: 2 })

    const one = await client
      .delete(
        `${base(people)}/${batch.id}/codes/${single.toLowerCase().slice(0, 4)}-${single.slice(4)}`
      )
      .withCsrfToken()
      .loginAs(people.editor)
    one.assertStatus(204)
    await client
      .delete(`${base(people)}/${batch.id}/codes/${single}`)
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(204))
    await client
      .delete(`${base(people)}/${batch.id}/codes/ZZZZ2222`)
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(404))
    await client
      .delete(`${base(people)}/${batch.id}/codes/O0O0I1I1`)
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(404))

    const revoked = await client
      .delete(`${base(people)}/${batch.id}`)
      .withCsrfToken()
      .loginAs(people.editor)
    revoked.assertStatus(200)
    const states = Object.fromEntries(
      revoked.body().vouchers.map((voucher: any) => [voucher.code, voucher.state])
    )
    assert.deepEqual(states, {
      [used]: 'partly_used',
      [usedUp]: 'used_up',
      [single]: 'revoked',
      [untouched]: 'revoked',
    })
    assert.deepInclude(revoked.body(), { codes: 4, available: 1, used: 2, revoked: 2 })
  })

  test('the PDF sheet is an A4 PDF with every code that still works, the venue, duration and last day', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    await people.location.merge({ venueName: 'Café De Haven' }).save()
    const lastDay = DateTime.now().setZone(people.location.timezone).plus({ days: 10 })
    const batch = await makeBatch(client, people, {
      count: 12,
      durationMinutes: 180,
      maxUses: 2,
      expiresOn: lastDay.toISODate(),
    })
    const gone = batch.vouchers[0].code
    await client
      .delete(`${base(people)}/${batch.id}/codes/${gone}`)
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(204))

    const response = await client
      .get(`${base(people)}/${batch.id}/pdf`)
      .qs({ lang: 'en' })
      .withCsrfToken()
      .loginAs(people.reader)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/pdf')
    const pdf: Buffer = response.body()
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
    assert.lengthOf(
      pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [],
      2,
      '11 cards of 10 per page'
    )
    const text = pdfText(pdf)
    for (const voucher of batch.vouchers.slice(1)) assert.include(text, voucher.code)
    assert.notInclude(text, gone)
    assert.include(text, 'Café De Haven')
    assert.include(text, 'Internet for 3 hours')
    assert.include(text, 'Up to 2 sign-ins with this code')
    assert.include(text, `Use by ${lastDay.setLocale('en').toLocaleString(DateTime.DATE_SHORT)}`)

    const dutch = pdfText(
      (
        await client
          .get(`${base(people)}/${batch.id}/pdf`)
          .qs({ lang: 'nl' })
          .withCsrfToken()
          .loginAs(people.reader)
      ).body()
    )
    assert.include(dutch, 'Internet voor 3 uur')
    await client
      .get(`${base(people)}/${batch.id}/pdf`)
      .qs({ lang: 'xx' })
      .withCsrfToken()
      .loginAs(people.reader)
      .then((r) => r.assertStatus(422))
  })

  test('typed codes are read in any case, with spaces or dashes; look-alikes are not codes', ({
    assert,
  }) => {
    assert.equal(voucherCodeFromInput(' abcd-efgh '), 'ABCDEFGH')
    assert.equal(voucherCodeFromInput('AB CD 23 45'), 'ABCD2345')
    assert.isNull(voucherCodeFromInput('ABCDEFG0'))
    assert.isNull(voucherCodeFromInput('ABCDEFGI'))
    assert.isNull(voucherCodeFromInput('ABCDEFG'))
    assert.isNull(voucherCodeFromInput(42))
  })
})
