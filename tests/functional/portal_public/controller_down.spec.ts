import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import signInRetryTick from '#core/portal/sign_in/jobs/sign_in_retry_tick'
import { pollUntil } from '#tests/helpers/poll'
import {
  buildPortalWorld,
  formFields,
  siteEntryUrl,
  unauthorizedGuest,
  useUnifi,
  SITE,
  SUCCESS_PAGE,
} from './portal_world.js'

/** Makes the pending sign-ins of a portal due now, as when their wait is over. */
const dueNow = (portalId: number) =>
  db
    .from('portal_sign_ins')
    .where({ portal_id: portalId, status: 'pending' })
    .update({ next_attempt_at: new Date(Date.now() - 1000) })

test.group('Guest portal / controller down: pending, retried, never lost', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test('a controller that cannot be reached gives the "connecting" page; the retry job lets the device through once it is back', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, {
      settings: { landingUrl: 'https://landing.example/' },
    })
    const guest = unauthorizedGuest(sim)
    const page = await client.get(siteEntryUrl(SITE, guest)).header('accept-language', 'en')
    sim.faults.failNext(1000, 502)

    const posted = await client
      .post('/guest/connect')
      .form({ ...formFields(page.text()), email: 'patient@example.com', terms: 'true' })
      .redirects(0)
    posted.assertStatus(303)
    const statusPage = posted.header('location')!
    assert.match(statusPage, /^\/guest\/connecting\/[A-Za-z0-9_-]{22}$/)
    const token = statusPage.split('/').at(-1)!
    const row = await db.from('portal_sign_ins').where('token', token).firstOrFail()
    assert.deepInclude(row, { status: 'pending', attempts: 1, mac: guest.mac })
    assert.isNotNull(row.last_error)
    assert.isFalse(sim.state.guestAuthorizations(SITE).has(guest.mac))
    assert.lengthOf(
      await db.from('portal_clients').where('portal_id', world.portal.id),
      1,
      'the guest is stored all the same'
    )

    const connecting = await client.get(statusPage).header('accept-language', 'en')
    connecting.assertStatus(200)
    assert.include(connecting.text(), 'Connecting you')
    assert.include(connecting.text(), `data-token="${token}"`)
    assert.isDefined(connecting.header('refresh'), 'without JavaScript the page reloads itself')
    const status = await client.get(`/rest/public/portalclient/${token}`)
    status.assertStatus(200)
    assert.deepInclude(status.body(), { status: 'pending', attempts: 1, redirectUrl: null })

    // Still down at the first retry: it stays pending with a longer wait.
    await dueNow(world.portal.id)
    await signInRetryTick()
    await pollUntil(
      async () =>
        (await db.from('portal_sign_ins').where('token', token).firstOrFail()).attempts === 2,
      { what: 'the second attempt' }
    )
    assert.equal(
      (await db.from('portal_sign_ins').where('token', token).firstOrFail()).status,
      'pending'
    )

    sim.faults.reset()
    await dueNow(world.portal.id)
    await signInRetryTick()
    await pollUntil(
      async () =>
        (await db.from('portal_sign_ins').where('token', token).firstOrFail()).status ===
        'authorized',
      { what: 'the job to authorize the guest' }
    )
    assert.isTrue(
      sim.state.guestAuthorizations(SITE).has(guest.mac),
      'the simulated controller lets the device through'
    )
    const done = await client.get(`/rest/public/portalclient/${token}`)
    assert.deepInclude(done.body(), {
      status: 'authorized',
      redirectUrl: 'https://landing.example/',
    })
    const redirected = await client.get(statusPage).redirects(0)
    redirected.assertStatus(303)
    assert.equal(redirected.header('location'), 'https://landing.example/')
  })

  test('the tick claims a due sign-in once, however many ticks run; a sign-in past its give-up time fails, kept with its error', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    sim.faults.failNext(1000, 502)
    const guest = unauthorizedGuest(sim)
    const answer = await client
      .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
      .json({ mac: guest.mac, email: 'late@example.com', terms: true, language: 'en' })
    answer.assertStatus(201)
    assert.equal(answer.body().status, 'pending')
    assert.match(answer.body().statusUrl, /^\/guest\/connecting\//)

    await dueNow(world.portal.id)
    const sent: number[][] = []
    await Promise.all([
      signInRetryTick(async (ids) => sent.push(ids)),
      signInRetryTick(async (ids) => sent.push(ids)),
    ])
    assert.lengthOf(sent.flat(), 1, 'two ticks at once: one of them takes it')

    await db
      .from('portal_sign_ins')
      .where('portal_id', world.portal.id)
      .update({
        created_at: new Date(Date.now() - 31 * 60_000),
        next_attempt_at: new Date(Date.now() - 1000),
      })
    await signInRetryTick(async () => assert.fail('nothing is retried after its give-up time'))
    const row = await db.from('portal_sign_ins').where('portal_id', world.portal.id).firstOrFail()
    assert.equal(row.status, 'failed')
    assert.isNotNull(row.last_error)

    const failedPage = await client
      .get(`/guest/connecting/${row.token}`)
      .header('accept-language', 'en')
    assert.include(failedPage.text(), 'could not connect you')
    sim.faults.reset()
    const retried = await client.post(`/guest/connecting/${row.token}`).redirects(0)
    retried.assertStatus(303)
    assert.match(retried.header('location') ?? '', SUCCESS_PAGE)
    assert.isTrue(sim.state.guestAuthorizations(SITE).has(guest.mac))
  })

  test('a venue left without a controller fails for good at the next try; unknown tokens are a 404', async ({
    client,
    assert,
  }) => {
    const world = await buildPortalWorld(client, unifi())
    ;(await client.get('/rest/public/portalclient/AAAAAAAAAAAAAAAAAAAAAA')).assertStatus(404)
    ;(await client.get('/rest/public/portalclient/short')).assertStatus(404)
    ;(await client.get('/guest/connecting/AAAAAAAAAAAAAAAAAAAAAA')).assertStatus(404)
    // A venue moved off its controller after the guest signed in: there is nothing to retry against.
    const guest = unauthorizedGuest(unifi())
    unifi().faults.failNext(1000, 502)
    const answer = await client
      .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
      .json({ mac: guest.mac, email: 'moved@example.com', terms: true })
    assert.equal(answer.body().status, 'pending')
    await db
      .from('locations')
      .where('id', world.location.id)
      .update({ controller_id: null, controller_site_id: null })
    await dueNow(world.portal.id)
    await signInRetryTick()
    await pollUntil(
      async () =>
        (await db.from('portal_sign_ins').where('portal_id', world.portal.id).firstOrFail())
          .status === 'failed',
      { what: 'the sign-in to fail for good' }
    )
    assert.equal(
      (await db.from('portal_sign_ins').where('portal_id', world.portal.id).firstOrFail())
        .last_error,
      'E_NETWORK_NOT_CONFIGURED'
    )
  })
})
