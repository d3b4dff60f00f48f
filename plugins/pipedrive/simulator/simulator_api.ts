/**
 * The programmatic face of the Pipedrive simulator (payments-and-integrations.md §3): deals, deal products,
 * organizations, persons and the token's user, in API v2 (`/api/v2`) and legacy v1 (`/v1`, `/api/v1`). Shared by the
 * plugin tests, the demo mode and the benchmarks (standalone: `simulator/main.ts`).
 */
import type { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import type { SimRequestLogEntry } from '#core/plugins/simulator_kit/sim_server'

export interface PipedriveProductSeed {
  name: string
  /** In the deal's currency, as Pipedrive stores it (a decimal number, e.g. 49.95). */
  itemPrice: number
  quantity: number
  discount?: number
  discountType?: 'percentage' | 'amount'
  /** VAT percentage (default 21). */
  tax?: number
  taxMethod?: 'exclusive' | 'inclusive' | 'none'
  billingFrequency?: 'one-time' | 'weekly' | 'monthly' | 'quarterly' | 'semi-annually' | 'annually'
  comments?: string
  isEnabled?: boolean
}

export interface PipedriveDealSeed {
  id: number
  title: string
  currency?: string
  status?: 'open' | 'won' | 'lost' | 'deleted'
  /** Organization and person by index in the seeded lists (null: none). */
  orgId?: number | null
  personId?: number | null
  products?: PipedriveProductSeed[]
}

export interface PipedriveSimulatorOptions {
  /** The API token (`x-api-token` header; v1 also `?api_token=`). */
  apiToken: string
  /** The company's subdomain, reported by `GET /v1/users/me` (default "airdeck-demo"). */
  companyDomain?: string
  port?: number
  host?: string
  /** HTTPS with a self-signed certificate (default true). */
  tls?: boolean
  /** Default: the demo deals of README.md (222 won with three products, 223 without products, 224 with 120). */
  deals?: PipedriveDealSeed[]
}

export interface PipedriveSimulator {
  /** Base URL; `${url}/api/v2/deals/222` is a deal. */
  readonly url: string
  readonly port: number
  readonly faults: ApiKeyFaults
  readonly requests: SimRequestLogEntry[]
  clearRequests(): void
  /** The deal page a salesperson copies from the browser, on the simulator's host. */
  dealPageUrl(dealId: number): string
  stop(): Promise<void>
}
