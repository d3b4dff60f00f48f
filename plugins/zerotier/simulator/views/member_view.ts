import type { SimMember, SimNetwork } from '../model/network_model.js'

/** A member as Central v1 answers it (vendors.md §5.3); `lastOnline` mirrors `lastSeen` under its deprecated name. */
export function renderMember(
  network: SimNetwork,
  member: SimMember,
  controllerId: string,
  now: number
) {
  const lastSeen = lastSeenOf(member, now)
  const [major, minor, rev] = member.clientVersion.split('.').map(Number)
  return {
    id: `${network.id}-${member.nodeId}`,
    type: 'Member',
    clock: now,
    networkId: network.id,
    nodeId: member.nodeId,
    controllerId,
    hidden: member.hidden,
    name: member.name,
    description: member.description,
    config: {
      activeBridge: member.activeBridge,
      authorized: member.authorized,
      capabilities: [],
      creationTime: member.creationTime,
      id: member.nodeId,
      identity: '',
      ipAssignments: [...member.ipAssignments],
      lastAuthorizedTime: member.lastAuthorizedTime,
      lastDeauthorizedTime: member.lastDeauthorizedTime,
      noAutoAssignIps: member.noAutoAssignIps,
      nwid: network.id,
      objtype: 'member',
      remoteTraceLevel: 0,
      remoteTraceTarget: '',
      revision: member.revision,
      ssoExempt: false,
      tags: [],
      vMajor: Number.isFinite(major) ? major : -1,
      vMinor: Number.isFinite(minor) ? minor : -1,
      vRev: Number.isFinite(rev) ? rev : -1,
      vProto: 12,
    },
    lastOnline: lastSeen,
    lastSeen,
    physicalAddress: member.physicalAddress,
    clientVersion: member.clientVersion,
    protocolVersion: 12,
    supportsRulesEngine: true,
  }
}

export function lastSeenOf(member: SimMember, now: number): number {
  return member.online ? now - member.seenLagSeconds * 1000 : member.offlineSince
}

/** Members heard from within the last five minutes, as the counters on a Central network are understood here. */
export function isOnlineNow(member: SimMember, now: number) {
  return now - lastSeenOf(member, now) <= 5 * 60 * 1000
}
