import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import { grantCreatorPartner } from '#core/partners/actions/partner_access'
import type User from '#core/users/models/user'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { checkCustomerInput, duplicateVatOr } from '#core/customers/actions/customer_input'
import { toAttributes } from '#kernel/audit/save_with_audit'
import { syncCustomerToStripeLater } from '#core/billing/customers/dispatch_customer_sync'

/**
 * Creates a customer with its audit entry. A partner's user creating a
 * customer gives the partner a grant on it, so the partner's team keeps
 * managing what it brought in; admins see everything anyway.
 */
export async function createCustomer(creator: User, input: Record<string, any>) {
  return db.transaction(async (trx) => {
    await checkCustomerInput(null, input, trx)
    const customer = new Customer()
    customer.merge({ language: 'nl', ...toAttributes(input) })
    customer.useTransaction(trx)
    await customer.save().catch(duplicateVatOr)
    await customer.refresh()
    await recordAudit(
      {
        action: 'customer.created',
        objectType: 'customer',
        objectId: customer.id,
        newValues: createdValues(customer),
      },
      trx
    )

    if (!creator.isAdmin && creator.partnerId)
      await grantCreatorPartner(creator.partnerId, 'customer', customer.id, trx)
    await syncCustomerToStripeLater(customer.id, trx)
    return customer
  })
}
