/**
 * The programmatic face of the ZeroTier Central simulator, shared by the contract and fault tests, the demo mode and
 * the benchmarks (a standalone process: `simulator/main.ts`).
 *
 * It speaks Central's v1 API of vendors.md §5 under `/api/v1`, holds networks with members whose state changes when
 * commands arrive (and when time passes: `lastSeen`), and can inject faults.
 */
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface ZeroTierNetworkSeed {
  /** `config.name`, e.g. "Venue Oost". */
  name: string
  /** 16 hex digits; derived from the controller id and the seed when left out. */
  id?: string
  description?: string
  /** Authorized members heard from just now (default 4). The first is the venue's router, `venue-gw-01`. */
  members?: number
  /** Authorized members last heard from hours or days ago (default 1). */
  offline?: number
  /** Nodes that asked to join and wait for authorization (default 1). */
  pending?: number
  /** Members an admin deauthorized (default 0). */
  deauthorized?: number
}

export interface ZeroTierSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** HTTPS with a generated self-signed certificate (default true). Central itself has a public certificate. */
  tls?: boolean
  /** The API token with access to every network. */
  token: string
  /** Tokens that see only some networks (by name or id): the others answer 403. */
  limitedTokens?: Record<string, string[]>
  /** Either explicit networks, or a count of generated ones (`Venue 1..N`, 4 online + 1 offline + 1 pending members). */
  networks?: ZeroTierNetworkSeed[]
  generatedNetworks?: number
  /** Members of each generated network (default 6); one of them offline and one pending, the rest online. */
  generatedMembers?: number
  /** Seed for the deterministic generator (ids, names, addresses, versions). */
  randomSeed?: number
  /** Requests per second per token before 429 (default 100, Central's paid tier; 20 is the free tier; 0 = off). */
  rateLimitPerSecond?: number
  /** Central's version in `GET /status` (default "1.0.0"). */
  version?: string
  /** Clock (ms since epoch), default Date.now: tests move time forward to see members go offline. */
  clock?: () => number
}

export interface ZeroTierFaults {
  latencyMs: number
  /** Every token is refused (401) while true. */
  wrongCredentials: boolean
  failNext(count: number, status?: number): void
  hangNext(count: number): void
  garbageNext(count: number): void
  /** The next `count` requests get 429 with Retry-After. */
  rateLimitNext(count: number, retryAfterSeconds?: number): void
  /** Revokes every token, as an admin deleting the API token in Central does: 401 until `reset()`. */
  expireSessions(): void
  /** A member heard from just now (online) or not since `offlineForMs` ago (default one hour). */
  setMemberOnline(networkId: string, nodeId: string, online: boolean, offlineForMs?: number): void
  /** Clears all of the above and restores revoked tokens. */
  reset(): void
}

/** Read access for assertions: the vendor's JSON as `GET` answers it. */
export interface ZeroTierSimulatorState {
  networkIds(): string[]
  networkIdByName(name: string): string | undefined
  network(networkId: string): Record<string, any>
  members(networkId: string): Array<Record<string, any>>
}

export interface JoinRequest {
  /** 10 hex digits; generated when left out. */
  nodeId?: string
  /** Central shows joining nodes without a name; a name can be given to tell them apart in tests. */
  name?: string
  clientVersion?: string
}

export interface ZeroTierSimulator {
  /** Base URL without `/api/v1`, e.g. "https://127.0.0.1:49152". */
  readonly url: string
  readonly port: number
  readonly faults: ZeroTierFaults
  readonly state: ZeroTierSimulatorState
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  /** Adds a network; answers its id. */
  addNetwork(seed: ZeroTierNetworkSeed): string
  /** A node runs `zerotier-cli join <network>`: it appears as an unauthorized (pending) member. */
  join(networkId: string, request?: JoinRequest): Record<string, any>
  stop(): Promise<void>
}

export type ZeroTierRequestLogEntry = SimRequestLogEntry
