import { definePlugin } from '#core/plugins/define_plugin'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import { HubspotApi } from './client/hubspot_api.js'
import { CRM_CAPABILITIES, CrmConnection } from './connection.js'
import { crmSettingsValidator, type CrmSettings } from './settings.js'

/** HubSpot CRM: a portal's guests become contacts (batch upsert by e-mail), erased by GDPR delete (README.md). */
export default definePlugin<CrmSettings, IntegrationConnection, 'integration'>({
  manifest: {
    id: 'crm',
    kind: 'integration',
    name: 'HubSpot CRM',
    scope: 'portal',
    capabilities: CRM_CAPABILITIES,
    secretSettings: ['accessToken'],
  },
  settings: crmSettingsValidator,
  /** A static token: nothing to log in to. Core runs testConnection before saving a connection. */
  async connect(settings, deps) {
    return new CrmConnection(new HubspotApi(settings, deps), settings)
  },
})
