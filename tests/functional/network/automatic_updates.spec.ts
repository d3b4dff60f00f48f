import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Location from '#core/locations/models/location'
import automaticUpdatesTick from '#core/network/jobs/automatic_updates_tick'
import AutomaticUpdatesJob from '#core/network/jobs/automatic_updates_job'
import { runAutomaticUpdates } from '#core/network/automatic_updates/automatic_updates'
import { upgradeBatch, type BatchDevice } from '#core/network/automatic_updates/upgrade_batch'
import {
  buildNetworkWorld,
  siteIdByName,
  useSimulator,
  type NetworkWorld,
} from '#tests/functional/network/network_world'
import { createTenant, createUser, grant } from '#tests/helpers/fixtures'

const base = (world: NetworkWorld) => `/rest/locations/${world.location.id}/network`
const device = (
  remote_id: string,
  kind: string,
  upgrade: boolean,
  state = 'online'
): BatchDevice => ({ remote_id, kind, state, firmware_upgrade: upgrade ? '9.9.9' : null })
const at = (location: Location, hour: number, minute: number, days = 0) =>
  DateTime.now()
    .setZone(location.timezone)
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toJSDate()

test.group('Network / automatic updates: which devices one night upgrades', () => {
  test('a third of the access points (at least one), counting those already down; nothing else meanwhile', ({
    assert,
  }) => {
    const aps = Array.from({ length: 9 }, (_, index) => device(`ap${index}`, 'ap', true))
    const venue = [device('gw', 'gateway', true), device('sw', 'switch', true), ...aps]
    assert.deepEqual(upgradeBatch(venue), ['ap0', 'ap1', 'ap2'])
    assert.deepEqual(
      upgradeBatch([...venue.slice(0, 2), { ...aps[0], state: 'upgrading' }, ...aps.slice(1)]),
      ['ap1', 'ap2']
    )
    assert.deepEqual(
      upgradeBatch([
        device('gw', 'gateway', true),
        device('ap0', 'ap', true),
        device('ap1', 'ap', false),
      ]),
      ['ap0']
    )
    assert.deepEqual(
      upgradeBatch([device('ap0', 'ap', true, 'offline'), device('ap1', 'ap', true)]),
      [],
      'the one slot is taken by the AP that is down'
    )
  })

  test('then one switch, and the gateway last and alone; nothing while a wired device is still busy', ({
    assert,
  }) => {
    const current = [device('ap0', 'ap', false), device('ap1', 'ap', false)]
    assert.deepEqual(
      upgradeBatch([
        device('gw', 'gateway', true),
        device('sw1', 'switch', true),
        device('sw2', 'switch', true),
        ...current,
      ]),
      ['sw1']
    )
    assert.deepEqual(
      upgradeBatch([device('gw', 'gateway', true), device('sw1', 'switch', false), ...current]),
      ['gw']
    )
    assert.deepEqual(
      upgradeBatch([
        device('gw', 'gateway', true),
        device('sw1', 'switch', true, 'offline'),
        ...current,
      ]),
      [],
      'a switch still to do keeps the gateway waiting'
    )
    assert.deepEqual(
      upgradeBatch([
        device('gw', 'gateway', true),
        device('sw1', 'switch', false, 'upgrading'),
        ...current,
      ]),
      []
    )
    assert.deepEqual(upgradeBatch([device('gw', 'gateway', false), ...current]), [])
  })
})

