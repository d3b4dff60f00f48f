import type {
  ClientView,
  DeviceView,
  NetworkEventView,
  PortProfileView,
  SubnetView,
  WlanView,
} from '#core/network/network_api_types'
import type { DevicePort, PortProfile, Subnet, Wlan } from '#core/plugins/controller_contract'

const iso = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null

export function transformDevice(
  row: Record<string, any>,
  profiles: PortProfile[],
  syncedAt: Date | null
): DeviceView {
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
    ports: ((row.ports ?? []) as DevicePort[]).map((port) => ({
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

export function transformClient(row: Record<string, any>, syncedAt: Date | null): ClientView {
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
export function transformWlan(wlan: Wlan, reveal: { privatePassphrases: boolean }): WlanView {
  const hidden = !wlan.guest && !reveal.privatePassphrases && wlan.passphrase !== null
  return {
    id: wlan.id,
    name: wlan.name,
    enabled: wlan.enabled,
    hidden: wlan.hidden,
    kind: wlan.guest ? 'public' : 'private',
    security: wlan.security,
    passphrase: hidden ? null : wlan.passphrase,
    passphraseHidden: hidden,
    networkId: wlan.networkId,
  }
}

export function transformSubnet(subnet: Subnet): SubnetView {
  return {
    id: subnet.id,
    name: subnet.name,
    purpose: subnet.purpose,
    vlan: subnet.vlan,
    cidr: subnet.cidr,
  }
}

export function transformPortProfile(profile: PortProfile): PortProfileView {
  return {
    id: profile.id,
    name: profile.name,
    nativeNetworkId: profile.nativeNetworkId,
    poe: profile.poe,
  }
}

export function transformEvent(row: Record<string, any>): NetworkEventView {
  return {
    id: Number(row.id),
    at: iso(row.at)!,
    type: row.type,
    deviceId: row.device_id,
    deviceName: row.device_name,
    data: row.data ?? {},
  }
}
