import type { UserAccess } from '#core/access/services/user_access'
import type Customer from '#core/customers/models/customer'

export const customerPolicy = {
  view: (access: UserAccess, customer: Customer) => access.can('customer_read', 'customer', customer.id),
  update: (access: UserAccess, customer: Customer) => access.can('customer_update', 'customer', customer.id),
  /** Billing flags, payment method and group membership are set by admins only. */
  manageBilling: (access: UserAccess) => access.isAdmin,
}
