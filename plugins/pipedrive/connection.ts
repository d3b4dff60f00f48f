import type {
  Deal,
  IntegrationCapability,
  IntegrationConnection,
  IntegrationInfo,
} from '#core/plugins/integration_contract'
import { PluginUnexpectedError } from '#core/plugins/plugin_errors'
import type { PipedriveApi } from './client/pipedrive_api.js'
import { parseDealReference } from './mapping/deal_reference.js'
import { mapDeal } from './mapping/deals.js'
import type { PipedriveSettings } from './settings.js'

export const PIPEDRIVE_CAPABILITIES = [
  'readDeal',
] as const satisfies readonly IntegrationCapability[]

/** Deal products per page (the API allows up to 500; 100 is its default and keeps each call's cost small). */
const PAGE = 100
/** A deal with more lines than this is not an invoice we make from Pipedrive. */
const MAX_PAGES = 50

/** Read-only: billing turns a deal (id or page URL) into invoice lines (`POST /invoices/pipedrive`). */
export class PipedriveConnection implements IntegrationConnection {
  readonly capabilities = new Set<IntegrationCapability>(PIPEDRIVE_CAPABILITIES)

  constructor(
    private api: PipedriveApi,
    private settings: PipedriveSettings
  ) {}

  /** `users/me` exists only in v1; it names the company the token belongs to. */
  async testConnection(): Promise<IntegrationInfo> {
    const me = await this.api.get<Record<string, any>>('/v1/users/me')
    const company = me.data?.company_name
    return { account: typeof company === 'string' && company ? company : null }
  }

  async readDeal(reference: string): Promise<Deal> {
    const { id } = parseDealReference(reference, this.settings.companyDomain)
    const deal = await this.api.get<Record<string, any>>(`/api/v2/deals/${id}`)
    const products: Array<Record<string, any>> = []
    let cursor: string | null = null
    for (let page = 0; page < MAX_PAGES; page++) {
      const query: string = `limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const answer = await this.api.get<Array<Record<string, any>> | null>(
        `/api/v2/deals/${id}/products?${query}`
      )
      if (answer.data !== null && !Array.isArray(answer.data))
        throw new PluginUnexpectedError(
          'Pipedrive sent no deal products list',
          JSON.stringify(answer.data).slice(0, 200)
        )
      products.push(...(answer.data ?? []))
      const next = answer.additional_data?.next_cursor
      if (typeof next !== 'string' || !next) return mapDeal(deal.data, products)
      cursor = next
    }
    throw new PluginUnexpectedError(
      'Pipedrive deal has too many products to invoice',
      `more than ${PAGE * MAX_PAGES}`
    )
  }

  async close() {}
}
