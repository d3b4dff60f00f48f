import db from '@adonisjs/lucid/services/db'
import { statusPageUrl } from '#core/locations/services/location_qr'
import { CARD_ROWS } from '#core/dashboard/dashboard_cards'
import { TODAY_SQL } from '#core/dashboard/queries/fleet_card'
import type { SqlPart } from '#core/dashboard/queries/visible_venues'
import { causesOf, notOnlineDevicesSql } from '#core/network/queries/network_causes'

const HEALTHS = ['offline', 'failover', 'warning', 'online'] as const
export type VenueHealth = (typeof HEALTHS)[number] | 'not_ready'

/** A venue's health as its customer reads it: the four network states, or not installed yet. */
const HEALTH_SQL = `case when v.status in ('live', 'standby') and v.network_status in ('offline', 'failover', 'warning', 'online')
  then v.network_status else 'not_ready' end`

/**
 * A customer user's venues: health since when, clients now (the sync's per-site count), guests signed in today, the
 * causes of a health other than online (issue 32: named as the venues list names them) and the public status page;
 * the worst first. One statement; the per-venue guest count and the devices' states only for the rows shown.
 */
export async function venuesCard(visible: SqlPart) {
  const result = await db.rawQuery(
    `with visible as not materialized (${visible.sql}),
     shown as (
       select v.*, ${HEALTH_SQL} as health from visible v
       order by array_position(array['offline', 'failover', 'warning', 'online', 'not_ready'], ${HEALTH_SQL}), v.name, v.id
       limit ${CARD_ROWS}
     )
     select shown.id, shown.name, shown.status, shown.health, shown.network_status_since, shown.public_id, cs.client_count,
       (select count(*) from portal_sign_ins s join portals p on p.id = s.portal_id
          where p.location_id = shown.id and s.status = 'authorized' and s.created_at >= ${TODAY_SQL}) as guests_today,
       (select coalesce(json_object_agg(health, n), '{}') from (select ${HEALTH_SQL} as health, count(*) as n from visible v group by 1) h) as counts,
       c.vendor as controller_vendor, c.status as controller_status,
       nd.offline, nd.pending, nd.rebooting, nd.upgrading, nd.unknown
     from shown left join controller_sites cs on cs.controller_id = shown.controller_id and cs.remote_id = shown.controller_site_id
       left join controllers c on c.id = shown.controller_id
       left join (${notOnlineDevicesSql('location_id in (select id from shown)')}) nd
         on nd.location_id = shown.id
     order by array_position(array['offline', 'failover', 'warning', 'online', 'not_ready'], shown.health), shown.name, shown.id`,
    visible.bindings
  )
  const rows: any[] = result.rows
  const counts: Record<string, number> = {}
  for (const [health, n] of Object.entries(rows[0]?.counts ?? {})) counts[health] = Number(n)
  return {
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    items: rows.map((row) => ({
      locationId: row.id as number,
      locationName: row.name as string,
      status: row.status as string,
      health: row.health as VenueHealth,
      since: row.health === 'not_ready' ? null : new Date(row.network_status_since).toISOString(),
      clientsNow: row.client_count === null ? null : Number(row.client_count),
      guestsToday: Number(row.guests_today),
      statusPageUrl: statusPageUrl(row.public_id),
      ...namedCauses(row),
    })),
  }
}

/** The causes of a venue's health, as the venues list names them (`networkWarnings` in the vendor's `deviceNoun`). */
function namedCauses(row: any) {
  const causes = causesOf(row.controller_vendor, row.controller_status, row)
  return { deviceNoun: causes.deviceNoun, networkWarnings: causes.warnings }
}
