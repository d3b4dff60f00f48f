import Group from '#core/groups/models/group'
import Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible, whereGroupVisible } from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'

/** Visible groups; customers_count counts only the customers the caller sees. */
export async function listGroups(
  access: UserAccess,
  filters: { q?: string; page?: number; perPage?: number }
) {
  const query = whereGroupVisible(Group.query(), access)
    .withCount('customers', (customers) => void whereCustomerVisible(customers, access))
    .orderBy('name')
    .orderBy('id')
  if (filters.q) query.whereILike('name', `%${escapeLike(filters.q)}%`)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A group the user can see, else 404 (never reveal another tenant's object). */
export async function findVisibleGroup(access: UserAccess, id: number) {
  const group = await whereGroupVisible(Group.query(), access).where('groups.id', id).first()
  if (!group) throw AppException.notFound()
  return group
}

/** The group's customers that the user can see. */
export function visibleGroupCustomers(access: UserAccess, group: Group) {
  return whereCustomerVisible(Customer.query(), access)
    .where('group_id', group.id)
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name', 'city', 'country', 'type')
}
