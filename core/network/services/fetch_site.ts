import type { ControllerConnection } from '#core/plugins/controller_contract'
import type { SiteSnapshot } from '#core/network/services/site_snapshot'

/** Everything a sync reads for one site, the optional lists only where the vendor offers them. */
export async function fetchSite(
  connection: ControllerConnection,
  siteId: string
): Promise<SiteSnapshot> {
  const can = (capability: 'listWlans' | 'listSubnets' | 'listPortProfiles') =>
    connection.capabilities.has(capability) && typeof connection[capability] === 'function'
  const [devices, clients, wlans, subnets, portProfiles] = await Promise.all([
    connection.listDevices(siteId),
    connection.listClients(siteId),
    can('listWlans') ? connection.listWlans!(siteId) : undefined,
    can('listSubnets') ? connection.listSubnets!(siteId) : undefined,
    can('listPortProfiles') ? connection.listPortProfiles!(siteId) : undefined,
  ])
  return { devices, clients, wlans, subnets, portProfiles }
}
