import db from '@adonisjs/lucid/services/db'
import Location from '#core/locations/models/location'
import Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import { locationPolicy } from '#core/locations/policies/location_policy'
import { illegalStatusTransition } from '#core/locations/actions/status_transition_error'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { toAttributes } from '#kernel/audit/save_with_audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { checkLocationPostalCode } from '#core/locations/actions/location_postal_code'

/**
 * Adds a location to a customer. A customer the user cannot see is
 * reported as not existing (never reveal another tenant's object); one the
 * user sees without `location_update` on it is a 403.
 */
export async function createLocation(
  access: UserAccess,
  input: Record<string, unknown> & { customer_id: number }
) {
  const customer = await Customer.find(input.customer_id)
  if (!customer) throw AppException.invalidField('customer_id', 'exists')
  if (!(await locationPolicy.createFor(access, customer.id))) {
    if ((await access.permissionsOn('customer', customer.id)).length === 0)
      throw AppException.invalidField('customer_id', 'exists')
    throw AppException.forbidden()
  }
  if (input.status === 'archived') throw illegalStatusTransition('to_deploy', 'archived')
  checkLocationPostalCode(input, { zipcode: null, country: customer.country })

  const attributes = { country: customer.country, ...toAttributes(input) }
  return db.transaction(async (trx) => {
    const location = await Location.create(attributes, { client: trx })
    await location.refresh()
    await recordAudit(
      {
        action: 'location.created',
        objectType: 'location',
        objectId: location.id,
        newValues: createdValues(location),
      },
      trx
    )
    return location
  })
}
