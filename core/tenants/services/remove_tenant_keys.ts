import type Location from '#core/locations/models/location'
import type { PpskKey } from '#core/plugins/controller_contract'
import type Tenant from '#core/tenants/models/tenant'
import { listNetworkKeys, removeNetworkKeys } from '#core/network/actions/ppsk_keys'
import { AppException } from '#kernel/exceptions/app_exception'
import {
  failureOf,
  markDeactivated,
  recordFailure,
  refusal,
} from '#core/tenants/services/push_outcomes'

function keyOf(keys: PpskKey[], tenant: Tenant) {
  return keys.find(
    (key) =>
      (tenant.remoteKeyId !== null && key.id === tenant.remoteKeyId) ||
      (tenant.keyName !== null && key.name === tenant.keyName) ||
      key.passphrase === tenant.passphrase
  )
}

/** The network's keys; a network that is gone holds no keys any more. */
async function keysOf(location: Location, wlanId: string) {
  try {
    return await listNetworkKeys(location, wlanId)
  } catch (error) {
    if (
      error instanceof AppException &&
      error.code === 'E_CONTROLLER_REJECTED' &&
      error.data?.reason === 'not_found'
    )
      return []
    throw error
  }
}

/**
 * Removes the keys of one round of tenants whose deactivation date came, network by network. A tenant without a key
 * (still pending, or the key already gone) is deactivated at once. Counts the tenants deactivated and failed.
 */
export async function removeKeys(location: Location, tenants: Tenant[]) {
  const result = { done: 0, failed: 0 }
  const byNetwork = new Map<string, Tenant[]>()
  for (const tenant of tenants) {
    if (tenant.status === 'pending_creation' || !tenant.wlanId) {
      await markDeactivated(tenant)
      result.done++
    } else byNetwork.set(tenant.wlanId, [...(byNetwork.get(tenant.wlanId) ?? []), tenant])
  }

  for (const [wlanId, group] of byNetwork) {
    const handled = new Set<number>()
    const deactivated = async (tenant: Tenant) => {
      await markDeactivated(tenant)
      handled.add(tenant.id)
      result.done++
    }
    try {
      const keys = await keysOf(location, wlanId)
      const toRemove: Array<{ tenant: Tenant; key: PpskKey }> = []
      for (const tenant of group) {
        const key = keyOf(keys, tenant)
        if (key) toRemove.push({ tenant, key })
        else await deactivated(tenant)
      }
      await removeNetworkKeys(
        location,
        wlanId,
        toRemove.map(({ key }) => key.id),
        async (index, outcome) => {
          const { tenant } = toRemove[index]
          if ('removed' in outcome) return deactivated(tenant)
          handled.add(tenant.id)
          result.failed += await recordFailure([tenant], refusal(outcome.refused))
        }
      )
    } catch (error) {
      const reason = failureOf(error)
      if (!reason) throw error
      result.failed += await recordFailure(
        group.filter((tenant) => !handled.has(tenant.id)),
        reason
      )
      return result
    }
  }
  return result
}
