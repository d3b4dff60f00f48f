import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { createUser, grant } from '#tests/helpers/fixtures'
import {
  buildPortalWorld,
  formFields,
  publish,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
} from './portal_world.js'

const origin = () => `http://${process.env.HOST}:${process.env.PORT}`

test.group('Guest portal / "Try as a guest" and which venue a redirect is for', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test('on a demo venue the simulator plays the AP: the link walks the real flow and the simulated device ends up authorized', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: { landingUrl: 'https://landing.example/demo' },
    })
    await db.rawQuery(
      `update controllers set settings = settings || '{"demoSimulator": true}'::jsonb where id = ?`,
      [world.controllerId]
    )

    const answer = await client
      .get(`/rest/locations/${world.location.id}/portal/try`)
      .loginAs(world.admin)
    answer.assertStatus(200)
    assert.isTrue(answer.body().simulated)
    const url = new URL(answer.body().url)
    assert.equal(url.origin, origin())
    assert.equal(url.pathname, `/guest/s/${SITE}/`)
    const mac = url.searchParams.get('id')!
    assert.isFalse(
      sim.state.guestAuthorizations(SITE).has(mac),
      'a guest device not let through yet'
    )

    const page = await client.get(`${url.pathname}${url.search}`).header('accept-language', 'en')
    page.assertStatus(200)
    const posted = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'trying@example.com', terms: 'true' })
      .redirects(0)
    assert.equal(posted.header('location'), 'https://landing.example/demo')
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(mac))
  })

  test('elsewhere the link is the sample page; unpublished is a 409; who may ask is the portal_read rule', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { published: false })
    const reader = await createUser()
    await grant(reader, 'location', world.location.id, ['location_read', 'portal_read'])
    const noPortal = await createUser()
    await grant(noPortal, 'location', world.location.id, ['location_read'])
    const stranger = await createUser()

    const unpublished = await client
      .get(`/rest/locations/${world.location.id}/portal/try`)
      .loginAs(reader)
    unpublished.assertStatus(409)
    assert.equal(unpublished.body().code, 'E_PORTAL_NOT_PUBLISHED')
    await publish(world.portal)
    const answer = await client
      .get(`/rest/locations/${world.location.id}/portal/try`)
      .loginAs(reader)
    answer.assertStatus(200)
    assert.deepEqual(answer.body(), {
      url: `${origin()}/peplinkportaltest?portal=${world.portal.publicId}`,
      simulated: false,
    })
    ;(
      await client.get(`/rest/locations/${world.location.id}/portal/try`).loginAs(noPortal)
    ).assertStatus(403)
    ;(
      await client.get(`/rest/locations/${world.location.id}/portal/try`).loginAs(stranger)
    ).assertStatus(404)
    ;(await client.get(`/rest/locations/${world.location.id}/portal/try`)).assertStatus(401)
  })

  test("two venues on sites with the same short name: the AP the guest is behind decides, else nobody's portal shows", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const first = await buildPortalWorld(client, sim)
    const second = await buildPortalWorld(client, sim)
    const guest = unauthorizedGuest(sim)
    const ambiguous = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
    ambiguous.assertStatus(404) // both venues saw that AP: no way to tell

    await db.from('network_devices').where('location_id', second.location.id).delete()
    const decided = await client.get(siteEntryUrl(SITE, guest))
    decided.assertStatus(200)
    assert.equal(formFields(decided.text()).portal, first.portal.publicId)
    const byPortalId = await client.get(
      siteEntryUrl(SITE, guest, `&portal=${second.portal.publicId}`)
    )
    assert.equal(
      formFields(byPortalId.text()).portal,
      second.portal.publicId,
      'a public id on the portal address settles it'
    )
  })
})
