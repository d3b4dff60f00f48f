import type { SimNetwork } from '../model/network_model.js'
import { isOnlineNow } from './member_view.js'

/** A network as Central v1 answers it: the controller config under `config`, counters beside it. */
export function renderNetwork(network: SimNetwork, ownerId: string, now: number) {
  const members = [...network.members.values()]
  const prefix = network.subnetPrefix
  return {
    id: network.id,
    type: 'Network',
    clock: now,
    config: {
      id: network.id,
      name: network.name,
      private: true,
      creationTime: network.creationTime,
      lastModified: network.lastModified,
      enableBroadcast: true,
      mtu: 2800,
      multicastLimit: 32,
      ipAssignmentPools: [{ ipRangeStart: `${prefix}.1`, ipRangeEnd: `${prefix}.254` }],
      routes: [{ target: `${prefix}.0/24`, via: null }],
      v4AssignMode: { zt: true },
      v6AssignMode: { '6plane': false, 'rfc4193': false, 'zt': false },
      dns: { domain: '', servers: null },
      rules: [{ not: false, or: false, type: 'ACTION_ACCEPT' }],
      tags: [],
      capabilities: [],
    },
    description: network.description,
    rulesSource: 'accept;',
    ownerId,
    onlineMemberCount: members.filter((m) => m.authorized && isOnlineNow(m, now)).length,
    authorizedMemberCount: members.filter((m) => m.authorized).length,
    totalMemberCount: members.length,
  }
}
