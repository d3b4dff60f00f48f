/**
 * The programmatic face of the bar-ordering receiver simulator: what an ordering/POS system (or a Zapier/Make/n8n
 * scenario) runs to take our signed guest webhooks (payments-and-integrations.md §4.4 and §5.2). It verifies every
 * delivery with the public `standardwebhooks` library, so a delivery it accepts is one any Standard Webhooks
 * consumer accepts. Shared by the plugin tests, the demo mode and the benchmarks (standalone: `simulator/main.ts`).
 */
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface BarOrderingSimulatorOptions {
  /** The endpoint's signing secret, `whsec_<base64>` (what the ordering system shows its user to paste into Airdeck). */
  secret: string
  /** Where deliveries are posted (default `/webhooks/airdeck`). */
  path?: string
  port?: number
  host?: string
  /** HTTPS with a self-signed certificate (default true). */
  tls?: boolean
}

/** One accepted delivery. */
export interface ReceivedDelivery {
  webhookId: string
  type: string
  receivedAt: number
  payload: Record<string, any>
}

/** A guest as the ordering system keeps them (its customer list for tabs and table orders). */
export interface OrderingGuest {
  email: string
  firstName: string | null
  lastName: string | null
  phone: string | null
  locale: string | null
  marketingOptIn: boolean
  venues: string[]
}

export interface BarOrderingSimulatorState {
  /** Accepted deliveries, oldest first (a replayed `webhook-id` is acknowledged but not kept twice). */
  deliveries(): ReceivedDelivery[]
  /** Deliveries refused because the signature or timestamp did not verify. */
  rejectedSignatures(): number
  guests(): OrderingGuest[]
  guest(email: string): OrderingGuest | undefined
}

export interface BarOrderingSimulator {
  readonly url: string
  /** The full delivery URL to paste in Airdeck: `${url}${path}`. */
  readonly endpointUrl: string
  readonly port: number
  /** `wrongCredentials` or `expireSessions()`: every delivery answers 401, as after the user rotated the secret. */
  readonly faults: ApiKeyFaults
  readonly state: BarOrderingSimulatorState
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  stop(): Promise<void>
}
