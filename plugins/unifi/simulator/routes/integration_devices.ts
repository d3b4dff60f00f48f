/**
 * Integration API devices: list, detail, RESTART, port POWER_CYCLE. Reuses the legacy command handlers so both
 * APIs change the same virtual network.
 */
import type { SiteContext } from '../engine.js'
import { uuidFrom } from '../model/ids.js'
import type { SimDevice } from '../model/site_model.js'
import type { SimRequest, SimResponse } from '../http/responses.js'
import { renderDevices } from '../views/device_view.js'
import { deviceCommand } from './device_commands.js'
import { integrationError, paginate } from './integration_router.js'

const STATES: Record<number, string> = {
  0: 'OFFLINE',
  1: 'ONLINE',
  2: 'PENDING_ADOPTION',
  4: 'UPDATING',
  5: 'GETTING_READY',
  9: 'ADOPTING',
}

function features(device: SimDevice) {
  return device.kind === 'ap'
    ? ['accessPoint']
    : device.kind === 'switch'
      ? ['switching']
      : ['switching', 'gateway']
}

function summary(ctx: SiteContext, device: SimDevice) {
  return {
    id: uuidFrom(device.id),
    name: device.name,
    model: device.modelName,
    macAddress: device.mac,
    ipAddress: device.ip,
    state: STATES[ctx.live.get(device.mac)!.state] ?? 'OFFLINE',
    features: features(device),
    interfaces: device.kind === 'ap' ? ['ports', 'radios'] : ['ports'],
  }
}

function findDevice(ctx: SiteContext, id: string) {
  return ctx.site.devices.find((d) => uuidFrom(d.id) === id)
}

export function integrationDevices(ctx: SiteContext, request: SimRequest): SimResponse {
  return paginate(
    request,
    ctx.site.devices.map((d) => summary(ctx, d))
  )
}

export function integrationDevice(ctx: SiteContext, request: SimRequest, id: string): SimResponse {
  const device = findDevice(ctx, id)
  if (!device) return integrationError(request, 404, `Device ${id} not found`)
  const legacy = renderDevices(ctx.site, ctx.live, ctx.now, [device.mac])[0] as Record<string, any>
  const parent = device.uplinkMac
    ? ctx.site.devices.find((d) => d.mac === device.uplinkMac)
    : undefined
  return {
    status: 200,
    body: {
      ...summary(ctx, device),
      supported: true,
      firmwareVersion: device.version,
      firmwareUpdatable: false,
      adoptedAt: new Date(ctx.site.createdAt - 90 * 86_400_000).toISOString(),
      provisionedAt: new Date(ctx.live.get(device.mac)!.bootAt).toISOString(),
      configurationId: uuidFrom(`${device.id}/config`).slice(0, 8),
      ...(parent ? { uplink: { deviceId: uuidFrom(parent.id) } } : {}),
      features: Object.fromEntries(features(device).map((f) => [f, {}])),
      interfaces: {
        ports: (legacy.port_table as Array<Record<string, any>>).map((p) => ({
          idx: p.port_idx,
          state: p.up ? 'UP' : 'DOWN',
          connector: 'RJ45',
          maxSpeedMbps: 1000,
          speedMbps: p.speed,
          ...(p.port_poe
            ? {
                poe: {
                  standard: '802.3at',
                  type: 2,
                  enabled: p.poe_enable,
                  state: p.poe_good ? 'UP' : 'DOWN',
                },
              }
            : {}),
        })),
        ...(device.kind === 'ap'
          ? {
              radios: [
                {
                  wlanStandard: '802.11ax',
                  frequencyGHz: 2.4,
                  channelWidthMHz: 20,
                  channel: device.channels.ng,
                },
                {
                  wlanStandard: '802.11ax',
                  frequencyGHz: 5,
                  channelWidthMHz: 80,
                  channel: device.channels.na,
                },
              ],
            }
          : {}),
      },
    },
  }
}

function fromLegacy(request: SimRequest, answer: SimResponse, action: string): SimResponse {
  const meta = (answer.body as any)?.meta
  if (meta?.rc === 'ok') return { status: 200, body: { action } }
  return integrationError(request, 400, `Action ${action} failed: ${meta?.msg ?? 'unknown error'}`)
}

export function integrationDeviceAction(
  ctx: SiteContext,
  request: SimRequest,
  id: string,
  body: Record<string, any>
): SimResponse {
  const device = findDevice(ctx, id)
  if (!device) return integrationError(request, 404, `Device ${id} not found`)
  if (body.action !== 'RESTART')
    return integrationError(request, 400, `Unsupported action '${body.action}'`)
  return fromLegacy(request, deviceCommand(ctx, { cmd: 'restart', mac: device.mac }), 'RESTART')
}

export function integrationPortAction(
  ctx: SiteContext,
  request: SimRequest,
  id: string,
  portIdx: number,
  body: Record<string, any>
): SimResponse {
  const device = findDevice(ctx, id)
  if (!device) return integrationError(request, 404, `Device ${id} not found`)
  if (body.action !== 'POWER_CYCLE')
    return integrationError(request, 400, `Unsupported action '${body.action}'`)
  return fromLegacy(
    request,
    deviceCommand(ctx, { cmd: 'power-cycle', mac: device.mac, port_idx: portIdx }),
    'POWER_CYCLE'
  )
}
