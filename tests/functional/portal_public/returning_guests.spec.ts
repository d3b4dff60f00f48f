import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { mailCatcher } from '#tests/helpers/mail_catcher'
import { clearGuestDataLimits, linkFrom } from '../portal_guest_access/guest_data_world.js'
import {
  buildPortalWorld,
  formFields,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
  SUCCESS_PAGE,
} from './portal_world.js'

/** Issue 30 item 4: a guest whose phone presents a new random MAC is recognised by the portal's cookie or address. */
const base = () => `http://${process.env.HOST}:${process.env.PORT}`
const ASKS_NAME = {
  fields: { email: 'required', firstname: 'required', lastname: 'off', phone: 'off' },
} as const

type Device = { mac: string; ap: string; ssid: string }

async function openPage(device: Device, cookie?: string) {
  const response = await fetch(`${base()}${siteEntryUrl(SITE, device)}`, {
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
  })
  return { response, text: await response.text() }
}

async function postForm(fields: Record<string, string>, cookie?: string) {
  return fetch(`${base()}/guest/connect`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

/** The portal's returning-guest cookie of an answer, as the browser would send it back (`name=value`). */
function guestCookie(response: Response) {
  const header = response.headers.getSetCookie().find((line) => line.startsWith('guest_id_'))
  return header ? { pair: header.split(';')[0], header } : null
}

const guestsOf = (portalId: number) =>
  db.from('portal_clients').where('portal_id', portalId).orderBy('id')
const lastSignIn = (portalId: number) =>
  db.from('portal_sign_ins').where('portal_id', portalId).orderBy('id', 'desc').first()

async function firstVisit(device: Device, email = 'anna@example.com') {
  const page = await openPage(device)
  const posted = await postForm({
    ...formFields(page.text),
    email,
    firstname: 'Anna',
    terms: 'true',
  })
  if (posted.status !== 303) throw new Error(`first sign-in refused: ${posted.status}`)
  return posted
}

test.group('Guest portal / returning guests across MAC randomisation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await clearGuestDataLimits()
    mailCatcher.clear()
  })
  const unifi = useUnifi(group)

  test('a new MAC with the portal cookie is the same guest, welcomed back with one tap', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: ASKS_NAME })
    const phone = unauthorizedGuest(sim)
    const first = await firstVisit(phone)
    const cookie = guestCookie(first)
    assert.isNotNull(cookie, 'the sign-in leaves the portal cookie')
    assert.equal(cookie!.pair.split('=')[0], `guest_id_${world.portal.publicId}`)
    assert.match(cookie!.header, /HttpOnly/i)
    assert.match(cookie!.header, /SameSite=Lax/i)
    assert.match(cookie!.header, /Max-Age=3153\d{4}/)
    assert.notInclude(decodeURIComponent(cookie!.pair), 'anna', 'no personal data in the cookie')
    const [guest] = await guestsOf(world.portal.id)
    assert.notInclude(cookie!.pair, `=${guest.id}`, 'not the row id either')

    const randomised = unauthorizedGuest(sim, SITE, [phone.mac])
    const page = await openPage(randomised, cookie!.pair)
    assert.include(page.text, 'Welcome back!')
    const oneTap = formFields(page.text, 0)
    assert.equal(oneTap.mode, 'returning')
    assert.equal(oneTap.mac, randomised.mac)
    const again = await postForm(oneTap, cookie!.pair)
    assert.equal(again.status, 303)
    assert.match(again.headers.get('location') ?? '', SUCCESS_PAGE)

    const guests = await guestsOf(world.portal.id)
    assert.lengthOf(guests, 1, 'one guest, not one per MAC')
    assert.equal(guests[0].mac, randomised.mac)
    assert.equal(guests[0].sign_in_count, 2)
    assert.equal(guests[0].firstname, 'Anna')
    const signIn = await lastSignIn(world.portal.id)
    assert.isTrue(signIn.returning)
    assert.equal(signIn.client_id, guests[0].id)
    assert.equal(signIn.mac, randomised.mac)
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(randomised.mac))

    // The JSON API reads the same cookie: the main form without terms or name is a returning sign-in too.
    const third = unauthorizedGuest(sim, SITE, [phone.mac, randomised.mac])
    const json = await fetch(`${base()}/rest/public/portal/${world.portal.publicId}/authorize`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept': 'application/json',
        'cookie': cookie!.pair,
      },
      body: JSON.stringify({ mac: third.mac, apMac: third.ap }),
    })
    assert.equal(json.status, 201)
    assert.lengthOf(await guestsOf(world.portal.id), 1)
    assert.isTrue((await lastSignIn(world.portal.id)).returning)
  })

  test('without a cookie, a new MAC with the same address (any case) is returning and skips what it gave', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: ASKS_NAME })
    const phone = unauthorizedGuest(sim)
    await firstVisit(phone)

    const randomised = unauthorizedGuest(sim, SITE, [phone.mac])
    const page = await openPage(randomised)
    assert.notInclude(page.text, 'Welcome back!')
    const posted = await postForm({ ...formFields(page.text), email: '  Anna@Example.com ' })
    assert.equal(posted.status, 303, 'no name and no terms asked again')
    const guests = await guestsOf(world.portal.id)
    assert.lengthOf(guests, 1)
    assert.equal(guests[0].mac, randomised.mac)
    assert.equal(guests[0].firstname, 'Anna')
    assert.isTrue((await lastSignIn(world.portal.id)).returning)

    // A stranger's address is still asked everything.
    const stranger = unauthorizedGuest(sim, SITE, [phone.mac, randomised.mac])
    const strangerPage = await openPage(stranger)
    const refused = await postForm({ ...formFields(strangerPage.text), email: 'bob@example.com' })
    assert.equal(refused.status, 422)
    const text = await refused.text()
    assert.include(text, 'id="form-firstname-error"')
    assert.include(text, 'id="form-terms-error"')
  })

  test('a tampered or made-up cookie is ignored: the guest is a stranger', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: ASKS_NAME })
    const phone = unauthorizedGuest(sim)
    const cookie = guestCookie(await firstVisit(phone))!
    const [name, value] = cookie.pair.split('=')
    const decoded = decodeURIComponent(value)
    const flipped = decoded.replace(/[A-Za-z](?=[^.]*\.)/, (c) => (c === 'a' ? 'b' : 'a'))
    assert.notEqual(flipped, decoded)
    const forged = [
      `${name}=${encodeURIComponent(flipped)}`,
      `${name}=${encodeURIComponent((await guestsOf(world.portal.id))[0].guest_key)}`,
    ]
    for (const bad of forged) {
      const device = unauthorizedGuest(sim, SITE, [phone.mac])
      const page = await openPage(device, bad)
      assert.notInclude(page.text, 'Welcome back!')
      const oneTap = await postForm({ ...formFields(page.text, 1), email: '' }, bad)
      assert.equal(oneTap.status, 422, 'the returning form without an address is refused')
    }
    assert.lengthOf(await guestsOf(world.portal.id), 1)
  })

  test('a guest whose data was erased is a stranger again, and the erasure clears the cookie', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: ASKS_NAME })
    const phone = unauthorizedGuest(sim)
    const cookie = guestCookie(await firstVisit(phone, 'erase-me@example.com'))!

    const asked = await client
      .post('/mydata')
      .form({ email: 'erase-me@example.com', kind: 'delete', lang: 'en' })
      .redirects(0)
      .withCsrfToken()
    asked.assertStatus(303)
    const link = linkFrom((await mailCatcher.waitFor('erase-me@example.com')).text ?? '')
    const deleted = await client
      .post('/mydata/delete')
      .form({ token: link.token, lang: 'en' })
      .withCsrfToken()
    deleted.assertStatus(200)
    const setCookies = [deleted.headers()['set-cookie'] ?? []].flat() as string[]
    assert.isTrue(
      setCookies.some((line) => line.startsWith(`guest_id_${world.portal.publicId}=;`)),
      'the erasure answer clears the portal cookie'
    )
    assert.lengthOf(await guestsOf(world.portal.id), 0)

    const device = unauthorizedGuest(sim, SITE, [phone.mac])
    const page = await openPage(device, cookie.pair)
    assert.notInclude(page.text, 'Welcome back!')
    assert.isTrue(
      page.response.headers
        .getSetCookie()
        .some((line) => line.startsWith(`guest_id_${world.portal.publicId}=;`)),
      'a cookie naming nobody is cleared on the next visit'
    )
    const refused = await postForm(
      { ...formFields(page.text), email: 'erase-me@example.com' },
      cookie.pair
    )
    assert.equal(refused.status, 422, 'terms and name are asked again')
    const posted = await postForm(
      { ...formFields(page.text), email: 'erase-me@example.com', firstname: 'Anna', terms: 'true' },
      cookie.pair
    )
    assert.equal(posted.status, 303)
    assert.isFalse((await lastSignIn(world.portal.id)).returning, 'a new guest')
  })

  test('insights count people: one guest on two MACs is one guest', async ({ client, assert }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: ASKS_NAME })
    const phone = unauthorizedGuest(sim)
    const cookie = guestCookie(await firstVisit(phone))!
    const randomised = unauthorizedGuest(sim, SITE, [phone.mac])
    const page = await openPage(randomised, cookie.pair)
    assert.equal((await postForm(formFields(page.text, 0), cookie.pair)).status, 303)

    const insights = await client
      .get(`/rest/portal/${world.location.id}/insights?range=7d`)
      .loginAs(world.admin)
    insights.assertStatus(200)
    const body = insights.body()
    const today = body.days.at(-1)
    assert.deepInclude(today, { sign_ins: 2, guests: 1, new: 1, returning: 1 })
    assert.deepInclude(body.totals, { sign_ins: 2, guests: 1, new_guests: 1, returning_guests: 0 })
  })
})
