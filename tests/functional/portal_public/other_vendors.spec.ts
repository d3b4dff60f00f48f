import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import { createPluginHttp } from '#core/plugins/plugin_http'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { CREDENTIALS, SITE_NAME, siteIdOf, startSimulator } from '#tests/plugins/omada/omada_target'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import type { OmadaSimulator } from '#plugins/omada/simulator/simulator_api'
import { PEPLINK_PORTAL_LOGIN_URL } from '#plugins/peplink/guest_portal'
import { formFields, publish, SUCCESS_PAGE } from './portal_world.js'

/** What the simulated controller answers an unauthorized guest: the 302 to our `/guest?…` (vendors.md §6.2). */
async function omadaRedirect(sim: OmadaSimulator, mac: string, portalBase: string) {
  const url = `${sim.url}/__sim/portal-redirect?${new URLSearchParams({ site: SITE_NAME, clientMac: mac, portal: `${portalBase}/guest`, clientIp: '1' })}`
  const answer = await createPluginHttp({ verifyTls: false }).request({ method: 'GET', url })
  if (answer.status !== 302) throw new Error(`no redirect: ${answer.status}`)
  return answer.headers.location.slice(portalBase.length)
}

test.group('Guest portal / query entry (/guest?clientMac=…)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  const holder: { sim?: OmadaSimulator } = {}
  group.setup(async () => {
    holder.sim = await startSimulator()
    return () => holder.sim?.stop()
  })

  test("the controller's redirect names the site by name; signing in authorizes through the hotspot operator for the portal's duration", async ({
    client,
    assert,
  }) => {
    const sim = holder.sim!
    const admin = await createUser({ isAdmin: true })
    const { location } = await createTenant()
    const form = {
      vendor: 'omada',
      alias: `Omada portal ${location.id}`,
      url: sim.url,
      ...CREDENTIALS,
      verifyTls: false,
      hotspotOperatorName: 'operator',
      hotspotOperatorPassword: 'operator',
    }
    const created = await client.post('/rest/controllers').json(form).withCsrfToken().loginAs(admin)
    created.assertStatus(201)
    ;(
      await client
        .put(`/rest/locations/${location.id}/network/controller`)
        .json({ controllerId: created.body().id, siteId: siteIdOf(sim) })
        .withCsrfToken()
        .loginAs(admin)
    ).assertStatus(200)
    const portal = await publish(await findOrCreatePortal(location), { durationMinutes: 45 })

    const authorizedBefore = sim.state.authorizations(siteIdOf(sim))
    const guest = sim.state
      .clients(siteIdOf(sim))
      .find((c) => c.wireless && !authorizedBefore.has(c.mac))!
    const path = await omadaRedirect(
      sim,
      guest.mac,
      `http://${process.env.HOST}:${process.env.PORT}`
    )
    assert.match(path, /^\/guest\?clientMac=/)
    const page = await client.get(path).header('accept-language', 'de')
    page.assertStatus(200)
    assert.include(page.text(), 'Willkommen!')
    const fields = formFields(page.text())
    assert.equal(fields.mac, guest.mac.toLowerCase().replace(/-/g, ':'))
    assert.equal(fields.site, SITE_NAME)
    assert.isDefined(fields.ssid)
    assert.isDefined(fields.clientIp)

    const posted = await client
      .post('/guest/connect')
      .form({ ...fields, email: 'gast@example.com', terms: 'true' })
      .redirects(0)
    posted.assertStatus(303)
    assert.match(posted.header('location') ?? '', SUCCESS_PAGE)
    assert.isTrue(
      sim.state.authorizations(siteIdOf(sim)).has(guest.mac),
      'the simulated controller lets the device through'
    )
    const auth = sim.state.portalAuths.at(-1)!
    assert.equal(
      auth.body.time,
      45 * 60 * 1000,
      'the duration in the unit the controller is set to'
    )
    assert.equal(auth.body.site, SITE_NAME)
    const row = await db.from('portal_sign_ins').where('portal_id', portal.id).firstOrFail()
    assert.deepInclude(row, { status: 'authorized', minutes: 45, language: 'de' })
  })
})

