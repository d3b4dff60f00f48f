/**
 * The programmatic face of the loyalty simulator (a Piggy-like API, payments-and-integrations.md §4.2), shared by the
 * plugin tests, the demo mode and the benchmarks (standalone: `simulator/main.ts`).
 */
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export type SubscriptionStrategy = 'OPT_IN' | 'OPT_OUT' | 'DOUBLE_OPT_IN'

export interface LoyaltySubscriptionTypeSeed {
  name: string
  strategy: SubscriptionStrategy
  description?: string
}

export interface LoyaltySimulatorOptions {
  /** The account's API key (`Authorization: Bearer <key>`). */
  apiKey: string
  port?: number
  host?: string
  /** HTTPS with a self-signed certificate (default true). */
  tls?: boolean
  /** Account-defined contact attributes beside the built-in `email` (default firstname, lastname, phone, locale). */
  attributes?: string[]
  /** Default: "Nieuwsbrief" (OPT_IN) and "Acties" (DOUBLE_OPT_IN). */
  subscriptionTypes?: LoyaltySubscriptionTypeSeed[]
  /** Seed for the deterministic uuids (default 1). */
  randomSeed?: number
}

/** A contact as the API renders it. */
export type LoyaltyContactJson = Record<string, any>

export interface LoyaltySimulatorState {
  /** Every contact, as `GET .../contacts/{uuid}` answers it. */
  contacts(): LoyaltyContactJson[]
  /** The contact with this e-mail (case-insensitive), or undefined. */
  contactByEmail(email: string): LoyaltyContactJson | undefined
  subscriptionTypes(): Array<{ uuid: string; name: string; strategy: SubscriptionStrategy }>
}

export interface LoyaltySimulator {
  /** Base URL; the API lives under `/api/v3/oauth/clients`. */
  readonly url: string
  readonly port: number
  readonly faults: ApiKeyFaults
  readonly state: LoyaltySimulatorState
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  stop(): Promise<void>
}
