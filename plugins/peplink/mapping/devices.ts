import type {
  DeviceKind,
  DevicePort,
  DeviceState,
  NetworkDevice,
} from '#core/plugins/controller_contract'
import { normalizeMac } from '#core/plugins/controller_contract'
import type { IcDevice, IcLanPort } from '../client/vendor_types.js'
import { mapWans } from './wans.js'

/** Product names, since InControl gives no device type: AP One…, SD Switch…, and routers (Balance, MAX, Surf…). */
const KIND_PATTERNS: Array<[RegExp, DeviceKind]> = [
  [/\bswitch\b/i, 'switch'],
  [/^(pepwave\s+)?ap\b|\bap\s?one\b|\bap\s?pro\b|access point/i, 'ap'],
  [
    /balance|\bmax\b|surf|\bbr1\b|transit|\bhd[1-4]\b|\bepx\b|\bsdx\b|\budx\b|fusionhub|\bb one\b|\bmbx\b|\bdome\b/i,
    'gateway',
  ],
]

export function deviceKind(
  device: Pick<IcDevice, 'product_name' | 'product_code' | 'interfaces'>
): DeviceKind {
  const product = `${device.product_name ?? ''} ${device.product_code ?? ''}`
  const match = KIND_PATTERNS.find(([pattern]) => pattern.test(product))?.[1]
  if (match) return match
  return device.interfaces?.length ? 'gateway' : 'other'
}

export function deviceState(status: string | undefined): DeviceState {
  if (!status) return 'unknown'
  if (/^online$/i.test(status)) return 'online'
  if (/^offline$/i.test(status)) return 'offline'
  return 'unknown'
}

/** `detail` is the device detail when it was read (routers and switches), else the list record alone. */
export function mapDevice(device: IcDevice, detail?: IcDevice | null): NetworkDevice {
  const merged: IcDevice = { ...device, ...(detail ?? {}) }
  const kind = deviceKind(merged)
  const wans = kind === 'gateway' ? mapWans(merged.interfaces) : null
  return {
    id: String(merged.id),
    mac: normalizeMac(merged.lan_mac),
    name: merged.name || merged.sn || String(merged.id),
    kind,
    model: merged.product_name ?? null,
    firmware: merged.fw_ver || null,
    serial: merged.sn ?? null,
    wans,
    ip: wans?.find((wan) => wan.primary && wan.up)?.ip ?? wans?.find((wan) => wan.up)?.ip ?? null,
    state: deviceState(merged.status),
    uptimeSeconds: null,
    uplinkMac: null,
    uplinkPort: null,
    ports: mapPorts(merged.port_status?.lan_list),
  }
}

export function mapPorts(list: Record<string, IcLanPort> | undefined): DevicePort[] {
  if (!list) return []
  return Object.values(list)
    .filter((port) => typeof port?.id === 'number')
    .sort((a, b) => a.id - b.id)
    .map((port) => {
      const up = port.enable !== false && port.linkUp === true
      return {
        index: port.id,
        name: port.name || `Port ${port.id}`,
        up,
        speedMbps: up ? speedMbps(port.speed) : null,
        poe: port.poe
          ? { mode: port.poe.enable === false ? 'off' : 'auto', powering: isPowering(port) }
          : null,
        profileId: null,
      }
    })
}

export function isPowering(port: IcLanPort): boolean {
  return (
    !!port.poe && port.poe.enable !== false && port.poe.delivering === true && port.linkUp === true
  )
}

/** "1000FD" / "100HD" → 1000 / 100. */
function speedMbps(speed: string | undefined): number | null {
  const value = Number.parseInt(speed ?? '', 10)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** Devices whose detail adds something: routers (WAN links) and switches (ports). */
export function needsDetail(device: IcDevice): boolean {
  const kind = deviceKind(device)
  return kind === 'gateway' || kind === 'switch' || kind === 'other'
}
