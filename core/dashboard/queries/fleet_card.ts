import db from '@adonisjs/lucid/services/db'
import type { SqlPart } from '#core/dashboard/queries/visible_venues'

/** Midnight in Brussels, where "today" of the guests-signed-in count starts. */
export const TODAY_SQL = `(date_trunc('day', now() at time zone 'Europe/Brussels') at time zone 'Europe/Brussels')`

export interface FleetCard {
  venuesByStatus: Record<string, number>
  venuesByNetwork: Record<string, number>
  devicesOnline: number
  devicesTotal: number
  clientsNow: number
  guestsToday: number
  controllers: { vendor: string; count: number; failing: number; lastSyncAt: string | null }[]
}

/**
 * "Fleet at a glance" in one statement: venues per lifecycle state and per network state, devices and clients from
 * the per-site counts the sync keeps (controller_sites), guests signed in since midnight, controllers per vendor.
 * Admins see every controller; others those serving their venues.
 */
export async function fleetCard(visible: SqlPart, admin: boolean): Promise<FleetCard> {
  const controllers = admin
    ? 'controllers c'
    : 'controllers c where c.id in (select controller_id from visible)'
  const result = await db.rawQuery(
    `with visible as not materialized (${visible.sql})
     select
       (select coalesce(json_object_agg(status, n), '{}') from (select status, count(*) as n from visible group by status) s) as by_status,
       (select coalesce(json_object_agg(network_status, n), '{}') from (
          select network_status, count(*) as n from visible where status in ('live', 'standby') group by network_status) s) as by_network,
       (select json_build_object('online', coalesce(sum(cs.online_device_count), 0), 'total', coalesce(sum(cs.device_count), 0),
                                 'clients', coalesce(sum(cs.client_count), 0))
          from visible v join controller_sites cs on cs.controller_id = v.controller_id and cs.remote_id = v.controller_site_id) as sites,
       (select count(*) from portal_sign_ins s join portals p on p.id = s.portal_id join visible v on v.id = p.location_id
          where s.status = 'authorized' and s.created_at >= ${TODAY_SQL}) as guests_today,
       (select coalesce(json_agg(x order by x.vendor), '[]') from (
          select c.vendor, count(*) as count, count(*) filter (where c.status in ('needs_credentials', 'unavailable', 'failed')) as failing,
            max(c.last_sync_at) as last_sync_at
          from ${controllers} group by c.vendor) x) as controllers`,
    visible.bindings
  )
  const row = result.rows[0]
  const numbers = (value: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(value).map(([key, n]) => [key, Number(n)]))
  return {
    venuesByStatus: numbers(row.by_status),
    venuesByNetwork: numbers(row.by_network),
    devicesOnline: Number(row.sites.online),
    devicesTotal: Number(row.sites.total),
    clientsNow: Number(row.sites.clients),
    guestsToday: Number(row.guests_today),
    controllers: row.controllers.map((c: any) => ({
      vendor: c.vendor,
      count: Number(c.count),
      failing: Number(c.failing),
      lastSyncAt: c.last_sync_at ? new Date(c.last_sync_at).toISOString() : null,
    })),
  }
}
