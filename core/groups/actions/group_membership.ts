import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey } from '#core/access/permissions'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/**
 * Where the customers go: an existing group (its id), or a new one. `keys`
 * are the keys the caller will hold on the customers through that group.
 */
export type MoveTarget = { groupId: number | null; keys: readonly PermissionKey[] }

/**
 * The customers named in a request, each one the caller may move: a
 * customer the caller cannot see is reported as not existing (422 on its
 * list entry), one it sees without customer_update is a 403.
 */
export async function customersToMove(
  access: UserAccess,
  ids: number[],
  field: string,
  target: MoveTarget
) {
  const customers = await Customer.query().whereIn('id', ids)
  const errors = []
  const held = new Map<number, PermissionKey[]>()
  for (const [index, id] of ids.entries()) {
    const customer = customers.find((c) => c.id === id)
    const permissions = customer
      ? access.permissionsFor({ group: customer.groupId, customer: customer.id, location: null })
      : []
    held.set(id, permissions)
    if (!customer || !permissions.includes('customer_read'))
      errors.push({ field: `${field}.${index}`, rule: 'exists' })
  }
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })
  for (const customer of customers) {
    if (!mayMove(access, customer, held.get(customer.id)!, target)) throw AppException.forbidden()
  }
  return ids.map((id) => customers.find((c) => c.id === id)!)
}

/**
 * Moving a customer takes customer_update on it and, when it leaves a group,
 * group_update on that group (else whoever holds access through it is
 * pushed out). Joining a group must not widen the caller's own rights: the
 * caller must already hold on the customer every key the group gives it.
 */
function mayMove(
  access: UserAccess,
  customer: Customer,
  heldOnCustomer: PermissionKey[],
  target: MoveTarget
) {
  if (access.isAdmin) return true
  if (!heldOnCustomer.includes('customer_update')) return false
  if (customer.groupId !== null && customer.groupId !== target.groupId) {
    if (
      !access
        .permissionsFor({ group: customer.groupId, customer: null, location: null })
        .includes('group_update')
    )
      return false
  }
  return target.keys.every((key) => heldOnCustomer.includes(key))
}

/** Moves customers into a group (or out of any with null), one audit entry per customer that changed. */
export async function setCustomersGroup(
  customers: Customer[],
  groupId: number | null,
  trx: TransactionClientContract
) {
  for (const customer of customers) {
    if (customer.groupId === groupId) continue
    const previous = customer.groupId
    customer.useTransaction(trx)
    customer.groupId = groupId
    await customer.save()
    await recordAudit(
      {
        action: 'customer.group_changed',
        objectType: 'customer',
        objectId: customer.id,
        oldValues: { group_id: previous },
        newValues: { group_id: groupId },
      },
      trx
    )
  }
}
