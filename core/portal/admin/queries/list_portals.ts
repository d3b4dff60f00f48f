import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import { whereLocationVisible } from '#core/access/services/visibility'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'
import { portalState } from '#core/portal/public/portal_state'

export interface PortalListFilters {
  q?: string
  page?: number
  perPage?: number
}

/**
 * GET /rest/portal: one row per venue (not archived) whose portal the caller may read (location_read and portal_read,
 * as the designer's access rule asks), with its portal when one was made. Listing creates no portal.
 */
export async function listPortals(access: UserAccess, filters: PortalListFilters) {
  const page = filters.page ?? 1
  const perPage = filters.perPage ?? DEFAULT_PER_PAGE
  const visible = () => {
    const query = whereLocationVisible(
      whereLocationVisible(db.from('locations'), access, 'location_read'),
      access,
      'portal_read'
    )
      .join('customers', 'customers.id', 'locations.customer_id')
      .whereNot('locations.status', 'archived')
    if (filters.q) {
      const term = `%${escapeLike(filters.q.toLowerCase())}%`
      query.where((q) =>
        q
          .whereRaw("lower(coalesce(locations.venue_name, '') || ' ' || locations.name) like ?", [
            term,
          ])
          .orWhereRaw("lower(coalesce(locations.city, '')) like ?", [term])
          .orWhereRaw('lower(customers.name) like ?', [term])
      )
    }
    return query
  }
  const [{ total }] = await visible().count('* as total')
  const rows = await visible()
    .leftJoin('portals', 'portals.location_id', 'locations.id')
    .select(
      'locations.id as location_id',
      'locations.name as location_name',
      'locations.city',
      'locations.customer_id',
      'customers.group_id',
      'customers.name as customer_name',
      'portals.public_id',
      'portals.published_at',
      'portals.published as published_settings',
      'portals.schedule',
      'locations.timezone',
      'locations.opening_hours',
      db.raw('coalesce(portals.offline, false) as offline'),
      db.raw('(portals.published is not null) as published'),
      db.raw(
        '(portals.id is not null and portals.draft is distinct from portals.published) as unpublished_changes'
      ),
      db.raw(
        '(select count(*) from portal_clients where portal_clients.portal_id = portals.id) as guests'
      )
    )
    .orderByRaw('lower(locations.name)')
    .orderBy('locations.id')
    .limit(perPage)
    .offset((page - 1) * perPage)

  const now = new Date()
  return {
    data: rows.map(
      ({
        customer_id: customerId,
        group_id: groupId,
        published_settings: published,
        schedule,
        timezone,
        opening_hours: openingHours,
        ...row
      }) => ({
        ...row,
        state: portalState(
          { offline: row.offline, published, schedule },
          { timezone, openingHours },
          now
        ),
        published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
        guests: Number(row.guests),
        can_update: access
          .permissionsFor({ group: groupId, customer: customerId, location: row.location_id })
          .includes('portal_update'),
      })
    ),
    meta: {
      total: Number(total),
      page,
      perPage,
      lastPage: Math.max(1, Math.ceil(Number(total) / perPage)),
    },
  }
}
