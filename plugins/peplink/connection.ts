import type {
  ControllerCapability,
  ControllerConnection,
  ControllerInfo,
  NetworkClient,
  NetworkDevice,
  RemoteSite,
} from '#core/plugins/controller_contract'
import type { PluginLogger } from '#core/plugins/define_plugin'
import { ControllerRejectedError } from '#core/plugins/plugin_errors'
import { PEPLINK_CAPABILITIES } from './capabilities.js'
import { type PeplinkApi } from './client/api.js'
import { StillPendingError } from './client/api_client.js'
import type { IcDevice, IcOrganization } from './client/vendor_types.js'
import { rebootDevice } from './commands/reboot.js'
import { mapClients } from './mapping/clients.js'
import { deviceState, mapDevice, needsDetail } from './mapping/devices.js'
import { mapGroup } from './mapping/sites.js'
import { INCONTROL_CLOUD_URL, type PeplinkSettings } from './settings.js'
import { parseSiteId } from './site_ids.js'

/** Device details read at once: InControl allows about 20 requests a second per organisation (vendors.md §4.3). */
const DETAIL_CONCURRENCY = 4

export class PeplinkConnection implements ControllerConnection {
  readonly capabilities = new Set<ControllerCapability>(PEPLINK_CAPABILITIES)

  constructor(
    private settings: PeplinkSettings,
    readonly api: PeplinkApi,
    private logger: PluginLogger
  ) {}

  async testConnection(): Promise<ControllerInfo> {
    await this.api.client.tokens.grantNow()
    const organizations = await this.listOrganizations()
    if (this.settings.organizationId && organizations.length === 0) {
      throw new ControllerRejectedError(
        'not_found',
        `organisation "${this.settings.organizationId}" is not visible to this client`
      )
    }
    const cloud = this.settings.url === INCONTROL_CLOUD_URL
    return {
      version: null,
      flavour: cloud ? 'cloud' : 'appliance',
      webUiUrl: cloud ? 'https://incontrol2.peplink.com' : this.settings.url,
    }
  }

  /** The organisations this client application sees (only the configured one when the settings name one). */
  async listOrganizations(): Promise<IcOrganization[]> {
    const all = (await this.api.organizations()) ?? []
    const wanted = this.settings.organizationId
    return all
      .filter((o) => !wanted || String(o.id) === wanted)
      .map((o) => ({ id: String(o.id), name: o.name ?? String(o.id) }))
  }

  /** The groups of one organisation, as sites. */
  async listGroups(orgId: string): Promise<RemoteSite[]> {
    const organization = (await this.listOrganizations()).find((o) => o.id === orgId)
    if (!organization)
      throw new ControllerRejectedError(
        'not_found',
        `organisation "${orgId}" is not visible to this client`
      )
    return ((await this.api.groups(orgId)) ?? []).map((group) => mapGroup(organization, group))
  }

  async listSites(): Promise<RemoteSite[]> {
    const sites: RemoteSite[] = []
    for (const organization of await this.listOrganizations()) {
      for (const group of (await this.api.groups(organization.id)) ?? [])
        sites.push(mapGroup(organization, group))
    }
    return sites
  }

  async listDevices(siteId: string): Promise<NetworkDevice[]> {
    const { orgId, groupId } = parseSiteId(siteId)
    const devices = (await this.api.devices(orgId, groupId)) ?? []
    const details = await mapLimited(devices, DETAIL_CONCURRENCY, (device) =>
      this.#detail(orgId, groupId, device)
    )
    return devices.map((device, i) => mapDevice(device, details[i]))
  }

  async listClients(siteId: string): Promise<NetworkClient[]> {
    const { orgId, groupId } = parseSiteId(siteId)
    try {
      return mapClients((await this.api.clients(orgId, groupId)) ?? [])
    } catch (error) {
      // The client list path is unconfirmed (vendors.md §8.6): without it the site simply reports no clients.
      if (error instanceof ControllerRejectedError && error.reason === 'not_found') {
        this.logger.debug('peplink client list not available', { siteId })
        return []
      }
      throw error
    }
  }

  rebootDevice(siteId: string, deviceId: string): Promise<void> {
    return rebootDevice(this.api, parseSiteId(siteId), deviceId)
  }

  /** Nothing to free: the token is shared through the cache, sockets belong to the host's pool. */
  async close(): Promise<void> {}

  /** Live parts (WAN links, ports) of an online router or switch; the list record alone when InControl cannot say yet. */
  async #detail(orgId: string, groupId: string, device: IcDevice): Promise<IcDevice | null> {
    if (!needsDetail(device) || deviceState(device.status) !== 'online') return null
    try {
      return await this.api.device(orgId, groupId, String(device.id))
    } catch (error) {
      if (error instanceof StillPendingError) return null
      if (error instanceof ControllerRejectedError && error.reason === 'not_found') return null
      throw error
    }
  }
}

async function mapLimited<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
