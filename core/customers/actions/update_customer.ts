import db from '@adonisjs/lucid/services/db'
import type Customer from '#core/customers/models/customer'
import { pendingChanges, recordAudit } from '#kernel/audit/audit'
import { checkCustomerInput, duplicateVatOr } from '#core/customers/actions/customer_input'
import { toAttributes } from '#kernel/audit/save_with_audit'
import {
  STRIPE_SYNCED_FIELDS,
  syncCustomerToStripeLater,
} from '#core/billing/customers/dispatch_customer_sync'

/** Applies validated input to a customer and saves it with its audit entry, in one transaction. */
export async function updateCustomer(customer: Customer, input: Record<string, any>) {
  await db.transaction(async (trx) => {
    await checkCustomerInput(customer, input, trx)
    customer.merge(toAttributes(input))
    const { oldValues, newValues, changed } = pendingChanges(customer)
    if (!changed) return
    const stripeFieldsChanged = STRIPE_SYNCED_FIELDS.some((field) => field in customer.$dirty)
    customer.useTransaction(trx)
    await customer.save().catch(duplicateVatOr)
    await recordAudit(
      {
        action: 'customer.updated',
        objectType: 'customer',
        objectId: customer.id,
        oldValues,
        newValues,
      },
      trx
    )
    if (stripeFieldsChanged) await syncCustomerToStripeLater(customer.id, trx)
  })
  return customer
}
