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
import { normalizeMac } from '#core/plugins/controller_contract'
import { ControllerRejectedError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import { UNIFI_CAPABILITIES } from './capabilities.js'
import { UnifiApi } from './client/api.js'
import type { UnifiSession } from './client/session.js'
import * as devices from './commands/devices.js'
import { setFixedIp } from './commands/fixed_ip.js'
import * as guests from './commands/guests.js'
import * as wlans from './commands/wlans.js'
import { mapClients } from './mapping/clients.js'
import { mapDevice } from './mapping/devices.js'
import { mapPortProfile, mapSite, mapSubnet } from './mapping/networks.js'
import { mapWlan } from './mapping/wlans.js'
import type { UnifiSettings } from './settings.js'

export class UnifiConnection implements ControllerConnection {
  readonly capabilities = new Set<ControllerCapability>(UNIFI_CAPABILITIES)
  readonly #api: UnifiApi

  constructor(
    private settings: UnifiSettings,
    private session: UnifiSession
  ) {
    this.#api = new UnifiApi(session)
  }

  async testConnection(): Promise<ControllerInfo> {
    await this.session.loginNow()
    const sites = await this.listSites()
    if (this.settings.site && sites.length === 0) {
      throw new ControllerRejectedError(
        'not_found',
        `site "${this.settings.site}" is not visible to this account`
      )
    }
    const flavour = this.session.flavour
    return {
      version: sites[0] ? await this.#version(sites[0].id) : null,
      flavour,
      webUiUrl: `${this.settings.url}${flavour === 'unifi-os' ? '/network' : '/manage'}`,
    }
  }

  async listSites(): Promise<RemoteSite[]> {
    const sites = (await this.#api.sites()).map(mapSite)
    return this.settings.site ? sites.filter((site) => site.id === this.settings.site) : sites
  }

  async listDevices(siteId: string): Promise<NetworkDevice[]> {
    return (await this.#api.devices(siteId)).map(mapDevice)
  }

  async listClients(siteId: string): Promise<NetworkClient[]> {
    return mapClients(await this.#api.clients(siteId))
  }

  async listWlans(siteId: string): Promise<Wlan[]> {
    return (await this.#api.wlans(siteId)).map(mapWlan)
  }

  updateWlan(siteId: string, wlanId: string, change: WlanChange): Promise<Wlan> {
    return wlans.updateWlan(this.#api, siteId, wlanId, change)
  }

  async listSubnets(siteId: string): Promise<Subnet[]> {
    return (await this.#api.networks(siteId)).map(mapSubnet)
  }

  async listPortProfiles(siteId: string): Promise<PortProfile[]> {
    return (await this.#api.portProfiles(siteId)).map(mapPortProfile)
  }

  setFixedIp(siteId: string, mac: string, ip: string | null, networkId?: string): Promise<void> {
    const normalized = normalizeMac(mac)
    if (!normalized)
      return Promise.reject(
        new ControllerRejectedError('invalid_value', `${mac} is not a MAC address`)
      )
    return setFixedIp(this.#api, siteId, normalized, ip, networkId)
  }

  rebootDevice(siteId: string, deviceId: string): Promise<void> {
    return devices.rebootDevice(this.#api, siteId, deviceId)
  }

  upgradeDevice(siteId: string, deviceId: string): Promise<void> {
    return devices.upgradeDevice(this.#api, siteId, deviceId)
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
    return wlans.listPpskKeys(this.#api, siteId, wlanId)
  }

  addPpskKey(siteId: string, wlanId: string, key: NewPpskKey): Promise<PpskKey> {
    return wlans.addPpskKey(this.#api, siteId, wlanId, key)
  }

  removePpskKey(siteId: string, wlanId: string, keyId: string): Promise<void> {
    return wlans.removePpskKey(this.#api, siteId, wlanId, keyId)
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

  /**
   * No logout: the session is shared through the cache with the controller's other connections (and workers),
   * and logging out would end theirs. Sockets belong to the host's shared keep-alive pool.
   */
  async close(): Promise<void> {}

  /** Best effort: older controllers and some accounts cannot read sysinfo, which is no reason to fail the test. */
  async #version(siteId: string): Promise<string | null> {
    try {
      const [info] = await this.#api.sysinfo(siteId)
      return typeof info?.version === 'string' ? info.version : null
    } catch (error) {
      if (error instanceof ControllerRejectedError || error instanceof ControllerUnexpectedError)
        return null
      throw error
    }
  }
}
