/**
 * Builds a network from a seed: the venue's router first, then tills, office machines and cameras; offline, pending
 * and deauthorized members after them. Same (randomSeed, index) ⇒ same network.
 */
import type { ZeroTierNetworkSeed } from '../simulator_api.js'
import { assignAddress, type SimMember, type SimNetwork } from './network_model.js'
import { nodeId, randomFor, type SeededRandom } from './random.js'

const NAMES = [
  'kassa',
  'office-pc',
  'laptop-beheer',
  'nas',
  'camera-nvr',
  'pin-terminal',
  'printer-bar',
  'tablet-bediening',
  'muziek',
]
const DESCRIPTIONS = ['', '', 'Achter de bar', 'Kantoor boven', 'Meterkast', 'Beheer op afstand']
const VERSIONS = ['1.12.2', '1.14.0', '1.14.2', '1.16.0']
const PUBLIC_PREFIXES = ['203.0.113', '198.51.100', '192.0.2']
const DAY_MS = 24 * 60 * 60 * 1000

type Kind = 'online' | 'offline' | 'pending' | 'deauthorized'

export function generateNetwork(
  controllerId: string,
  seed: ZeroTierNetworkSeed,
  randomSeed: number,
  index: number,
  now: number
): SimNetwork {
  const random = randomFor(randomSeed, index)
  const created = now - random.int(30, 900) * DAY_MS
  const network: SimNetwork = {
    id: seed.id?.toLowerCase() ?? `${controllerId}${random.hex(6)}`,
    name: seed.name,
    description: seed.description ?? '',
    creationTime: created,
    lastModified: created + random.int(1, 20) * DAY_MS,
    subnetPrefix: `10.${random.int(144, 147)}.${(index % 250) + 1}`,
    members: new Map(),
  }
  const kinds: Kind[] = [
    ...Array<Kind>(seed.members ?? 4).fill('online'),
    ...Array<Kind>(seed.offline ?? 1).fill('offline'),
    ...Array<Kind>(seed.pending ?? 1).fill('pending'),
    ...Array<Kind>(seed.deauthorized ?? 0).fill('deauthorized'),
  ]
  kinds.forEach((kind, position) => addMember(network, random, kind, position, now))
  return network
}

/** A node that just ran `zerotier-cli join`: unauthorized, nameless unless told, heard from now. */
export function joiningMember(
  random: SeededRandom,
  now: number,
  request: { nodeId?: string; name?: string; clientVersion?: string }
): SimMember {
  return {
    ...baseMember(random, request.nodeId ?? nodeId(random), now),
    name: request.name ?? '',
    clientVersion: request.clientVersion ?? random.pick(VERSIONS),
  }
}

function addMember(
  network: SimNetwork,
  random: SeededRandom,
  kind: Kind,
  position: number,
  now: number
) {
  let member = baseMember(random, nodeId(random), now - random.int(1, 20) * DAY_MS)
  while (network.members.has(member.nodeId)) member = { ...member, nodeId: nodeId(random) }
  if (kind !== 'pending') {
    member.name = position === 0 ? 'venue-gw-01' : `${random.pick(NAMES)}-${position}`
    member.description = position === 0 ? 'Router in de meterkast' : random.pick(DESCRIPTIONS)
    member.activeBridge = position === 0
    member.authorized = kind !== 'deauthorized'
    member.lastAuthorizedTime = member.creationTime + random.int(1, 600) * 1000
    member.revision = kind === 'deauthorized' ? 3 : 2
    member.ipAssignments = [assignAddress(network) ?? '']
    if (kind === 'deauthorized') member.lastDeauthorizedTime = now - random.int(1, 10) * DAY_MS
  }
  if (kind === 'offline' || kind === 'deauthorized') {
    member.online = false
    member.offlineSince = now - random.int(2, 96) * 60 * 60 * 1000
  }
  network.members.set(member.nodeId, member)
}

function baseMember(random: SeededRandom, id: string, created: number): SimMember {
  return {
    nodeId: id,
    name: '',
    description: '',
    hidden: false,
    authorized: false,
    activeBridge: false,
    noAutoAssignIps: false,
    ipAssignments: [],
    creationTime: created,
    lastAuthorizedTime: 0,
    lastDeauthorizedTime: 0,
    revision: 1,
    clientVersion: random.pick(VERSIONS),
    physicalAddress: `${random.pick(PUBLIC_PREFIXES)}.${random.int(2, 250)}`,
    online: true,
    offlineSince: 0,
    seenLagSeconds: random.int(1, 50),
  }
}
