import db from '@adonisjs/lucid/services/db'
import type Customer from '#core/customers/models/customer'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'
import { checkCustomerInput, duplicateVatOr } from '#core/customers/actions/customer_input'
import { toAttributes } from '#kernel/audit/save_with_audit'

/** Applies validated input to a customer and saves it with its audit entry, in one transaction. */
export async function updateCustomer(customer: Customer, input: Record<string, any>) {
  await db.transaction(async (trx) => {
    await checkCustomerInput(customer, input, trx)
    customer.merge(toAttributes(input))
    const { oldValues, newValues, changed } = pendingChanges(customer)
    if (!changed) return
    customer.useTransaction(trx)
    await customer.save().catch(duplicateVatOr)
    await recordAudit({ action: 'customer.updated', objectType: 'customer', objectId: customer.id, oldValues, newValues }, trx)
  })
  return customer
}
