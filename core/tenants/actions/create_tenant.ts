import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import Tenant from '#core/tenants/models/tenant'
import { recordAudit } from '#kernel/audit/audit'
import {
  generatePassphrase,
  newPublicId,
  nextNightlyRun,
} from '#core/tenants/services/tenant_identity'
import { tenantVlan } from '#core/tenants/services/tenant_network'
import { pushTenantKeys } from '#core/tenants/services/push_tenant_keys'
import {
  deactivationDate,
  defaultLanguage,
  duplicateEmail,
} from '#core/tenants/actions/tenant_defaults'

export interface NewTenant {
  name: string
  email: string
  language?: string
  spaces?: string | null
  vlan?: number | null
  passphrase?: string
  deactivateOn?: string | null
  createNow?: boolean
}

/** Adds a tenant, pending creation in the coming night, or created at once when asked (then pushed right away). */
export async function createTenant(location: Location, input: NewTenant) {
  const deactivateOn = deactivationDate(location, input.deactivateOn) ?? null
  const language = input.language ?? (await defaultLanguage(location))
  const tenant = await db
    .transaction(async (trx) => {
      const created = await Tenant.create(
        {
          locationId: location.id,
          name: input.name,
          email: input.email,
          language,
          spaces: input.spaces ?? null,
          vlan: tenantVlan(location, input.vlan),
          passphrase: input.passphrase ?? generatePassphrase(),
          status: 'pending_creation',
          createAfter: input.createNow ? DateTime.now() : nextNightlyRun(),
          deactivateOn,
          publicId: newPublicId(),
        },
        { client: trx }
      )
      const values = {
        location_id: location.id,
        name: created.name,
        email: created.email,
        spaces: created.spaces,
        vlan: created.vlan,
        create_now: Boolean(input.createNow),
      }
      await recordAudit(
        { action: 'tenant.created', objectType: 'tenant', objectId: created.id, newValues: values },
        trx
      )
      return created
    })
    .catch(duplicateEmail)
  if (input.createNow) await pushTenantKeys(location.id, { only: [tenant.id] })
  return tenant.refresh()
}
