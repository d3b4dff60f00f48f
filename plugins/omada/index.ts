import { definePlugin } from '#core/plugins/define_plugin'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { OMADA_CAPABILITIES } from './capabilities.js'
import { OmadaSession } from './client/session.js'
import { OmadaConnection } from './connection.js'
import { omadaSettingsValidator, withDefaults, type OmadaSettingsInput } from './settings.js'
import { omadaGuestPortal } from './guest_portal.js'

/** TP-Link Omada controllers (software, OC200/OC300, Omada Cloud) over the Open API (see README.md). */
export default definePlugin<OmadaSettingsInput, ControllerConnection, 'controller'>({
  manifest: {
    id: 'omada',
    kind: 'controller',
    name: 'TP-Link Omada',
    capabilities: OMADA_CAPABILITIES,
    secretSettings: ['clientSecret', 'hotspotOperatorPassword'],
    configFiles: { extensions: ['.cfg'] },
  },
  guestPortal: omadaGuestPortal,
  settings: omadaSettingsValidator,
  async connect(input, deps) {
    const settings = withDefaults(input)
    const session = new OmadaSession(settings, deps)
    await session.open()
    return new OmadaConnection(settings, session)
  },
})
