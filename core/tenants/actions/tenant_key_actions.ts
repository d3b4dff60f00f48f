import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import Tenant from '#core/tenants/models/tenant'
import TenantKeysJob from '#core/tenants/jobs/tenant_keys_job'
import { KEY_ON_CONTROLLER } from '#core/tenants/tenant_states'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { dispatch } from '#kernel/jobs/dispatch'
import { pushTenantKeys } from '#core/tenants/services/push_tenant_keys'
import { pushRefusal } from '#core/tenants/services/push_outcomes'
import { assertNotDeactivated } from '#core/tenants/actions/update_tenant'

/**
 * "Create now" for one pending tenant: due at once, then pushed in this request. When the controller cannot be
 * reached the tenant stays pending with the reason, and the sweep tries again; the answer shows that state.
 */
export async function createTenantNow(location: Location, tenant: Tenant) {
  await db.transaction(async (trx) => {
    tenant.useTransaction(trx)
    tenant.createAfter = DateTime.now()
    await tenant.save()
    await recordAudit(
      {
        action: 'tenant.create_now',
        objectType: 'tenant',
        objectId: tenant.id,
        newValues: { location_id: location.id },
      },
      trx
    )
  })
  await pushTenantKeys(location.id, { only: [tenant.id] })
  return tenant.refresh()
}

/** "Create now" for every pending tenant of the venue: due at once, pushed by a job (hundreds take a while). */
export async function createAllPendingNow(location: Location) {
  return db.transaction(async (trx) => {
    const updated = await trx
      .from('tenants')
      .where('location_id', location.id)
      .where('status', 'pending_creation')
      .update({ create_after: new Date(), updated_at: new Date() })
    const count = Number(Array.isArray(updated) ? updated[0] : updated)
    if (count === 0) throw new AppException(409, 'E_NO_PENDING_TENANTS')
    await recordAudit(
      {
        action: 'tenant.create_all_now',
        objectType: 'location',
        objectId: location.id,
        newValues: { count },
      },
      trx
    )
    await dispatch(TenantKeysJob, { locationId: location.id }, { trx })
    return count
  })
}

/** "Deactivate now": the deactivation is due today, and the key is removed in this request (or by the sweep). */
export async function deactivateTenantNow(location: Location, tenant: Tenant) {
  assertNotDeactivated(tenant)
  const today = DateTime.now().setZone(location.timezone).startOf('day')
  await db.transaction(async (trx) => {
    tenant.useTransaction(trx)
    tenant.deactivateOn = DateTime.fromISO(today.toISODate()!)
    if (KEY_ON_CONTROLLER.includes(tenant.status)) tenant.status = 'deactivation_scheduled'
    await tenant.save()
    await recordAudit(
      {
        action: 'tenant.deactivate_now',
        objectType: 'tenant',
        objectId: tenant.id,
        newValues: { location_id: location.id },
      },
      trx
    )
  })
  await pushTenantKeys(location.id, { only: [tenant.id] })
  return tenant.refresh()
}

/**
 * Deletes a tenant. A key still on the controller is removed first, in this request; if that fails the tenant stays
 * (scheduled to leave today, so the sweep removes the key) and the answer says why.
 */
export async function deleteTenant(location: Location, tenant: Tenant) {
  if (KEY_ON_CONTROLLER.includes(tenant.status)) {
    const after = await deactivateTenantNow(location, tenant)
    if (after.status !== 'deactivated') throw pushRefusal(after.lastError)
  }
  await db.transaction(async (trx) => {
    await Tenant.query({ client: trx }).where('id', tenant.id).delete()
    await recordAudit(
      {
        action: 'tenant.deleted',
        objectType: 'tenant',
        objectId: tenant.id,
        oldValues: {
          location_id: location.id,
          name: tenant.name,
          email: tenant.email,
          status: tenant.status,
        },
      },
      trx
    )
  })
}
