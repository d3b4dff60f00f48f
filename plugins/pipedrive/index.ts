import { definePlugin } from '#core/plugins/define_plugin'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import { PipedriveApi } from './client/pipedrive_api.js'
import { PIPEDRIVE_CAPABILITIES, PipedriveConnection } from './connection.js'
import { pipedriveSettingsValidator, type PipedriveSettings } from './settings.js'

/** Pipedrive (API v2): one connection per partner; billing reads a deal and its products as invoice lines (README.md). */
export default definePlugin<PipedriveSettings, IntegrationConnection, 'integration'>({
  manifest: {
    id: 'pipedrive',
    kind: 'integration',
    name: 'Pipedrive',
    scope: 'partner',
    capabilities: PIPEDRIVE_CAPABILITIES,
    secretSettings: ['apiToken'],
  },
  settings: pipedriveSettingsValidator,
  /** A static token: nothing to log in to. Core runs testConnection before saving a connection. */
  async connect(settings, deps) {
    return new PipedriveConnection(new PipedriveApi(settings, deps), settings)
  },
})

export { parseDealReference } from './mapping/deal_reference.js'
