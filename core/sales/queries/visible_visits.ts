import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import SalesVisit from '#core/sales/models/sales_visit'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'
import { startOfSalesToday } from '#core/sales/services/sales_period'

/**
 * The visits a user may see (spec §2): admins all of them; a hunter their own and every hunter's visits of today.
 * Every sales read goes through this scope.
 */
export function visibleVisits(user: User, client: QueryClientContract = db.connection()) {
  const query = SalesVisit.query({ client })
  if (!user.isAdmin) {
    const today = startOfSalesToday().toJSDate()
    query.where((scope) =>
      scope.where('sales_visits.hunter_id', user.id).orWhere('sales_visits.created_at', '>=', today)
    )
  }
  return query
}

/** A visible visit by the id in the path; anything else is simply not found. */
export async function findVisibleVisit(user: User, id: unknown, client?: QueryClientContract) {
  const visit = await visibleVisits(user, client)
    .where('sales_visits.id', routeId(id))
    .preload('hunter')
    .first()
  if (!visit) throw AppException.notFound()
  return visit
}

/** Only the hunter who recorded a visit, or an admin, changes it; other hunters see today's visits read-only. */
export function assertMayChangeVisit(user: User, visit: SalesVisit) {
  if (!user.isAdmin && visit.hunterId !== user.id) throw AppException.forbidden()
}
