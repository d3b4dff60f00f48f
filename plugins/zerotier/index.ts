import { definePlugin } from '#core/plugins/define_plugin'
import type { ControllerConnection } from '#core/plugins/controller_contract'
import { ZEROTIER_CAPABILITIES } from './capabilities.js'
import { CentralApi } from './client/central_api.js'
import { ZeroTierConnection } from './connection.js'
import {
  CENTRAL_URL,
  withDefaults,
  zerotierSettingsValidator,
  type ZeroTierSettingsInput,
} from './settings.js'

/** ZeroTier Central (v1 API, static API token): networks as sites, members as devices (see README.md). */
export default definePlugin<ZeroTierSettingsInput, ControllerConnection, 'controller'>({
  manifest: {
    id: 'zerotier',
    kind: 'controller',
    name: 'ZeroTier Central',
    capabilities: ZEROTIER_CAPABILITIES,
    secretSettings: ['token'],
    defaultUrl: CENTRAL_URL,
    deviceNoun: 'member',
  },
  settings: zerotierSettingsValidator,
  /** No login to make: the first call proves the token (core runs testConnection before saving a controller). */
  async connect(input, deps) {
    const settings = withDefaults(input)
    return new ZeroTierConnection(settings, new CentralApi(settings, deps))
  },
})

export type { ZeroTierMember } from './mapping/members.js'
export { listNetworkMembers, setMemberAuthorized, updateMemberDetails } from './membership.js'
