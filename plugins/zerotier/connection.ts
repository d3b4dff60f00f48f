import type {
  ControllerCapability,
  ControllerConnection,
  ControllerInfo,
  NetworkClient,
  NetworkDevice,
  RemoteSite,
} from '#core/plugins/controller_contract'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import type { CentralApi } from './client/central_api.js'
import { ZEROTIER_CAPABILITIES } from './capabilities.js'
import * as members from './commands/members.js'
import { mapDevice, mapMember, type ZeroTierMember } from './mapping/members.js'
import { mapSite } from './mapping/networks.js'
import type { ZeroTierSettings } from './settings.js'

const CENTRAL_HOSTS = new Set(['api.zerotier.com', 'my.zerotier.com'])

/** Sites are networks, devices are members (by node id). Beyond the contract it offers the member views of membership.ts. */
export class ZeroTierConnection implements ControllerConnection {
  readonly capabilities = new Set<ControllerCapability>(ZEROTIER_CAPABILITIES)

  constructor(
    private settings: ZeroTierSettings,
    private api: CentralApi,
    private now: () => number = Date.now
  ) {}

  async testConnection(): Promise<ControllerInfo> {
    const status = await this.api.status()
    const sites = await this.listSites()
    if (this.settings.network && sites.length === 0) {
      throw new ControllerRejectedError(
        'not_found',
        `network ${this.settings.network} is not visible to this token`
      )
    }
    return {
      version: typeof status.version === 'string' && status.version ? status.version : null,
      flavour: 'central',
      webUiUrl: this.#webUiUrl(),
    }
  }

  async listSites(): Promise<RemoteSite[]> {
    const sites = (await this.api.networks()).map(mapSite)
    return this.settings.network ? sites.filter((site) => site.id === this.settings.network) : sites
  }

  /** Hidden members are the ones an admin hid in Central's UI; they stay out of device lists. */
  async listDevices(siteId: string): Promise<NetworkDevice[]> {
    const network = this.#network(siteId)
    const list = await this.api.members(network)
    const now = this.now()
    return list
      .filter((member) => member.hidden !== true)
      .map((member) => mapDevice(member, network, now, this.#onlineWithinMs))
  }

  /** A ZeroTier network has members, not LAN clients behind an access point. */
  async listClients(siteId: string): Promise<NetworkClient[]> {
    this.#network(siteId)
    return []
  }

  async setDeviceAuthorized(siteId: string, deviceId: string, authorized: boolean): Promise<void> {
    await members.setAuthorized(this.api, this.#network(siteId), deviceId, authorized)
  }

  async renameDevice(siteId: string, deviceId: string, name: string): Promise<void> {
    await members.rename(this.api, this.#network(siteId), deviceId, name)
  }

  async removeDevice(siteId: string, deviceId: string): Promise<void> {
    await members.remove(this.api, this.#network(siteId), deviceId)
  }

  /** Every member, hidden ones included, with what a membership screen shows. */
  async listMembers(networkId: string): Promise<ZeroTierMember[]> {
    const network = this.#network(networkId)
    const list = await this.api.members(network)
    const now = this.now()
    return list.map((member) => mapMember(member, network, now, this.#onlineWithinMs))
  }

  async setMemberAuthorized(
    networkId: string,
    nodeId: string,
    authorized: boolean
  ): Promise<ZeroTierMember> {
    const member = await members.setAuthorized(
      this.api,
      this.#network(networkId),
      nodeId,
      authorized
    )
    return mapMember(member, networkId, this.now(), this.#onlineWithinMs)
  }

  async updateMemberDetails(
    networkId: string,
    nodeId: string,
    details: { name: string; description?: string }
  ): Promise<ZeroTierMember> {
    const member = await members.rename(
      this.api,
      this.#network(networkId),
      nodeId,
      details.name,
      details.description
    )
    return mapMember(member, networkId, this.now(), this.#onlineWithinMs)
  }

  /** A static token: nothing to log out of, and sockets belong to the host's shared pool. */
  async close(): Promise<void> {}

  get #onlineWithinMs() {
    return this.settings.onlineWithinSeconds * 1000
  }

  /** A connection restricted to one network refuses the others instead of reaching them with a broader token. */
  #network(siteId: string): string {
    const network = siteId.trim().toLowerCase()
    if (this.settings.network && network !== this.settings.network) {
      throw new ControllerRejectedError(
        'not_found',
        `this connection is restricted to network ${this.settings.network}`
      )
    }
    return network
  }

  #webUiUrl(): string {
    const url = new URL(this.settings.url)
    return CENTRAL_HOSTS.has(url.hostname) ? 'https://my.zerotier.com' : this.settings.url
  }
}
