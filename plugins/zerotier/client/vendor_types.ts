/** The fields of ZeroTier Central v1 this plugin reads (vendors.md §5); everything else passes through untouched. */

export interface CentralStatus {
  id?: string
  type?: string
  clock?: number
  version?: string
  apiVersion?: string
  uptime?: number
  readOnlyMode?: boolean
}

export interface CentralNetwork {
  id: string
  description?: string
  config?: {
    id?: string
    name?: string
    private?: boolean
    ipAssignmentPools?: Array<{ ipRangeStart: string; ipRangeEnd: string }>
    routes?: Array<{ target: string; via: string | null }>
    v4AssignMode?: { zt?: boolean }
  }
  onlineMemberCount?: number
  authorizedMemberCount?: number
  totalMemberCount?: number
}

export interface CentralMemberConfig {
  authorized?: boolean
  activeBridge?: boolean
  ipAssignments?: string[] | null
  noAutoAssignIps?: boolean
  creationTime?: number
  lastAuthorizedTime?: number
  lastDeauthorizedTime?: number
  revision?: number
  vMajor?: number
  vMinor?: number
  vRev?: number
  vProto?: number
}

export interface CentralMember {
  /** `<networkId>-<nodeId>`, deprecated by the vendor: use `nodeId`. */
  id?: string
  networkId?: string
  nodeId: string
  name?: string | null
  description?: string | null
  hidden?: boolean
  /** Milliseconds since epoch; may be reset to 0 at any time (vendor's warning). */
  lastSeen?: number | null
  /** The deprecated older name of `lastSeen`. */
  lastOnline?: number | null
  physicalAddress?: string | null
  clientVersion?: string | null
  protocolVersion?: number
  config?: CentralMemberConfig
}

/** What `POST /network/{id}/member/{node}` takes: a partial member, deep-merged by Central. */
export interface CentralMemberChange {
  name?: string
  description?: string
  hidden?: boolean
  config?: Partial<Pick<CentralMemberConfig, 'authorized' | 'activeBridge' | 'noAutoAssignIps'>> & {
    ipAssignments?: string[]
  }
}
