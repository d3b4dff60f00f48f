/**
 * The programmatic face of the Peplink InControl2 simulator, for the contract and fault tests, the demo mode and
 * the benchmarks (standalone: `simulator/main.ts`). It speaks the InControl2 REST subset of vendors.md §4 / §7.
 */
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface PeplinkGroupSeed {
  name: string
  /** Balance / MAX routers (default 1); the first is the group's gateway. */
  routers?: number
  /** SD Switches with PoE (default 1); access points hang off their PoE ports. */
  switches?: number
  /** AP One access points (default 2). */
  aps?: number
  wiredClients?: number
  wirelessClients?: number
  /** Starts the first router in failover: its primary WAN down, its cellular link carrying traffic. */
  failover?: boolean
}

export interface PeplinkOrganizationSeed {
  /** Short id like InControl's ("t00nnt"); derived from the seed and name when left out. */
  id?: string
  name: string
  groups: PeplinkGroupSeed[]
}

export interface PeplinkSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** HTTPS with a self-signed certificate (default true). InControl appliances ship one. */
  tls?: boolean
  clientId: string
  clientSecret: string
  /** Default: one organisation "Airdeck Demo" with one group "Main venue". */
  organizations?: PeplinkOrganizationSeed[]
  /** Bulk: N more groups ("Venue 1".."Venue N", 10 devices / 50 clients each) in an organisation of their own, built on first access. */
  generatedGroups?: number
  /** Same seed ⇒ same ids, MACs, serials, names and signals (default 1). */
  seed?: number
  /** `expires_in` of issued tokens (default 172799 s, InControl's 48 h). */
  tokenTtlSeconds?: number
  /** How long a rebooted device stays offline (default 5 s). */
  rebootSeconds?: number
  /** Serve the unconfirmed client list path `/rest/o/{org}/g/{group}/client` (default true). */
  clientList?: boolean
  clock?: () => number
}

export interface PeplinkFaults {
  latencyMs: number
  wrongCredentials: boolean
  failNext(count: number, status?: number): void
  hangNext(count: number): void
  garbageNext(count: number): void
  rateLimitNext(count: number, retryAfterSeconds?: number): void
  /** The next `count` token requests get 429 with Retry-After. */
  throttleNextLogins(count: number): void
  /** Every access token ends now (refresh tokens stay valid). */
  expireSessions(): void
  /** The next `count` device-detail reads answer `{resp_code:"PENDING"}`. */
  pendingNext(count: number): void
  /** A device (id, serial or MAC) off or back on line. */
  setDeviceOnline(device: string, online: boolean): void
  /** A router (id, serial or MAC) into failover (primary WAN down, cellular up) or back. */
  setFailover(device: string, on: boolean): void
  reset(): void
}

/** Read access for assertions; shapes are InControl's JSON. */
export interface PeplinkSimulatorState {
  organizations(): Array<{ id: string; name: string }>
  groups(orgId: string): Array<{ id: number; name: string }>
  devices(orgId: string, groupId: number): Array<Record<string, any>>
  deviceDetail(deviceId: number): Record<string, any> | null
  clients(orgId: string, groupId: number): Array<Record<string, any>>
  /** Ids of reboots received, oldest first. */
  reboots(): number[]
}

export interface PeplinkSimulator {
  readonly url: string
  readonly port: number
  readonly faults: PeplinkFaults
  readonly state: PeplinkSimulatorState
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  /** Adds a group to an organisation; answers its id. */
  addGroup(orgId: string, seed: PeplinkGroupSeed): number
  stop(): Promise<void>
}
