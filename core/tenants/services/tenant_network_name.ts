import type Location from '#core/locations/models/location'
import type Tenant from '#core/tenants/models/tenant'
import { locationNetwork } from '#core/network/queries/snapshot_queries'
import { tenantWlan } from '#core/tenants/services/tenant_network'

/** The SSID the tenant's key opens: the network the key was added to, else the venue's tenant network. */
export async function networkNameOf(tenant: Tenant, location: Location) {
  if (tenant.wlanId) {
    const wlan = (await locationNetwork(location.id)).wlans.find(
      (candidate) => candidate.id === tenant.wlanId
    )
    if (wlan) return wlan.name
  }
  return (await tenantWlan(location))?.name ?? location.ppskSsid ?? location.name
}
