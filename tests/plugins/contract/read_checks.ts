import { test } from '@japa/runner'
import {
  CONTROLLER_CAPABILITIES,
  normalizeMac,
  signalQualityFromDbm,
  type DeviceKind,
  type DeviceState,
} from '#core/plugins/controller_contract'
import { UnsupportedCapabilityError } from '#core/plugins/plugin_errors'
import { requireCapability } from '#core/plugins/connect_controller'
import type { ContractContext, NetworkShape } from './contract_context.js'

const KINDS: DeviceKind[] = ['gateway', 'switch', 'ap', 'other']
const STATES: DeviceState[] = ['online', 'offline', 'rebooting', 'upgrading', 'pending', 'unknown']

export function readChecks(ctx: ContractContext) {
  test('capabilities: declared exactly as implemented, undeclared ones absent', ({ assert }) => {
    const declared = new Set(ctx.options.plugin.manifest.capabilities)
    assert.sameMembers([...ctx.connection.capabilities], [...declared])
    for (const capability of CONTROLLER_CAPABILITIES) {
      const present = typeof (ctx.connection as any)[capability] === 'function'
      assert.equal(present, declared.has(capability), `method ${capability} present=${present}`)
      if (!declared.has(capability)) {
        assert.throws(
          () => requireCapability(ctx.connection, capability),
          UnsupportedCapabilityError as any
        )
      } else {
        assert.isFunction(requireCapability(ctx.connection, capability))
      }
    }
  })

  test('test connection proves the login and reports the controller', async ({ assert }) => {
    const info = await ctx.connection.testConnection()
    assert.properties(info, ['version', 'flavour', 'webUiUrl'])
    if (info.webUiUrl !== null) assert.match(info.webUiUrl, /^https?:\/\//)
  })

  test('list sites includes the exercised site', async ({ assert }) => {
    const sites = await ctx.connection.listSites()
    const site = sites.find((s) => s.id === ctx.target.siteId)
    assert.exists(site)
    assert.isString(site!.name)
  })

  test('devices: kinds, states, MACs and ports', async ({ assert }) => {
    const shape = networkShape(ctx)
    const devices = await ctx.connection.listDevices(ctx.target.siteId)
    assert.isAtLeast(devices.length, shape.deviceKinds.length)
    for (const device of devices) {
      assert.oneOf(device.kind, KINDS)
      assert.oneOf(device.state, STATES)
      if (device.mac !== null) assert.equal(normalizeMac(device.mac), device.mac)
      for (const port of device.ports) {
        assert.isNumber(port.index)
        assert.isBoolean(port.up)
        if (port.poe) assert.oneOf(port.poe.mode, ['auto', 'off', 'passive24', 'passthrough'])
      }
    }
    const kinds = new Set(devices.map((d) => d.kind))
    assert.isTrue(
      shape.deviceKinds.every((kind) => kinds.has(kind)),
      `kinds: ${[...kinds]}`
    )
    assert.isTrue(devices.some((d) => d.state === 'online'))
    if (shape.poe)
      assert.isTrue(
        devices.some((d) => d.ports.some((p) => p.poe?.powering)),
        'a PoE port powers something'
      )
  })

  test('clients: wired and wireless, signal derived from dBm', async ({ assert }) => {
    const clients = await ctx.connection.listClients(ctx.target.siteId)
    if (networkShape(ctx).clients === 'none') return assert.lengthOf(clients, 0)
    assert.isTrue(clients.some((c) => c.wired) && clients.some((c) => !c.wired))
    for (const client of clients) {
      assert.equal(normalizeMac(client.mac), client.mac)
      if (client.wired) {
        assert.isNull(client.signal)
      } else {
        assert.equal(client.signal, signalQualityFromDbm(client.signalDbm))
        assert.isNotNull(client.signalDbm, `wireless ${client.mac} has a signal`)
      }
    }
  })

  test('wlans, subnets and port profiles', async ({ assert }) => {
    const { connection, target } = ctx
    if (connection.listWlans) {
      const wlans = await connection.listWlans(target.siteId)
      assert.isAbove(wlans.length, 0)
      for (const wlan of wlans)
        assert.oneOf(wlan.security, ['open', 'wpa-personal', 'wpa-enterprise', 'ppsk', 'other'])
    }
    if (connection.listSubnets) {
      const subnets = await connection.listSubnets(target.siteId)
      assert.isTrue(subnets.some((s) => s.purpose === 'corporate' && s.cidr))
    }
    if (connection.listPortProfiles) {
      const profiles = await connection.listPortProfiles(target.siteId)
      assert.isAbove(profiles.length, 0)
    }
  })
}

function networkShape(ctx: ContractContext): Required<NetworkShape> {
  return {
    deviceKinds: ['gateway', 'switch', 'ap'],
    poe: true,
    clients: 'wired+wireless',
    ...ctx.options.reports,
  }
}
