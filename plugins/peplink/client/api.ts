import type { PeplinkApiClient } from './api_client.js'
import type { IcClient, IcDevice, IcGroup, IcOrganization } from './vendor_types.js'

const seg = (value: string | number) => encodeURIComponent(String(value))
const org = (orgId: string) => `/rest/o/${seg(orgId)}`
const group = (orgId: string, groupId: string) => `${org(orgId)}/g/${seg(groupId)}`

/** The InControl2 calls the plugin makes, one method per endpoint of vendors.md §4.4. */
export class PeplinkApi {
  constructor(readonly client: PeplinkApiClient) {}

  organizations() {
    return this.client.get<IcOrganization[]>('/rest/o')
  }

  groups(orgId: string) {
    return this.client.get<IcGroup[]>(`${org(orgId)}/g`)
  }

  devices(orgId: string, groupId: string) {
    return this.client.get<IcDevice[]>(`${group(orgId, groupId)}/d`)
  }

  /** Detail carries the live parts (WAN interfaces, port status); InControl may answer PENDING first. */
  device(orgId: string, groupId: string, deviceId: string) {
    return this.client.get<IcDevice>(`${group(orgId, groupId)}/d/${seg(deviceId)}`)
  }

  /** [U]: the candidate path of vendors.md §4.4. */
  clients(orgId: string, groupId: string) {
    return this.client.get<IcClient[]>(`${group(orgId, groupId)}/client`)
  }

  /** [3P] organisation-scoped form. */
  reboot(orgId: string, deviceId: string) {
    return this.client.post(`${org(orgId)}/d/${seg(deviceId)}/reboot`)
  }

  /** [U] group-scoped form, tried when the organisation-scoped one does not exist. */
  rebootInGroup(orgId: string, groupId: string, deviceId: string) {
    return this.client.post(`${group(orgId, groupId)}/d/${seg(deviceId)}/reboot`)
  }
}
