import { definePlugin } from '#core/plugins/define_plugin'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import { WebhookSender } from './client/webhook_sender.js'
import { BAR_ORDERING_CAPABILITIES, BarOrderingConnection } from './connection.js'
import { barOrderingSettingsValidator, deliveryUrl, type BarOrderingSettings } from './settings.js'

/**
 * Bar/table ordering: no ordering platform in BE/NL horeca documents a "push a guest" API, so the ordering system
 * (or a Zapier/Make/n8n scenario) receives our guest events as signed Standard Webhooks (README.md).
 */
export default definePlugin<BarOrderingSettings, IntegrationConnection, 'integration'>({
  manifest: {
    id: 'bar_ordering',
    kind: 'integration',
    name: 'Bar ordering (signed webhook)',
    scope: 'portal',
    capabilities: BAR_ORDERING_CAPABILITIES,
    secretSettings: ['secret'],
  },
  settings: barOrderingSettingsValidator,
  async connect(settings, deps) {
    return new BarOrderingConnection(
      new WebhookSender(deliveryUrl(settings, deps.serviceUrl), settings.secret)
    )
  },
})
