import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import AllowedMacsJob from '#core/portal/allowed_macs/jobs/allowed_macs_job'
import allowedMacsTick from '#core/portal/allowed_macs/jobs/allowed_macs_tick'
import { useSimulator } from '#tests/functional/network/network_world'
import { bindToSimulator, portalPeople, type PortalPeople } from './guest_access_world.js'

const base = (people: PortalPeople) => `/rest/locations/${people.location.id}/network/allowed-macs`
const DAY = 24 * 3600_000

/** What the tick would start, then those jobs run here (the tick's own dispatch is not awaited by tests). */
async function runTick() {
  const due: number[] = []
  await allowedMacsTick(async (locationId) => due.push(locationId))
  for (const locationId of due) await new AllowedMacsJob().handle({ locationId })
  return due
}

/** Makes every row's last attempt old enough for the tick to try it again. */
const longAgo = () =>
  db.from('location_allowed_macs').update({ last_attempt_at: new Date(Date.now() - 3600_000) })

test.group('Portal allow-list / on the controller', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('a device is let through for 30 days in any MAC notation; removing it revokes it', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    await bindToSimulator(client, people, sim())
    const added = await client
      .post(base(people))
      .json({ mac: 'AA-BB-CC-00-11-22', label: 'Lobby TV' })
      .withCsrfToken()
      .loginAs(people.editor)
    added.assertStatus(201)
    assert.deepInclude(added.body(), {
      mac: 'aa:bb:cc:00:11:22',
      label: 'Lobby TV',
      state: 'authorized',
      lastError: null,
    })
    const expiry = sim().state.guestAuthorizations('default').get('aa:bb:cc:00:11:22')
    assert.isDefined(expiry)
    assert.approximately(expiry! - Date.now(), 30 * DAY, 60_000)
    assert.approximately(
      new Date(added.body().authorizedUntil).getTime() - Date.now(),
      30 * DAY,
      60_000
    )

    await client
      .post(base(people))
      .json({ mac: 'aabb.cc00.1122' })
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => {
        r.assertStatus(422)
        assert.deepInclude(r.body().errors[0], { field: 'mac', rule: 'unique' })
      })
    const list = await client.get(base(people)).withCsrfToken().loginAs(people.reader)
    assert.deepEqual(
      list.body().data.map((row: any) => row.mac),
      ['aa:bb:cc:00:11:22']
    )
    assert.equal(
      (
        await client.get(base(people)).qs({ q: 'lobby' }).withCsrfToken().loginAs(people.reader)
      ).body().meta.total,
      1
    )

    const removed = await client
      .delete(`${base(people)}/${added.body().id}`)
      .withCsrfToken()
      .loginAs(people.editor)
    removed.assertStatus(204)
    assert.isFalse(sim().state.guestAuthorizations('default').has('aa:bb:cc:00:11:22'))
    assert.lengthOf(await db.from('location_allowed_macs'), 0)
    await client
      .delete(`${base(people)}/${added.body().id}`)
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(404))
  })

  test('a controller that is down keeps the device with the reason, and the tick lets it through later', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    await bindToSimulator(client, people, sim())
    sim().faults.failNext(100, 503)
    const added = await client
      .post(base(people))
      .json({ mac: '02:11:22:33:44:55', label: 'Printer' })
      .withCsrfToken()
      .header('accept-language', 'en')
      .loginAs(people.editor)
    added.assertStatus(201)
    assert.equal(added.body().state, 'failed')
    assert.equal(added.body().lastError.code, 'E_CONTROLLER_UNAVAILABLE')
    assert.match(added.body().lastError.message, /cannot be reached/)
    assert.isFalse(sim().state.guestAuthorizations('default').has('02:11:22:33:44:55'))

    sim().faults.reset()
    assert.deepEqual(await runTick(), [], 'a failed device is retried on a pace, not at once')
    await longAgo()
    assert.deepEqual(await runTick(), [people.location.id])
    assert.isTrue(sim().state.guestAuthorizations('default').has('02:11:22:33:44:55'))
    const row = (await client.get(base(people)).withCsrfToken().loginAs(people.reader)).body()
      .data[0]
    assert.deepInclude(row, { state: 'authorized', lastError: null })
    await longAgo()
    assert.deepEqual(await runTick(), [], 'nothing to do for a month')
  })

  test('a removal while the controller is down is finished by the tick; the device leaves the list at once', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    await bindToSimulator(client, people, sim())
    const added = (
      await client
        .post(base(people))
        .json({ mac: '02:aa:aa:aa:aa:01' })
        .withCsrfToken()
        .loginAs(people.editor)
    ).body()
    sim().faults.failNext(100, 503)
    await client
      .delete(`${base(people)}/${added.id}`)
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(204))
    assert.equal(
      (await client.get(base(people)).withCsrfToken().loginAs(people.reader)).body().meta.total,
      0
    )
    assert.isTrue(
      sim().state.guestAuthorizations('default').has('02:aa:aa:aa:aa:01'),
      'still let through until revoked'
    )
    assert.lengthOf(await db.from('location_allowed_macs').whereNotNull('removed_at'), 1)

    sim().faults.reset()
    await longAgo()
    await runTick()
    assert.isFalse(sim().state.guestAuthorizations('default').has('02:aa:aa:aa:aa:01'))
    assert.lengthOf(await db.from('location_allowed_macs'), 0)
  })

  test('a device close to the end of its 30 days is renewed by the tick', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    await bindToSimulator(client, people, sim())
    await client
      .post(base(people))
      .json({ mac: '02:bb:bb:bb:bb:02' })
      .withCsrfToken()
      .loginAs(people.editor)
      .then((r) => r.assertStatus(201))
    await db.from('location_allowed_macs').update({
      authorized_until: new Date(Date.now() + 3 * DAY),
      last_attempt_at: new Date(Date.now() - 27 * DAY),
    })
    assert.deepEqual(await runTick(), [people.location.id])
    const row = await db.from('location_allowed_macs').first()
    assert.approximately(new Date(row.authorized_until).getTime() - Date.now(), 30 * DAY, 60_000)
  })
})

