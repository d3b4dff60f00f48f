import { definePlugin } from '#core/plugins/define_plugin'
import type { IntegrationConnection } from '#core/plugins/integration_contract'
import { PiggyApi } from './client/piggy_api.js'
import { LOYALTY_CAPABILITIES, LoyaltyConnection } from './connection.js'
import {
  loyaltyOptionsValidator,
  loyaltySettingsValidator,
  type LoyaltyOptions,
  type LoyaltySettings,
} from './settings.js'

/** Piggy (Leat) loyalty: a portal's guests become loyalty contacts, opt-ins a subscription; erased on data deletion (README.md). */
export default definePlugin<LoyaltySettings, IntegrationConnection<LoyaltyOptions>, 'integration'>({
  manifest: {
    id: 'loyalty',
    kind: 'integration',
    name: 'Piggy loyalty',
    scope: 'portal',
    capabilities: LOYALTY_CAPABILITIES,
    secretSettings: ['apiKey'],
  },
  settings: loyaltySettingsValidator,
  options: loyaltyOptionsValidator,
  /** A static key: nothing to log in to. Core runs testConnection before saving a connection. */
  async connect(settings, deps) {
    return new LoyaltyConnection(new PiggyApi(settings, deps), deps.cache)
  },
})
