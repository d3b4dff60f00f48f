import type { UnifiSession } from './session.js'
import type {
  UnifiClient,
  UnifiDevice,
  UnifiNetwork,
  UnifiPortOverride,
  UnifiPortProfile,
  UnifiSite,
  UnifiUser,
  UnifiWlan,
} from './vendor_types.js'

const site = (name: string) => `/api/s/${encodeURIComponent(name)}`
const id = (value: string) => encodeURIComponent(value)

/** The legacy Network API calls the plugin makes, one method per endpoint of vendors.md §2.3. */
export class UnifiApi {
  constructor(readonly session: UnifiSession) {}

  sites() {
    return this.session.call<UnifiSite>('GET', '/api/self/sites')
  }

  sysinfo(siteName: string) {
    return this.session.call<{ version?: string }>('GET', `${site(siteName)}/stat/sysinfo`)
  }

  devices(siteName: string) {
    return this.session.call<UnifiDevice>('GET', `${site(siteName)}/stat/device`)
  }

  clients(siteName: string) {
    return this.session.call<UnifiClient>('GET', `${site(siteName)}/stat/sta`)
  }

  knownUsers(siteName: string) {
    return this.session.call<UnifiUser>('GET', `${site(siteName)}/rest/user`)
  }

  updateUser(siteName: string, userId: string, change: Partial<UnifiUser>) {
    return this.session.call<UnifiUser>('PUT', `${site(siteName)}/rest/user/${id(userId)}`, {
      _id: userId,
      ...change,
    })
  }

  createUser(siteName: string, data: { mac: string; usergroup_id?: string }) {
    return this.session.call<unknown>('POST', `${site(siteName)}/group/user`, {
      objects: [{ data }],
    })
  }

  userGroups(siteName: string) {
    return this.session.call<{ _id: string; name: string }>(
      'GET',
      `${site(siteName)}/rest/usergroup`
    )
  }

  networks(siteName: string) {
    return this.session.call<UnifiNetwork>('GET', `${site(siteName)}/rest/networkconf`)
  }

  portProfiles(siteName: string) {
    return this.session.call<UnifiPortProfile>('GET', `${site(siteName)}/rest/portconf`)
  }

  wlans(siteName: string) {
    return this.session.call<UnifiWlan>('GET', `${site(siteName)}/rest/wlanconf`)
  }

  wlan(siteName: string, wlanId: string) {
    return this.session.call<UnifiWlan>('GET', `${site(siteName)}/rest/wlanconf/${id(wlanId)}`)
  }

  updateWlan(siteName: string, wlanId: string, change: Partial<UnifiWlan>) {
    return this.session.call<UnifiWlan>(
      'PUT',
      `${site(siteName)}/rest/wlanconf/${id(wlanId)}`,
      change
    )
  }

  updatePortOverrides(siteName: string, deviceId: string, overrides: UnifiPortOverride[]) {
    return this.session.call('PUT', `${site(siteName)}/rest/device/${id(deviceId)}`, {
      port_overrides: overrides,
    })
  }

  deviceCommand(siteName: string, command: Record<string, unknown>) {
    return this.session.call('POST', `${site(siteName)}/cmd/devmgr`, command)
  }

  stationCommand(siteName: string, command: Record<string, unknown>) {
    return this.session.call('POST', `${site(siteName)}/cmd/stamgr`, command)
  }
}
