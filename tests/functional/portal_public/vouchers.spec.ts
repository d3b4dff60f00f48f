import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import {
  buildPortalWorld,
  formFields,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
  SUCCESS_PAGE,
} from './portal_world.js'

async function voucher(
  portalId: number,
  code: string,
  batch: { durationMinutes?: number; maxUses?: number; expiresAt?: Date | null } = {}
) {
  const [row] = await db
    .insertQuery()
    .table('portal_voucher_batches')
    .insert({
      portal_id: portalId,
      name: `Batch ${code}`,
      duration_minutes: batch.durationMinutes ?? 120,
      max_uses: batch.maxUses ?? 1,
      expires_at: batch.expiresAt ?? null,
      created_at: new Date(),
    })
    .returning('id')
  await db
    .insertQuery()
    .table('portal_vouchers')
    .insert({ batch_id: row.id, portal_id: portalId, code, uses: 0 })
}

const usesOf = async (code: string) =>
  Number((await db.from('portal_vouchers').where('code', code).firstOrFail()).uses)

test.group('Guest portal / vouchers at sign-in', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test("a valid code lets the guest in for the batch's duration, counted; used up, revoked, expired or another venue's code: refused", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: { vouchersEnabled: true } })
    const other = await buildPortalWorld(client, sim, {
      site: 'garden',
      settings: { vouchersEnabled: true },
    })
    await voucher(world.portal.id, 'ABCD2345', { durationMinutes: 240, maxUses: 2 })
    await voucher(world.portal.id, 'REVK2345')
    await db.from('portal_vouchers').where('code', 'REVK2345').update({ revoked_at: new Date() })
    await voucher(world.portal.id, 'EXPD2345', { expiresAt: new Date(Date.now() - 60_000) })
    await voucher(other.portal.id, 'THRX2345')

    const guest = unauthorizedGuest(sim)
    const ok = await client
      .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
      .json({ mac: guest.mac, voucher: 'abcd-2345' })
    ok.assertStatus(201)
    assert.equal(ok.body().status, 'authorized')
    const signIn = await db
      .from('portal_sign_ins')
      .where('portal_id', world.portal.id)
      .firstOrFail()
    assert.equal(signIn.minutes, 240)
    assert.isNotNull(signIn.voucher_id)
    assert.equal(await usesOf('ABCD2345'), 1)
    const guestRow = await db.from('portal_clients').where('id', signIn.client_id).firstOrFail()
    assert.deepInclude(guestRow, { email: null, mac: guest.mac })
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(guest.mac))

    const second = unauthorizedGuest(sim, SITE, [guest.mac])
    ;(
      await client
        .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
        .json({ mac: second.mac, voucher: 'ABCD2345' })
    ).assertStatus(201)
    for (const code of ['ABCD2345', 'REVK2345', 'EXPD2345', 'THRX2345', 'ZZZZ9999', '0O1I']) {
      const refused = await client
        .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
        .json({ mac: second.mac, voucher: code })
        .header('accept-language', 'en')
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'E_VOUCHER_INVALID', code)
    }
    assert.equal(await usesOf('ABCD2345'), 2, 'a refused code is not counted')
    assert.equal(await usesOf('THRX2345'), 0)
  })

  test('the last use of a code goes to one guest only, however many try at once', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: { vouchersEnabled: true } })
    await voucher(world.portal.id, 'LAST2345', { maxUses: 1 })
    const guests = [unauthorizedGuest(sim)]
    for (let i = 0; i < 4; i++)
      guests.push(
        unauthorizedGuest(
          sim,
          SITE,
          guests.map((g) => g.mac)
        )
      )
    const answers = await Promise.all(
      guests.map((guest) =>
        client
          .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
          .json({ mac: guest.mac, voucher: 'LAST2345' })
      )
    )
    assert.equal(answers.filter((answer) => answer.status() === 201).length, 1)
    assert.equal(answers.filter((answer) => answer.status() === 422).length, 4)
    assert.equal(await usesOf('LAST2345'), 1)
  })

  test('on a portal without vouchers the code is refused; a voucher-only portal shows just the code field', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    await voucher(world.portal.id, 'NKPE2345')
    const guest = unauthorizedGuest(sim)
    const refused = await client
      .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
      .json({ mac: guest.mac, voucher: 'NKPE2345' })
    assert.equal(refused.body().code, 'E_VOUCHER_INVALID')

    const only = await buildPortalWorld(client, sim, {
      site: 'garden',
      settings: {
        vouchersEnabled: true,
        fields: { email: 'off', firstname: 'off', lastname: 'off', phone: 'off' },
      },
    })
    await voucher(only.portal.id, 'WXYZ2345', { durationMinutes: 60 })
    const garden = unauthorizedGuest(sim, 'garden')
    const page = await client.get(siteEntryUrl('garden', garden)).header('accept-language', 'en')
    assert.include(page.text(), 'name="voucher"')
    assert.notInclude(page.text(), 'name="email"')
    const fields = formFields(page.text())
    assert.equal(fields.mode, 'voucher')
    const wrong = await client.post('/guest/connect').form({ ...fields, voucher: 'ZZZZ9999' })
    wrong.assertStatus(422)
    assert.include(wrong.text(), 'This code is not valid')
    const posted = await client
      .post('/guest/connect')
      .form({ ...fields, voucher: 'wxyz 2345' })
      .redirects(0)
    posted.assertStatus(303)
    assert.match(posted.header('location') ?? '', SUCCESS_PAGE)
  })
})
