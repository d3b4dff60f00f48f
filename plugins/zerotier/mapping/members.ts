import type { DeviceState, NetworkDevice } from '#core/plugins/controller_contract'
import type { CentralMember } from '../client/vendor_types.js'

/** A member as the future membership screens need it: more than a NetworkDevice carries (every IP, last seen). */
export interface ZeroTierMember {
  nodeId: string
  networkId: string
  name: string | null
  description: string | null
  authorized: boolean
  /** Asked to join and never authorized yet: what Central lists as waiting for approval. */
  pending: boolean
  state: DeviceState
  lastSeen: Date | null
  ipAssignments: string[]
  /** The public address the member last reached the controller from. */
  physicalAddress: string | null
  clientVersion: string | null
  activeBridge: boolean
  hidden: boolean
}

/**
 * Central v1 has no online flag (vendors.md §5.3): a member counts as online when the controller heard from it within
 * `onlineWithinMs`. `lastSeen` may be reset to 0 by the vendor, which says nothing, hence unknown rather than offline.
 */
export function memberState(
  member: CentralMember,
  now: number,
  onlineWithinMs: number
): DeviceState {
  if (isPending(member)) return 'pending'
  const seen = lastSeenMs(member)
  if (seen === null) return 'unknown'
  return now - seen <= onlineWithinMs ? 'online' : 'offline'
}

export function isPending(member: CentralMember): boolean {
  return member.config?.authorized !== true && !(Number(member.config?.lastAuthorizedTime) > 0)
}

export function lastSeenMs(member: CentralMember): number | null {
  const seen = Number(member.lastSeen || member.lastOnline || 0)
  return Number.isFinite(seen) && seen > 0 ? seen : null
}

/** The version the node reports; the `v*` numbers of the config are -1 when it never said. */
export function clientVersion(member: CentralMember): string | null {
  const reported = member.clientVersion?.trim()
  if (reported) return reported
  const { vMajor, vMinor, vRev } = member.config ?? {}
  if (typeof vMajor !== 'number' || vMajor < 0) return null
  return `${vMajor}.${Math.max(0, vMinor ?? 0)}.${Math.max(0, vRev ?? 0)}`
}

export function ipAssignments(member: CentralMember): string[] {
  const ips = member.config?.ipAssignments
  return Array.isArray(ips)
    ? ips.filter((ip): ip is string => typeof ip === 'string' && ip.length > 0)
    : []
}

/** IPv4 first: the single `ip` of a device is what staff type into a browser or an SSH client. */
export function primaryIp(ips: string[]): string | null {
  return ips.find((ip) => ip.includes('.')) ?? ips[0] ?? null
}

export function mapMember(
  member: CentralMember,
  networkId: string,
  now: number,
  onlineWithinMs: number
): ZeroTierMember {
  const seen = lastSeenMs(member)
  return {
    nodeId: member.nodeId,
    networkId: member.networkId ?? networkId,
    name: member.name?.trim() || null,
    description: member.description?.trim() || null,
    authorized: member.config?.authorized === true,
    pending: isPending(member),
    state: memberState(member, now, onlineWithinMs),
    lastSeen: seen === null ? null : new Date(seen),
    ipAssignments: ipAssignments(member),
    physicalAddress:
      member.physicalAddress && member.physicalAddress !== '0' ? member.physicalAddress : null,
    clientVersion: clientVersion(member),
    activeBridge: member.config?.activeBridge === true,
    hidden: member.hidden === true,
  }
}

/**
 * A member as a device. Members are computers, routers and phones running ZeroTier, not LAN gear Central knows the
 * role of, so the kind is always `other`; they have no MAC Central reports, no ports, no uplink and no uptime.
 */
export function mapDevice(
  member: CentralMember,
  networkId: string,
  now: number,
  onlineWithinMs: number
): NetworkDevice {
  const view = mapMember(member, networkId, now, onlineWithinMs)
  return {
    id: view.nodeId,
    mac: null,
    name: view.name ?? view.nodeId,
    kind: 'other',
    model: null,
    firmware: view.clientVersion,
    authorized: view.authorized,
    description: view.description,
    ip: primaryIp(view.ipAssignments),
    state: view.state,
    uptimeSeconds: null,
    uplinkMac: null,
    uplinkPort: null,
    ports: [],
  }
}
