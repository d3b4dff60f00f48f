/** Mirror of core/network_members/transformers/member_transformer.ts. */
export interface NetworkMember {
  id: string
  name: string | null
  description: string | null
  ip: string | null
  authorized: boolean
  pending: boolean
  online: boolean
  state: string
  clientVersion: string | null
  networkId: string
  networkName: string
  controllerId: number
  controllerAlias: string
}

export interface MembershipNetwork {
  id: string
  name: string
  controllerId: number
  controllerAlias: string
  vendorName: string
}

export interface MembershipFailure {
  controllerId: number
  controllerAlias: string
  code: string
}

export interface MemberListing {
  data: NetworkMember[]
  networks: MembershipNetwork[]
  failures: MembershipFailure[]
}

export type AuthorizationFilter = 'all' | 'pending' | 'authorized' | 'deauthorized'
export type OnlineFilter = 'all' | 'online' | 'offline'

export interface MemberFilters {
  /** `${controllerId}:${networkId}`, or empty for every network. */
  network: string
  status: AuthorizationFilter
  online: OnlineFilter
  search: string
}
