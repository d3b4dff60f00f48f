import type { UserAccess } from '#core/access/services/user_access'
import type { PermissionKey } from '#core/access/permissions'

/**
 * Limits rows that point at an object through a (subject_type, subject_id)
 * pair — access grants, invitation subjects, partner grants — to the objects
 * on which the user holds `key`, directly or through a parent: a key held on
 * a group covers its customers and their locations.
 */
export function whereSubjectVisible<Q>(
  query: Q,
  access: UserAccess,
  key: PermissionKey,
  typeColumn: string,
  idColumn: string
): Q {
  if (access.holdsEverywhere(key)) return query
  const groups = access.idsGranted('group', key)
  const customers = access.idsGranted('customer', key)
  const locations = access.idsGranted('location', key)
  const customersOfGroups = (sub: any) =>
    sub.from('customers').select('id').whereIn('group_id', groups)
  return (query as any).where((outer: any) =>
    outer
      .where((q: any) => q.where(typeColumn, 'group').whereIn(idColumn, groups))
      .orWhere((q: any) =>
        q
          .where(typeColumn, 'customer')
          .where((ids: any) =>
            ids.whereIn(idColumn, customers).orWhereIn(idColumn, customersOfGroups)
          )
      )
      .orWhere((q: any) =>
        q.where(typeColumn, 'location').where((ids: any) =>
          ids.whereIn(idColumn, locations).orWhereIn(idColumn, (sub: any) =>
            sub
              .from('locations')
              .select('id')
              .where((c: any) =>
                c.whereIn('customer_id', customers).orWhereIn('customer_id', customersOfGroups)
              )
          )
        )
      )
  )
}
