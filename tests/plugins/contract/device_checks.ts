import { test } from '@japa/runner'
import type { ControllerCapability, NetworkDevice } from '#core/plugins/controller_contract'
import { requireCapability } from '#core/plugins/connect_controller'
import { pollUntil } from '#tests/helpers/poll'
import { type ContractContext, expectRejection } from './contract_context.js'

export function deviceChecks(ctx: ContractContext, declared: (c: ControllerCapability) => boolean) {
  const devices = () => ctx.connection.listDevices(ctx.target.siteId)
  const timeoutMs = () => ctx.options.rebootTimeoutMs ?? 20_000
  const stateOf = async (id: string) => (await devices()).find((d) => d.id === id)?.state
  const waitAllOnline = (what: string) =>
    pollUntil(async () => (await devices()).every((d) => d.state === 'online'), {
      timeoutMs: timeoutMs(),
      intervalMs: 200,
      what,
    })
  const poeSwitch = (list: NetworkDevice[]) =>
    list.find(
      (d) => d.kind === 'switch' && d.state === 'online' && d.ports.some((p) => p.poe?.powering)
    )!

  test('reboot: the device goes offline and comes back; an offline device is refused', async ({
    assert,
  }) => {
    const { siteId } = ctx.target
    const reboot = requireCapability(ctx.connection, 'rebootDevice')
    const aps = (await devices()).filter((d) => d.kind === 'ap' && d.state === 'online')
    assert.isAtLeast(aps.length, 2, 'two online access points')
    const [ap, other] = aps

    await reboot(siteId, ap.id)
    await pollUntil(async () => (await stateOf(ap.id)) !== 'online', {
      timeoutMs: timeoutMs(),
      intervalMs: 50,
      what: 'the AP going down',
    })
    await pollUntil(async () => (await stateOf(ap.id)) === 'online', {
      timeoutMs: timeoutMs(),
      intervalMs: 200,
      what: 'the AP coming back',
    })

    await ctx.target.setDeviceOnline(siteId, other.mac!, false)
    try {
      assert.equal(await stateOf(other.id), 'offline')
      await expectRejection(reboot(siteId, other.id), 'device_offline')
    } finally {
      await ctx.target.setDeviceOnline(siteId, other.mac!, true)
    }
    await expectRejection(reboot(siteId, 'no-such-device'), 'not_found')
  })
    .skip(!declared('rebootDevice'), 'no reboot')
    .timeout(60_000)

  test('upgrade: the offered firmware is installed and no longer offered; refused when nothing is offered', async ({
    assert,
  }) => {
    const { siteId } = ctx.target
    const upgrade = requireCapability(ctx.connection, 'upgradeDevice')
    await waitAllOnline('a settled network')
    const list = await devices()
    const device = list.find((d) => d.firmwareUpgrade && d.kind !== 'gateway')
    const current = list.find((d) => !d.firmwareUpgrade && d.state === 'online')
    assert.exists(device, 'a device with an upgrade offered')
    const offered = device!.firmwareUpgrade

    await upgrade(siteId, device!.id)
    await pollUntil(async () => (await stateOf(device!.id)) === 'online', {
      timeoutMs: timeoutMs(),
      intervalMs: 200,
      what: 'the upgraded device coming back',
    })
    const after = (await devices()).find((d) => d.id === device!.id)!
    assert.equal(after.firmware, offered)
    assert.isNull(after.firmwareUpgrade ?? null)
    await expectRejection(upgrade(siteId, current!.id), 'conflict')
    await expectRejection(upgrade(siteId, 'no-such-device'), 'not_found')
  })
    .skip(!declared('upgradeDevice'), 'no firmware upgrade')
    .timeout(60_000)

  test('power-cycle a PoE port; refused on a port that powers nothing', async ({ assert }) => {
    const { siteId } = ctx.target
    const powerCycle = requireCapability(ctx.connection, 'powerCyclePort')
    const sw = poeSwitch(await devices())
    assert.exists(sw, 'an online switch powering a device')
    const powered = sw.ports.find((p) => p.poe?.powering)!
    const idle = sw.ports.find((p) => !p.poe?.powering)!

    await powerCycle(siteId, sw.id, powered.index)
    await expectRejection(powerCycle(siteId, sw.id, idle.index), 'not_powering')
    await waitAllOnline('the powered device to come back')
  })
    .skip(!declared('powerCyclePort'), 'no power-cycle')
    .timeout(60_000)

  test('port profile and PoE mode of one port, the others untouched', async ({ assert }) => {
    const { siteId } = ctx.target
    const setPort = requireCapability(ctx.connection, 'setPortProfile')
    const profiles = await requireCapability(ctx.connection, 'listPortProfiles')(siteId)
    const sw = poeSwitch(await devices())
    const port = sw.ports.find((p) => p.poe && !p.poe.powering)!
    const profile = profiles.find((p) => p.id !== port.profileId)!
    const before = sw.ports.filter((p) => p.index !== port.index)

    await setPort(siteId, sw.id, port.index, { profileId: profile.id, poe: 'off' })
    let after = (await devices()).find((d) => d.id === sw.id)!
    let changed = after.ports.find((p) => p.index === port.index)!
    assert.equal(changed.profileId, profile.id)
    assert.equal(changed.poe?.mode, 'off')
    assert.deepEqual(
      after.ports
        .filter((p) => p.index !== port.index)
        .map((p) => [p.index, p.profileId, p.poe?.mode]),
      before.map((p) => [p.index, p.profileId, p.poe?.mode])
    )

    await setPort(siteId, sw.id, port.index, { profileId: null, poe: 'auto' })
    after = (await devices()).find((d) => d.id === sw.id)!
    changed = after.ports.find((p) => p.index === port.index)!
    assert.equal(changed.poe?.mode, 'auto')
    assert.notEqual(changed.profileId, profile.id)
  }).skip(!declared('setPortProfile') || !declared('listPortProfiles'), 'no port profiles')

  test('reboot the whole network: every device goes and comes back', async () => {
    await waitAllOnline('a settled network')
    await requireCapability(ctx.connection, 'rebootNetwork')(ctx.target.siteId)
    await pollUntil(async () => (await devices()).some((d) => d.state !== 'online'), {
      timeoutMs: timeoutMs(),
      intervalMs: 50,
      what: 'devices going down',
    })
    await waitAllOnline('every device back online')
  })
    .skip(!declared('rebootNetwork'), 'no network reboot')
    .timeout(60_000)
}
