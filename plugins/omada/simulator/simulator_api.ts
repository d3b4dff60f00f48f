/**
 * The programmatic face of the Omada simulator, shared by the contract and fault tests, the demo mode and the
 * benchmarks (a standalone process: `simulator/main.ts`). It speaks the Open API of vendors.md §3 and the
 * external-portal API of §6.2, holds a virtual network per site that commands change, and can inject faults.
 */
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface OmadaSiteSeed {
  name: string
  switches?: number
  aps?: number
  wiredClients?: number
  wirelessClients?: number
}

export interface OmadaSimulatorOptions {
  port?: number
  host?: string
  /** HTTPS with a self-signed certificate (default true, as real controllers). */
  tls?: boolean
  /** The Open API app (client mode). */
  clientId: string
  clientSecret: string
  /** The controller id; default one derived from the seed. */
  omadacId?: string
  /** Explicit sites, and/or a count of generated ones ("Venue 1".."Venue N", 10 devices / 50 clients each) for benchmarks. */
  sites?: OmadaSiteSeed[]
  generatedSites?: number
  /** Same seed ⇒ same sites (ids, MACs, names, signals). Default 1. */
  seed?: number
  /** Access-token lifetime (default 7200 s, vendors.md §3.2). */
  tokenTtlSeconds?: number
  /** How long a rebooted device stays down (default 5 s). */
  rebootSeconds?: number
  /** Hotspot operators for the external-portal API (default one: operator / operator). */
  hotspotOperators?: Array<{ name: string; password: string }>
  /** How extPortal/auth reads `time` (a duration): default milliseconds, what real controllers are reported to do. */
  portalTimeUnit?: 'milliseconds' | 'microseconds'
  /** Controller version reported by /api/info (default "5.15.24.18"). */
  controllerVersion?: string
  clock?: () => number
}

export interface OmadaFaults {
  latencyMs: number
  wrongCredentials: boolean
  failNext(count: number, status?: number): void
  hangNext(count: number): void
  garbageNext(count: number): void
  rateLimitNext(count: number, retryAfterSeconds?: number): void
  throttleNextLogins(count: number): void
  /** Every access token expires now: the next call gets -44112 and must refresh. */
  expireSessions(): void
  /** Every access token is forgotten: the next call gets -44113. */
  invalidateTokens(): void
  /** Every refresh token is spent: a refresh gets -44114. */
  expireRefreshTokens(): void
  /** Takes a device (any MAC spelling) offline or back online; what hangs off it follows. */
  setDeviceOnline(siteId: string, mac: string, online: boolean): void
  reset(): void
}

/** One extPortal/auth as received, for assertions on the raw `time`. */
export interface PortalAuthLogEntry {
  at: number
  body: Record<string, unknown>
}

export interface OmadaSimulatorState {
  /** Site ids, in order. */
  siteIds(): string[]
  siteIdByName(name: string): string | undefined
  /** Rendered as the Open API returns them. */
  devices(siteId: string): Array<Record<string, any>>
  clients(siteId: string): Array<Record<string, any>>
  /** Active guest authorizations: AA-BB-… MAC → end (ms since epoch). */
  authorizations(siteId: string): Map<string, number>
  portalAuths: PortalAuthLogEntry[]
}

export interface OmadaSimulator {
  readonly url: string
  readonly port: number
  readonly omadacId: string
  readonly faults: OmadaFaults
  readonly state: OmadaSimulatorState
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  stop(): Promise<void>
}
