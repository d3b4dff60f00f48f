import type User from '#core/users/models/user'
import { escapeLike } from '#kernel/http/list_validator'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import type { VisitOutcome } from '#core/sales/sales_fields'
import { dayStart } from '#core/sales/services/sales_period'
import { visibleVisits } from '#core/sales/queries/visible_visits'

interface VisitFilters {
  q?: string
  search?: string
  hunterId?: number
  outcome?: VisitOutcome
  from?: string
  to?: string
  page?: number
  perPage?: number
}

/** The visits the user may see, the newest first. */
export function listVisits(user: User, filters: VisitFilters) {
  const query = visibleVisits(user).preload('hunter')
  const term = filters.search ?? filters.q
  if (term) {
    const like = `%${escapeLike(term)}%`
    query.where((match) =>
      match
        .whereILike('venue_name', like)
        .orWhereILike('contact_name', like)
        .orWhereILike('city', like)
        .orWhereILike('address', like)
    )
  }
  if (filters.hunterId) query.where('hunter_id', filters.hunterId)
  if (filters.outcome) query.where('outcome', filters.outcome)
  if (filters.from)
    query.where('created_at', '>=', dayStart(filters.from, 'from').toUTC().toJSDate())
  if (filters.to)
    query.where('created_at', '<', dayStart(filters.to, 'to').plus({ days: 1 }).toUTC().toJSDate())
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}
