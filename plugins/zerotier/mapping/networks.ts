import type { RemoteSite } from '#core/plugins/controller_contract'
import type { CentralNetwork } from '../client/vendor_types.js'

/** A network is what a venue binds to; it has no parent (organisations are not part of Central v1's network list). */
export function mapSite(network: CentralNetwork): RemoteSite {
  return {
    id: network.id,
    name: network.config?.name?.trim() || network.id,
    parentId: null,
    parentName: null,
  }
}
