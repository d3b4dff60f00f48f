import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'

export interface AlertFilters {
  q?: string
  state?: string
  ruleId?: number
  locationId?: number
  page?: number
  perPage?: number
}

/**
 * The alert log, newest first, over the venues the user can see. Alerts still waiting out their rule's minutes
 * (pending) are only listed when asked for by state: nobody has been told about them.
 */
export function listAlerts(access: UserAccess, filters: AlertFilters) {
  const query = whereLocationVisible(
    db.from('alerts').join('locations', 'locations.id', 'alerts.location_id'),
    access
  )
    .join('alert_rules', 'alert_rules.id', 'alerts.rule_id')
    .select(
      'alerts.*',
      'alert_rules.name as rule_name',
      'alert_rules.trigger',
      'locations.name as location_name'
    )
    .orderBy('alerts.started_at', 'desc')
    .orderBy('alerts.id', 'desc')
  if (filters.state) query.where('alerts.state', filters.state)
  else query.whereIn('alerts.state', ['open', 'resolved'])
  if (filters.ruleId) query.where('alerts.rule_id', filters.ruleId)
  if (filters.locationId) query.where('alerts.location_id', filters.locationId)
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`
    query.where((q) =>
      q
        .whereILike('alert_rules.name', like)
        .orWhereILike('alerts.subject_name', like)
        .orWhereILike('locations.name', like)
    )
  }
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}
