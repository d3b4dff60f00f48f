import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS } from '#core/access/permissions'
import type User from '#core/users/models/user'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { checkCustomerInput, duplicateVatOr, toAttributes } from '#core/customers/actions/customer_input'

/** What a partner holds on a customer it brought in: everything except invoices, which stay with the customer. */
export const PARTNER_CUSTOMER_KEYS = PERMISSION_KEYS.filter((key) => !key.startsWith('invoices_'))

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
    await recordAudit({ action: 'customer.created', objectType: 'customer', objectId: customer.id, newValues: createdValues(customer) }, trx)

    if (!creator.isAdmin && creator.partnerId) {
      const partnerGrant = await PartnerGrant.create(
        { partnerId: creator.partnerId, subjectType: 'customer', subjectId: customer.id, permissions: [...PARTNER_CUSTOMER_KEYS] },
        { client: trx }
      )
      await recordAudit({ action: 'partner_grant.created', objectType: 'partner_grant', objectId: partnerGrant.id, newValues: createdValues(partnerGrant) }, trx)
    }
    return customer
  })
}
