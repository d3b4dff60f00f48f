import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Location from '#core/locations/models/location'
import { dueCreations, dueDeactivations } from '#core/tenants/queries/due_tenants'
import {
  claimTenantKeys,
  releaseTenantKeys,
  renewTenantKeys,
} from '#core/tenants/services/tenant_key_lease'
import { tenantManagementEnabled } from '#core/tenants/services/tenant_network'
import { createKeys } from '#core/tenants/services/create_tenant_keys'
import { removeKeys } from '#core/tenants/services/remove_tenant_keys'
import { recordFailure } from '#core/tenants/services/push_outcomes'

export interface PushSummary {
  created: number
  deactivated: number
  failed: number
  /** Another run holds the venue's keys: nothing was done, the due rows stay due. */
  busy: boolean
}

/**
 * One run over a venue's due tenants: creations whose time came (nightly, or "create now") and deactivations whose
 * date came, in rounds, each round's outcome written to the rows as it happens. The rows are the state, so a run
 * that dies half-way is finished by the next; a key found on the controller under the tenant's name or passphrase
 * is taken as the tenant's, so a second run never adds it twice. A controller that cannot be reached ends the run
 * and leaves its tenants as they were, with the reason, for the next sweep.
 */
export async function pushTenantKeys(
  locationId: number,
  options: { only?: number[] } = {}
): Promise<PushSummary> {
  const summary: PushSummary = { created: 0, deactivated: 0, failed: 0, busy: false }
  if (!(await claimTenantKeys(locationId))) return { ...summary, busy: true }
  try {
    const location = await Location.find(locationId)
    if (!location) return summary
    const filter = { only: options.only, runStartedAt: DateTime.now() }
    const enabled = await tenantManagementEnabled(location)
    for (;;) {
      const [creations, deactivations] = await Promise.all([
        dueCreations(location, filter),
        dueDeactivations(location, filter),
      ])
      if (creations.length === 0 && deactivations.length === 0) break
      if (!enabled) {
        summary.failed += await recordFailure(
          [...creations, ...deactivations],
          'E_TENANT_MANAGEMENT_DISABLED'
        )
        continue
      }
      const removed = await removeKeys(location, deactivations)
      const leaving = new Set(deactivations.map((tenant) => tenant.id))
      const added = await createKeys(
        location,
        creations.filter((tenant) => !leaving.has(tenant.id))
      )
      summary.created += added.done
      summary.deactivated += removed.done
      summary.failed += added.failed + removed.failed
      await renewTenantKeys(locationId)
    }
  } catch (error) {
    logger.error({ err: error, locationId }, 'tenants: key push failed')
    throw error
  } finally {
    await releaseTenantKeys(locationId)
  }
  return summary
}
