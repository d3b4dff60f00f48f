import db from '@adonisjs/lucid/services/db'
import type Customer from '#core/customers/models/customer'
import { revokeSubjectAccess } from '#core/access/actions/revoke_subject_access'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { removeUpload } from '#kernel/storage/uploads'

/**
 * Deletes a customer whose locations are all archived: a customer with a
 * live or planned venue is refused (409), so no venue loses its owner by
 * accident. The archived locations, logs and grants go with it, in one
 * transaction; the logo file is removed once that committed.
 */
export async function deleteCustomer(customer: Customer) {
  await db.transaction(async (trx) => {
    const locations = await trx
      .from('locations')
      .where('customer_id', customer.id)
      .forUpdate()
      .select('id', 'status')
    if (locations.some((location) => location.status !== 'archived')) {
      throw new AppException(409, 'E_CUSTOMER_HAS_LOCATIONS', {
        data: { count: locations.filter((l) => l.status !== 'archived').length },
      })
    }
    const locationIds = locations.map((location) => Number(location.id))
    const grants =
      (await revokeSubjectAccess(trx, 'customer', [customer.id])) +
      (await revokeSubjectAccess(trx, 'location', locationIds))
    const oldValues = createdValues(customer)
    customer.useTransaction(trx)
    await customer.delete()
    await recordAudit(
      {
        action: 'customer.deleted',
        objectType: 'customer',
        objectId: customer.id,
        oldValues,
        newValues: { archived_locations_deleted: locationIds, grants_revoked: grants },
      },
      trx
    )
  })
  await removeUpload(customer.logoPath)
}
