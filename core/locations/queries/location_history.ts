import db from '@adonisjs/lucid/services/db'
import AuditLog from '#kernel/audit/audit_log'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

const REDACTED_KEYS = new Set(['pppoe_password', 'password'])
/** Keys only admins see in the history, like in the location itself. */
const TECHNICAL_KEYS = new Set([
  'subscription_id',
  'subscription_item_id',
  'sim_number',
  'pppoe_username',
  'ppsk_profile_id',
  'config_report',
  'installation_report',
  'status_before_archive',
])

/**
 * The venue's history, newest first. Entries about its guest portal (allowed MACs and their labels, vouchers, guests)
 * are left out unless the reader holds `portal_read` on the venue, as the portal's own screens are.
 */
export async function listLocationHistory(
  locationId: number,
  options: { page?: number; perPage?: number; portal: boolean }
) {
  const query = AuditLog.query()
    .where('object_type', 'location')
    .where('object_id', String(locationId))
  if (!options.portal) query.whereNot('action', 'like', 'portal.%')
  const entries = await query
    .orderBy('id', 'desc')
    .paginate(options.page ?? 1, options.perPage ?? DEFAULT_PER_PAGE)
  await attachActorNames(entries.all())
  return entries
}

/** The actors' names as they are now, so the history says "Ada Admin" rather than an address (null once deleted). */
async function attachActorNames(entries: AuditLog[]) {
  const ids = [
    ...new Set(entries.map((entry) => entry.actorId).filter((id): id is number => id !== null)),
  ]
  if (ids.length === 0) return
  const users: Array<{ id: number; firstname: string | null; name: string | null }> = await db
    .from('users')
    .whereIn('id', ids)
    .select('id', 'firstname', 'name')
  const names = new Map(
    users.map((user) => [user.id, [user.firstname, user.name].filter(Boolean).join(' ') || null])
  )
  for (const entry of entries)
    if (entry.actorId !== null) entry.$extras.actor_name = names.get(entry.actorId) ?? null
}

function clean(
  values: Record<string, unknown> | null,
  full: boolean
): Record<string, unknown> | null {
  if (!values) return null
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (!full && TECHNICAL_KEYS.has(key)) continue
    if (REDACTED_KEYS.has(key)) out[key] = value === null ? null : '[redacted]'
    else if (key === 'snapshot' && value && typeof value === 'object')
      out[key] = clean(value as Record<string, unknown>, full)
    else out[key] = value
  }
  return out
}

/** Who changed what and when; secrets never, and technical fields only for admins. */
export function transformHistoryEntry(entry: AuditLog, full: boolean) {
  return {
    id: Number(entry.id),
    action: entry.action,
    created_at: entry.createdAt.toISO(),
    actor:
      entry.actorId || entry.actorEmail
        ? {
            id: entry.actorId,
            email: entry.actorEmail,
            name: (entry.$extras.actor_name as string | null | undefined) ?? null,
          }
        : null,
    old_values: clean(entry.oldValues, full),
    new_values: clean(entry.newValues, full),
  }
}