test.group('Network / automatic updates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('switching it on needs a plan with automatic updates: 403 E_PLAN_UPGRADE_REQUIRED below plan 3; admins are not gated', async ({
    client,
    assert,
  }) => {
    const { customer, location } = await createTenant()
    await location.merge({ plan: 2 }).save()
    const editor = await createUser()
    await grant(editor, 'customer', customer.id, [
      'customer_read',
      'location_read',
      'location_update',
    ])
    const path = `/rest/locations/${location.id}`

    const detail = await client.get(path).loginAs(editor)
    assert.deepInclude(detail.body(), {
      automatic_updates: false,
      automatic_updates_included: false,
    })
    const refused = await client
      .put(path)
      .json({ automatic_updates: true })
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(editor)
    refused.assertStatus(403)
    refused.assertBodyContains({
      code: 'E_PLAN_UPGRADE_REQUIRED',
      message: 'Your plan does not include this. Upgrade to a higher plan to use it.',
    })
    assert.isFalse((await Location.findOrFail(location.id)).automaticUpdates)
    ;(
      await client.put(path).json({ automatic_updates: 'maybe' }).withCsrfToken().loginAs(editor)
    ).assertStatus(422)

    await location.merge({ plan: 3 }).save()
    const allowed = await client
      .put(path)
      .json({ automatic_updates: true })
      .withCsrfToken()
      .loginAs(editor)
    allowed.assertStatus(200)
    assert.deepInclude(allowed.body(), {
      automatic_updates: true,
      automatic_updates_included: true,
    })

    // Back on a smaller plan the choice stays, inactive, and the venue can still be edited (or switched off).
    await location.merge({ plan: 2 }).save()
    const kept = await client
      .put(path)
      .json({ name: 'Renamed', automatic_updates: true })
      .withCsrfToken()
      .loginAs(editor)
    kept.assertStatus(200)
    assert.deepInclude(kept.body(), {
      name: 'Renamed',
      automatic_updates: true,
      automatic_updates_included: false,
    })
    ;(
      await client.put(path).json({ automatic_updates: false }).withCsrfToken().loginAs(editor)
    ).assertStatus(200)

    const admin = await createUser({ isAdmin: true })
    const byAdmin = await client
      .put(path)
      .json({ automatic_updates: true })
      .withCsrfToken()
      .loginAs(admin)
    byAdmin.assertStatus(200)
    assert.isTrue(byAdmin.body().automatic_updates)
    const audit = await db
      .from('audit_logs')
      .where({
        object_type: 'location',
        object_id: String(location.id),
        action: 'location.updated',
      })
      .orderBy('id', 'desc')
      .first()
    assert.deepEqual(audit.new_values, { automatic_updates: true })
  })

  test('upgrading a device by hand: rights, nothing offered, then installed on the controller and in the history', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const devices = (
      await client
        .get(`${base(world)}/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const offered = devices.find(
      (candidate: any) => candidate.firmwareUpgrade && candidate.kind === 'ap'
    )
    const current = devices.find((candidate: any) => !candidate.firmwareUpgrade)
    assert.exists(offered, 'the seed offers an AP upgrade')

    await client
      .post(`${base(world)}/devices/${offered.id}/upgrade`)
      .withCsrfToken()
      .then((r) => r.assertStatus(401))
    await client
      .post(`${base(world)}/devices/${offered.id}/upgrade`)
      .withCsrfToken()
      .loginAs(world.reader)
      .then((r) => r.assertStatus(403))
    await client
      .post(`${base(world)}/devices/${offered.id}/upgrade`)
      .withCsrfToken()
      .loginAs(world.stranger)
      .then((r) => r.assertStatus(404))
    await client
      .post(`${base(world)}/devices/no-such-device/upgrade`)
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(404))
    const nothing = await client
      .post(`${base(world)}/devices/${current.id}/upgrade`)
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(world.full)
    nothing.assertStatus(409)
    nothing.assertBodyContains({
      code: 'E_NO_FIRMWARE_UPGRADE',
      message: 'No firmware upgrade is offered for this device.',
    })

    const upgraded = await client
      .post(`${base(world)}/devices/${offered.id}/upgrade`)
      .withCsrfToken()
      .loginAs(world.full)
    upgraded.assertStatus(202)
    assert.deepInclude(upgraded.body(), { state: 'upgrading', firmwareUpgrade: null })
    const onController = sim()
      .state.devices('default')
      .find((candidate) => candidate.mac === offered.mac)!
    assert.equal(onController.version, offered.firmwareUpgrade)
    assert.isFalse(onController.upgradable)

    const history = (
      await client
        .get(`${base(world)}/history`)
        .qs({ type: 'command' })
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    assert.deepInclude(history[0].data, {
      command: 'upgrade_device',
      from: offered.firmware,
      version: offered.firmwareUpgrade,
    })
    assert.equal(history[0].deviceId, offered.id)
    const audit = await db
      .from('audit_logs')
      .where({ action: 'network.upgrade_device', object_id: String(world.location.id) })
      .first()
    assert.equal(audit.actor_id, world.full.id)
    // Offered no more: a second click is refused before reaching the controller.
    await client
      .post(`${base(world)}/devices/${offered.id}/upgrade`)
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(409))
  })

  test('a vendor without firmware upgrades answers like a reboot it cannot do', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const offered = (
      await db.from('network_devices').where('location_id', world.location.id).first()
    ).remote_id
    await db
      .from('network_devices')
      .where({ location_id: world.location.id, remote_id: offered })
      .update({ firmware_upgrade: '9.9.9' })
    await db.from('controllers').where('id', world.controller.id).update({ vendor: 'zerotier' })
    const refused = await client
      .post(`${base(world)}/devices/${offered}/upgrade`)
      .withCsrfToken()
      .loginAs(world.full)
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_CAPABILITY_UNSUPPORTED')
  })
})

test.group('Network / automatic updates: the nightly run', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('the nightly run: eligible venues only, once a night, a batch per venue, recorded in the history', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const location = world.location
    // A second venue on the "terrace" site: every device there offers an upgrade.
    const terrace = await Location.create({
      name: 'Terrace',
      customerId: world.customer.id,
      plan: 4,
    })
    const terraceSite = (await siteIdByName(world.controller.id, 'terrace'))!
    const bound = await client
      .put(`/rest/locations/${terrace.id}/network/controller`)
      .json({ controllerId: world.controller.id, siteId: terraceSite })
      .withCsrfToken()
      .loginAs(world.admin)
    bound.assertStatus(200)
    await terrace.refresh()
    await terrace.merge({ automaticUpdates: true }).save()

    const tick = async (now: Date) => {
      const sent: number[] = []
      await automaticUpdatesTick(async (id) => sent.push(id), now)
      return sent.filter((id) => [location.id, terrace.id].includes(id)).sort()
    }
    const night = at(location, 3, 45)

    await location.merge({ plan: 3, automaticUpdates: false }).save()
    assert.deepEqual(await tick(night), [terrace.id], 'switched off: not dispatched')
    await location.merge({ plan: 2, automaticUpdates: true }).save()
    assert.deepEqual(
      await tick(at(location, 3, 45, 1)),
      [terrace.id],
      'plan below 3: not dispatched'
    )
    assert.deepEqual(await runAutomaticUpdates(location.id), [], 'nor upgraded when run anyway')
    assert.isNull(
      await db.from('network_events').where({ location_id: location.id, type: 'command' }).first()
    )

    await location.merge({ plan: 3 }).save()
    assert.deepEqual(await tick(at(location, 12, 0, 2)), [], 'outside the night window')
    assert.deepEqual(await tick(at(location, 3, 45, 2)), [location.id, terrace.id].sort())
    assert.deepEqual(await tick(at(location, 5, 0, 2)), [], 'once a night')

    const offered = await db
      .from('network_devices')
      .where('location_id', location.id)
      .whereNotNull('firmware_upgrade')
      .select('remote_id', 'kind', 'mac', 'firmware_upgrade')
    assert.deepEqual(
      offered.map((row) => row.kind),
      ['ap']
    )
    await new AutomaticUpdatesJob().handle({ locationId: location.id })
    const onController = sim()
      .state.devices('default')
      .find((candidate) => candidate.mac === offered[0].mac)!
    assert.equal(onController.version, offered[0].firmware_upgrade)
    const events = await db
      .from('network_events')
      .where({ location_id: location.id, type: 'command' })
    assert.lengthOf(events, 1)
    assert.deepInclude(events[0].data, {
      command: 'upgrade_device',
      by: null,
      automatic: true,
      version: offered[0].firmware_upgrade,
    })
    assert.equal(events[0].device_id, offered[0].remote_id)
    const audit = await db
      .from('audit_logs')
      .where({ action: 'network.upgrade_device', object_id: String(location.id) })
      .first()
    assert.isNull(audit.actor_id)

    // The terrace's gateway and switch wait: its only AP goes first, alone.
    const terraceDevices = await db
      .from('network_devices')
      .where('location_id', terrace.id)
      .select('remote_id', 'kind', 'firmware_upgrade')
    assert.isTrue(
      terraceDevices.every((row) => row.firmware_upgrade),
      'the terrace offers an upgrade for every device'
    )
    const ap = terraceDevices.find((row) => row.kind === 'ap')!
    assert.deepEqual(await runAutomaticUpdates(terrace.id), [ap.remote_id])

    // Re-running is harmless: nothing is offered or the batch slot is taken by the device still upgrading.
    assert.deepEqual(await runAutomaticUpdates(location.id), [])
    assert.deepEqual(await runAutomaticUpdates(terrace.id), [])
    assert.lengthOf(
      await db
        .from('network_events')
        .where({ type: 'command' })
        .whereIn('location_id', [location.id, terrace.id]),
      2
    )
  })
})
