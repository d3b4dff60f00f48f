import type { UserAccess } from '#core/access/services/user_access'
import type Customer from '#core/customers/models/customer'

/**
 * Who may do what with a customer (keys on the customer or its group, see UserAccess).
 * Creating and deleting a customer are acts of the platform or of a partner
 * managing its own customers; a customer's own users edit, never delete, it.
 */
export const customerPolicy = {
  view: (access: UserAccess, customer: Customer) =>
    access.can('customer_read', 'customer', customer.id),
  update: (access: UserAccess, customer: Customer) =>
    access.can('customer_update', 'customer', customer.id),
  /** Admins anywhere; partners anywhere (they get a grant on what they create); others only inside a group they manage customers of. */
  create: async (access: UserAccess, groupId: number | null | undefined) => {
    if (access.isAdmin) return true
    if (groupId) return access.can('customer_update', 'group', groupId)
    return access.user.partnerId !== null
  },
  delete: async (access: UserAccess, customer: Customer) =>
    access.isAdmin ||
    (access.user.partnerId !== null &&
      (await access.can('customer_update', 'customer', customer.id))),
  /** Billing flags, payment method and group membership are set by admins only. */
  manageBilling: (access: UserAccess) => access.isAdmin,
}
