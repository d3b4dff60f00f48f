/** Devices, switch ports and commands (vendors.md §3.4 Devices, Reboot, PoE and port profile). */
import { restartDevice, type SiteContext } from '../engine.js'
import { fail, grid, ok } from '../http/responses.js'
import { renderDevice, renderSwitchPorts } from '../model/live_view.js'
import { canonicalMac } from '../model/random.js'
import type { SimDevice } from '../model/site_model.js'
import { bodyOf, route, type SiteRoute } from './route_table.js'

function deviceOf(ctx: SiteContext, mac: string): SimDevice | undefined {
  const wanted = canonicalMac(mac)
  return ctx.site.devices.find((d) => d.mac === wanted)
}

const isOnline = (ctx: SiteContext, device: SimDevice) =>
  ctx.live.get(device.mac)?.detailStatus === 14

/** A switch command: the switch must exist (-39006) and be connected (-39007). */
function onlineSwitch(ctx: SiteContext, mac: string): SimDevice | ReturnType<typeof fail> {
  const device = deviceOf(ctx, mac)
  if (!device || device.type !== 'switch') return fail(-39006, 'This device does not exist.')
  if (!isOnline(ctx, device)) return fail(-39007, 'The device is not connected.')
  return device
}

function portOf(device: SimDevice, raw: string) {
  return device.ports.find((p) => p.port === Number(raw))
}

export const deviceRoutes: SiteRoute[] = [
  route('GET /devices', (ctx, request) =>
    grid(
      request,
      ctx.site.devices.map((d) => renderDevice(ctx.site, d, ctx.live, ctx.now))
    )
  ),

  route('POST /devices/:mac/reboot', (ctx, _request, { mac }) => {
    const device = deviceOf(ctx, mac)
    if (!device) return fail(-39006, 'This device does not exist.')
    const state = ctx.live.get(device.mac)!
    if (state.detailStatus === 13) return fail(-39009, 'The device is rebooting.')
    if (state.status !== 1) return fail(-39007, 'The device is not connected.')
    restartDevice(ctx.engine, device, ctx.now)
    return ok()
  }),

  route('GET /switches/ports/overview', (ctx, request) =>
    grid(
      request,
      ctx.site.devices
        .filter((d) => d.type === 'switch')
        .flatMap((d) => renderSwitchPorts(ctx.site, d, ctx.live))
    )
  ),

  route('GET /switches/:mac', (ctx, _request, { mac }) => {
    const device = deviceOf(ctx, mac)
    if (!device || device.type !== 'switch') return fail(-39006, 'This device does not exist.')
    const rendered = renderDevice(ctx.site, device, ctx.live, ctx.now)
    return ok({
      mac: device.mac,
      ip: device.ip,
      model: device.model,
      firmwareVersion: device.firmwareVersion,
      version: device.firmwareVersion.split(' ')[0],
      uptime: rendered.uptime,
      cpuUtil: rendered.cpuUtil,
      memUtil: rendered.memUtil,
      portList: device.ports.map((p) => ({
        port: p.port,
        name: p.name,
        poeMode: p.poe,
        profileId: p.profileId,
        profileName: ctx.site.lanProfiles.find((x) => x.id === p.profileId)?.name ?? '',
        profileOverrideEnable: p.profileOverrideEnable,
        status: 1,
        lagPort: false,
      })),
    })
  }),

  route('GET /gateways/:mac/wan-status', (ctx, _request, { mac }) => {
    const device = deviceOf(ctx, mac)
    if (!device || device.type !== 'gateway') return fail(-39006, 'This device does not exist.')
    const online = isOnline(ctx, device)
    return ok(
      device.wans.map((w) => ({
        port: w.port,
        name: w.name,
        mode: 0,
        type: w.port === 1 ? 0 : 1,
        ip: online && w.up ? w.ip : '',
        status: online && w.up ? 1 : 0,
        internetState: online && w.up ? 1 : 0,
        proto: 'dhcp',
        speed: 3,
        duplex: 2,
      }))
    )
  }),

  route('POST /switches/:mac/multi-ports/poe-recovery', (ctx, request, { mac }) => {
    const sw = onlineSwitch(ctx, mac)
    if (!('ports' in sw)) return sw
    const ports: unknown[] = Array.isArray(bodyOf(request).ports) ? bodyOf(request).ports : []
    if (!ports.length) return fail(-1001, 'Invalid request parameters.')
    const deviceResult = ports.map((raw) => {
      const port = portOf(sw, String(raw))
      const powered = ctx.site.devices.find(
        (d) => d.uplinkMac === sw.mac && d.uplinkPort === Number(raw) && d.poweredByPort
      )
      if (port?.supportPoe && port.poe === 1 && powered) restartDevice(ctx.engine, powered, ctx.now)
      return { port: Number(raw), result: port?.supportPoe ? 0 : -1 }
    })
    return ok({ process: 100, deviceResult })
  }),

  route('PUT /switches/:mac/ports/:port/poe-mode', (ctx, request, params) => {
    const sw = onlineSwitch(ctx, params.mac)
    if (!('ports' in sw)) return sw
    const port = portOf(sw, params.port)
    if (!port) return fail(-39701, 'This port does not exist.')
    const poeMode = bodyOf(request).poeMode
    if (!port.supportPoe || (poeMode !== 0 && poeMode !== 1))
      return fail(-1001, 'Invalid request parameters.')
    if (!port.profileOverrideEnable) return fail(-39737, 'Please enable Profile Override first.')
    port.poe = poeMode
    return ok()
  }),

  route('PUT /switches/:mac/ports/:port/profile-override', (ctx, request, params) => {
    const sw = onlineSwitch(ctx, params.mac)
    if (!('ports' in sw)) return sw
    const port = portOf(sw, params.port)
    if (!port) return fail(-39701, 'This port does not exist.')
    const enable = bodyOf(request).profileOverrideEnable
    if (typeof enable !== 'boolean') return fail(-1001, 'Invalid request parameters.')
    port.profileOverrideEnable = enable
    return ok()
  }),

  route('PUT /switches/:mac/ports/:port/profile', (ctx, request, params) => {
    const sw = onlineSwitch(ctx, params.mac)
    if (!('ports' in sw)) return sw
    const port = portOf(sw, params.port)
    if (!port) return fail(-39701, 'This port does not exist.')
    const profile = ctx.site.lanProfiles.find((p) => p.id === bodyOf(request).profileId)
    if (!profile) return fail(-33507, 'This profile does not exist.')
    port.profileId = profile.id
    // A profile that sets PoE applies it, unless the port overrides its profile.
    if (!port.profileOverrideEnable && port.supportPoe && profile.poe !== 2)
      port.poe = profile.poe === 0 ? 1 : 0
    return ok()
  }),
]
