import type { RemoteSite } from '#core/plugins/controller_contract'
import type { IcGroup, IcOrganization } from '../client/vendor_types.js'
import { siteIdOf } from '../site_ids.js'

export function mapGroup(organization: IcOrganization, group: IcGroup): RemoteSite {
  return {
    id: siteIdOf(organization.id, group.id),
    name: group.name || `Group ${group.id}`,
    parentId: organization.id,
    parentName: organization.name ?? null,
  }
}
