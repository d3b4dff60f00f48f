import AuditLog from '#kernel/audit/audit_log'
import { escapeLike } from '#kernel/http/list_validator'
import type { AuditLogFilters } from '#core/audit_logs/audit_log_validators'

/**
 * The audit log filtered as the admin screen asks: actor (e-mail part or user id), object (type, id), action
 * (exact, or a prefix ending in a dot such as `auth.`), and a date range in UTC, whole days inclusive.
 */
export function auditLogQuery(filters: AuditLogFilters) {
  const query = AuditLog.query().orderBy('id', 'desc')
  if (filters.actor) {
    const actor = filters.actor
    // A user id also finds what that admin did while signed in as someone else.
    if (/^\d+$/.test(actor))
      query.where((q) =>
        q.where('actor_id', Number(actor)).orWhere('impersonator_id', Number(actor))
      )
    else query.whereILike('actor_email', `%${escapeLike(actor)}%`)
  }
  if (filters.object_type) query.where('object_type', filters.object_type)
  if (filters.object_id) query.where('object_id', filters.object_id)
  if (filters.action) {
    if (filters.action.endsWith('.')) query.whereLike('action', `${escapeLike(filters.action)}%`)
    else query.where('action', filters.action)
  }
  // Day arithmetic in the database: the day after 9999-12-31 is a valid PostgreSQL date, not a 500.
  if (filters.from)
    query.whereRaw(`created_at >= (?::date::timestamp at time zone 'UTC')`, [filters.from])
  if (filters.to)
    query.whereRaw(`created_at < ((?::date + 1)::timestamp at time zone 'UTC')`, [filters.to])
  return query
}

export function presentAuditLog(row: AuditLog) {
  return {
    id: Number(row.id),
    at: row.createdAt.toISO(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    impersonator_id: row.impersonatorId,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    old_values: row.oldValues,
    new_values: row.newValues,
    ip: row.ip,
    user_agent: row.userAgent,
    request_id: row.requestId,
  }
}
