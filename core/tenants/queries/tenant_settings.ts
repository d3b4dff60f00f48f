import type Location from '#core/locations/models/location'
import { NIGHTLY_CREATION } from '#core/tenants/tenant_states'
import { tenantWlan } from '#core/tenants/services/tenant_network'

/** What the tenants tab needs beside the list: the network keys go on, the VLANs, when the nightly run is. */
export async function tenantSettings(location: Location) {
  const wlan = await tenantWlan(location)
  return {
    networkName: wlan?.name ?? null,
    fixedVlan: location.fixedVlanId,
    defaultVlan: location.fixedVlanId ?? location.defaultTenantVlan,
    nightlyAt: `${String(NIGHTLY_CREATION.hour).padStart(2, '0')}:00`,
    nightlyZone: NIGHTLY_CREATION.zone,
  }
}
