import type Customer from '#core/customers/models/customer'
import type { PermissionKey } from '#core/access/permissions'

/** A customer as the API shows it: the logo as a URL (the stored path stays internal), its group's name. */
export function transformCustomer(customer: Customer, permissions?: PermissionKey[]) {
  const { logo_path: _logoPath, group: _group, ...fields } = customer.serialize() as Record<string, unknown>
  const group = customer.$preloaded.group as Customer['group'] | null | undefined
  return {
    ...fields,
    logo_url: customer.logoPath ? `/rest/customers/${customer.id}/logo?v=${encodeURIComponent(customer.updatedAt?.toMillis() ?? 0)}` : null,
    ...(group !== undefined ? { group: group ? { id: group.id, name: group.name } : null } : {}),
    ...(customer.$extras.locations_count !== undefined ? { locations_count: Number(customer.$extras.locations_count) } : {}),
    ...(permissions ? { permissions } : {}),
  }
}
