import type {
  ControllerCapability,
  ControllerConnection,
  ControllerInfo,
  GuestAuthorization,
  NetworkClient,
  NetworkDevice,
  NewPpskKey,
  PortChange,
  PortProfile,
  PpskKey,
  RemoteSite,
  Subnet,
  Wlan,
  WlanChange,
} from '#core/plugins/controller_contract'
import { OMADA_CAPABILITIES } from './capabilities.js'
import { OmadaApi } from './client/api.js'
import type { OmadaSession } from './client/session.js'
import * as devices from './commands/devices.js'
import { setFixedIp } from './commands/fixed_ip.js'
import * as guests from './commands/guests.js'
import { listDevices } from './commands/lookup.js'
import * as ppsk from './commands/ppsk.js'
import * as wlans from './commands/wlans.js'
import { clientContext, mapClients } from './mapping/clients.js'
import { mapPortProfile, mapSite, mapSubnet } from './mapping/networks.js'
import type { OmadaSettings } from './settings.js'

export class OmadaConnection implements ControllerConnection {
  readonly capabilities = new Set<ControllerCapability>(OMADA_CAPABILITIES)
  readonly #api: OmadaApi

  constructor(
    private settings: OmadaSettings,
    private session: OmadaSession
  ) {
    this.#api = new OmadaApi(session)
  }

  async testConnection(): Promise<ControllerInfo> {
    await this.session.tokenNow()
    await this.#api.session.call('GET', '/sites', { query: { page: 1, pageSize: 1 } })
    const details = await this.session.details()
    return {
      version: details.controllerVer,
      flavour: this.settings.url.includes('tplinkcloud.com') ? 'cloud' : 'controller',
      webUiUrl: this.settings.url,
    }
  }

  async listSites(): Promise<RemoteSite[]> {
    return (await this.#api.sites()).map(mapSite)
  }

  listDevices(siteId: string): Promise<NetworkDevice[]> {
    return listDevices(this.#api, siteId)
  }

  async listClients(siteId: string): Promise<NetworkClient[]> {
    const [clients, networks, reservations] = await Promise.all([
      this.#api.clients(siteId),
      this.#api.lanNetworks(siteId),
      this.#api.reservations(siteId),
    ])
    return mapClients(clients, clientContext(networks, reservations))
  }

  listWlans(siteId: string): Promise<Wlan[]> {
    return wlans.listWlans(this.#api, siteId)
  }

  updateWlan(siteId: string, wlanId: string, change: WlanChange): Promise<Wlan> {
    return wlans.updateWlan(this.#api, siteId, wlanId, change)
  }

  async listSubnets(siteId: string): Promise<Subnet[]> {
    return (await this.#api.lanNetworks(siteId)).map(mapSubnet)
  }

  async listPortProfiles(siteId: string): Promise<PortProfile[]> {
    return (await this.#api.lanProfiles(siteId)).map(mapPortProfile)
  }

  setFixedIp(siteId: string, mac: string, ip: string | null, networkId?: string): Promise<void> {
    return setFixedIp(this.#api, siteId, mac, ip, networkId)
  }

  rebootDevice(siteId: string, deviceId: string): Promise<void> {
    return devices.rebootDevice(this.#api, siteId, deviceId)
  }

  powerCyclePort(siteId: string, deviceId: string, portIndex: number): Promise<void> {
    return devices.powerCyclePort(this.#api, siteId, deviceId, portIndex)
  }

  setPortProfile(
    siteId: string,
    deviceId: string,
    portIndex: number,
    change: PortChange
  ): Promise<void> {
    return devices.setPortProfile(this.#api, siteId, deviceId, portIndex, change)
  }

  listPpskKeys(siteId: string, wlanId: string): Promise<PpskKey[]> {
    return ppsk.listPpskKeys(this.#api, siteId, wlanId)
  }

  addPpskKey(siteId: string, wlanId: string, key: NewPpskKey): Promise<PpskKey> {
    return ppsk.addPpskKey(this.#api, siteId, wlanId, key)
  }

  removePpskKey(siteId: string, wlanId: string, keyId: string): Promise<void> {
    return ppsk.removePpskKey(this.#api, siteId, wlanId, keyId)
  }

  authorizeGuest(siteId: string, authorization: GuestAuthorization): Promise<void> {
    return guests.authorizeGuest(this.#api, siteId, authorization)
  }

  revokeGuest(siteId: string, mac: string): Promise<void> {
    return guests.revokeGuest(this.#api, siteId, mac)
  }

  rebootNetwork(siteId: string): Promise<void> {
    return devices.rebootNetwork(this.#api, siteId)
  }

  /** Nothing to end: the token is shared through the cache with the controller's other connections and workers. */
  async close(): Promise<void> {}
}
