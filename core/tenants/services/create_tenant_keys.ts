import type Location from '#core/locations/models/location'
import type { PpskKey } from '#core/plugins/controller_contract'
import type Tenant from '#core/tenants/models/tenant'
import { addNetworkKeys, listNetworkKeys } from '#core/network/actions/ppsk_keys'
import { tenantWlan } from '#core/tenants/services/tenant_network'
import { keyNameFor } from '#core/tenants/services/tenant_identity'
import {
  failureOf,
  markCreated,
  recordFailure,
  refusal,
} from '#core/tenants/services/push_outcomes'

/** A key already on the controller for this tenant: added by an earlier run that ended before writing the row. */
function keyOf(keys: PpskKey[], tenant: Tenant, keyName: string) {
  return keys.find((key) => key.name === keyName || key.passphrase === tenant.passphrase)
}

/** Adds the keys of one round of due tenants to the venue's tenant network; counts the tenants created and failed. */
export async function createKeys(location: Location, tenants: Tenant[]) {
  const result = { done: 0, failed: 0 }
  if (tenants.length === 0) return result
  const wlan = await tenantWlan(location)
  if (!wlan) return { ...result, failed: await recordFailure(tenants, 'E_TENANT_NETWORK_MISSING') }

  const handled = new Set<number>()
  const created = async (tenant: Tenant, key: PpskKey, keyName: string) => {
    await markCreated(tenant, key, wlan.id, keyName)
    handled.add(tenant.id)
    result.done++
  }
  try {
    const existing = await listNetworkKeys(location, wlan.id)
    const toAdd: Array<{ tenant: Tenant; keyName: string }> = []
    for (const tenant of tenants) {
      const keyName = tenant.keyName ?? keyNameFor(tenant.id, tenant.name)
      const found = keyOf(existing, tenant, keyName)
      if (found) await created(tenant, found, keyName)
      else toAdd.push({ tenant, keyName })
    }
    const keys = toAdd.map(({ tenant, keyName }) => ({
      name: keyName,
      passphrase: tenant.passphrase,
      ...(tenant.vlan ? { vlan: tenant.vlan } : {}),
    }))
    await addNetworkKeys(location, wlan.id, keys, async (index, outcome) => {
      const { tenant, keyName } = toAdd[index]
      if ('key' in outcome) return created(tenant, outcome.key, keyName)
      handled.add(tenant.id)
      result.failed += await recordFailure([tenant], refusal(outcome.refused))
    })
  } catch (error) {
    const reason = failureOf(error)
    if (!reason) throw error
    // The controller stopped answering: the tenants not added yet stay pending with the reason, for the next sweep.
    result.failed += await recordFailure(
      tenants.filter((tenant) => !handled.has(tenant.id)),
      reason
    )
  }
  return result
}
