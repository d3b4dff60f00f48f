import type {
  DeviceKind,
  DevicePort,
  DeviceState,
  DeviceWan,
  NetworkDevice,
} from '#core/plugins/controller_contract'
import { normalizeMac } from '#core/plugins/controller_contract'
import type {
  OmadaDevice,
  OmadaSwitchDetailPort,
  OmadaSwitchPort,
  OmadaWanStatus,
} from '../client/vendor_types.js'
import { toOmadaMac } from './macs.js'

/** `linkSpeed` codes of the ports overview. */
const SPEEDS: Record<number, number> = { 1: 10, 2: 100, 3: 1000, 4: 10_000 }

export function deviceKind(type: string | undefined): DeviceKind {
  return type === 'ap' || type === 'switch' || type === 'gateway' ? type : 'other'
}

/** `detailStatus` first (it tells rebooting and upgrading apart), else the coarse `status` (vendors.md §3.4). */
export function deviceState(device: Pick<OmadaDevice, 'status' | 'detailStatus'>): DeviceState {
  const detail = device.detailStatus
  if (typeof detail === 'number') {
    if (detail === 12) return 'upgrading'
    if (detail === 13) return 'rebooting'
    if (detail >= 14 && detail <= 17) return 'online'
    if (detail === 0 || detail === 1 || (detail >= 30 && detail <= 41)) return 'offline'
    if ((detail >= 10 && detail <= 11) || (detail >= 20 && detail <= 25) || detail === 50)
      return 'pending'
    return 'unknown'
  }
  switch (device.status) {
    case 0:
    case 3:
    case 4:
      return 'offline'
    case 1:
      return 'online'
    case 2:
      return 'pending'
    default:
      return 'unknown'
  }
}

/** "3day(s) 4h 5m 6s" (or plain seconds) → seconds. */
export function uptimeSeconds(uptime: string | number | undefined): number | null {
  if (typeof uptime === 'number') return Number.isFinite(uptime) ? uptime : null
  if (!uptime) return null
  if (/^\d+$/.test(uptime.trim())) return Number(uptime)
  const units: Record<string, number> = { day: 86_400, d: 86_400, h: 3600, m: 60, s: 1 }
  let total = 0
  let matched = false
  for (const [, value, unit] of uptime.matchAll(/(\d+)\s*(day|d|h|m|s)/gi)) {
    total += Number(value) * units[unit.toLowerCase()]
    matched = true
  }
  return matched ? total : null
}

export function mapPort(port: OmadaSwitchPort): DevicePort {
  const status = port.portStatus
  const up = status?.linkStatus !== undefined ? status.linkStatus === 1 : port.connectedStatus === 0
  const on = port.poe === 1
  const drawing = status?.poe === true || (status?.poePower ?? 0) > 0
  return {
    index: port.port,
    name: port.portName || `Port ${port.port}`,
    up,
    speedMbps: up && status?.linkSpeed ? (SPEEDS[status.linkSpeed] ?? null) : null,
    poe: port.supportPoe ? { mode: on ? 'auto' : 'off', powering: on && up && drawing } : null,
    profileId: port.profileId || null,
  }
}

/** The switch detail's `portList` has no link state or power draw: PoE ports count as powering when on and enabled. */
export function mapDetailPort(port: OmadaSwitchDetailPort): DevicePort {
  const enabled = port.status !== 0
  return {
    index: port.port,
    name: port.name || `Port ${port.port}`,
    up: enabled,
    speedMbps: null,
    poe:
      port.poeMode === undefined
        ? null
        : { mode: port.poeMode === 1 ? 'auto' : 'off', powering: port.poeMode === 1 && enabled },
    profileId: port.profileId || null,
  }
}

/** WAN-mode ports only; the lowest-numbered WAN is taken as the primary link (the API does not say which, [U]). */
export function mapWans(statuses: OmadaWanStatus[]): DeviceWan[] {
  const wans = statuses
    .filter((wan) => wan.mode === undefined || wan.mode === 0)
    .sort((a, b) => (a.port ?? 0) - (b.port ?? 0))
  return wans.map((wan, i) => ({
    id: `wan-${wan.port ?? i + 1}`,
    name: wan.name || `WAN ${i + 1}`,
    kind: 'ethernet',
    up: wan.status === 1 && wan.internetState !== 0,
    primary: i === 0,
    ip: wan.ip || null,
  }))
}

export function mapDevice(
  device: OmadaDevice,
  extra: { ports?: DevicePort[]; wans?: DeviceWan[] | null } = {}
): NetworkDevice {
  const kind = deviceKind(device.type)
  const uplinkPort = Number.parseInt(String(device.uplinkDevicePort ?? ''), 10)
  return {
    id: toOmadaMac(device.mac) ?? device.mac,
    mac: normalizeMac(device.mac),
    name: device.name || device.mac,
    kind,
    model: device.model || device.modelName || null,
    firmware: device.firmwareVersion || null,
    serial: device.sn || null,
    wans: kind === 'gateway' ? (extra.wans ?? null) : null,
    ip: device.ip || null,
    state: deviceState(device),
    uptimeSeconds: uptimeSeconds(device.uptime),
    uplinkMac: normalizeMac(device.uplinkDeviceMac),
    uplinkPort: Number.isInteger(uplinkPort) ? uplinkPort : null,
    ports: (extra.ports ?? []).sort((a, b) => a.index - b.index),
  }
}
