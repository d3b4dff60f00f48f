import Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible } from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'

interface CustomerFilters {
  q?: string
  group_id?: number
  type?: number
  country?: string
  page?: number
  perPage?: number
}

/** Wildcards typed by the user are searched for literally. */
const likeTerm = (text: string) => `%${escapeLike(text)}%`

export async function listCustomers(access: UserAccess, filters: CustomerFilters) {
  const query = whereCustomerVisible(Customer.query(), access)
    .preload('group')
    .withCount('locations', (locations) => void locations.whereNot('status', 'archived'))
    .orderBy('name')
    .orderBy('id')
  if (filters.q) {
    const term = likeTerm(filters.q)
    const compact = filters.q.replace(/[ .-]/g, '').toUpperCase()
    query.where((q) =>
      q
        .whereILike('name', term)
        .orWhereILike('alias', term)
        .orWhereILike('city', term)
        .orWhereILike('email', term)
        .orWhereILike('vat', likeTerm(compact))
    )
  }
  if (filters.group_id) query.where('group_id', filters.group_id)
  if (filters.type) query.where('type', filters.type)
  if (filters.country) query.where('country', filters.country)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A customer the user can see, else 404. */
export async function findVisibleCustomer(access: UserAccess, id: number) {
  const customer = await whereCustomerVisible(Customer.query(), access)
    .where('customers.id', id)
    .preload('group')
    .first()
  if (!customer) throw AppException.notFound()
  return customer
}