test.group('Portal allow-list / refusals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a bad MAC, a venue without a controller, or a vendor without guest authorization is a 4xx that writes nothing', async ({
    client,
    assert,
  }) => {
    const people = await portalPeople()
    for (const mac of ['zz:zz:zz:zz:zz:zz', 'aa:bb:cc', '', 'aa:bb:cc:dd:ee:ff:00']) {
      const response = await client
        .post(base(people))
        .json({ mac })
        .withCsrfToken()
        .loginAs(people.editor)
      response.assertStatus(422)
      assert.equal(response.body().errors[0].field, 'mac', mac)
    }
    const unbound = await client
      .post(base(people))
      .json({ mac: '02:00:00:00:00:09' })
      .withCsrfToken()
      .loginAs(people.editor)
    unbound.assertStatus(409)
    assert.equal(unbound.body().code, 'E_NETWORK_NOT_CONFIGURED')

    const membership = await Controller.create({
      alias: 'Members only',
      vendor: 'zerotier',
      url: 'https://127.0.0.1:9',
      username: null,
      settings: {},
      secrets: { token: 'x' },
      status: 'connected',
    } as any)
    await people.location
      .merge({ controllerId: membership.id, controllerSiteId: '8056c2e21c000001' })
      .save()
    const unsupported = await client
      .post(base(people))
      .json({ mac: '02:00:00:00:00:09' })
      .withCsrfToken()
      .loginAs(people.editor)
    unsupported.assertStatus(422)
    assert.equal(unsupported.body().code, 'E_CAPABILITY_UNSUPPORTED')
    assert.lengthOf(await db.from('location_allowed_macs'), 0)
  })

  test('portal_read reads the list, portal_update changes it, other customers see nothing', async ({
    client,
  }) => {
    const people = await portalPeople()
    await client
      .get(base(people))
      .withCsrfToken()
      .loginAs(people.reader)
      .then((r) => r.assertStatus(200))
    await client
      .post(base(people))
      .json({ mac: '02:00:00:00:00:09' })
      .withCsrfToken()
      .loginAs(people.reader)
      .then((r) => r.assertStatus(403))
    await client
      .get(base(people))
      .withCsrfToken()
      .loginAs(people.networkOnly)
      .then((r) => r.assertStatus(403))
    await client
      .get(base(people))
      .withCsrfToken()
      .loginAs(people.stranger)
      .then((r) => r.assertStatus(404))
    await client
      .delete(`${base(people)}/1`)
      .withCsrfToken()
      .loginAs(people.stranger)
      .then((r) => r.assertStatus(404))
  })
})