test.group('Guest portal / browser-POST entry (/peplink) and the sample page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  async function peplinkVenue(venueSettings: Record<string, unknown>) {
    const { location } = await createTenant()
    const controller = await Controller.create({
      alias: `Peplink ${location.id}`,
      vendor: 'peplink',
      url: 'https://api.ic.peplink.invalid',
      settings: {},
      secrets: { clientSecret: 'x' },
      status: 'connected',
      syncIntervalSeconds: 60,
    })
    await db
      .from('locations')
      .where('id', location.id)
      .update({
        controller_id: controller.id,
        controller_site_id: '42',
        vendor_settings: JSON.stringify({ peplink: venueSettings }),
      })
    const portal = await publish(await findOrCreatePortal(location), {
      landingUrl: 'https://zomerbar.example/welkom',
    })
    return { location, portal }
  }

  test("our server stores the sign-in, then the guest's browser posts the venue's portal account to the device", async ({
    client,
    assert,
  }) => {
    const { portal } = await peplinkVenue({ portalUsername: 'guest', portalPassword: 'Zomer-2026' })
    const page = await client
      .get(
        `/peplink?portal=${portal.publicId}&client_mac=AA-BB-CC-00-11-22&ap_mac=aa:bb:cc:00:00:01&ssid=Zomerbar&orig_url=${encodeURIComponent('http://example.com/')}`
      )
      .header('accept-language', 'en')
    page.assertStatus(200)
    const fields = formFields(page.text())
    assert.equal(fields.mac, 'aa:bb:cc:00:11:22')

    const handoff = await client
      .post('/guest/connect')
      .form({ ...fields, email: 'fest@example.com', terms: 'true' })
    handoff.assertStatus(200)
    const text = handoff.text()
    assert.include(text, `action="${PEPLINK_PORTAL_LOGIN_URL}"`)
    for (const [name, value] of Object.entries({
      username: 'guest',
      password: 'Zomer-2026',
      command: 'login',
      orig_url: 'http://example.com/',
    })) {
      assert.include(text, `name="${name}" value="${value}"`)
    }
    assert.include(
      handoff.header('content-security-policy'),
      `form-action 'self' ${new URL(PEPLINK_PORTAL_LOGIN_URL).origin}`
    )
    assert.include(text, 'Finish connecting', 'a button for browsers without JavaScript')
    const row = await db.from('portal_sign_ins').where('portal_id', portal.id).firstOrFail()
    assert.deepInclude(row, { status: 'authorized', mac: 'aa:bb:cc:00:11:22' })
    assert.lengthOf(await db.from('portal_clients').where('portal_id', portal.id), 1)

    const json = await client
      .post(`/rest/public/portal/${portal.publicId}/authorize`)
      .json({ mac: 'aa:bb:cc:00:11:23', email: 'fest2@example.com', terms: true })
    json.assertStatus(201)
    assert.deepInclude(json.body().browserLogin, { action: PEPLINK_PORTAL_LOGIN_URL })
  })

  test('a venue without the device\'s portal account, or a /peplink link without a portal id, is "not available"', async ({
    client,
    assert,
  }) => {
    const { portal } = await peplinkVenue({})
    const page = await client
      .get(`/peplink?portal=${portal.publicId}&client_mac=aa:bb:cc:00:11:22`)
      .header('accept-language', 'en')
    const refused = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'x@example.com', terms: 'true' })
      .header('accept-language', 'en')
    refused.assertStatus(404)
    assert.include(refused.text(), 'not available')
    const noPortal = await client
      .get('/peplink?client_mac=aa:bb:cc:00:11:22')
      .header('accept-language', 'en')
    noPortal.assertStatus(404)
  })

  test('/peplinkportaltest shows the page with made-up device details: checked like a real sign-in, nothing stored', async ({
    client,
    assert,
  }) => {
    const { portal } = await peplinkVenue({ portalUsername: 'guest', portalPassword: 'Zomer-2026' })
    const page = await client
      .get(`/peplinkportaltest?portal=${portal.publicId}`)
      .header('accept-language', 'en')
    page.assertStatus(200)
    assert.include(page.text(), 'Sample page')
    const fields = formFields(page.text())
    assert.equal(fields.sample, '1')
    const refused = await client.post('/guest/connect').form({ ...fields, email: 'nope' })
    refused.assertStatus(422)
    const done = await client
      .post('/guest/connect')
      .form({ ...fields, email: 'sample@example.com', terms: 'true' })
    done.assertStatus(200)
    assert.include(done.text(), 'https://zomerbar.example/welkom')
    assert.lengthOf(await db.from('portal_clients').where('portal_id', portal.id), 0)
    assert.lengthOf(await db.from('portal_sign_ins').where('portal_id', portal.id), 0)
    ;(await client.get('/peplinkportaltest')).assertStatus(404)
  })
})
