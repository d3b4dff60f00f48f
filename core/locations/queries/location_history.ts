import AuditLog from '#kernel/audit/audit_log'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

const REDACTED_KEYS = new Set(['pppoe_password', 'password'])
/** Keys only admins see in the history, like in the location itself. */
const TECHNICAL_KEYS = new Set(['subscription_id', 'subscription_item_id', 'sim_number', 'pppoe_username', 'ppsk_profile_id', 'config_report', 'installation_report', 'status_before_archive'])

export function listLocationHistory(locationId: number, page = 1, perPage = DEFAULT_PER_PAGE) {
  return AuditLog.query()
    .where('object_type', 'location')
    .where('object_id', String(locationId))
    .orderBy('id', 'desc')
    .paginate(page, perPage)
}

function clean(values: Record<string, unknown> | null, full: boolean): Record<string, unknown> | null {
  if (!values) return null
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (!full && TECHNICAL_KEYS.has(key)) continue
    if (REDACTED_KEYS.has(key)) out[key] = value === null ? null : '[redacted]'
    else if (key === 'snapshot' && value && typeof value === 'object') out[key] = clean(value as Record<string, unknown>, full)
    else out[key] = value
  }
  return out
}

/** Who changed what and when; secrets never, and technical fields only for admins. */
export function transformHistoryEntry(entry: AuditLog, full: boolean) {
  return {
    id: entry.id,
    action: entry.action,
    created_at: entry.createdAt.toISO(),
    actor: entry.actorId || entry.actorEmail ? { id: entry.actorId, email: entry.actorEmail } : null,
    old_values: clean(entry.oldValues, full),
    new_values: clean(entry.newValues, full),
  }
}
