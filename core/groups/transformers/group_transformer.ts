import type Group from '#core/groups/models/group'
import type Customer from '#core/customers/models/customer'
import type { PermissionKey } from '#core/access/permissions'

export function transformGroup(
  group: Group,
  permissions?: PermissionKey[],
  customers?: Customer[]
) {
  return {
    ...group.serialize(),
    ...(group.$extras.customers_count !== undefined
      ? { customers_count: Number(group.$extras.customers_count) }
      : {}),
    ...(customers
      ? {
          customers: customers.map((c) => ({
            id: c.id,
            name: c.name,
            city: c.city,
            country: c.country,
            type: c.type,
          })),
        }
      : {}),
    ...(permissions ? { permissions } : {}),
  }
}
