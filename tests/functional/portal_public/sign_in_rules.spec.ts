import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { useMxResolver, type MxResolver } from '#core/portal/sign_in/email_score'
import { onDomainEvent } from '#kernel/events/publish_event'
import type { GuestOptedIn, GuestSignedIn } from '#kernel/events/domain_events'
import {
  buildPortalWorld,
  formFields,
  publish,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
  SUCCESS_PAGE,
} from './portal_world.js'

const fakeDns: MxResolver = async (domain) => {
  if (['example.com', 'gmail.com'].includes(domain))
    return [{ exchange: `mx.${domain}`, priority: 10 }]
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
}

const authorize = (client: any, publicId: string, body: Record<string, unknown>) =>
  client
    .post(`/rest/public/portal/${publicId}/authorize`)
    .json(body)
    .header('accept-language', 'en')

test.group('Guest portal / sign-in rules (JSON API)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => useMxResolver(fakeDns))
  const unifi = useUnifi(group)

  test('GET /rest/public/portal/{id}: the published design and state, never the draft or a secret', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld(client, unifi(), {
      settings: { passwordRequired: true, strictEmail: true },
      secrets: { password: 'Sesame-2026' },
    })
    world.portal.draft = { ...world.portal.draft, landingUrl: 'https://draft-only.example' }
    await world.portal.save()
    const response = await client.get(`/rest/public/portal/${world.portal.publicId}`)
    response.assertStatus(200)
    assert.deepInclude(response.body(), {
      publicId: world.portal.publicId,
      state: 'enabled',
      passwordRequired: true,
      strictEmail: true,
    })
    assert.notInclude(response.text(), 'Sesame-2026')
    assert.notInclude(response.text(), 'draft-only')
    assert.notProperty(response.body(), 'secrets')

    ;(await client.get('/rest/public/portal/nosuchportal000000000')).assertStatus(404)
    ;(await client.get('/rest/public/portal/x')).assertStatus(404)
    world.portal.published = null
    await world.portal.save()
    const unpublished = await client.get(`/rest/public/portal/${world.portal.publicId}`)
    unpublished.assertStatus(404)
    assert.equal(unpublished.body().code, 'E_PORTAL_NOT_AVAILABLE')
  })

  test('the portal password: wrong is the spec\'s "wrong password", right lets the guest in', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: { passwordRequired: true },
      secrets: { password: 'Sesame-2026' },
    })
    const guest = unauthorizedGuest(sim)
    const body = { mac: guest.mac, apMac: guest.ap, email: 'pw@example.com', terms: true }
    const wrong = await authorize(client, world.portal.publicId, { ...body, password: 'sesame' })
    wrong.assertStatus(422)
    assert.equal(wrong.body().code, 'E_PORTAL_WRONG_PASSWORD')
    assert.equal(wrong.body().message, 'Wrong password.')
    assert.equal(wrong.body().errors[0].field, 'password')
    assert.lengthOf(
      await db.from('portal_clients').where('portal_id', world.portal.id),
      0,
      'nothing stored for a refused sign-in'
    )
    const right = await authorize(client, world.portal.publicId, {
      ...body,
      password: 'Sesame-2026',
    })
    right.assertStatus(201)
    assert.equal(right.body().status, 'authorized')
    assert.match(right.body().redirectUrl, SUCCESS_PAGE)
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(guest.mac))
  })

  test('required fields, forced opt-in and the terms are checked against the published settings; nothing half-written', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: {
        forceOptIn: true,
        fields: { email: 'required', firstname: 'required', lastname: 'off', phone: 'optional' },
      },
    })
    const guest = unauthorizedGuest(sim)
    const refused = await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'not-an-address',
      lastname: 'Ignored',
    })
    refused.assertStatus(422)
    assert.sameMembers(
      refused.body().errors.map((e: any) => `${e.field}:${e.rule}`),
      ['firstname:required', 'email:email', 'optIn:opt_in_required', 'terms:terms_required']
    )
    assert.lengthOf(await db.from('portal_sign_ins').where('portal_id', world.portal.id), 0)

    const badPhone = await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'a@example.com',
      firstname: 'A',
      phone: 'call me',
      optIn: true,
      terms: true,
    })
    badPhone.assertStatus(422)
    assert.equal(badPhone.body().errors[0].field, 'phone')

    const ok = await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'a@example.com',
      firstname: 'A',
      lastname: 'Dropped',
      optIn: true,
      terms: true,
    })
    ok.assertStatus(201)
    const row = await db.from('portal_clients').where('portal_id', world.portal.id).firstOrFail()
    assert.isNull(row.lastname, 'a field the portal does not ask is not stored')
  })

  test('strict e-mail: only a score of 100 passes; a typo gets "did you mean", every refusal asks for a real address', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: { strictEmail: true } })
    const guest = unauthorizedGuest(sim)
    const body = { mac: guest.mac, terms: true }
    const typo = await authorize(client, world.portal.publicId, {
      ...body,
      email: 'anna@gmial.com',
    })
    typo.assertStatus(422)
    assert.equal(typo.body().code, 'E_EMAIL_NOT_VALIDATED')
    assert.include(typo.body().message, 'anna@gmail.com')
    assert.equal(typo.body().errors[0].rule, 'email_suggestion')
    for (const email of ['info@example.com', 'anna@mailinator.com', 'anna@no-mx.example']) {
      const refused = await authorize(client, world.portal.publicId, { ...body, email })
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'E_EMAIL_NOT_VALIDATED', email)
      assert.equal(
        refused.body().message,
        'We could not validate this e-mail address. Please enter a real address.',
        'no suggestion to make'
      )
    }
    const dutch = await authorize(client, world.portal.publicId, {
      ...body,
      email: 'info@example.com',
    }).header('accept-language', 'nl')
    assert.include(dutch.body().message, 'e-mailadres')
    const page = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'fr')
    const onPage = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'anna@gmial.com', terms: 'true' })
    onPage.assertStatus(422)
    assert.include(onPage.text(), 'Vouliez-vous dire anna@gmail.com ?')
    assert.include(
      onPage.text(),
      'value="anna@gmial.com"',
      'the address stays in the field to be corrected'
    )

    const ok = await authorize(client, world.portal.publicId, {
      ...body,
      email: 'anna@example.com',
    })
    ok.assertStatus(201)
    const row = await db.from('portal_clients').where('portal_id', world.portal.id).firstOrFail()
    assert.equal(row.email_score, 100)
    assert.deepInclude(row.email_checks, { syntax: true, mx: 'found' })
  })

  test('a returning guest signs in by address alone; an unknown address is "guest e-mail not found"', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: {
        fields: { email: 'required', firstname: 'required', lastname: 'required', phone: 'off' },
      },
    })
    const guest = unauthorizedGuest(sim)
    const unknown = await client
      .post('/rest/public/portalclient')
      .json({ portal: world.portal.publicId, mac: guest.mac, email: 'new@example.com' })
      .header('accept-language', 'en')
    unknown.assertStatus(404)
    assert.equal(unknown.body().code, 'E_GUEST_EMAIL_NOT_FOUND')
    await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'known@example.com',
      firstname: 'K',
      lastname: 'N',
      terms: true,
    }).then((r: any) => r.assertStatus(201))
    const other = unauthorizedGuest(sim, SITE, [guest.mac])
    const back = await client
      .post('/rest/public/portalclient')
      .json({ portal: world.portal.publicId, mac: other.mac, email: 'KNOWN@example.com' })
    back.assertStatus(201)
    assert.equal(back.body().status, 'authorized')
    const rows = await db.from('portal_clients').where('portal_id', world.portal.id)
    assert.lengthOf(rows, 1)
    assert.deepInclude(rows[0], { sign_in_count: 2, mac: other.mac, firstname: 'K' })
  })

  test('a blocked guest is refused politely, by address or by device, and nothing is written', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    const guest = unauthorizedGuest(sim)
    await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'trouble@example.com',
      terms: true,
    }).then((r: any) => r.assertStatus(201))
    await db.from('portal_clients').where('portal_id', world.portal.id).update({ blocked: true })
    const byAddress = await authorize(client, world.portal.publicId, {
      mac: unauthorizedGuest(sim, SITE, [guest.mac]).mac,
      email: 'Trouble@example.com',
      terms: true,
    })
    byAddress.assertStatus(403)
    assert.equal(byAddress.body().code, 'E_GUEST_BLOCKED')
    const byDevice = await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'someone-else@example.com',
      terms: true,
    })
    byDevice.assertStatus(403)
    assert.lengthOf(await db.from('portal_sign_ins').where('portal_id', world.portal.id), 1)
    assert.lengthOf(await db.from('portal_clients').where('portal_id', world.portal.id), 1)
  })

  test('forged input is a 4xx, never a 500: MAC, IP, VLAN, types, unknown portal', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld(client, unifi())
    const good = { mac: 'aa:bb:cc:dd:ee:01', email: 'x@example.com', terms: true }
    for (const forged of [
      { mac: 'zz:bb:cc:dd:ee:01' },
      { mac: 'aa:bb:cc:dd:ee' },
      { clientIp: '999.1.1.1' },
      { vid: 5000 },
      { apMac: ['aa'] },
      { email: { $gt: '' } },
      { radioId: '1; drop' },
      { site: 'bell\u0007site' },
    ]) {
      const response = await authorize(client, world.portal.publicId, { ...good, ...forged })
      assert.equal(response.status(), 422, JSON.stringify(forged))
    }
    const unknown = await authorize(client, 'nosuchportal0000000000', good)
    unknown.assertStatus(404)
    assert.equal(unknown.body().code, 'E_INVALID_PUBLIC_ID')
  })

  test("guest.signed_in for every sign-in, guest.opted_in once per guest, in the sign-in's transaction", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    const signedIn: GuestSignedIn[] = []
    const optedIn: GuestOptedIn[] = []
    const offs = [
      onDomainEvent('guest.signed_in', (payload, trx) => void (trx && signedIn.push(payload))),
      onDomainEvent('guest.opted_in', (payload) => void optedIn.push(payload)),
    ]
    try {
      const guest = unauthorizedGuest(sim)
      await authorize(client, world.portal.publicId, {
        mac: guest.mac,
        email: 'fan@example.com',
        firstname: 'Fan',
        optIn: true,
        terms: true,
      })
      await authorize(client, world.portal.publicId, {
        mac: guest.mac,
        email: 'fan@example.com',
        optIn: true,
        terms: true,
      })
      await authorize(client, world.portal.publicId, {
        mac: guest.mac,
        email: 'quiet@example.com',
        terms: true,
      })
    } finally {
      offs.forEach((off) => off())
    }
    assert.deepEqual(
      signedIn.map((e) => [e.email, e.returning, e.optIn]),
      [
        ['fan@example.com', false, true],
        ['fan@example.com', true, true],
        ['quiet@example.com', false, false],
      ]
    )
    assert.deepInclude(signedIn[0], {
      portalId: world.portal.id,
      locationId: world.location.id,
      firstname: 'Fan',
      voucher: false,
    })
    assert.deepEqual(
      optedIn.map((e) => e.email),
      ['fan@example.com']
    )
  })

  test('republishing changes what the next guest gets; the draft never reaches the page', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    await publish(world.portal, { durationMinutes: 90 })
    world.portal.draft = { durationMinutes: 5 }
    await world.portal.save()
    const guest = unauthorizedGuest(sim)
    await authorize(client, world.portal.publicId, {
      mac: guest.mac,
      email: 'long@example.com',
      terms: true,
    })
    assert.equal(
      (await db.from('portal_sign_ins').where('portal_id', world.portal.id).firstOrFail()).minutes,
      90
    )
  })
})
