import type Location from '#core/locations/models/location'
import Controller from '#core/controllers/models/controller'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import { networkCounts } from '#core/network/queries/snapshot_queries'
import { networkWarnings, type NetworkWarning } from '#core/network/services/network_state'

export interface NetworkCauses {
  /** What the vendor calls its devices: ZeroTier's are network members. */
  deviceNoun: 'device' | 'member'
  warnings: NetworkWarning[]
}

/**
 * Why a venue's network badge is not simply "online", computed as the network dashboard computes it, so the venue
 * header's badge names the same causes (issue 32). A venue without a controller has none.
 */
export async function networkCauses(location: Location): Promise<NetworkCauses> {
  if (!location.controllerId) return { deviceNoun: 'device', warnings: [] }
  const [controller, counts] = await Promise.all([
    Controller.find(location.controllerId),
    networkCounts(location.id),
  ])
  return {
    deviceNoun: (controller && vendorManifest(controller.vendor)?.deviceNoun) || 'device',
    warnings: networkWarnings(controller?.status ?? null, counts.notOnline),
  }
}
