import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { PpskKey } from '#core/plugins/controller_contract'
import type { RejectionReason } from '#core/plugins/plugin_errors'
import Tenant from '#core/tenants/models/tenant'
import TenantMailJob from '#core/tenants/jobs/tenant_mail_job'
import { AppException } from '#kernel/exceptions/app_exception'
import { dispatch } from '#kernel/jobs/dispatch'

/** What a failed push leaves on the row for people to read: the API's error code, and the vendor's reason. */
export function failureOf(error: unknown): string | null {
  if (!(error instanceof AppException)) return null
  const reason = typeof error.data?.reason === 'string' ? `:${error.data.reason}` : ''
  return `${error.code}${reason}`
}

export const refusal = (reason: RejectionReason) => `E_CONTROLLER_REJECTED:${reason}`

/** The tenants stay as they are, with the reason and the time of this attempt; returns how many. */
export async function recordFailure(tenants: Tenant[], lastError: string) {
  if (tenants.length === 0) return 0
  await Tenant.query()
    .whereIn(
      'id',
      tenants.map((tenant) => tenant.id)
    )
    .update({
      last_error: lastError.slice(0, 300),
      last_attempt_at: DateTime.now().toJSDate(),
      updated_at: new Date(),
    })
  return tenants.length
}

/** The key is on the controller: the tenant is created (or already scheduled to leave), and gets their mail. */
export async function markCreated(tenant: Tenant, key: PpskKey, wlanId: string, keyName: string) {
  await db.transaction(async (trx) => {
    const now = DateTime.now()
    tenant.useTransaction(trx)
    tenant.merge({
      status: tenant.deactivateOn ? 'deactivation_scheduled' : 'created',
      wlanId,
      keyName,
      remoteKeyId: key.id,
      activatedAt: now,
      lastAttemptAt: now,
      lastError: null,
    })
    await tenant.save()
    if (!tenant.mailedAt) await dispatch(TenantMailJob, { tenantId: tenant.id }, { trx })
  })
}

export async function markDeactivated(tenant: Tenant) {
  const now = DateTime.now()
  tenant.merge({ status: 'deactivated', deactivatedAt: now, lastAttemptAt: now, lastError: null })
  await tenant.save()
}

const STATUS_OF: Record<string, number> = {
  E_CONTROLLER_REJECTED: 422,
  E_CAPABILITY_UNSUPPORTED: 422,
  E_CONTROLLER_NEEDS_CREDENTIALS: 424,
  E_TENANT_MANAGEMENT_DISABLED: 409,
  E_TENANT_NETWORK_MISSING: 409,
  E_NETWORK_NOT_CONFIGURED: 409,
}

/** A push that did not happen, as the answer to the request that wanted it: the stored reason, or the venue busy. */
export function pushRefusal(lastError: string | null) {
  if (!lastError) return new AppException(409, 'E_TENANT_KEYS_BUSY')
  const [code, reason] = lastError.split(':')
  return new AppException(STATUS_OF[code] ?? 503, code, reason ? { data: { reason } } : {})
}
