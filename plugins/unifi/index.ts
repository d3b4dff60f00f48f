import { definePlugin } from '#core/plugins/define_plugin'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { UnifiSession } from './client/session.js'
import { UNIFI_CAPABILITIES } from './capabilities.js'
import { UnifiConnection } from './connection.js'
import { unifiSettingsValidator, withDefaults, type UnifiSettingsInput } from './settings.js'
import { unifiGuestPortal } from './guest_portal.js'

/** UniFi Network, classic self-hosted and UniFi OS consoles, over the legacy API (see README.md). */
export default definePlugin<UnifiSettingsInput, ControllerConnection, 'controller'>({
  manifest: {
    id: 'unifi',
    kind: 'controller',
    name: 'UniFi Network',
    capabilities: UNIFI_CAPABILITIES,
    secretSettings: ['password'],
    configFiles: { extensions: ['.unf'] },
  },
  guestPortal: unifiGuestPortal,
  settings: unifiSettingsValidator,
  async connect(input, deps) {
    const settings = withDefaults(input)
    const session = new UnifiSession(settings, deps)
    await session.open()
    return new UnifiConnection(settings, session)
  },
})
