import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * The customers named in a request, each one the caller may move: a
 * customer the caller cannot see is reported as not existing (422 on its
 * list entry), one it sees without customer_update is a 403.
 */
export async function customersToMove(access: UserAccess, ids: number[], field: string) {
  // Checked before any transaction opens: UserAccess reads on its own connection.
  const customers = await Customer.query().whereIn('id', ids)
  const errors = []
  for (const [index, id] of ids.entries()) {
    const customer = customers.find((c) => c.id === id)
    const permissions = customer ? await access.permissionsOn('customer', id) : []
    if (!customer || !permissions.includes('customer_read')) errors.push({ field: `${field}.${index}`, rule: 'exists' })
  }
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
  for (const customer of customers) {
    if (!(await access.can('customer_update', 'customer', customer.id))) throw AppException.forbidden()
  }
  return ids.map((id) => customers.find((c) => c.id === id)!)
}

/** Moves customers into a group (or out of any with null), one audit entry per customer that changed. */
export async function setCustomersGroup(customers: Customer[], groupId: number | null, trx: TransactionClientContract) {
  for (const customer of customers) {
    if (customer.groupId === groupId) continue
    const previous = customer.groupId
    customer.useTransaction(trx)
    customer.groupId = groupId
    await customer.save()
    await recordAudit(
      { action: 'customer.group_changed', objectType: 'customer', objectId: customer.id, oldValues: { group_id: previous }, newValues: { group_id: groupId } },
      trx
    )
  }
}
