import { Job } from '#kernel/jobs/job'
import { pushTenantKeys } from '#core/tenants/services/push_tenant_keys'

/**
 * Pushes a venue's due tenant keys (creations and deactivations). Dispatched by the tenant keys tick and by
 * "create all now". Not retried: its rows stay due, and the next tick is the retry.
 */
export default class TenantKeysJob extends Job<{ locationId: number }> {
  static jobName = 'tenants.push_keys'
  static queue = 'tenants'
  static attempts = 1
  static timeoutMs = 30 * 60_000

  async handle({ locationId }: { locationId: number }) {
    await pushTenantKeys(locationId)
  }
}
