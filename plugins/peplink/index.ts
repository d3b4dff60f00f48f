import { definePlugin } from '#core/plugins/define_plugin'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { PEPLINK_CAPABILITIES } from './capabilities.js'
import { PeplinkApi } from './client/api.js'
import { PeplinkApiClient } from './client/api_client.js'
import { PeplinkTokens } from './client/token.js'
import { PeplinkConnection } from './connection.js'
import { peplinkLocationSettings } from './location_settings.js'
import {
  INCONTROL_CLOUD_URL,
  peplinkSettingsValidator,
  withDefaults,
  type PeplinkSettingsInput,
} from './settings.js'
import { peplinkGuestPortal } from './guest_portal.js'

export {
  listOrganizations,
  listOrganizationGroups,
  type PeplinkOrganization,
} from './organizations.js'

/** Peplink InControl2 (cloud or appliance), REST API with OAuth2 client credentials (see README.md). */
export default definePlugin<PeplinkSettingsInput, ControllerConnection, 'controller'>({
  manifest: {
    id: 'peplink',
    kind: 'controller',
    name: 'Peplink InControl2',
    capabilities: PEPLINK_CAPABILITIES,
    secretSettings: ['clientSecret'],
    defaultUrl: INCONTROL_CLOUD_URL,
    configFiles: { extensions: ['.conf'] },
  },
  guestPortal: peplinkGuestPortal,
  settings: peplinkSettingsValidator,
  locationSettings: peplinkLocationSettings,
  async connect(input, deps) {
    const settings = withDefaults(input)
    const tokens = new PeplinkTokens(settings, deps)
    await tokens.current()
    const api = new PeplinkApi(new PeplinkApiClient(settings, deps, tokens))
    return new PeplinkConnection(settings, api, deps.logger)
  },
})
