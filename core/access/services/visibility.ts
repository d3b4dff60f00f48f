import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey } from '#core/access/permissions'

/**
 * Where-clauses that limit a query to the objects a user may see. Every
 * list and load of tenant data goes through one of these, so an object
 * outside the user's grants is simply not found (404, never 403).
 */
type Where = {
  whereIn(column: string, values: any): any
  orWhereIn(column: string, values: any): any
  where(callback: (query: any) => void): any
}

export function whereGroupVisible<Q extends Where>(
  query: Q,
  access: UserAccess,
  key: PermissionKey = 'group_read'
): Q {
  if (access.holdsEverywhere(key)) return query
  return query.whereIn('groups.id', access.idsGranted('group', key))
}

export function whereCustomerVisible<Q extends Where>(
  query: Q,
  access: UserAccess,
  key: PermissionKey = 'customer_read'
): Q {
  if (access.holdsEverywhere(key)) return query
  const customers = access.idsGranted('customer', key)
  const groups = access.idsGranted('group', key)
  return query.where((q: Where) =>
    q.whereIn('customers.id', customers).orWhereIn('customers.group_id', groups)
  )
}

export function whereLocationVisible<Q extends Where>(
  query: Q,
  access: UserAccess,
  key: PermissionKey = 'location_read'
): Q {
  if (access.holdsEverywhere(key)) return query
  const locations = access.idsGranted('location', key)
  const customers = access.idsGranted('customer', key)
  const groups = access.idsGranted('group', key)
  return query.where((q: Where) =>
    q
      .whereIn('locations.id', locations)
      .orWhereIn('locations.customer_id', customers)
      .orWhereIn('locations.customer_id', (sub: any) =>
        sub.from('customers').select('id').whereIn('group_id', groups)
      )
  )
}
