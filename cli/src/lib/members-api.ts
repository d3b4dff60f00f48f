import type { ApiClient } from './api-client.js'

/** Mirror of core/network_members/transformers/member_transformer.ts: what the CLI shows of a network member. */
export type NetworkMember = {
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

export type MemberListing = {
  data: NetworkMember[]
  networks: Array<{
    id: string
    name: string
    controllerId: number
    controllerAlias: string
    vendorName: string
  }>
  failures: Array<{ controllerId: number; controllerAlias: string; code: string }>
}

export type MemberQuery = { network?: string; pending?: boolean; q?: string }

const PATH = '/rest/zerotier/network/members'

export const membersApi = {
  /** Read live from every membership controller; a controller that cannot be read is in `failures`. */
  list(client: ApiClient, query: MemberQuery = {}): Promise<MemberListing> {
    const params = new URLSearchParams()
    if (query.network) params.set('network', query.network)
    if (query.pending) params.set('status', 'pending')
    if (query.q) params.set('q', query.q)
    const search = params.toString()
    return client.get<MemberListing>(search ? `${PATH}?${search}` : PATH)
  },
  authorize: (client: ApiClient, member: NetworkMember, authorized: boolean) =>
    client.patch<NetworkMember>(`${PATH}/${encodeURIComponent(member.id)}`, {
      controllerId: member.controllerId,
      networkId: member.networkId,
      authorized,
    }),
}
