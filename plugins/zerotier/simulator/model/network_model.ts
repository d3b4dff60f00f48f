/**
 * What the simulator stores: networks with their members. Everything derived from time (`lastSeen` of online
 * members, member counts) is rendered per request by the views.
 */

export interface SimMember {
  nodeId: string
  name: string
  description: string
  hidden: boolean
  authorized: boolean
  activeBridge: boolean
  noAutoAssignIps: boolean
  ipAssignments: string[]
  creationTime: number
  lastAuthorizedTime: number
  lastDeauthorizedTime: number
  revision: number
  clientVersion: string
  physicalAddress: string
  /** Online members report `lastSeen` a few seconds ago on every read; offline ones keep `offlineSince`. */
  online: boolean
  offlineSince: number
  /** Seconds behind "now" an online member's `lastSeen` is (its check-in rhythm). */
  seenLagSeconds: number
}

export interface SimNetwork {
  id: string
  name: string
  description: string
  creationTime: number
  lastModified: number
  /** The /24 the members' addresses come from, e.g. "10.147.17". */
  subnetPrefix: string
  members: Map<string, SimMember>
}

export const POOL_FIRST_HOST = 1
export const POOL_LAST_HOST = 254

/** Central's automatic IPv4 assignment: the lowest free address of the pool. */
export function assignAddress(network: SimNetwork): string | null {
  const taken = new Set([...network.members.values()].flatMap((m) => m.ipAssignments))
  for (let host = POOL_FIRST_HOST; host <= POOL_LAST_HOST; host++) {
    const ip = `${network.subnetPrefix}.${host}`
    if (!taken.has(ip)) return ip
  }
  return null
}
