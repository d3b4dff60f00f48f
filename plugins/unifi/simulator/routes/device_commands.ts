/**
 * cmd/devmgr (restart, power-cycle, upgrade, locate...) and PUT rest/device/{_id} (port_overrides, name).
 * Error messages for offline devices / unpowered ports are simulated ([U], vendors.md §8 q3).
 */
import { restartDevice, siteContext, upgradeDevice, type SiteContext } from '../engine.js'
import { isPortDisabled, poeModeOf, uplinkCarries } from '../model/live_state.js'
import type { SimDevice } from '../model/site_model.js'
import { legacyError, ok, type SimResponse } from '../http/responses.js'
import { onlineClients } from '../views/client_view.js'
import { renderDevice } from '../views/device_view.js'

const POE_MODES = new Set(['auto', 'off', 'pasv24', 'passthrough'])

function poweredChildren(ctx: SiteContext, sw: SimDevice, portIdx?: number) {
  return ctx.site.devices.filter((d) => {
    if (d.uplinkMac !== sw.mac || !d.poweredByPort || d.uplinkPort === null) return false
    if (portIdx !== undefined && d.uplinkPort !== portIdx) return false
    const port = sw.ports.find((p) => p.idx === d.uplinkPort)
    return port !== undefined && poeModeOf(ctx.site, sw, port) !== 'off'
  })
}

function restart(ctx: SiteContext, body: Record<string, any>): SimResponse {
  const macs: string[] = (Array.isArray(body.macs) ? body.macs : [body.mac])
    .filter(Boolean)
    .map((m: any) => String(m).toLowerCase())
  if (macs.length === 0) return legacyError(400, 'api.err.InvalidPayload')
  const targets: SimDevice[] = []
  for (const mac of macs) {
    const device = ctx.site.devices.find((d) => d.mac === mac)
    if (!device) return legacyError(400, 'api.err.UnknownDevice')
    if (ctx.live.get(mac)!.state !== 1) return legacyError(400, 'api.err.DeviceNotConnected')
    targets.push(device)
  }
  const hard = body.reboot_type === 'hard'
  for (const device of targets) {
    restartDevice(ctx.engine, device, ctx.now)
    // A hard reboot of a PoE switch also cuts power on its PoE ports: the APs behind them boot again too.
    if (hard && device.kind === 'switch')
      for (const ap of poweredChildren(ctx, device)) restartDevice(ctx.engine, ap, ctx.now)
  }
  return ok([])
}

function powerCycle(ctx: SiteContext, body: Record<string, any>): SimResponse {
  const device = ctx.site.devices.find((d) => d.mac === String(body.mac ?? '').toLowerCase())
  if (!device) return legacyError(400, 'api.err.UnknownDevice')
  if (ctx.live.get(device.mac)!.state !== 1) return legacyError(400, 'api.err.DeviceNotConnected')
  const portIdx = Number(body.port_idx)
  const port = device.ports.find((p) => p.idx === portIdx)
  if (!port) return legacyError(400, 'api.err.InvalidPortIdx')
  const powered = poweredChildren(ctx, device, portIdx).filter(
    (d) => ctx.live.get(d.mac)!.state !== 5
  )
  if (!port.poeCapable || powered.length === 0)
    return legacyError(400, 'api.err.PortNotPoweringDevice')
  for (const child of powered) restartDevice(ctx.engine, child, ctx.now)
  return ok([])
}

/**
 * Installs the offered firmware: the device reports the new version at once and goes through a restart window
 * (state 4 "upgrading", then offline). The answer for a device with nothing to install is [U]: accepted, nothing done.
 */
function upgrade(ctx: SiteContext, body: Record<string, any>): SimResponse {
  const device = ctx.site.devices.find((d) => d.mac === String(body.mac ?? '').toLowerCase())
  if (!device) return legacyError(400, 'api.err.UnknownDevice')
  if (ctx.live.get(device.mac)!.state !== 1) return legacyError(400, 'api.err.DeviceNotConnected')
  if (device.upgradeTo) upgradeDevice(ctx.engine, device, ctx.now)
  return ok([])
}

export function deviceCommand(ctx: SiteContext, body: Record<string, any>): SimResponse {
  switch (body.cmd) {
    case 'restart':
      return restart(ctx, body)
    case 'power-cycle':
      return powerCycle(ctx, body)
    case 'upgrade':
      return upgrade(ctx, body)
    case 'set-locate':
    case 'unset-locate':
    case 'force-provision': {
      const device = ctx.site.devices.find((d) => d.mac === String(body.mac ?? '').toLowerCase())
      return device ? ok([]) : legacyError(400, 'api.err.UnknownDevice')
    }
    default:
      return legacyError(400, 'api.err.InvalidCommand')
  }
}

function validateOverrides(
  device: SimDevice,
  overrides: unknown,
  portconfIds: Set<string>
): string | null {
  if (!Array.isArray(overrides)) return 'api.err.InvalidPayload'
  const seen = new Set<number>()
  for (const override of overrides) {
    const port = device.ports.find((p) => p.idx === Number(override?.port_idx))
    if (!port || seen.has(port.idx)) return 'api.err.InvalidPortIdx'
    seen.add(port.idx)
    if (override.portconf_id !== undefined && !portconfIds.has(override.portconf_id))
      return 'api.err.IdInvalid'
    if (override.poe_mode !== undefined && (!port.poeCapable || !POE_MODES.has(override.poe_mode)))
      return 'api.err.InvalidPoeMode'
  }
  return null
}

export function updateDevice(
  ctx: SiteContext,
  id: string | undefined,
  body: Record<string, any>
): SimResponse {
  const { site } = ctx
  const device = site.devices.find((d) => d.id === id)
  if (!device) return legacyError(400, 'api.err.IdInvalid')
  if (body.name !== undefined && (typeof body.name !== 'string' || body.name.length > 128))
    return legacyError(400, 'api.err.InvalidPayload')
  if (body.port_overrides !== undefined) {
    const error = validateOverrides(
      device,
      body.port_overrides,
      new Set(site.portconfs.map((p) => p._id))
    )
    if (error) return legacyError(400, error)
    const children = site.devices.filter((d) => d.uplinkMac === device.mac)
    const carriedBefore = new Map(children.map((d) => [d.mac, uplinkCarries(site, device, d)]))
    const wired = site.clients.filter((c) => c.wired && c.deviceMac === device.mac)
    const disabledBefore = new Map(wired.map((c) => [c, isPortDisabled(site, device, c.swPort!)]))
    // The whole array is replaced: ports left out lose their override.
    device.portOverrides = body.port_overrides.map((o: Record<string, any>) => ({
      ...o,
      port_idx: Number(o.port_idx),
    }))
    for (const child of children) {
      if (carriedBefore.get(child.mac) || !uplinkCarries(site, device, child)) continue
      if (child.poweredByPort) restartDevice(ctx.engine, child, ctx.now)
      else child.linkSince = ctx.now
    }
    for (const client of wired)
      if (disabledBefore.get(client) && !isPortDisabled(site, device, client.swPort!))
        client.assocAt = ctx.now
  }
  if (typeof body.name === 'string') device.name = body.name
  const fresh = siteContext(ctx.engine, site)
  return ok([
    renderDevice(site, fresh.live, device, onlineClients(site, fresh.live, fresh.now), fresh.now),
  ])
}
