import type {
  DeviceKind,
  DevicePort,
  DeviceState,
  PortProfile,
  SignalQuality,
  Subnet,
  Wlan,
} from '#core/plugins/controller_contract'
import type { NetworkEventType } from '#core/network/services/site_snapshot'

/**
 * The snapshot rows and vendor records as the API shows them (core/network/network_schemas.ts declares the same
 * shapes for the OpenAPI document, and the UI and CLI read their types from it).
 */

/** A network_devices row, as the device reads select it. */
export interface DeviceRow {
  remote_id: string
  mac: string | null
  name: string
  alias: string | null
  kind: DeviceKind
  model: string | null
  firmware: string | null
  firmware_upgrade?: string | null
  ip: string | null
  state: DeviceState
  uptime_seconds: number | null
  uplink_mac: string | null
  uplink_port: number | null
  ports: DevicePort[] | null
  last_seen_at: Date | string | null
}

/** A network_clients row, as the client reads select it. */
export interface ClientRow {
  mac: string
  name: string | null
  alias: string | null
  hostname: string | null
  ip: string | null
  fixed_ip: string | null
  wired: boolean
  guest: boolean
  online: boolean
  ssid: string | null
  uplink_mac: string | null
  uplink_name?: string | null
  uplink_port: number | null
  signal: SignalQuality | null
  signal_dbm: number | null
  vendor: string | null
  vlan: number | null
  config_state: 'pending' | 'success' | 'alert' | null
  reboot_needed: boolean
  last_seen_at: Date | string | null
}

/** A network_events row (the id is a bigint, read as a string). */
export interface EventRow {
  id: number | string
  at: Date | string
  type: NetworkEventType
  device_id: string | null
  device_name: string | null
  data: Record<string, unknown> | null
}

function iso(value: Date | string): string
function iso(value: Date | string | null | undefined): string | null
function iso(value: Date | string | null | undefined) {
  return value ? new Date(value).toISOString() : null
}

export function transformDevice(row: DeviceRow, profiles: PortProfile[], syncedAt: Date | null) {
  const profileNames = new Map(profiles.map((profile) => [profile.id, profile.name]))
  const online = row.state === 'online'
  return {
    id: row.remote_id,
    mac: row.mac,
    name: row.alias ?? row.name,
    kind: row.kind,
    model: row.model,
    firmware: row.firmware,
    firmwareUpgrade: row.firmware_upgrade ?? null,
    ip: row.ip,
    state: row.state,
    online,
    uptimeSeconds: row.uptime_seconds,
    uplinkMac: row.uplink_mac,
    uplinkPort: row.uplink_port,
    ports: (row.ports ?? []).map((port) => ({
      index: port.index,
      name: port.name,
      up: port.up,
      speedMbps: port.speedMbps,
      poe: port.poe,
      profileId: port.profileId,
      profileName: port.profileId ? (profileNames.get(port.profileId) ?? null) : null,
    })),
    lastSeenAt: online ? iso(syncedAt ?? row.last_seen_at) : iso(row.last_seen_at),
  }
}

export function transformClient(row: ClientRow, syncedAt: Date | null) {
  return {
    mac: row.mac,
    name: row.alias ?? row.name,
    hostname: row.hostname,
    ip: row.ip,
    fixedIp: row.fixed_ip,
    wired: row.wired,
    guest: row.guest,
    online: row.online,
    ssid: row.ssid,
    uplinkMac: row.uplink_mac,
    uplinkName: row.uplink_name ?? null,
    uplinkPort: row.uplink_port,
    signal: row.signal,
    signalDbm: row.signal_dbm,
    vendor: row.vendor,
    vlan: row.vlan,
    configState: row.config_state,
    rebootNeeded: row.reboot_needed,
    lastSeenAt: row.online ? iso(syncedAt ?? row.last_seen_at) : iso(row.last_seen_at),
  }
}

/**
 * Passphrases of private networks (staff, PPSK/tenant keys) go only to those who may change the venue's network
 * (location_update): a read-only viewer sees that one exists. Guest network passwords are meant to be handed out,
 * so every reader sees them (docs/security.md).
 */
export function transformWlan(wlan: Wlan, reveal: { privatePassphrases: boolean }) {
  const hidden = !wlan.guest && !reveal.privatePassphrases && wlan.passphrase !== null
  return {
    id: wlan.id,
    name: wlan.name,
    enabled: wlan.enabled,
    hidden: wlan.hidden,
    kind: wlan.guest ? ('public' as const) : ('private' as const),
    security: wlan.security,
    passphrase: hidden ? null : wlan.passphrase,
    passphraseHidden: hidden,
    networkId: wlan.networkId,
  }
}

export function transformSubnet(subnet: Subnet) {
  return {
    id: subnet.id,
    name: subnet.name,
    purpose: subnet.purpose,
    vlan: subnet.vlan,
    cidr: subnet.cidr,
  }
}

export function transformPortProfile(profile: PortProfile) {
  return {
    id: profile.id,
    name: profile.name,
    nativeNetworkId: profile.nativeNetworkId,
    poe: profile.poe,
  }
}

export function transformEvent(row: EventRow) {
  return {
    id: Number(row.id),
    at: iso(row.at),
    type: row.type,
    deviceId: row.device_id,
    deviceName: row.device_name,
    data: row.data ?? {},
  }
}

export type DeviceView = ReturnType<typeof transformDevice>
export type ClientView = ReturnType<typeof transformClient>
export type WlanView = ReturnType<typeof transformWlan>
