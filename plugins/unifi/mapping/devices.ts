import type {
  DeviceKind,
  DevicePort,
  DeviceState,
  DeviceWan,
  NetworkDevice,
} from '#core/plugins/controller_contract'
import { normalizeMac } from '#core/plugins/controller_contract'
import type { UnifiDevice, UnifiPort, UnifiPortOverride, UnifiWan } from '../client/vendor_types.js'
import { poeModeFromUnifi } from './poe.js'

const KINDS: Record<string, DeviceKind> = {
  ugw: 'gateway',
  udm: 'gateway',
  uxg: 'gateway',
  ucg: 'gateway',
  usw: 'switch',
  uap: 'ap',
}

/** vendors.md §2.3 state codes; "online" is only 1. */
const STATES: Record<number, DeviceState> = {
  0: 'offline',
  1: 'online',
  2: 'pending',
  3: 'upgrading',
  4: 'upgrading',
  5: 'pending',
  6: 'offline',
  7: 'pending',
  8: 'unknown',
  9: 'offline',
  10: 'offline',
  11: 'offline',
}

export function deviceKind(type: string | undefined): DeviceKind {
  return (type && KINDS[type]) || 'other'
}

/** A restart the controller knows about wins over the raw code, which flips between 0 and 5 meanwhile. */
export function deviceState(
  device: Pick<UnifiDevice, 'state'> & { restarting?: boolean }
): DeviceState {
  if (device.restarting) return 'rebooting'
  return device.state === undefined ? 'unknown' : (STATES[device.state] ?? 'unknown')
}

export function mapDevice(device: UnifiDevice): NetworkDevice {
  const overrides = new Map((device.port_overrides ?? []).map((o) => [o.port_idx, o]))
  return {
    id: device._id,
    mac: normalizeMac(device.mac),
    name: device.name || device.mac,
    kind: deviceKind(device.type),
    model: device.model ?? null,
    firmware: device.version ?? null,
    firmwareUpgrade: device.upgradable ? (device.upgrade_to_firmware ?? null) : null,
    serial: device.serial ?? null,
    wans: deviceKind(device.type) === 'gateway' ? mapWans(device) : null,
    ip: device.ip || null,
    state: deviceState(device),
    uptimeSeconds: typeof device.uptime === 'number' ? device.uptime : null,
    uplinkMac: normalizeMac(device.uplink?.uplink_mac),
    uplinkPort: device.uplink?.uplink_remote_port ?? null,
    ports: (device.port_table ?? []).map((port) => mapPort(port, overrides.get(port.port_idx))),
  }
}

export function mapPort(port: UnifiPort, override?: UnifiPortOverride): DevicePort {
  const up = port.up === true
  const poeMode = poeModeFromUnifi(override?.poe_mode ?? port.poe_mode)
  return {
    index: port.port_idx,
    name: port.name || `Port ${port.port_idx}`,
    up,
    speedMbps: up && port.speed ? port.speed : null,
    poe: port.port_poe ? { mode: poeMode ?? 'auto', powering: isPowering(port, poeMode) } : null,
    profileId: override?.portconf_id ?? port.portconf_id ?? null,
  }
}

/** A PoE port powers something when PoE is on for it and it draws power (or the controller says it is enabled). */
export function isPowering(port: UnifiPort, mode = poeModeFromUnifi(port.poe_mode)): boolean {
  if (!port.port_poe || mode === 'off' || port.up !== true) return false
  if (port.poe_power !== undefined) return Number(port.poe_power) > 0
  return port.poe_enable === true
}

/** UniFi gateways fail over from `wan1` to `wan2`; the first is the primary link. */
function mapWans(device: UnifiDevice): DeviceWan[] {
  const wans: Array<[string, UnifiWan | undefined]> = [
    ['wan1', device.wan1],
    ['wan2', device.wan2],
  ]
  return wans
    .filter((entry): entry is [string, UnifiWan] => entry[1] !== undefined)
    .map(([id, wan]) => ({
      id,
      name: wan.name || id.toUpperCase(),
      kind: 'ethernet',
      up: wan.up === true,
      primary: id === 'wan1',
      ip: wan.ip || null,
    }))
}
