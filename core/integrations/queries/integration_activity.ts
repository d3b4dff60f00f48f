import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'

export interface ActivityFilters {
  page?: number
  perPage?: number
  failed?: boolean
}

const iso = (value: unknown) => new Date(value as string).toISOString()

function attemptView(row: any) {
  return {
    id: Number(row.id),
    action: row.action,
    event: row.event,
    ok: row.ok,
    message: row.message,
    durationMs: Number(row.duration_ms),
    createdAt: iso(row.created_at),
  }
}

function meta(total: unknown, page: number, perPage: number) {
  return {
    total: Number(total),
    page,
    perPage,
    lastPage: Math.max(1, Math.ceil(Number(total) / perPage)),
  }
}

/** One connection's activity log, newest first. */
export async function connectionActivity(connectionId: number, filters: ActivityFilters) {
  const page = filters.page ?? 1
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE
  const scoped = () => {
    const query = db.from('integration_attempts').where('connection_id', connectionId)
    if (filters.failed) query.where('ok', false)
    return query
  }
  const [{ total }] = await scoped().count('* as total')
  const rows = await scoped()
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
  return { data: rows.map(attemptView), meta: meta(total, page, perPage) }
}

/** Attempts of every connection of the venues the caller may read portals of (the partner's `/integrations` log). */
export async function visibleActivity(access: UserAccess, filters: ActivityFilters) {
  const page = filters.page ?? 1
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE
  const scoped = () => {
    const query = whereLocationVisible(
      whereLocationVisible(db.from('integration_attempts'), access, 'location_read'),
      access,
      'portal_read'
    )
      .join(
        'integration_connections',
        'integration_connections.id',
        'integration_attempts.connection_id'
      )
      .join('portals', 'portals.id', 'integration_connections.portal_id')
      .join('locations', 'locations.id', 'portals.location_id')
    if (filters.failed) query.where('integration_attempts.ok', false)
    return query
  }
  const [{ total }] = await scoped().count('* as total')
  const rows = await scoped()
    .select(
      'integration_attempts.*',
      'integration_connections.plugin_id',
      'locations.id as location_id',
      'locations.name as location_name'
    )
    .orderBy('integration_attempts.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
  return {
    data: rows.map((row) => ({
      ...attemptView(row),
      connectionId: Number(row.connection_id),
      pluginId: row.plugin_id,
      location: { id: Number(row.location_id), name: row.location_name },
    })),
    meta: meta(total, page, perPage),
  }
}
