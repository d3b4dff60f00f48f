import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import type { ControllerCapability } from '#core/plugins/controller_contract'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import { locationNetwork, networkCounts } from '#core/network/queries/snapshot_queries'
import { transformWlan } from '#core/network/transformers/network_transformers'
import { FAILOVER_SERVICES, networkWarnings } from '#core/network/services/network_state'

/** GET /locations/{id}/network: status, controller, counts and WLANs from the snapshot. */
export async function networkOverview(location: Location, reveal: { privatePassphrases: boolean }) {
  const controller = location.controllerId ? await Controller.find(location.controllerId) : null
  const [network, counts] = await Promise.all([
    locationNetwork(location.id),
    networkCounts(location.id),
  ])
  const wlans = network.wlans.map((wlan) => transformWlan(wlan, reveal))
  const manifest = controller ? vendorManifest(controller.vendor) : null
  return {
    locationId: location.id,
    status: location.networkStatus,
    controller: controller
      ? {
          id: controller.id,
          alias: controller.alias,
          vendor: controller.vendor,
          status: controller.status,
          webUiUrl: controller.webUiUrl,
        }
      : null,
    siteId: location.controllerSiteId,
    lastSyncAt: network.syncedAt ? new Date(network.syncedAt).toISOString() : null,
    capabilities: [...((manifest?.capabilities ?? []) as ControllerCapability[])],
    counts,
    deviceNoun: manifest?.deviceNoun ?? ('device' as const),
    warnings: networkWarnings(controller?.status ?? null, counts.notOnline),
    networks: {
      private: wlans.filter((wlan) => wlan.kind === 'private'),
      public: wlans.filter((wlan) => wlan.kind === 'public'),
    },
    rebootInProgress: network.rebootRequestedAt !== null,
    restrictedTo: location.networkStatus === 'failover' ? [...FAILOVER_SERVICES] : null,
  }
}
