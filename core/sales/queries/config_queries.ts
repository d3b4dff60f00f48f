import type User from '#core/users/models/user'
import SalesConfig from '#core/sales/models/sales_config'
import { AppException } from '#kernel/exceptions/app_exception'
import { escapeLike } from '#kernel/http/list_validator'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { routeId } from '#kernel/http/route_id'

/** Admins see every calculation; a hunter the ones they made. */
function visibleConfigs(user: User) {
  const query = SalesConfig.query().preload('author')
  if (!user.isAdmin) query.where('created_by', user.id)
  return query
}

export function listConfigs(
  user: User,
  filters: { q?: string; search?: string; visitId?: number; page?: number; perPage?: number }
) {
  const query = visibleConfigs(user)
  const term = filters.search ?? filters.q
  if (term) query.whereILike('title', `%${escapeLike(term)}%`)
  if (filters.visitId) query.where('visit_id', filters.visitId)
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

export async function findVisibleConfig(user: User, id: unknown) {
  const config = await visibleConfigs(user).where('id', routeId(id)).first()
  if (!config) throw AppException.notFound()
  return config
}
