import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import type { Wlan } from '#core/plugins/controller_contract'
import { vendorManifest } from '#core/controllers/transformers/controller_transformer'
import { keyNetworks } from '#core/network/actions/ppsk_keys'
import { locationNetwork } from '#core/network/queries/snapshot_queries'
import { AppException } from '#kernel/exceptions/app_exception'

const PPSK_VERBS = ['listPpskKeys', 'addPpskKey', 'removePpskKey'] as const

/**
 * Whether the venue offers tenants (spec §8 "tenant management not enabled (contact support)"): support switched it
 * on for the venue, and the venue's controller is of a vendor with personal keys (the plugin's capabilities).
 */
export async function tenantManagementEnabled(location: Location) {
  if (!location.tenantManagement || !location.controllerId || !location.controllerSiteId)
    return false
  const controller = await Controller.find(location.controllerId)
  const capabilities = (controller && vendorManifest(controller.vendor)?.capabilities) || []
  return PPSK_VERBS.every((verb) => (capabilities as readonly string[]).includes(verb))
}

export async function assertTenantManagement(location: Location) {
  if (!(await tenantManagementEnabled(location)))
    throw new AppException(409, 'E_TENANT_MANAGEMENT_DISABLED')
}

/** The VLAN a new tenant gets: the venue's fixed VLAN for every tenant, else the one asked for, else the default. */
export function tenantVlan(location: Location, asked?: number | null) {
  return location.fixedVlanId ?? asked ?? location.defaultTenantVlan ?? null
}

/**
 * The private network the venue's tenant keys go on (from the last snapshot): the location's PPSK SSID when set,
 * else its only PPSK network. Null when there is none, or the choice is not clear.
 */
export async function tenantWlan(location: Location): Promise<Wlan | null> {
  const candidates = keyNetworks((await locationNetwork(location.id)).wlans)
  if (location.ppskSsid) return candidates.find((wlan) => wlan.name === location.ppskSsid) ?? null
  const ppsk = candidates.filter((wlan) => wlan.security === 'ppsk')
  return ppsk.length === 1 ? ppsk[0] : null
}
