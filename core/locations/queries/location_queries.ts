import Location from '#core/locations/models/location'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

interface LocationFilters {
  q?: string
  status?: string
  customer_id?: number
  page?: number
  perPage?: number
}

export async function listLocations(access: UserAccess, filters: LocationFilters) {
  const query = whereLocationVisible(Location.query(), access).orderBy('name').orderBy('id')
  if (filters.q) query.where((q) => q.whereILike('name', `%${filters.q}%`).orWhereILike('venue_name', `%${filters.q}%`).orWhereILike('city', `%${filters.q}%`))
  if (filters.status) query.where('status', filters.status)
  if (filters.customer_id) query.where('customer_id', filters.customer_id)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** A location the user can see, else 404. */
export async function findVisibleLocation(access: UserAccess, id: number) {
  const location = await whereLocationVisible(Location.query(), access).where('locations.id', id).first()
  if (!location) throw AppException.notFound()
  return location
}
