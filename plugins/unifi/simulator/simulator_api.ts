/**
 * The programmatic face of the UniFi simulator, shared by the contract tests, fault tests, the demo mode
 * (`npm start` starts one in-process) and the benchmarks (a standalone process: `simulator/main.ts`).
 *
 * The simulator speaks the UniFi Network HTTP API of vendors.md §2 (classic controller and UniFi OS), holds a
 * virtual network per site whose state changes when commands arrive, and can inject faults.
 */

export type UnifiFlavour = 'classic' | 'unifi-os'

export interface UnifiSiteSeed {
  /** Short key used in URLs (`/api/s/{name}/...`), e.g. "default", "venue-12". */
  name: string
  /** Display name (`desc`). */
  desc: string
  switches?: number
  aps?: number
  wiredClients?: number
  wirelessClients?: number
}

export interface UnifiSimulatorOptions {
  flavour: UnifiFlavour
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** HTTPS with a generated self-signed certificate (default true, as real controllers). */
  tls?: boolean
  username: string
  password: string
  /** Either explicit sites, or a count of generated sites (`site-1`..`site-N`, 10 devices / 50 clients each by default). */
  sites?: UnifiSiteSeed[]
  generatedSites?: number
  /** Seed for the deterministic generator (names, MACs, signals). */
  randomSeed?: number
  /** How long a restarted device stays offline (default 5 s). */
  rebootSeconds?: number
  /** Integration API key (UniFi OS only); the Integration API is off without it. */
  apiKey?: string
  /** Network version reported by the controller, default "9.0.114". */
  version?: string
  /** Clock (ms since epoch), default Date.now: tests move time forward to see uptime grow and guest access expire. */
  clock?: () => number
}

export type { SimRequestLogEntry as UnifiRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface UnifiFaults {
  /** Added to every response. */
  latencyMs: number
  /** Every login fails with the vendor's wrong-credentials answer while true. */
  wrongCredentials: boolean
  /** The next `count` requests (logins included) answer `status` (default 502). */
  failNext(count: number, status?: number): void
  /** The next `count` requests never answer (the socket stays open until the client gives up). */
  hangNext(count: number): void
  /** The next `count` responses are not JSON. */
  garbageNext(count: number): void
  /** Every session ends now: the next call gets 401 LoginRequired and must log in again. */
  expireSessions(): void
  /** UniFi OS: the next `count` logins get 429 AUTHENTICATION_FAILED_LIMIT_REACHED. */
  throttleNextLogins(count: number): void
  /** The next `count` requests get 429 with Retry-After. */
  rateLimitNext(count: number, retryAfterSeconds?: number): void
  /** Takes a device offline (state 0) or back online (state 1); its clients leave or come back. */
  setDeviceOnline(site: string, mac: string, online: boolean): void
  /** Clears all of the above. */
  reset(): void
}

/** Read access to the virtual network, for assertions. Shapes are the vendor's JSON (legacy API). */
export interface UnifiSimulatorState {
  siteNames(): string[]
  devices(site: string): Array<Record<string, any>>
  clients(site: string): Array<Record<string, any>>
  knownUsers(site: string): Array<Record<string, any>>
  wlans(site: string): Array<Record<string, any>>
  /** Active guest authorizations: mac → expiry (ms since epoch). */
  guestAuthorizations(site: string): Map<string, number>
}

export interface UnifiSimulator {
  /** Base URL, e.g. "https://127.0.0.1:49152" (what an admin types as the controller URL, port included). */
  readonly url: string
  readonly port: number
  readonly flavour: UnifiFlavour
  readonly faults: UnifiFaults
  readonly state: UnifiSimulatorState
  /** Every request served, oldest first. */
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  addSite(seed: UnifiSiteSeed): void
  stop(): Promise<void>
}

export type StartUnifiSimulator = (options: UnifiSimulatorOptions) => Promise<UnifiSimulator>
