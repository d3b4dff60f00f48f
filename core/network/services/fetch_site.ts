import type { ControllerConnection } from '#core/plugins/controller_contract'
import type { SiteSnapshot } from '#core/network/services/site_snapshot'

/**
 * Everything a sync reads for one site, the optional lists only where the vendor offers them. Without `settings` the
 * site's settings lists (WLANs, subnets, port profiles) are not asked for: the snapshot says they were kept, and the
 * stored ones stay as they are.
 */
export async function fetchSite(
  connection: ControllerConnection,
  siteId: string,
  { settings = true }: { settings?: boolean } = {}
): Promise<SiteSnapshot> {
  const can = (capability: 'listWlans' | 'listSubnets' | 'listPortProfiles') =>
    settings &&
    connection.capabilities.has(capability) &&
    typeof connection[capability] === 'function'
  const [devices, clients, wlans, subnets, portProfiles] = await Promise.all([
    connection.listDevices(siteId),
    connection.listClients(siteId),
    can('listWlans') ? connection.listWlans!(siteId) : undefined,
    can('listSubnets') ? connection.listSubnets!(siteId) : undefined,
    can('listPortProfiles') ? connection.listPortProfiles!(siteId) : undefined,
  ])
  return settings
    ? { devices, clients, wlans, subnets, portProfiles }
    : { devices, clients, settingsKept: true }
}
