import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import type Tenant from '#core/tenants/models/tenant'
import { KEY_ON_CONTROLLER } from '#core/tenants/tenant_states'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { tenantVlan } from '#core/tenants/services/tenant_network'
import { deactivationDate, duplicateEmail } from '#core/tenants/actions/tenant_defaults'

export interface TenantChange {
  name?: string
  email?: string
  language?: string
  spaces?: string | null
  vlan?: number | null
  passphrase?: string
  deactivateOn?: string | null
}

export function assertNotDeactivated(tenant: Tenant) {
  if (tenant.status === 'deactivated') throw new AppException(409, 'E_TENANT_DEACTIVATED')
}

/**
 * Changes a tenant. The key and its VLAN are on the controller once created, so they change only while the
 * creation is pending. A deactivation date schedules the key's removal (state deactivation scheduled); null removes
 * the schedule again.
 */
export async function updateTenant(location: Location, tenant: Tenant, change: TenantChange) {
  assertNotDeactivated(tenant)
  const deactivateOnDate = deactivationDate(location, change.deactivateOn)
  const keyOnController = KEY_ON_CONTROLLER.includes(tenant.status)
  if (keyOnController && change.passphrase !== undefined && change.passphrase !== tenant.passphrase)
    throw AppException.invalidField('passphrase', 'tenant_created')
  const vlan = change.vlan === undefined ? tenant.vlan : tenantVlan(location, change.vlan)
  if (keyOnController && vlan !== tenant.vlan)
    throw AppException.invalidField('vlan', 'tenant_created')

  const { deactivateOn, vlan: _vlan, ...fields } = change
  tenant.merge({
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    vlan,
  })
  if (deactivateOn !== undefined) {
    tenant.deactivateOn = deactivateOnDate ?? null
    if (keyOnController) tenant.status = deactivateOn ? 'deactivation_scheduled' : 'created'
  }
  const { oldValues, newValues, changed } = pendingChanges(tenant)
  if (!changed) return tenant
  if ('passphrase' in newValues) oldValues.passphrase = newValues.passphrase = '[redacted]'
  await db
    .transaction(async (trx) => {
      tenant.useTransaction(trx)
      await tenant.save()
      await recordAudit(
        {
          action: 'tenant.updated',
          objectType: 'tenant',
          objectId: tenant.id,
          oldValues,
          newValues,
        },
        trx
      )
    })
    .catch(duplicateEmail)
  return tenant
}
