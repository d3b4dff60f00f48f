/**
 * The programmatic face of the CRM simulator (a HubSpot-like contacts API, payments-and-integrations.md §4.3), shared
 * by the plugin tests, the demo mode and the benchmarks (standalone: `simulator/main.ts`).
 */
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface CrmSimulatorOptions {
  /** The private-app access token (`Authorization: Bearer <token>`). */
  token: string
  port?: number
  host?: string
  /** HTTPS with a self-signed certificate (default true). */
  tls?: boolean
  /** Custom contact properties of the account beside HubSpot's defaults (default `airdeck_marketing_opt_in`). */
  customProperties?: string[]
  /** Largest batch accepted (HubSpot: 100). */
  maxBatch?: number
}

/** A contact as the API renders it: `{id, properties, createdAt, updatedAt, archived}`. */
export type CrmContactJson = {
  id: string
  properties: Record<string, string | null>
  createdAt: string
  updatedAt: string
  archived: boolean
}

export interface CrmSimulatorState {
  contacts(): CrmContactJson[]
  contactByEmail(email: string): CrmContactJson | undefined
  /** E-mails removed through GDPR delete, in order. */
  gdprDeleted(): string[]
}

export interface CrmSimulator {
  /** Base URL; the API lives under `/crm/v3/objects/contacts` and `/crm/objects/2026-03/contacts`. */
  readonly url: string
  readonly port: number
  readonly faults: ApiKeyFaults
  readonly state: CrmSimulatorState
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  stop(): Promise<void>
}
