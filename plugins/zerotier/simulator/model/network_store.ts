import type { JoinRequest, ZeroTierNetworkSeed } from '../simulator_api.js'
import { joiningMember, generateNetwork } from './network_generator.js'
import type { SimMember, SimNetwork } from './network_model.js'
import { nodeId, randomFor, type SeededRandom } from './random.js'

/** The networks of one Central account, in creation order, plus the node id of its (virtual) controller. */
export class NetworkStore {
  readonly controllerId: string
  readonly #networks = new Map<string, SimNetwork>()
  readonly #random: SeededRandom
  #count = 0

  constructor(
    private readonly randomSeed: number,
    private readonly now: () => number
  ) {
    this.controllerId = nodeId(randomFor(randomSeed, -1))
    this.#random = randomFor(randomSeed, -2)
  }

  add(seed: ZeroTierNetworkSeed): SimNetwork {
    const network = generateNetwork(
      this.controllerId,
      seed,
      this.randomSeed,
      this.#count++,
      this.now()
    )
    if (this.#networks.has(network.id)) throw new Error(`network ${network.id} exists`)
    this.#networks.set(network.id, network)
    return network
  }

  get(id: string): SimNetwork | undefined {
    return this.#networks.get(id.toLowerCase())
  }

  byName(name: string): SimNetwork | undefined {
    return [...this.#networks.values()].find((network) => network.name === name)
  }

  all(): SimNetwork[] {
    return [...this.#networks.values()]
  }

  join(network: SimNetwork, request: JoinRequest = {}): SimMember {
    const requested = request.nodeId?.toLowerCase()
    if (requested !== undefined && !/^[0-9a-f]{10}$/.test(requested))
      throw new Error(`${request.nodeId} is not a node id`)
    const existing = requested ? network.members.get(requested) : undefined
    if (existing) {
      existing.online = true
      return existing
    }
    let member = joiningMember(this.#random, this.now(), { ...request, nodeId: requested })
    while (!requested && network.members.has(member.nodeId))
      member = { ...member, nodeId: nodeId(this.#random) }
    network.members.set(member.nodeId, member)
    return member
  }
}
