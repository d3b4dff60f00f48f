import type {
  BatchItemResult,
  GuestForget,
  GuestSync,
  IntegrationCapability,
  IntegrationConnection,
  IntegrationInfo,
  IntegrationResult,
} from '#core/plugins/integration_contract'
import { PluginRejectedError, PluginUnexpectedError } from '#core/plugins/plugin_errors'
import type { HubspotApi } from './client/hubspot_api.js'
import { batchErrors, refusedInputs, upsertInput } from './mapping/contacts.js'
import { CONTACTS_PATH, type CrmSettings } from './settings.js'

export const CRM_CAPABILITIES = [
  'syncGuest',
  'syncGuests',
  'forgetGuest',
] as const satisfies readonly IntegrationCapability[]

/**
 * A guest becomes a HubSpot contact through a batch upsert by e-mail (one input, or up to 100 guests at once), and is
 * erased by GDPR delete.
 */
export class CrmConnection implements IntegrationConnection {
  readonly capabilities = new Set<IntegrationCapability>(CRM_CAPABILITIES)
  /** HubSpot's limit for a batch upsert. */
  readonly batchSize = 100

  constructor(
    private api: HubspotApi,
    private settings: CrmSettings
  ) {}

  async testConnection(): Promise<IntegrationInfo> {
    const answer = await this.api.call('GET', `${CONTACTS_PATH}?limit=1&properties=email`)
    if (!Array.isArray(answer.body?.results))
      throw new PluginUnexpectedError(
        'HubSpot sent no results list',
        JSON.stringify(answer.body).slice(0, 200)
      )
    return { account: null }
  }

  async syncGuest(sync: GuestSync): Promise<IntegrationResult> {
    const input = upsertInput(sync, this.settings.optInProperty)
    const answer = await this.api.call('POST', `${CONTACTS_PATH}/batch/upsert`, { inputs: [input] })
    const refused = batchErrors(answer.body)
    if (refused) throw new PluginRejectedError('invalid_value', refused)
    const result = Array.isArray(answer.body?.results) ? answer.body.results[0] : null
    if (!result || typeof result.id !== 'string')
      throw new PluginUnexpectedError(
        'HubSpot sent no upserted contact',
        JSON.stringify(answer.body).slice(0, 200)
      )
    return {
      message: `contact ${result.id} ${result.new ? 'created' : 'updated'} (${Object.keys(input.properties).join(', ')})`,
    }
  }

  /**
   * One batch upsert for many guests. HubSpot answers 207 with `errors[]` naming the refused inputs while it saves the
   * others, and does not promise the results' order: they are matched to the guests by e-mail.
   */
  async syncGuests(syncs: GuestSync[]): Promise<BatchItemResult[]> {
    const inputs = syncs.map((sync) => upsertInput(sync, this.settings.optInProperty))
    const answer = await this.api.call('POST', `${CONTACTS_PATH}/batch/upsert`, { inputs })
    const saved = new Map<string, { id: string; new?: boolean }>()
    for (const result of Array.isArray(answer.body?.results) ? answer.body.results : []) {
      const email = result?.properties?.email
      if (typeof email === 'string' && typeof result.id === 'string')
        saved.set(email.trim().toLowerCase(), result)
    }
    const refused = refusedInputs(answer.body)
    return inputs.map((input): BatchItemResult => {
      const result = saved.get(input.id)
      if (result)
        return {
          ok: true,
          message: `contact ${result.id} ${result.new ? 'created' : 'updated'} (${Object.keys(input.properties).join(', ')})`,
        }
      const reason = refused.get(input.id)
      return {
        ok: false,
        error: reason
          ? new PluginRejectedError('invalid_value', reason)
          : new PluginUnexpectedError(
              'HubSpot sent no upserted contact for this guest',
              JSON.stringify(answer.body).slice(0, 200)
            ),
      }
    })
  }

  async forgetGuest(forget: GuestForget): Promise<IntegrationResult> {
    try {
      await this.api.call('POST', `${CONTACTS_PATH}/gdpr-delete`, {
        objectId: forget.email.trim().toLowerCase(),
        idProperty: 'email',
      })
      return { message: 'contact permanently deleted (GDPR)' }
    } catch (error) {
      if (error instanceof PluginRejectedError && error.reason === 'not_found')
        return { message: 'no contact with this address: nothing to forget' }
      throw error
    }
  }

  async close() {}
}
