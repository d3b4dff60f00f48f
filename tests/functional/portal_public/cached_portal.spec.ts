import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import Controller from '#core/controllers/models/controller'
import { defaultPortalSettings } from '#core/portal/portal_settings'
import {
  buildPortalWorld,
  publish,
  unauthorizedGuest,
  useUnifi,
  type PortalWorld,
} from './portal_world.js'

/**
 * Sign-ins read the portal, its venue and the venue's controller from a per-process cache
 * (core/portal/public/cache/sign_in_portal_cache.ts). Whatever changes them is seen by the very next sign-in.
 */
let guests = 0
function signIn(client: ApiClient, world: PortalWorld, mac: string, extra: object = {}) {
  guests++
  return client
    .post(`/rest/public/portal/${world.portal.publicId}/authorize`)
    .json({ mac, email: `cached-${guests}@example.com`, terms: true, language: 'en', ...extra })
}

test.group('Guest portal / the portal kept for sign-ins', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const unifi = useUnifi(group)

  test('a publish, a controller change and a venue unbinding are seen by the very next sign-in', async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    const first = await signIn(client, world, unauthorizedGuest(sim).mac)
    first.assertStatus(201)
    assert.equal(first.body().status, 'authorized')

    // Published: the first name is now required.
    await publish(world.portal, {
      fields: { ...defaultPortalSettings().fields, firstname: 'required' },
    })
    const refused = await signIn(client, world, unauthorizedGuest(sim).mac)
    refused.assertStatus(422)
    assert.includeDeepMembers(
      refused
        .body()
        .errors.map(({ field, rule }: { field: string; rule: string }) => ({ field, rule })),
      [{ field: 'firstname', rule: 'required' }]
    )

    // The controller moved to an address where nothing answers: the guest waits, pending.
    const controller = await Controller.findOrFail(world.controllerId)
    const url = controller.url
    await controller.merge({ url: 'https://127.0.0.1:9' }).save()
    const unreachable = await signIn(client, world, unauthorizedGuest(sim).mac, {
      firstname: 'Ann',
    })
    unreachable.assertStatus(201)
    assert.equal(unreachable.body().status, 'pending')
    await controller.merge({ url }).save()
    const back = await signIn(client, world, unauthorizedGuest(sim).mac, { firstname: 'Bob' })
    assert.equal(back.body().status, 'authorized')

    // The venue unbound from its controller through the API: nothing can let a guest through any more.
    const unbound = await client
      .delete(`/rest/locations/${world.location.id}/network/controller`)
      .withCsrfToken()
      .loginAs(world.admin)
    assert.oneOf(unbound.status(), [200, 204], unbound.text())
    const none = await signIn(client, world, unauthorizedGuest(sim).mac, { firstname: 'Cy' })
    none.assertStatus(404)
    assert.equal(none.body().code, 'E_PORTAL_NOT_AVAILABLE')
  })

  test("another process's change is seen here on the next sign-in (the shared stamp), not before", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim)
    ;(await signIn(client, world, unauthorizedGuest(sim).mac)).assertStatus(201)

    // Another process switched the portal off: its row is written, and until its stamp lands this process still
    // answers from what it keeps.
    await db.from('portals').where('id', world.portal.id).update({ offline: true })
    const kept = await signIn(client, world, unauthorizedGuest(sim).mac)
    kept.assertStatus(201)

    // That process's bump of the stamp (portal_stamp.ts), in the Redis every process shares.
    await redis.set('airdeck:portal:stamp', `other-process-${Date.now()}`)
    const offline = await signIn(client, world, unauthorizedGuest(sim).mac)
    offline.assertStatus(409)
    assert.equal(offline.body().code, 'E_PORTAL_OFFLINE')
  })

  test("a venue's opening hours saved through the API close its portal on the very next sign-in", async ({
    client,
    assert,
  }) => {
    const sim = unifi()
    const world = await buildPortalWorld(client, sim, { settings: { followOpeningHours: true } })
    const open = await signIn(client, world, unauthorizedGuest(sim).mac)
    open.assertStatus(201)

    const hour = (offset: number) =>
      DateTime.now().setZone('Europe/Brussels').plus({ hours: offset }).toFormat('HH:00')
    const laterToday = { closed: false, open: hour(2), close: hour(3) }
    const saved = await client
      .put(`/rest/locations/${world.location.id}/openinghours`)
      .json({
        every_day: true,
        ...laterToday,
        days: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, laterToday])
        ),
      })
      .withCsrfToken()
      .loginAs(world.admin)
    saved.assertStatus(200)
    const closed = await signIn(client, world, unauthorizedGuest(sim).mac)
    closed.assertStatus(409)
    assert.equal(closed.body().code, 'E_PORTAL_OFFLINE')
  })
})
