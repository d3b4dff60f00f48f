import Customer from '#core/customers/models/customer'
import type { UserAccess } from '#core/access/services/user_access'
import { whereCustomerVisible } from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

interface CustomerFilters {
  q?: string
  group_id?: number
  page?: number
  perPage?: number
}

export async function listCustomers(access: UserAccess, filters: CustomerFilters) {
  const query = whereCustomerVisible(Customer.query(), access).orderBy('name').orderBy('id')
  if (filters.q) query.where((q) => q.whereILike('name', `%${filters.q}%`).orWhereILike('alias', `%${filters.q}%`).orWhereILike('city', `%${filters.q}%`))
  if (filters.group_id) query.where('group_id', filters.group_id)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A customer the user can see, else 404. */
export async function findVisibleCustomer(access: UserAccess, id: number) {
  const customer = await whereCustomerVisible(Customer.query(), access).where('customers.id', id).first()
  if (!customer) throw AppException.notFound()
  return customer
}
