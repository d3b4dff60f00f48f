import type Customer from '#core/customers/models/customer'
import type { PermissionKey } from '#core/access/permissions'

export function transformCustomer(customer: Customer, permissions?: PermissionKey[]) {
  return { ...customer.serialize(), ...(permissions ? { permissions } : {}) }
}
