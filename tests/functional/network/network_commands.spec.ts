import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { syncController } from '#core/network/services/sync_controller'
import {
  buildNetworkWorld,
  useSimulator,
  type NetworkWorld,
} from '#tests/functional/network/network_world'
import { pollUntil } from '#tests/helpers/poll'

const base = (world: NetworkWorld) => `/rest/locations/${world.location.id}/network`

test.group('Network / commands through the controller', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group, { rebootSeconds: 1 })

  test('rebooting an AP: 202 rebooting in the snapshot, a history event, then back online after a sync', async ({
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
    const ap = devices.find((device: any) => device.kind === 'ap')
    const response = await client
      .post(`${base(world)}/devices/${ap.id}/reboot`)
      .withCsrfToken()
      .loginAs(world.full)
    response.assertStatus(202)
    assert.equal(response.body().state, 'rebooting')
    assert.isFalse(response.body().online)

    const history = (
      await client
        .get(`${base(world)}/history`)
        .qs({ type: 'command' })
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    assert.equal(history[0].data.command, 'reboot_device')
    assert.equal(history[0].deviceId, ap.id)

    await syncController(world.controller.id)
    const during = (await client.get(base(world)).withCsrfToken().loginAs(world.full)).body()
    assert.oneOf(during.status, ['warning', 'online'])

    await pollUntil(
      async () => {
        await syncController(world.controller.id)
        const device = (
          await client
            .get(`${base(world)}/devices/${ap.id}`)
            .withCsrfToken()
            .loginAs(world.full)
        ).body()
        return device.online
      },
      { timeoutMs: 15_000, intervalMs: 300, what: 'the AP back online' }
    )
    const overview = (await client.get(base(world)).withCsrfToken().loginAs(world.full)).body()
    assert.equal(overview.status, 'online')
  })

  test('renaming a device, port power cycle and port configure', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    const devices = (
      await client
        .get(`${base(world)}/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const renamed = await client
      .patch(`${base(world)}/devices/${devices[0].id}`)
      .json({ name: 'Front gateway' })
      .withCsrfToken()
      .loginAs(world.full)
    renamed.assertStatus(200)
    assert.equal(renamed.body().name, 'Front gateway')
    await client
      .patch(`${base(world)}/devices/${devices[0].id}`)
      .json({ name: '' })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(422))

    const sw = devices.find((device: any) => device.kind === 'switch')
    const powered = sw.ports.find((port: any) => port.poe?.powering)
    if (powered) {
      const cycled = await client
        .post(`${base(world)}/devices/${sw.id}/port`)
        .json({ portIndex: powered.index, action: 'power_cycle' })
        .withCsrfToken()
        .loginAs(world.full)
      cycled.assertStatus(200)
    }
    const unknownPort = await client
      .post(`${base(world)}/devices/${sw.id}/port`)
      .json({ portIndex: 999, action: 'power_cycle' })
      .withCsrfToken()
      .loginAs(world.full)
    unknownPort.assertStatus(422)
    assert.equal(unknownPort.body().errors[0].field, 'portIndex')
    await client
      .post(`${base(world)}/devices/${sw.id}/port`)
      .json({ portIndex: 1, action: 'explode' })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(422))

    // A PoE port that powers nothing: switching it off must not take an AP down for the next tests.
    const port =
      sw.ports.find((candidate: any) => candidate.poe && !candidate.poe.powering) ??
      sw.ports.find((candidate: any) => !candidate.poe)
    const configured = await client
      .post(`${base(world)}/devices/${sw.id}/port`)
      .json({
        portIndex: port.index,
        action: 'configure',
        ...(port.poe ? { poe: 'off' } : { profileId: null }),
      })
      .withCsrfToken()
      .loginAs(world.full)
    configured.assertStatus(200)
    if (port.poe)
      assert.equal(configured.body().ports.find((p: any) => p.index === port.index).poe.mode, 'off')
  })

  test('an offline device refuses a reboot with a translated reason', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const ap = sim()
      .state.devices('default')
      .find((device) => device.type === 'uap')!
    sim().faults.setDeviceOnline('default', ap.mac, false)
    await syncController(world.controller.id)
    const device = (
      await client
        .get(`${base(world)}/devices`)
        .withCsrfToken()
        .loginAs(world.full)
    )
      .body()
      .data.find((d: any) => d.mac === ap.mac)
    const refused = await client
      .post(`${base(world)}/devices/${device.id}/reboot`)
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(world.full)
    refused.assertStatus(422)
    assert.equal(refused.body().code, 'E_CONTROLLER_REJECTED')
    assert.match(refused.body().message, /offline/)
  })

  test('WLANs: confirmName must be the current SSID; one or several changes reach the controller', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const wlans = (
      await client
        .get(`${base(world)}/wlans`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const wlan = wlans[0]
    const wrong = await client
      .patch(`${base(world)}/wlans/${wlan.id}`)
      .json({ confirmName: 'not it', passphrase: 'NewSecret123' })
      .withCsrfToken()
      .loginAs(world.full)
    wrong.assertStatus(422)
    assert.equal(wrong.body().errors[0].field, 'confirmName')
    const short = await client
      .patch(`${base(world)}/wlans/${wlan.id}`)
      .json({ confirmName: wlan.name, passphrase: 'short' })
      .withCsrfToken()
      .loginAs(world.full)
    short.assertStatus(422)
    await client
      .patch(`${base(world)}/wlans/unknown`)
      .json({ confirmName: 'x' })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(404))

    const ok = await client
      .patch(`${base(world)}/wlans/${wlan.id}`)
      .json({ confirmName: wlan.name, name: 'Bar-Staff', passphrase: 'NewSecret123' })
      .withCsrfToken()
      .loginAs(world.full)
    ok.assertStatus(200)
    assert.equal(ok.body().name, 'Bar-Staff')
    const vendor = sim()
      .state.wlans('default')
      .find((candidate) => candidate._id === wlan.id)!
    assert.equal(vendor.name, 'Bar-Staff')
    assert.equal(vendor.x_passphrase, 'NewSecret123')

    const all = await client
      .get(`${base(world)}/wlans`)
      .withCsrfToken()
      .loginAs(world.full)
    const batch = all
      .body()
      .data.map((item: any) => ({ id: item.id, confirmName: item.name, hidden: true }))
    batch[batch.length - 1].confirmName = 'typo'
    const refused = await client
      .patch(`${base(world)}/wlans`)
      .json({ wlans: batch })
      .withCsrfToken()
      .loginAs(world.full)
    refused.assertStatus(422)
    assert.equal(refused.body().errors[0].field, `wlans.${batch.length - 1}.confirmName`)
    assert.isFalse(
      sim()
        .state.wlans('default')
        .some((candidate) => candidate.hide_ssid === true)
    )
    batch[batch.length - 1].confirmName = all.body().data[batch.length - 1].name
    const applied = await client
      .patch(`${base(world)}/wlans`)
      .json({ wlans: batch })
      .withCsrfToken()
      .loginAs(world.full)
    applied.assertStatus(200)
    assert.isTrue(applied.body().data.every((item: any) => item.hidden))
  })

  test('fixed IP rules: inside a subnet, unique, a reserved MAC is released first; pending until seen', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const clients = (
      await client
        .get(`${base(world)}/clients`)
        .qs({ perPage: 100 })
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    const [first, second] = clients.filter((c: any) => c.ip)
    const subnet = (
      await client
        .get(`${base(world)}/settings/subnets`)
        .withCsrfToken()
        .loginAs(world.full)
    )
      .body()
      .data.find((s: any) => s.cidr && first.ip && sameNet(s.cidr, first.ip))
    const freeIp = subnet.cidr.split('.').slice(0, 3).join('.') + '.234'
    const url = (mac: string) => `${base(world)}/clients/${mac}`

    await client
      .patch(url(first.mac))
      .json({ fixedIp: '999.1.1.1' })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(422))
    const outside = await client
      .patch(url(first.mac))
      .json({ fixedIp: '10.250.250.10' })
      .withCsrfToken()
      .loginAs(world.full)
    outside.assertStatus(422)
    assert.equal(outside.body().errors[0].rule, 'subnet')
    const usedIp = await client
      .patch(url(first.mac))
      .json({ fixedIp: second.ip })
      .header('accept-language', 'en')
      .withCsrfToken()
      .loginAs(world.full)
    usedIp.assertStatus(422)
    assert.equal(usedIp.body().code, 'E_RESERVED_CLIENT_EXISTS')
    assert.equal(usedIp.body().message, 'Reserved client IP or MAC already exists.')
    await client
      .patch(`${base(world)}/clients/not-a-mac`)
      .json({ fixedIp: freeIp })
      .withCsrfToken()
      .loginAs(world.full)
      .then((r) => r.assertStatus(422))

    const reserved = await client
      .patch(url(first.mac))
      .json({ fixedIp: freeIp, alias: 'Till 1' })
      .withCsrfToken()
      .loginAs(world.full)
    reserved.assertStatus(200)
    assert.equal(reserved.body().fixedIp, freeIp)
    assert.equal(reserved.body().name, 'Till 1')
    assert.equal(reserved.body().configState, 'pending')
    assert.isTrue(reserved.body().rebootNeeded)
    const user = sim()
      .state.knownUsers('default')
      .find((known) => known.mac === first.mac)!
    assert.equal(user.fixed_ip, freeIp)

    const taken = await client
      .patch(url(second.mac))
      .json({ fixedIp: freeIp })
      .withCsrfToken()
      .loginAs(world.full)
    assert.equal(taken.body().code, 'E_RESERVED_CLIENT_EXISTS')
    const again = await client
      .patch(url(first.mac))
      .json({ fixedIp: freeIp.replace(/\d+$/, '235') })
      .withCsrfToken()
      .loginAs(world.full)
    again.assertStatus(422)
    assert.equal(again.body().errors[0].rule, 'reserved_mac')

    const released = await client
      .patch(url(first.mac))
      .json({ fixedIp: null })
      .withCsrfToken()
      .loginAs(world.full)
    released.assertStatus(200)
    assert.isNull(released.body().fixedIp)
    const moved = await client
      .patch(url(first.mac))
      .json({ fixedIp: freeIp.replace(/\d+$/, '235') })
      .withCsrfToken()
      .loginAs(world.full)
    moved.assertStatus(200)

    // The next sync sees the client with its reserved address (it renewed its lease): confirmed.
    await syncController(world.controller.id)
    const confirmed = (
      await client
        .get(`${base(world)}/clients`)
        .qs({ search: first.mac })
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data[0]
    assert.equal(confirmed.configState, 'success')
    assert.isFalse(confirmed.rebootNeeded)
  })

  test('network reboot: rebootInProgress until every device is back', async ({
    client,
    assert,
  }) => {
    const world = await buildNetworkWorld(client, sim())
    const response = await client
      .post(`${base(world)}/commands/reboot`)
      .withCsrfToken()
      .loginAs(world.full)
    response.assertStatus(202)
    assert.isTrue(response.body().rebootInProgress)
    await pollUntil(
      async () => {
        await syncController(world.controller.id)
        const body = (await client.get(base(world)).withCsrfToken().loginAs(world.full)).body()
        return !body.rebootInProgress
      },
      { timeoutMs: 20_000, intervalMs: 500, what: 'the network back' }
    )
    const overview = (await client.get(base(world)).withCsrfToken().loginAs(world.full)).body()
    assert.equal(overview.status, 'online')
  })

  test('who may write: read-only 403, another customer 404, anonymous 401; nothing reaches the controller', async ({
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
    const clients = (
      await client
        .get(`${base(world)}/clients`)
        .withCsrfToken()
        .loginAs(world.full)
    ).body().data
    sim().clearRequests()
    const writes: Array<[string, string, unknown]> = [
      ['post', `${base(world)}/devices/${devices[1].id}/reboot`, {}],
      ['patch', `${base(world)}/devices/${devices[1].id}`, { name: 'x' }],
      [
        'post',
        `${base(world)}/devices/${devices[1].id}/port`,
        { portIndex: 1, action: 'power_cycle' },
      ],
      ['patch', `${base(world)}/clients/${clients[0].mac}`, { alias: 'x' }],
      ['patch', `${base(world)}/wlans`, { wlans: [] }],
      ['post', `${base(world)}/commands/reboot`, {}],
      [
        'post',
        `${base(world)}/devicegroups`,
        { name: 'x', type: 'pos', deviceIds: [devices[0].id] },
      ],
    ]
    for (const [method, url, body] of writes) {
      await (client as any)
        [method](url)
        .json(body)
        .withCsrfToken()
        .loginAs(world.reader)
        .then((r: any) => r.assertStatus(403))
      await (client as any)
        [method](url)
        .json(body)
        .withCsrfToken()
        .loginAs(world.stranger)
        .then((r: any) => r.assertStatus(404))
      await (client as any)
        [method](url)
        .json(body)
        .withCsrfToken()
        .then((r: any) => r.assertStatus(401))
    }
    assert.isFalse(sim().requests.some((request) => request.method !== 'GET'))
  })
})

test.group('Network / hostile input', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const sim = useSimulator(group)

  test('garbage bodies and ids never cause a 500', async ({ client, assert }) => {
    const world = await buildNetworkWorld(client, sim())
    const devices = (
      await client
        .get(`${base(world)}/devices`)
        .withCsrfToken()
        .loginAs(world.admin)
    ).body().data
    const clients = (
      await client
        .get(`${base(world)}/clients`)
        .withCsrfToken()
        .loginAs(world.admin)
    ).body().data
    const wlans = (
      await client
        .get(`${base(world)}/wlans`)
        .withCsrfToken()
        .loginAs(world.admin)
    ).body().data
    const targets: Array<[string, string]> = [
      ['put', `${base(world)}/controller`],
      ['patch', `${base(world)}/wlans`],
      ['patch', `${base(world)}/wlans/${wlans[0].id}`],
      ['patch', `${base(world)}/devices/${devices[0].id}`],
      ['post', `${base(world)}/devices/${devices[0].id}/port`],
      ['patch', `${base(world)}/clients/${clients[0].mac}`],
      ['post', `${base(world)}/devicegroups`],
      ['post', '/rest/controllers'],
    ]
    const bodies: unknown[] = [
      {},
      [],
      { controllerId: 'x', siteId: ['a'] },
      { wlans: 'all', confirmName: 42, name: 'x'.repeat(5000) },
      { portIndex: -1, action: 'configure', poe: 'lots' },
      { fixedIp: '1.2.3', alias: { nested: true } },
      { name: null, type: null, deviceIds: [null, 1, {}] },
      { vendor: 'unifi', url: 'javascript:alert(1)', username: '', password: '' },
      {
        name: 'a\u0000b',
        alias: 'x\u0000',
        siteId: '\u0000',
        controllerId: 1,
        type: 'pos',
        deviceIds: ['\u0000'],
        confirmName: '\u0000',
        profileId: '\u0000',
        portIndex: 1,
        action: 'configure',
      },
    ]
    for (const [method, url] of targets) {
      for (const body of bodies) {
        const response = await (client as any)
          [method](url)
          .json(body)
          .withCsrfToken()
          .loginAs(world.admin)
        // Unknown fields are dropped, so some bodies are a valid no-op; nothing may be a server error.
        assert.isBelow(
          response.status(),
          500,
          `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`
        )
      }
    }
    for (const path of [
      '/devices/%00',
      '/devices/' + 'x'.repeat(400),
      '/clients/zz:zz',
      '/devicegroups/abc',
      '/devicegroups/99999999999',
    ]) {
      const response = await client
        .get(`${base(world)}${path}`)
        .withCsrfToken()
        .loginAs(world.admin)
      assert.oneOf(response.status(), [404, 405, 422], path)
    }
  })
})

function sameNet(cidr: string, ip: string) {
  return cidr.split('.').slice(0, 3).join('.') === ip.split('.').slice(0, 3).join('.')
}
