import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import type Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Moves locations to another customer (a venue changes owner, or was entered
 * under the wrong company). The caller manages the venues of both the target
 * customer and each location's current customer (location_update on them);
 * a location the caller cannot see is reported as not existing.
 */
export async function moveLocationsToCustomer(
  access: UserAccess,
  customer: Customer,
  locationIds: number[]
) {
  if (!(await access.can('location_update', 'customer', customer.id)))
    throw AppException.forbidden()
  const visible = await whereLocationVisible(Location.query(), access).whereIn(
    'locations.id',
    locationIds
  )
  const errors = locationIds.flatMap((id, index) =>
    visible.some((l) => l.id === id) ? [] : [{ field: `locationIds.${index}`, rule: 'exists' }]
  )
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
  for (const location of visible) {
    if (!(await access.can('location_update', 'customer', location.customerId)))
      throw AppException.forbidden()
  }

  await db.transaction(async (trx) => {
    for (const location of visible) {
      if (location.customerId === customer.id) continue
      const previous = location.customerId
      location.useTransaction(trx)
      location.customerId = customer.id
      await location.save()
      await recordAudit(
        {
          action: 'location.customer_changed',
          objectType: 'location',
          objectId: location.id,
          oldValues: { customer_id: previous },
          newValues: { customer_id: customer.id },
        },
        trx
      )
    }
  })
  return visible
}
